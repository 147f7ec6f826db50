import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { ReceivedFile } from '@/lib/uploads/receive'

/**
 * What the API route and the form's server action share (lib/leads/estimateRequest): the parse
 * and its messages, the thank-you, the one call that stores the lead, and the one rate limiter.
 * The storing itself is the integration tests' business; here it is a stand-in.
 */
const store = vi.hoisted(() => vi.fn())
vi.mock('@/lib/leads/estimate', () => ({ storeEstimateLead: store }))

const {
  calculatorLimiter,
  estimateMessage,
  parseEstimateFields,
  submitEstimateRequest,
  TOO_MANY_REQUESTS,
} = await import('@/lib/leads/estimateRequest')

const valid = {
  serviceType: 'basic',
  squareFootage: '1000',
  name: '  Ada   Lovelace ',
  email: 'ada@example.com',
  phone: '(719) 555-0101',
}
const payload = {} as Payload

beforeEach(() => {
  store.mockReset()
  store.mockResolvedValue({ lead: { id: 42 }, estimate: 3500, failedFiles: [] })
})

describe('parseEstimateFields', () => {
  it('gives the parsed request', () => {
    expect(parseEstimateFields({ ...valid, location: '' })).toEqual({
      ok: true,
      data: { ...valid, name: 'Ada   Lovelace', location: undefined },
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
  it('is spec section 8’s thank-you, by first name, with the amount and the address', () => {
    expect(estimateMessage({ name: 'Ada Lovelace', email: 'ada@example.com' }, 17588)).toBe(
      'Thank you, Ada! Your estimate of $17,588 is on its way to ada@example.com. A specialist will contact you within 24-48 hours.',
    )
    expect(estimateMessage({ name: ' Cher ', email: 'c@example.com' }, 0)).toContain(
      'Thank you, Cher!',
    )
  })
})

describe('submitEstimateRequest', () => {
  it('stores the parsed request with its files and says thank you', async () => {
    const files = [{ name: 'wall.png' }] as ReceivedFile[]
    expect(await submitEstimateRequest(payload, valid, files)).toEqual({
      ok: true,
      message:
        'Thank you, Ada! Your estimate of $3,500 is on its way to ada@example.com. A specialist will contact you within 24-48 hours.',
      estimate: 3500,
      leadId: 42,
    })
    expect(store).toHaveBeenCalledWith(
      payload,
      expect.objectContaining({ name: 'Ada   Lovelace', squareFootage: '1000' }),
      files,
    )
  })

  it('stores nothing when the fields are refused', async () => {
    const outcome = await submitEstimateRequest(payload, { ...valid, serviceType: 'paint' })
    expect(outcome).toEqual({
      ok: false,
      issues: { serviceType: ['Please select a service type'] },
      error: 'Please select a service type.',
    })
    expect(store).not.toHaveBeenCalled()
  })

  it('lets a failure to store reach the caller', async () => {
    store.mockRejectedValue(new Error('disk full'))
    await expect(submitEstimateRequest(payload, valid)).rejects.toThrow('disk full')
  })
})

describe('calculatorLimiter', () => {
  it('is one limiter for the whole process, set by CALCULATOR_RATE_LIMIT', () => {
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
