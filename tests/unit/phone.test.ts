import { describe, expect, it } from 'vitest'

import { dialDigits, formatPhone, smsHref, telHref } from '@/utilities/phone'

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

describe('formatPhone (how leads store and show a phone)', () => {
  it('writes a North American number one way however it was typed', () => {
    for (const typed of [
      '7195550142',
      '(719) 555-0142',
      '719.555.0142',
      ' 719 555 0142 ',
      '+1 (719) 555-0142',
      '1-719-555-0142',
    ]) {
      expect(formatPhone(typed)).toBe('(719) 555-0142')
    }
  })

  it('keeps anything else as typed (trimmed): nothing is lost', () => {
    expect(formatPhone('555-0142')).toBe('555-0142')
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
    expect(formatPhone(' 719-555-0142 ext. 3 ')).toBe('719-555-0142 ext. 3')
    expect(formatPhone('')).toBe('')
  })
})
