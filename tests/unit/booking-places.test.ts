import { beforeAll, describe, expect, it } from 'vitest'

import { matchPlace } from '@/features/booking/places'
import {
  checkLeadReference,
  checkVisitLink,
  signLeadReference,
  signVisitLink,
} from '@/features/booking/token'

const COUNTIES = [
  {
    id: 1,
    name: 'Park County',
    slug: 'park-county',
    towns: [{ name: 'Alma' }, { name: 'Bailey' }],
  },
  { id: 2, name: 'Eagle County', slug: 'eagle-county', towns: [{ name: 'Vail' }] },
  { id: 3, name: 'Rio Grande County', slug: 'rio-grande-county', towns: [{ name: 'South Fork' }] },
]
const CITIES = [
  { name: 'Fairplay', slug: 'fairplay', county: 1 },
  { name: 'Eagle', slug: 'eagle', county: { id: 2 } },
]

describe('a homeowner’s place', () => {
  it('is matched by a county’s or city’s address name', () => {
    expect(matchPlace('park-county', COUNTIES, CITIES)).toEqual({
      countyId: 1,
      name: 'Park County',
    })
    expect(matchPlace('fairplay', COUNTIES, CITIES)).toEqual({ countyId: 1, name: 'Fairplay' })
  })

  it('is matched in what they typed: a town, a county, an address', () => {
    expect(matchPlace('Fairplay, CO 80440', COUNTIES, CITIES)?.countyId).toBe(1)
    expect(matchPlace('near alma', COUNTIES, CITIES)?.countyId).toBe(1)
    expect(matchPlace('Eagle County', COUNTIES, CITIES)?.countyId).toBe(2)
    expect(matchPlace('1200 Main St, Vail', COUNTIES, CITIES)?.countyId).toBe(2)
    expect(matchPlace('South Fork', COUNTIES, CITIES)?.name).toBe('South Fork')
    expect(matchPlace('Rio Grande', COUNTIES, CITIES)?.countyId).toBe(3)
  })

  it('is not matched inside another word, or when it is not one of ours', () => {
    expect(matchPlace('Eagleton', COUNTIES, CITIES)).toBeNull()
    expect(matchPlace('Denver', COUNTIES, CITIES)).toBeNull()
    expect(matchPlace('   ', COUNTIES, CITIES)).toBeNull()
  })
})

describe('the booking’s signed references', () => {
  beforeAll(() => {
    process.env.PAYLOAD_SECRET ||= 'unit-test-secret'
  })

  it('name their lead for two hours, and nothing once changed or expired', () => {
    const now = Date.UTC(2026, 11, 1)
    const token = signLeadReference(42, now)
    expect(checkLeadReference(token, now + 60_000)).toBe(42)
    expect(checkLeadReference(token, now + 2 * 60 * 60_000 + 1000)).toBeNull()
    // Sealed: it does not tell the lead's id, and a changed byte names nothing.
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('42.')
    const changed = Buffer.from(token, 'base64url')
    changed[14] ^= 1
    expect(checkLeadReference(changed.toString('base64url'), now)).toBeNull()
    expect(checkLeadReference('42', now)).toBeNull()
  })

  it('name a visit and its link version; a forged one names nothing', () => {
    const link = signVisitLink(7, 2)
    expect(checkVisitLink(link)).toEqual({ visitId: 7, version: 2 })
    expect(checkVisitLink(link.replace(/^7\.2/, '7.3'))).toBeNull()
    expect(checkVisitLink(signLeadReference(7))).toBeNull()
  })
})
