import 'server-only'

import { isBookingProblem, type BookingProblem } from '@/features/booking/problems'
import { seal, unseal } from '@/lib/security/seal'
import { serverUrl } from '@/lib/site/urls'

/**
 * What the booking page without JavaScript is handed: after a refused booking, the fields as
 * typed, the window chosen, the lead's reference, the problem's code and the fields' messages;
 * after an estimate, its lead's reference and the homeowner's details (no code).
 * It travels in a cookie of the booking page's own (Path=/book, HttpOnly, ten minutes), sealed
 * (token.ts), never in the address: addresses land in logs and histories, and a sealed cookie is
 * words no one else can put on the page.
 */
export type KeptForm = {
  code?: BookingProblem
  start?: string
  name?: string
  email?: string
  phone?: string
  address?: string
  lead?: string
  /** The "Text me about my visit" tick, ticked. */
  textMe?: boolean
  issues?: Record<string, string[]>
}

export const KEPT_FORM_COOKIE = 'booking-form'
const KEPT_MS = 10 * 60_000
const PURPOSE = 'booking-form'
const FIELDS = ['start', 'name', 'email', 'phone', 'address', 'lead'] as const

/** The cookie's attributes: the booking page's own, for ten minutes, never read by a script. */
export const keptFormOptions = () => ({
  path: '/book',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: serverUrl().startsWith('https:'),
  maxAge: KEPT_MS / 1000,
})

/** `form`, sealed: the cookie's value. */
export function keptFormValue(form: KeptForm): string {
  const kept: Record<string, unknown> = form.code ? { code: form.code } : {}
  for (const key of FIELDS) {
    const value = form[key]
    if (typeof value === 'string' && value) kept[key] = value.slice(0, 300)
  }
  if (form.textMe === true) kept.textMe = true
  if (form.issues) kept.issues = form.issues
  return seal(PURPOSE, JSON.stringify(kept), KEPT_MS)
}

/** The Set-Cookie that keeps `form` for the booking page (null: forget it). */
export function keptFormCookie(form: KeptForm | null): string {
  const options = keptFormOptions()
  const attributes = `Path=${options.path}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`
  if (!form) return `${KEPT_FORM_COOKIE}=; ${attributes}; Max-Age=0`
  return `${KEPT_FORM_COOKIE}=${keptFormValue(form)}; ${attributes}; Max-Age=${options.maxAge}`
}

/** The form a cookie keeps, or null (none, expired, forged). */
export function keptForm(cookie: string | undefined): KeptForm | null {
  const text = cookie ? unseal(PURPOSE, cookie) : null
  if (!text) return null
  try {
    const value = JSON.parse(text) as KeptForm
    return value.code === undefined || isBookingProblem(value.code) ? value : null
  } catch {
    return null
  }
}
