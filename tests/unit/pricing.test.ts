import { describe, expect, it } from 'vitest'

import {
  estimateCost,
  formatDollars,
  formatRate,
  minimumNote,
  PRICING,
  SERVICE_TYPES,
} from '@/features/estimate/pricing'

describe('estimateCost', () => {
  it('uses the rates of spec section 9', () => {
    expect(SERVICE_TYPES.map((type) => PRICING[type].rate)).toEqual([3.5, 5, 7.5, 6])
    expect(estimateCost('basic', 1000)).toBe(3500)
    expect(estimateCost('detailed', '1000')).toBe(5000)
    expect(estimateCost('full', 1000)).toBe(7500)
    expect(estimateCost('new', 1000)).toBe(6000)
  })

  it('takes whole square feet, then rounds the product', () => {
    expect(estimateCost('basic', '1234.9')).toBe(Math.round(1234 * 3.5))
    expect(estimateCost('basic', 3)).toBe(11) // 10.5 rounds up
    expect(estimateCost('full', 1)).toBe(8) // 7.5 rounds up
  })

  it('gives 0 for nothing, zero, negatives, text and unknown service types', () => {
    expect(estimateCost('basic', '')).toBe(0)
    expect(estimateCost('basic', 0)).toBe(0)
    expect(estimateCost('basic', -50)).toBe(0)
    expect(estimateCost('basic', 'abc')).toBe(0)
    expect(estimateCost('premium', 1000)).toBe(0)
    expect(estimateCost(undefined, 1000)).toBe(0)
  })

  it('handles huge numbers without losing the finite result', () => {
    expect(estimateCost('new', '1000000000')).toBe(6_000_000_000)
    expect(estimateCost('new', 'Infinity')).toBe(0)
  })
})

describe('formatDollars and formatRate', () => {
  it('show whole dollars, and the rate per square foot to 2 decimals', () => {
    expect(formatDollars(3500)).toBe('$3,500')
    expect(formatDollars(6_000_000_000)).toBe('$6,000,000,000')
    expect(formatRate(3.5)).toBe('$3.50')
    expect(formatRate(5)).toBe('$5.00')
  })
})

describe('the business’s smallest job (issue 28)', () => {
  const charge = { charge: 1500 }

  it('prices a job below the minimum charge at the minimum, and says so', () => {
    expect(estimateCost('basic', 1, charge)).toBe(1500)
    expect(minimumNote('basic', 1, charge)).toBe('Our minimum job is $1,500.')
    // At and above the minimum, the rate decides and nothing is said.
    expect(estimateCost('basic', 1000, charge)).toBe(3500)
    expect(minimumNote('basic', 1000, charge)).toBeUndefined()
  })

  it('prices a job below the minimum size as that size, at its own rate', () => {
    const size = { squareFeet: 300 }
    expect(estimateCost('full', 10, size)).toBe(2250)
    expect(minimumNote('full', 10, size)).toBe(
      'Our minimum job is 300 sq ft: $2,250 for this service.',
    )
    expect(estimateCost('full', 400, size)).toBe(3000)
    // Both: whichever is more.
    expect(estimateCost('basic', 10, { charge: 1500, squareFeet: 300 })).toBe(1500)
    expect(estimateCost('full', 10, { charge: 1500, squareFeet: 300 })).toBe(2250)
  })

  it('has no minimum when the profile sets none, and never prices nothing', () => {
    for (const none of [undefined, null, {}, { charge: null, squareFeet: null }, { charge: 0 }]) {
      expect(estimateCost('basic', 1, none)).toBe(4)
      expect(minimumNote('basic', 1, none)).toBeUndefined()
    }
    expect(estimateCost('basic', 0, charge)).toBe(0)
    expect(estimateCost('basic', -5, charge)).toBe(0)
    expect(estimateCost('premium', 5, charge)).toBe(0)
    expect(minimumNote('basic', 0, charge)).toBeUndefined()
  })
})
