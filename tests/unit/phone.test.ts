import { describe, expect, it } from 'vitest'

import { dialDigits, smsHref, telHref } from '@/utilities/phone'

describe('phone links', () => {
  it('keeps digits only, with +1', () => {
    expect(dialDigits('(719) 555-0142')).toBe('+17195550142')
    expect(telHref('719.555.0142')).toBe('tel:+17195550142')
    expect(smsHref('719 555 0142')).toBe('sms:+17195550142')
  })

  it('does not double the country code', () => {
    expect(dialDigits('+1 (719) 555-0142')).toBe('+17195550142')
    expect(dialDigits('1-719-555-0142')).toBe('+17195550142')
  })
})
