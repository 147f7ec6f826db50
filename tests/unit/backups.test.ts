import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BackupPanel } from '@/features/backup/BackupPanel'
import { newestFirst } from '@/features/backup/destinations'
import {
  backupSchedule,
  DEFAULT_BACKUP_KEEP,
  DEFAULT_BACKUP_TIME,
  nextBackupAt,
} from '@/features/backup/settings'
import type { BackupStatus } from '@/features/backup/status'
import { coloradoInstant } from '@/lib/time/colorado'
import { backupFailedEmail } from '@/features/backup/email'
import type { Business } from '@/lib/email/templates/types'

/**
 * The nightly backup's pure parts: its schedule (the environment over the Business profile over
 * the defaults, Colorado's clock through both daylight-saving changes), the archives' order for
 * the copies to keep, the dashboard's panel as staff see it, and the e-mail after the last retry.
 */

const profile = (time: string | null, keep: number | null) => ({ backups: { time, keep } })

describe('the schedule', () => {
  it('takes the profile, the environment over it, and the defaults without either', () => {
    expect(backupSchedule({}, null, 'sqlite')).toEqual({
      enabled: true,
      time: DEFAULT_BACKUP_TIME,
      keep: DEFAULT_BACKUP_KEEP,
      from: { time: 'default', keep: 'default' },
      problems: [],
    })
    expect(backupSchedule({}, profile('01:45', 3), 'sqlite')).toMatchObject({
      time: '01:45',
      keep: 3,
      from: { time: 'profile', keep: 'profile' },
    })
    expect(
      backupSchedule({ BACKUP_TIME: '23:10', BACKUP_KEEP: '30' }, profile('01:45', 3), 'sqlite'),
    ).toMatchObject({ time: '23:10', keep: 30, from: { time: 'environment', keep: 'environment' } })
    // One from each.
    expect(backupSchedule({ BACKUP_KEEP: ' 2 ' }, profile('01:45', 3), 'sqlite')).toMatchObject({
      time: '01:45',
      keep: 2,
      from: { time: 'profile', keep: 'environment' },
    })
  })

  it('says what it ignored in the environment, and goes on with the rest', () => {
    const schedule = backupSchedule(
      { BACKUP_TIME: '25:00', BACKUP_KEEP: '0' },
      profile('04:00', null),
      'sqlite',
    )
    expect(schedule).toMatchObject({ enabled: true, time: '04:00', keep: DEFAULT_BACKUP_KEEP })
    expect(schedule.problems).toEqual([
      'The server’s backup time "25:00" is not a time such as 03:00: the Business profile’s time is used.',
      'The server’s number of backups to keep, "0", is not a number from 1 to 365: the Business profile’s is used.',
    ])
    for (const keep of ['1.5', 'seven', '-3', '366']) {
      expect(backupSchedule({ BACKUP_KEEP: keep }, null, 'sqlite').problems, keep).toHaveLength(1)
    }
  })

  it('is off with BACKUP_TIME=off, and on MongoDB, saying why', () => {
    expect(backupSchedule({ BACKUP_TIME: 'Off' }, profile('04:00', 3), 'sqlite')).toEqual({
      enabled: false,
      reason: 'turned off in the server’s settings',
      problems: [],
    })
    const mongo = backupSchedule({}, profile('04:00', 3), 'mongoose')
    expect(mongo.enabled).toBe(false)
    expect(!mongo.enabled && mongo.reason).toMatch(/MongoDB.*mongodump/)
  })

  it('reads times on Colorado’s clock, summer and winter, across both changes', () => {
    expect(coloradoInstant('2026-01-10', '03:00').toISOString()).toBe('2026-01-10T10:00:00.000Z')
    expect(coloradoInstant('2026-07-01', '03:00').toISOString()).toBe('2026-07-01T09:00:00.000Z')
    // 8 March 2026: 02:00 MST becomes 03:00 MDT. 02:30 does not exist and comes at 03:30.
    expect(coloradoInstant('2026-03-08', '00:30').toISOString()).toBe('2026-03-08T07:30:00.000Z')
    expect(coloradoInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T09:30:00.000Z')
    expect(coloradoInstant('2026-03-08', '03:00').toISOString()).toBe('2026-03-08T09:00:00.000Z')
    // 1 November 2026: 02:00 MDT becomes 01:00 MST. 01:30 comes twice: the first time.
    expect(coloradoInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T07:30:00.000Z')
    expect(coloradoInstant('2026-11-01', '02:30').toISOString()).toBe('2026-11-01T09:30:00.000Z')
  })

  it('comes next at the time today if it is still ahead, else tomorrow', () => {
    // 02:59:59 MST on 24 November.
    const before = new Date('2026-11-24T09:59:59Z')
    expect(nextBackupAt('03:00', before).toISOString()).toBe('2026-11-24T10:00:00.000Z')
    expect(nextBackupAt('03:00', new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-11-25T10:00:00.000Z',
    )
    // 23:30 in Colorado is already the next day in UTC: still today's 23:45 in Colorado.
    expect(nextBackupAt('23:45', new Date('2026-11-25T06:30:00Z')).toISOString()).toBe(
      '2026-11-25T06:45:00.000Z',
    )
    // The night of the spring change: 01:00 MST, then the next at 01:00 MDT.
    expect(nextBackupAt('01:00', new Date('2026-03-07T12:00:00Z')).toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    )
    expect(nextBackupAt('01:00', new Date('2026-03-08T08:00:00Z')).toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    )
  })
})

describe('the copies to keep', () => {
  it('orders archives newest first, a second one of the same second after the first', () => {
    expect(
      newestFirst([
        'site-2026-11-23T10-00-00Z.tar.gz',
        'site-2026-11-24T10-00-00Z.tar.gz',
        'site-2026-11-24T10-00-00Z-2.tar.gz',
        'site-2026-11-24T10-00-00Z-10.tar.gz',
        'site-2026-11-22T10-00-00Z.tar.gz',
      ]),
    ).toEqual([
      'site-2026-11-24T10-00-00Z-10.tar.gz',
      'site-2026-11-24T10-00-00Z-2.tar.gz',
      'site-2026-11-24T10-00-00Z.tar.gz',
      'site-2026-11-23T10-00-00Z.tar.gz',
      'site-2026-11-22T10-00-00Z.tar.gz',
    ])
  })
})

describe('the dashboard’s panel', () => {
  const schedule = backupSchedule({}, profile('03:00', 7), 'sqlite')
  const status = (more: Partial<BackupStatus>): BackupStatus => ({
    schedule,
    destination: 'folder',
    nextAt: '2026-11-25T10:00:00.000Z',
    lastGood: {
      at: '2026-11-24T10:00:04.000Z',
      bytes: 13_002_342,
      size: '12.4 MB',
      archive: 'site-2026-11-24T10-00-04Z.tar.gz',
      location: '/srv/backups',
      leads: 412,
      leadFiles: 96,
    },
    lastRun: { state: 'done', at: '2026-11-24T10:00:04.000Z', attempts: 1, error: null },
    warnings: [],
    ...more,
  })
  const html = (value: BackupStatus | null) =>
    renderToStaticMarkup(createElement(BackupPanel, { status: value }))

  it('shows the last good backup’s time in Colorado and its size, and the schedule', () => {
    const markup = html(status({}))
    expect(markup).toContain(
      'Last good backup: <strong>Nov 24, 2026, 3:00 AM MST</strong>, 12.4 MB',
    )
    expect(markup).toContain('412 leads')
    expect(markup).toContain('Every night at 03:00 Colorado time; the newest 7 are kept in the')
    expect(markup).toContain('Next: Nov 25, 2026, 3:00 AM MST.')
    expect(markup).not.toContain('Needs attention')
  })

  it('shows the warnings, and where a setting comes from the environment', () => {
    const fromEnv = backupSchedule({ BACKUP_TIME: '01:00' }, null, 'sqlite')
    const markup = html(
      status({
        schedule: fromEnv,
        destination: 'bucket',
        warnings: ['The last good backup is 40 hours old.'],
      }),
    )
    expect(markup).toContain('Needs attention')
    expect(markup).toContain('<li>The last good backup is 40 hours old.</li>')
    expect(markup).toContain('at 01:00 Colorado time (set in the server’s environment)')
    expect(markup).toContain('kept in the bucket')
  })

  it('says when there is no backup yet, when backups are off, and when nothing could be read', () => {
    expect(html(status({ lastGood: null }))).toContain('No backup has been made yet.')
    const off = backupSchedule({ BACKUP_TIME: 'off' }, null, 'sqlite')
    const markup = html(status({ schedule: off, nextAt: null }))
    expect(markup).not.toContain('Every night')
    expect(html(null)).toContain('The state of the backups could not be read.')
  })
})

describe('the e-mail after the last retry', () => {
  const business: Business = {
    name: 'High Country Log Home Finishing',
    phone: '(719) 555-0142',
    email: 'office@example.com',
    website: 'https://example.com',
  }

  it('says what failed, how often, and what the last good backup is, with an absolute link', async () => {
    const email = await backupFailedEmail(
      {
        startedAt: '2026-11-24T10:00:04.000Z',
        attempts: 6,
        lastError: "ENOSPC: no space left on device, write '/srv/backups'",
        location: '/srv/backups',
        lastGood: { at: '2026-11-23T10:00:04.000Z', size: '12.4 MB' },
      },
      business,
      'https://example.com/admin',
    )
    expect(email.subject).toBe(
      'Backup failed: the site was not backed up on November 24, 2026 at 3:00 AM MST',
    )
    for (const part of [email.text, email.html]) {
      expect(part).toContain('6 times')
      expect(part).toContain('ENOSPC: no space left on device')
      expect(part).toContain('November 23, 2026 at 3:00 AM MST (12.4 MB)')
    }
    expect(email.html).toContain('href="https://example.com/admin"')
    const none = await backupFailedEmail(
      { startedAt: '2026-11-24T10:00:04.000Z', attempts: 6, lastError: 'x', lastGood: null },
      business,
      'https://example.com/admin',
    )
    expect(none.text).toContain('Last good backup: None yet')
  })
})
