import { createHmac, timingSafeEqual } from 'crypto'

/**
 * A review request's link token: `<request id>.<expiry, seconds since 1970 in base 36>.<signature>`,
 * the signature an HMAC-SHA256 of the first two parts with PAYLOAD_SECRET. A changed id or expiry
 * (another lead's request, a longer life) fails the signature; the request itself records its use
 * (features/reviews/server/submit.ts), so a good token works once.
 */

const secret = () => {
  const value = process.env.PAYLOAD_SECRET
  if (!value) throw new Error('PAYLOAD_SECRET is not set: review links cannot be signed')
  return value
}

const signature = (body: string) =>
  createHmac('sha256', secret()).update(`review-link:${body}`).digest('base64url')

export function signReviewToken(requestId: number, expiresAt: Date): string {
  const body = `${requestId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`
  return `${body}.${signature(body)}`
}

export type TokenCheck =
  { ok: true; requestId: number; expiresAt: Date } | { ok: false; problem: 'invalid' | 'expired' }

/** Checks a token's form, signature and expiry (no database): the request it names. */
export function checkReviewToken(token: string, now = Date.now()): TokenCheck {
  const match = /^([1-9]\d{0,15})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, problem: 'invalid' }
  const [, id, expiry, given] = match
  const expected = Buffer.from(signature(`${id}.${expiry}`))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    return { ok: false, problem: 'invalid' }
  }
  const expiresAt = new Date(parseInt(expiry, 36) * 1000)
  if (expiresAt.getTime() <= now) return { ok: false, problem: 'expired' }
  return { ok: true, requestId: Number(id), expiresAt }
}
