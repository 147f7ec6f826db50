import { describe, expect, it } from 'vitest'

import { installedMetadata, northAmericanMetadata } from '../../scripts/phone-metadata.mjs'
import { NORTH_AMERICA_METADATA } from '@/features/texts/phone-metadata'
import { afterQuietHours, inQuietHours } from '@/features/texts/quiet'
import { formatE164, keywordOf, toE164 } from '@/features/texts/schema'
import { reasonFor, twilioConfig } from '@/features/texts/server/provider'
import * as words from '@/features/texts/words'
import { reminderTime } from '@/features/texts/server/notify'

/**
 * The rules of text messages that need no server: the quiet hours on Colorado's clock, the
 * replies' keywords, numbers in E.164, the provider's settings and reasons, and what texts say.
 */
describe('quiet hours: 8 PM to 8 AM on Colorado’s clock', () => {
  it('moves a text due at night to 8 AM, winter (MST, UTC-7)', () => {
    // 9:30 PM MST on Dec 3 → 8:00 AM MST on Dec 4.
    expect(afterQuietHours(new Date('2026-12-04T04:30:00Z')).toISOString()).toBe(
      '2026-12-04T15:00:00.000Z',
    )
    // 3:00 AM → the same morning's 8:00.
    expect(afterQuietHours(new Date('2026-12-04T10:00:00Z')).toISOString()).toBe(
      '2026-12-04T15:00:00.000Z',
    )
  })

  it('moves it to 8 AM MDT in summer (UTC-6)', () => {
    expect(afterQuietHours(new Date('2026-07-04T03:00:00Z')).toISOString()).toBe(
      '2026-07-04T14:00:00.000Z',
    )
  })

  it('leaves a text due by day as it is, 8:00 AM itself and 7:59 PM included', () => {
    for (const at of [
      '2026-12-04T15:00:00.000Z',
      '2026-12-05T02:59:00.000Z',
      '2026-12-04T19:00:00.000Z',
    ]) {
      expect(afterQuietHours(new Date(at)).toISOString()).toBe(at)
      expect(inQuietHours(new Date(at))).toBe(false)
    }
  })

  it('counts 8:00 PM as quiet, and 7:59:59 AM', () => {
    expect(inQuietHours(new Date('2026-12-05T03:00:00Z'))).toBe(true)
    expect(inQuietHours(new Date('2026-12-04T14:59:59Z'))).toBe(true)
  })

  it('crosses the spring change: 8 AM MDT the morning after a night in MST', () => {
    // 10 PM MST on Mar 7, 2026; clocks spring forward at 2 AM on Mar 8.
    expect(afterQuietHours(new Date('2026-03-08T05:00:00Z')).toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    )
  })
})

describe('a visit’s reminder', () => {
  it('is due at 9 AM Colorado the day before the visit', () => {
    // A visit at 8 AM MST Dec 10 → 9 AM MST Dec 9.
    expect(reminderTime('2026-12-10T15:00:00.000Z').toISOString()).toBe('2026-12-09T16:00:00.000Z')
  })
})

describe('replies', () => {
  it('reads STOP and its synonyms, whatever the case and spacing', () => {
    for (const body of [
      'STOP',
      'stop',
      ' Stop. ',
      'unsubscribe',
      'Cancel',
      'END',
      'quit',
      'stop all',
      'STOPALL',
      'opt out',
      'Revoke',
    ]) {
      expect(keywordOf(body), body).toBe('stop')
    }
  })

  it('reads START and HELP', () => {
    for (const body of ['START', 'unstop', 'Yes', 'subscribe'])
      expect(keywordOf(body)).toBe('start')
    for (const body of ['HELP', 'info']) expect(keywordOf(body)).toBe('help')
  })

  it('takes a sentence as a message, not a keyword', () => {
    for (const body of [
      'Please stop by at 10',
      'Can you help?',
      'yes that works',
      'STOP IT NOW',
      '',
    ]) {
      expect(keywordOf(body), body).toBeNull()
    }
  })
})

describe('numbers', () => {
  it('stores US numbers in E.164 however typed', () => {
    for (const typed of [
      '970-555-0142',
      '(970) 555-0142',
      '970.555.0142',
      '+1 970 555 0142',
      '1-970-555-0142',
    ]) {
      expect(toE164(typed), typed).toBe('+19705550142')
    }
  })

  it('refuses what libphonenumber-js calls invalid', () => {
    for (const typed of ['555-0100', '123', '970 555 01', '', '   ', 'call me', undefined, 42]) {
      expect(toE164(typed), String(typed)).toBeNull()
    }
  })

  it('takes the numbers of +1 (Canada too) and refuses the rest', () => {
    expect(toE164('+1 604 555 0142')).toBe('+16045550142')
    expect(toE164('+44 20 7946 0958')).toBeNull()
  })

  it('checks numbers by the installed package’s metadata, cut to +1', () => {
    // Stale after an upgrade of libphonenumber-js: run `node scripts/phone-metadata.mjs`.
    expect(NORTH_AMERICA_METADATA).toEqual(northAmericanMetadata(installedMetadata()))
  })

  it('shows a US number as people write it', () => {
    expect(formatE164('+19705550142')).toBe('(970) 555-0142')
    expect(formatE164('+16045550142')).toBe('(604) 555-0142')
    expect(formatE164('+442079460958')).toBe('+442079460958')
  })
})

describe('the provider’s settings', () => {
  const base = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token' }

  it('needs the account, its token and a sender', () => {
    expect(twilioConfig({})).toBeNull()
    expect(twilioConfig(base)).toBeNull()
    expect(twilioConfig({ ...base, TWILIO_FROM: '+15005550006' })).toMatchObject({
      from: '+15005550006',
      baseUrl: 'https://api.twilio.com',
    })
    expect(twilioConfig({ ...base, TWILIO_MESSAGING_SERVICE_SID: 'MG1' })).toMatchObject({
      messagingServiceSid: 'MG1',
    })
  })

  it('takes a base URL (the tests’ fake), without a trailing slash', () => {
    expect(
      twilioConfig({ ...base, TWILIO_FROM: '+1', TWILIO_BASE_URL: 'http://127.0.0.1:4000/' })
        ?.baseUrl,
    ).toBe('http://127.0.0.1:4000')
  })

  it('says in words why a text failed', () => {
    expect(reasonFor(21610)).toBe('the number has replied STOP to this business (Twilio 21610)')
    expect(reasonFor('30003')).toBe('the phone is unreachable or switched off (Twilio 30003)')
    expect(reasonFor(12345)).toBe('Twilio error 12345')
    expect(reasonFor(undefined, 'no reason')).toBe('no reason')
  })
})

describe('what texts say', () => {
  const business = { name: 'High Country Log Home Finishing', phone: '(970) 555-0100' }

  it('names the business first and tells the homeowner how to stop', () => {
    const text = words.estimateReceived(business, {
      name: 'Jane Doe',
      what: 'Chinking',
      place: 'Evergreen, CO',
      estimate: '$4,200',
    })
    expect(text).toBe(
      'High Country Log Home Finishing: thanks, Jane. We have your request for Chinking in Evergreen, CO (about $4,200) and will call you soon. Questions: (970) 555-0100. Reply STOP to end texts.',
    )
  })

  it('gives staff the name, the town, the service, the estimate and the case file', () => {
    expect(
      words.leadAlert({
        source: 'estimate',
        name: 'Jane Doe',
        place: 'Evergreen, CO',
        what: 'Chinking',
        estimate: '$4,200',
        url: 'https://example.com/admin/collections/leads/7',
      }),
    ).toBe(
      'New estimate: Jane Doe, Evergreen, CO, Chinking, $4,200. https://example.com/admin/collections/leads/7',
    )
  })

  it('quotes a reply on one line, cut at 300 characters', () => {
    const alert = words.replyAlert({ from: '+19705550142', body: `Hi\n\nthere ${'x'.repeat(400)}` })
    // "Hi there " and 290 x's: 299 characters, then the ellipsis.
    expect(alert).toBe(`Text from (970) 555-0142 (not a lead): “Hi there ${'x'.repeat(290)}…”`)
  })
})
