import { describe, expect, it } from 'vitest'

import { datePresets } from '@/features/leads/export/presets'
import { fileKind, fileWords, formatFileSize } from '@/features/studio/files/words'
import { setupSteps, type SetupFacts } from '@/studio/dashboard/setup'

describe('the lead export’s quick dates (features/leads/export/presets.ts)', () => {
  it('are Colorado days, both included, from today', () => {
    expect(datePresets('2026-03-05')).toEqual([
      { label: 'Last 7 days', from: '2026-02-27', to: '2026-03-05' },
      { label: 'Last 30 days', from: '2026-02-04', to: '2026-03-05' },
      { label: 'Last month', from: '2026-02-01', to: '2026-02-28' },
      { label: 'This year', from: '2026-01-01', to: '2026-03-05' },
    ])
  })

  it('take last month across a new year, and a leap February whole', () => {
    const lastMonth = (today: string) => datePresets(today).find((p) => p.label === 'Last month')
    expect(lastMonth('2027-01-01')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' })
    expect(lastMonth('2028-03-31')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' })
  })
})

describe('a file’s size in words (features/studio/files/words.ts)', () => {
  it('says bytes, KB or MB as a file manager does', () => {
    expect(formatFileSize(512)).toBe('512 bytes')
    expect(formatFileSize(121976)).toBe('119 KB')
    expect(formatFileSize(2_516_582)).toBe('2.4 MB')
    expect(formatFileSize(null)).toBe('—')
    expect(formatFileSize(-1)).toBe('—')
  })
})

describe('a file in words (features/studio/files/words.ts)', () => {
  it('says what it is, its pixels and its size, where Payload says "image/jpeg" and "1600x1000"', () => {
    expect(fileWords({ mimeType: 'image/jpeg', width: 1600, height: 1000, filesize: 121976 })).toBe(
      'JPEG photo, 1600 × 1000, 119 KB',
    )
    expect(fileWords({ mimeType: 'video/mp4', filesize: 2_516_582 })).toBe('MP4 video, 2.4 MB')
    expect(fileKind('image/x-unknown')).toBe('Picture')
    expect(fileKind(undefined)).toBe('File')
  })
})

describe('the admin’s setup card (src/studio/dashboard/setup.ts)', () => {
  const when = (iso: string) => `at ${iso}`
  const fresh: SetupFacts = {
    address: 'http://localhost:3999',
    addressSet: false,
    emailConfigured: false,
    textsConfigured: false,
    backup: { enabled: true, lastGoodAt: null, nextAt: '2026-11-30T10:00:00.000Z' },
  }

  it('lists what a fresh site lacks, each with whom to ask or where to go, in plain words', () => {
    const steps = setupSteps(fresh, when)
    expect(steps.map((step) => [step.id, step.done])).toEqual([
      ['address', false],
      ['email', false],
      ['texts', false],
      ['backup', false],
    ])
    const [address, email, texts, backup] = steps
    expect(address.text).toContain('Links in e-mails lead to http://localhost:3999')
    expect(address.text).toContain('Ask whoever runs your server')
    expect(email.text).toContain('kept in the Outbox')
    expect(email.link?.href).toBe('/admin/collections/outbox')
    // Texts: kept in the Outbox, in the owner's words (the settings are in .env.example).
    expect(texts.text).toBe(
      'Text messages to homeowners and to you are not sent yet: each is kept in the Outbox, where you can read it. Ask whoever runs your server (your web developer or host) to connect the site to Twilio, the text message service.',
    )
    expect(texts.link?.href).toBe('/admin/collections/outbox?where[channel][equals]=text')
    expect(backup.text).toContain('The first is made by itself at 2026-11-30T10:00:00.000Z')
    expect(backup.link?.href).toBe('/admin/globals/site-settings')
    // No environment variable's name, no README: the owner's words.
    for (const step of steps) {
      expect(step.text).not.toMatch(/[A-Z]+_[A-Z_]+|README/)
    }
  })

  it('is done when the address is set, e-mail and texts are sent and a backup is made', () => {
    const steps = setupSteps(
      {
        address: 'https://www.example.com',
        addressSet: true,
        emailConfigured: true,
        textsConfigured: true,
        backup: { enabled: true, lastGoodAt: '2026-11-29T10:00:00.000Z', nextAt: null },
      },
      when,
    )
    expect(steps.every((step) => step.done)).toBe(true)
  })

  it('says backups are off, or could not be read', () => {
    const off = setupSteps(
      { ...fresh, backup: { enabled: false, lastGoodAt: null, nextAt: null } },
      when,
    )
    expect(off[3].text).toContain('Automatic backups are off')
    expect(setupSteps({ ...fresh, backup: null }, when)[3].text).toContain('could not be read')
  })
})
