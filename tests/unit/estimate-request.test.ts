import { describe, expect, it, vi } from 'vitest'

// The limiter and the upload budget are server code.
vi.mock('server-only', () => ({}))

const { calculatorLimiter, estimateMessage, parseEstimateFields, TOO_MANY_REQUESTS } =
  await import('@/features/estimate/server/handler')

/**
 * What the API route and the form's server action share (features/estimate/server/handler): the parse
 * and its messages, the thank-you and the one rate limiter. The call that stores the lead is in
 * tests/int/estimate-action.test.ts, on a real database.
 */

const valid = {
  serviceType: 'basic',
  squareFootage: '1000',
  name: '  Ada   Lovelace ',
  email: 'ada@example.com',
  phone: '(719) 555-0101',
}
describe('parseEstimateFields', () => {
  it('gives the parsed request', () => {
    expect(parseEstimateFields({ ...valid, location: '' })).toEqual({
      ok: true,
      data: { ...valid, name: 'Ada   Lovelace', location: undefined, textMe: false },
    })
  })

  it('gives every message by field and the sentence of a 422 answer', () => {
    expect(parseEstimateFields({ ...valid, email: 'nope', phone: '123' })).toEqual({
      ok: false,
      issues: {
        email: ['Invalid email address'],
        phone: ['Phone number must be at least 10 digits'],
      },
      error: 'Invalid email address. Phone number must be at least 10 digits.',
    })
  })
})

describe('estimateMessage', () => {
  it('thanks by first name and promises the e-mail when one is on its way', () => {
    expect(estimateMessage({ name: 'Ada Lovelace', email: 'ada@example.com' }, 17588, true)).toBe(
      'Thank you, Ada! Your estimate of $17,588 is on its way to ada@example.com. A specialist will contact you within 24-48 hours.',
    )
    expect(estimateMessage({ name: ' Cher ', email: 'c@example.com' }, 0, true)).toContain(
      'Thank you, Cher!',
    )
  })

  it('promises no e-mail when none will leave (no mail service, or the queue failed)', () => {
    const message = estimateMessage(
      { name: 'Ada Lovelace', email: 'ada@example.com' },
      17588,
      false,
    )
    expect(message).toBe(
      'Thank you, Ada! Your estimate is $17,588. We have your request, and a specialist will contact you within 24-48 hours.',
    )
    expect(message).not.toContain('ada@example.com')
  })
})

describe('calculatorLimiter', () => {
  it('is one limiter for every caller in its module graph, set by CALCULATOR_RATE_LIMIT', () => {
    const saved = process.env.CALCULATOR_RATE_LIMIT
    process.env.CALCULATOR_RATE_LIMIT = '2/60'
    const limiter = calculatorLimiter()
    expect(calculatorLimiter()).toBe(limiter)
    expect(limiter.limit).toBe(2)
    if (saved === undefined) delete process.env.CALCULATOR_RATE_LIMIT
    else process.env.CALCULATOR_RATE_LIMIT = saved
    expect(TOO_MANY_REQUESTS).toBe('Too many requests. Please wait a few minutes and try again.')
  })
})
