import { createHmac, timingSafeEqual } from 'crypto'

import { seal, unseal } from '@/lib/security/seal'

/**
 * The booking's signed references, HMAC-SHA256 with PAYLOAD_SECRET, none stored:
 * - a lead's, that the estimate's and the chat's answers give the page, so the visit it books
 *   joins the lead it just stored, and no other (a lead's id alone would let anyone attach visits
 *   to any lead): `<lead id>.<expiry>` sealed with AES-256-GCM, so it does not tell the id either
 *   (ids are sequential: they count the business's leads);
 * - a visit's link, `<visit id>.<link version>.<signature>`, in its e-mails, to move or cancel
 *   it without signing in. Moving or cancelling bumps the version: an earlier e-mail's link, and
 *   any copy of it, then changes nothing.
 */

const secret = () => {
  const value = process.env.PAYLOAD_SECRET
  if (!value) throw new Error('PAYLOAD_SECRET is not set: booking links cannot be signed')
  return value
}

const sign = (purpose: string, body: string) =>
  createHmac('sha256', secret()).update(`${purpose}:${body}`).digest('base64url')

const sameSignature = (purpose: string, body: string, given: string) => {
  const expected = Buffer.from(sign(purpose, body))
  const received = Buffer.from(given)
  return expected.length === received.length && timingSafeEqual(expected, received)
}

const TOKEN = /^([1-9]\d{0,15})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/

/** How long the page may book for the lead it just stored. */
export const LEAD_REFERENCE_MS = 2 * 60 * 60_000

export const signLeadReference = (leadId: number | string, now = Date.now()): string =>
  seal('booking-lead', String(leadId), LEAD_REFERENCE_MS, now)

/** The lead a reference names, or null (forged, changed or expired). */
export function checkLeadReference(token: string, now = Date.now()): number | null {
  const id = unseal('booking-lead', token, now, 200)
  return id && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null
}

export function signVisitLink(visitId: number | string, version: number): string {
  const body = `${visitId}.${version.toString(36)}`
  return `${body}.${sign('booking-visit', body)}`
}

/** The visit and link version a link names, or null when it is not one the site signed. */
export function checkVisitLink(token: string): { visitId: number; version: number } | null {
  const match = TOKEN.exec(token)
  if (!match || !sameSignature('booking-visit', `${match[1]}.${match[2]}`, match[3])) return null
  return { visitId: Number(match[1]), version: parseInt(match[2], 36) }
}
