import { describe, expect, it } from 'vitest'

import { consentFor } from '@/features/texts/consent'
import {
  CONSENT_LABEL,
  CONSENT_WORDS,
  INVALID_PHONE,
  PHONE_FOR_TEXTS,
  phoneIssueForTexts,
  textMeField,
  toE164,
} from '@/features/texts/schema'

describe('toE164', () => {
  it.each([
    '970-555-0142',
    '(970) 555-0142',
    '970.555.0142',
    '9705550142',
    '+1 970 555 0142',
    '1 (970) 555-0142',
    '  970 555 0142  ',
  ])('reads %j as +19705550142', (typed) => {
    expect(toE164(typed)).toBe('+19705550142')
  })

  it.each(['555-0100', '123', '123-456-7890', '', '   ', 'call me', '+44 123', '+44 20 7946'])(
    'refuses %j',
    (typed) => {
      expect(toE164(typed)).toBeNull()
    },
  )

  it('refuses what is not text', () => {
    expect(toE164(undefined)).toBeNull()
    expect(toE164(9705550142)).toBeNull()
  })
})

describe('textMeField', () => {
  it.each([
    [true, true],
    ['on', true],
    ['true', true],
    [false, false],
    ['false', false],
    ['', false],
    [undefined, false],
  ])('reads %j as %j', (input, expected) => {
    expect(textMeField.parse(input)).toBe(expected)
  })

  it.each(['yes', 1, null, {}])('refuses %j', (input) => {
    expect(textMeField.safeParse(input).success).toBe(false)
  })
})

describe('phoneIssueForTexts', () => {
  it('asks nothing without the tick', () => {
    expect(phoneIssueForTexts(false, undefined)).toBeNull()
    expect(phoneIssueForTexts(false, '123')).toBeNull()
  })

  it('asks for a number with the tick and none', () => {
    expect(phoneIssueForTexts(true, undefined)).toBe(PHONE_FOR_TEXTS)
    expect(phoneIssueForTexts(true, '  ')).toBe(PHONE_FOR_TEXTS)
  })

  it('refuses an invalid number with the tick', () => {
    expect(phoneIssueForTexts(true, '555-0100')).toBe(INVALID_PHONE)
    expect(phoneIssueForTexts(true, '123-456-7890')).toBe(INVALID_PHONE)
  })

  it('takes a valid number with the tick', () => {
    expect(phoneIssueForTexts(true, '(970) 555-0142')).toBeNull()
  })
})

describe('consentFor', () => {
  const now = new Date('2026-05-04T15:30:00.000Z')

  it('is nothing without the tick', () => {
    expect(consentFor(false, '970-555-0142', 'estimate', now)).toBeUndefined()
  })

  it.each(['estimate', 'booking', 'chat'] as const)(
    'is the number in E.164, the exact words, the time and the source (%s)',
    (source) => {
      expect(consentFor(true, '(970) 555-0142', source, now)).toEqual({
        number: '+19705550142',
        words: CONSENT_WORDS,
        at: '2026-05-04T15:30:00.000Z',
        source,
      })
    },
  )

  it('stores the words the tick shows, its label first', () => {
    expect(CONSENT_WORDS.startsWith(CONSENT_LABEL)).toBe(true)
  })

  it('is nothing without a valid number (the schemas refuse it first)', () => {
    expect(consentFor(true, undefined, 'chat', now)).toBeUndefined()
    expect(consentFor(true, '555-0100', 'chat', now)).toBeUndefined()
  })

  it('is given now by default', () => {
    const before = Date.now()
    const consent = consentFor(true, '9705550142', 'booking')
    expect(Date.parse(consent!.at)).toBeGreaterThanOrEqual(before)
  })
})
