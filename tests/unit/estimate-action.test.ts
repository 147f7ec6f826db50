import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  EMPTY_ESTIMATE_VALUES,
  estimateActionState,
  estimateFormValues,
  estimateRequestFields,
  INITIAL_ESTIMATE_STATE,
} from '@/lib/leads/estimateState'

/**
 * The estimate form's server action (lib/leads/estimateAction), the form without JavaScript: what
 * it reads from the posted form, what state it answers, and its limit per address. The request
 * headers, Payload and the storing are stand-ins.
 */
const mocks = vi.hoisted(() => ({
  store: vi.fn(),
  address: '203.0.113.7',
  logged: vi.fn(),
}))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': mocks.address }),
}))
vi.mock('@/lib/payload/client', () => ({
  getPayloadClient: async () => ({ logger: { error: mocks.logged } }),
}))
vi.mock('@/lib/leads/estimate', () => ({ storeEstimateLead: mocks.store }))

process.env.CALCULATOR_RATE_LIMIT = '3/600'
const { sendEstimate } = await import('@/lib/leads/estimateAction')

const typed = {
  serviceType: 'basic',
  squareFootage: '2,500',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(719) 555-0101',
  propertyAge: '30 years',
  location: ' Fairplay, CO ',
  description: 'Checks on the south wall.\nPeeling stain.',
}

const formData = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return data
}

beforeEach(() => {
  mocks.store.mockReset()
  mocks.store.mockResolvedValue({ lead: { id: 7 }, estimate: 8750, failedFiles: [] })
  mocks.logged.mockReset()
})

describe('estimateFormValues', () => {
  it('reads every field exactly as typed, and nothing else', () => {
    const data = formData({ ...typed, $ACTION_KEY: 'k1', extra: 'x' })
    data.append('files', new Blob(['x']), 'wall.png')
    expect(estimateFormValues(data)).toEqual(typed)
  })

  it('reads the CR LF line breaks a browser posts as the LF typed', () => {
    const data = formData({ description: 'South wall\r\nNorth wall\rGable' })
    expect(estimateFormValues(data).description).toBe('South wall\nNorth wall\nGable')
  })

  it('gives empty text for a field that is missing or a file', () => {
    const data = formData({ name: 'Ada' })
    data.append('email', new Blob(['x']), 'mail.txt')
    expect(estimateFormValues(data)).toEqual({ ...EMPTY_ESTIMATE_VALUES, name: 'Ada' })
  })
})

describe('estimateRequestFields', () => {
  it('reads the square footage as the live form does: without spaces and commas', () => {
    expect(estimateRequestFields(typed)).toEqual({ ...typed, squareFootage: '2500' })
    expect(estimateRequestFields({ ...typed, squareFootage: ' 1 000 ' }).squareFootage).toBe('1000')
  })
})

describe('estimateActionState', () => {
  it('after a success: the thank-you and the amount; only the service and the area stay', () => {
    expect(
      estimateActionState(typed, { ok: true, message: 'Thank you, Ada!', estimate: 8750 }),
    ).toEqual({
      status: 'success',
      values: { ...EMPTY_ESTIMATE_VALUES, serviceType: 'basic', squareFootage: '2,500' },
      errors: {},
      message: 'Thank you, Ada!',
      estimate: 8750,
    })
  })

  it('after a refusal: every value as typed and the first message of each field', () => {
    const state = estimateActionState(typed, {
      ok: false,
      error: 'Invalid email address.',
      issues: {
        email: ['Invalid email address', 'Second message'],
        phone: [],
        form: ['Not a field'],
      },
    })
    expect(state).toEqual({
      status: 'error',
      values: typed,
      errors: { email: 'Invalid email address' },
      message: 'Invalid email address.',
    })
  })

  it('starts idle and empty', () => {
    expect(INITIAL_ESTIMATE_STATE).toEqual({
      status: 'idle',
      values: EMPTY_ESTIMATE_VALUES,
      errors: {},
    })
  })
})

describe('sendEstimate', () => {
  it('stores the lead (text fields only) and answers the thank-you', async () => {
    const state = await sendEstimate(INITIAL_ESTIMATE_STATE, formData(typed))
    expect(state).toEqual({
      status: 'success',
      values: { ...EMPTY_ESTIMATE_VALUES, serviceType: 'basic', squareFootage: '2,500' },
      errors: {},
      message:
        'Thank you, Ada! Your estimate of $8,750 is on its way to ada@example.com. A specialist will contact you within 24-48 hours.',
      estimate: 8750,
    })
    expect(mocks.store).toHaveBeenCalledTimes(1)
    const [, request, files] = mocks.store.mock.calls[0]
    expect(request).toMatchObject({ squareFootage: '2500', location: 'Fairplay, CO' })
    expect(files).toEqual([])
  })

  it('answers the messages with what was typed, and stores nothing', async () => {
    mocks.address = '203.0.113.8'
    const values = { ...typed, email: 'ada@', phone: '' }
    const state = await sendEstimate(INITIAL_ESTIMATE_STATE, formData(values))
    expect(state).toEqual({
      status: 'error',
      values,
      errors: {
        email: 'Invalid email address',
        phone: 'Phone number must be at least 10 digits',
      },
      message: 'Invalid email address. Phone number must be at least 10 digits.',
    })
    expect(mocks.store).not.toHaveBeenCalled()
  })

  it('keeps what was typed when the lead cannot be saved', async () => {
    mocks.address = '203.0.113.9'
    mocks.store.mockRejectedValue(new Error('database is down'))
    const state = await sendEstimate(INITIAL_ESTIMATE_STATE, formData(typed))
    expect(state).toEqual({
      status: 'error',
      values: typed,
      errors: {},
      message: 'We could not save your request. Please try again, or call us.',
    })
    expect(mocks.logged).toHaveBeenCalledTimes(1)
  })

  it('counts each address against the calculator limit', async () => {
    mocks.address = '198.51.100.1'
    for (let i = 0; i < 3; i++) {
      expect((await sendEstimate(INITIAL_ESTIMATE_STATE, formData(typed))).status).toBe('success')
    }
    const refused = await sendEstimate(INITIAL_ESTIMATE_STATE, formData(typed))
    expect(refused).toEqual({
      status: 'error',
      values: typed,
      errors: {},
      message: 'Too many requests. Please wait a few minutes and try again.',
    })
    expect(mocks.store).toHaveBeenCalledTimes(3)
    // Another visitor is not held back.
    mocks.address = '198.51.100.2'
    expect((await sendEstimate(INITIAL_ESTIMATE_STATE, formData(typed))).status).toBe('success')
  })
})
