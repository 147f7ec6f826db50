import { describe, expect, it } from 'vitest'

import {
  estimateCost,
  formatDollars,
  formatRate,
  minimumNote,
  PRICING,
  SERVICE_TYPES,
} from '@/features/estimate/pricing'
import { siteSettings } from '../../seed/content/settings'

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

describe('the business’s smallest job: an owner’s setting, off in the seed', () => {
  const charge = { charge: 1500 }

  it('is off in the seed: 250 sq ft of Detailed Maintenance is $1,250, as spec section 9 says', () => {
    expect(siteSettings.minimumJob?.charge ?? null).toBeNull()
    expect(siteSettings.minimumJob?.squareFeet ?? null).toBeNull()
    expect(estimateCost('detailed', 250)).toBe(1250)
    expect(minimumNote('detailed', 250, siteSettings.minimumJob)).toBeUndefined()
  })

  it('when on, leaves the section 9 figure and says plainly that the job minimum applies', () => {
    expect(formatDollars(estimateCost('detailed', 250))).toBe('$1,250')
    expect(minimumNote('detailed', 250, charge)).toBe(
      'The job minimum applies: our smallest job is $1,500.',
    )
    expect(minimumNote('basic', 1, charge)).toBe(
      'The job minimum applies: our smallest job is $1,500.',
    )
    // At and above the minimum nothing is said.
    expect(minimumNote('detailed', 300, charge)).toBeUndefined()
    expect(minimumNote('basic', 1000, charge)).toBeUndefined()
  })

  it('names a minimum size with its price for the service, whichever minimum is more', () => {
    const size = { squareFeet: 300 }
    expect(minimumNote('full', 10, size)).toBe(
      'The job minimum applies: our smallest job is 300 sq ft, $2,250 for this service.',
    )
    expect(minimumNote('full', 400, size)).toBeUndefined()
    expect(minimumNote('basic', 10, { charge: 1500, squareFeet: 300 })).toBe(
      'The job minimum applies: our smallest job is $1,500.',
    )
    expect(minimumNote('full', 10, { charge: 1500, squareFeet: 300 })).toBe(
      'The job minimum applies: our smallest job is 300 sq ft, $2,250 for this service.',
    )
  })

  it('says nothing when the profile sets none, or for no job', () => {
    for (const none of [undefined, null, {}, { charge: null, squareFeet: null }, { charge: 0 }]) {
      expect(minimumNote('basic', 1, none)).toBeUndefined()
    }
    expect(minimumNote('basic', 0, charge)).toBeUndefined()
    expect(minimumNote('basic', -5, charge)).toBeUndefined()
    expect(minimumNote('premium', 5, charge)).toBeUndefined()
  })
})
