import { beforeAll, describe, expect, it } from 'vitest'

import { checkReviewToken, signReviewToken } from '@/features/reviews/server/token'
import { reviewSchema, reviewValues } from '@/features/reviews/schema'

/** A review link's token (features/reviews/server/token.ts) and the review form's schema. */
beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-test-secret'
})

const DAY = 86_400_000
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 1000) * 1000)

describe('review link tokens', () => {
  it('name the request and its expiry, to the second', () => {
    const expiresAt = inDays(60)
    const token = signReviewToken(42, expiresAt)
    expect(token).toMatch(/^42\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/)
    expect(checkReviewToken(token)).toEqual({ ok: true, requestId: 42, expiresAt })
  })

  it('refuse any change to the id, the expiry or the signature', () => {
    const token = signReviewToken(42, inDays(60))
    const [id, expiry, signature] = token.split('.')
    const changed = [
      `43.${expiry}.${signature}`,
      `${id}.${(parseInt(expiry, 36) + 1).toString(36)}.${signature}`,
      `${id}.${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${expiry}.${signature}x`,
      `042.${expiry}.${signature}`,
      `${id}.${expiry}`,
      '',
      token.replace(/\./g, '-'),
    ]
    for (const candidate of changed) {
      expect(checkReviewToken(candidate), candidate).toEqual({ ok: false, problem: 'invalid' })
    }
  })

  it('expire at their time, and a token signed with another secret is not valid', () => {
    const expiresAt = inDays(60)
    const token = signReviewToken(7, expiresAt)
    expect(checkReviewToken(token, expiresAt.getTime() - 1).ok).toBe(true)
    expect(checkReviewToken(token, expiresAt.getTime())).toEqual({ ok: false, problem: 'expired' })
    const secret = process.env.PAYLOAD_SECRET
    process.env.PAYLOAD_SECRET = 'another-site'
    const foreign = signReviewToken(7, expiresAt)
    process.env.PAYLOAD_SECRET = secret
    expect(checkReviewToken(foreign)).toEqual({ ok: false, problem: 'invalid' })
  })
})

describe('the review form’s fields', () => {
  it('take a rating of 1 to 5, a few words and a town, trimmed', () => {
    expect(
      reviewSchema.parse({ rating: '3', content: '  Fine work, thanks.  ', town: ' Salida ' }),
    ).toEqual({ rating: '3', content: 'Fine work, thanks.', town: 'Salida' })
    for (const rating of ['0', '6', '4.5', '', 'five', undefined]) {
      expect(
        reviewSchema.safeParse({ rating, content: 'Fine work, thanks.', town: 'Salida' }).success,
        String(rating),
      ).toBe(false)
    }
    expect(
      reviewSchema.safeParse({ rating: '5', content: 'x'.repeat(2001), town: 'Salida' }).success,
    ).toBe(false)
    expect(
      reviewSchema.safeParse({ rating: '5', content: 'Fine work, thanks.', town: ' ' }).success,
    ).toBe(false)
  })

  it('give back what was typed as text, whatever was sent', () => {
    expect(reviewValues({ rating: 5, content: 'a\r\nb', town: ['x'] })).toEqual({
      rating: '',
      content: 'a\nb',
      town: '',
    })
    expect(reviewValues(null)).toEqual({ rating: '', content: '', town: '' })
  })
})
