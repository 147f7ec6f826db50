import 'server-only'

import { isBookingProblem, type BookingProblem } from '@/features/booking/problems'
import { seal, unseal } from '@/features/booking/token'
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
  issues?: Record<string, string[]>
}

export const KEPT_FORM_COOKIE = 'booking-form'
const KEPT_MS = 10 * 60_000
const PURPOSE = 'booking-form'
const FIELDS = ['start', 'name', 'email', 'phone', 'address', 'lead'] as const

/** The Set-Cookie that keeps `form` for the booking page (null: forget it). */
export function keptFormCookie(form: KeptForm | null): string {
  const secure = serverUrl().startsWith('https:') ? '; Secure' : ''
  const attributes = `Path=/book; HttpOnly; SameSite=Lax${secure}`
  if (!form) return `${KEPT_FORM_COOKIE}=; ${attributes}; Max-Age=0`
  const kept: Record<string, unknown> = form.code ? { code: form.code } : {}
  for (const key of FIELDS) {
    const value = form[key]
    if (typeof value === 'string' && value) kept[key] = value.slice(0, 300)
  }
  if (form.issues) kept.issues = form.issues
  const value = seal(PURPOSE, JSON.stringify(kept), KEPT_MS)
  return `${KEPT_FORM_COOKIE}=${value}; ${attributes}; Max-Age=${KEPT_MS / 1000}`
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
