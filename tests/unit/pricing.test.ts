import { describe, expect, it } from 'vitest'

import {
  estimateCost,
  formatDollars,
  formatRate,
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
