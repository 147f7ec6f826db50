import type { Payload } from 'payload'

import { megabytes } from '@/features/backup/archive'
import { backupSchedule, nextBackupAt, type BackupSchedule } from '@/features/backup/settings'
import type { Backup } from '@/payload-types'

/** A last good backup older than this (a night missed, with some slack) is worth a warning. */
/** A run's states, in the Backups collection's `state`. */
export const BACKUP_STATES = ['running', 'retrying', 'failed', 'done'] as const
export type BackupState = (typeof BACKUP_STATES)[number]

export const STALE_AFTER_HOURS = 36

type Env = Record<string, string | undefined>

export type BackupStatus = {
  schedule: BackupSchedule
  /** Where tonight's archive goes: the bucket when S3_BUCKET is set, else the folder. */
  destination: 'folder' | 'bucket'
  /** When the next backup is due, when they are on. */
  nextAt: string | null
  lastGood: {
    at: string
    bytes: number
    size: string
    archive: string
    location: string
    leads: number | null
    leadFiles: number | null
  } | null
  /** The newest run, whatever became of it. */
  lastRun: { state: BackupState; at: string; attempts: number; error: string | null } | null
  /** What staff should know, each a sentence; none when all is well. */
  warnings: string[]
}

const latest = (payload: Payload, where: Parameters<Payload['find']>[0]['where']) =>
  payload
    .find({
      collection: 'backups',
      where,
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      pagination: false,
    })
    .then(({ docs }) => (docs[0] as Backup | undefined) ?? null)

/** The backups as the dashboard and /api/health (for staff) show them. */
export async function backupStatus(
  payload: Payload,
  now = new Date(),
  env: Env = process.env,
): Promise<BackupStatus> {
  const [profile, good, last] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    latest(payload, { state: { equals: 'done' } }),
    latest(payload, {}),
  ])
  const schedule = backupSchedule(env, profile, payload.db.name)
  const warnings: string[] = [...schedule.problems]
  if (!schedule.enabled) warnings.unshift(`Automatic backups are off: ${schedule.reason}.`)

  const goodAt = good?.finishedAt ?? good?.updatedAt
  const lastGood =
    good && goodAt
      ? {
          at: goodAt,
          bytes: good.bytes ?? 0,
          size: megabytes(good.bytes ?? 0),
          archive: good.archive ?? '',
          location: good.location ?? '',
          leads: good.leads ?? null,
          leadFiles: good.leadFiles ?? null,
        }
      : null
  // No backup yet is not a warning: the panel says when the first is made (and the admin's setup
  // card lists it), rather than "No backup has been made yet." twice with nothing to press.
  if (lastGood) {
    const hours = Math.floor((now.getTime() - Date.parse(lastGood.at)) / 3_600_000)
    if (hours >= STALE_AFTER_HOURS) warnings.push(`The last good backup is ${hours} hours old.`)
  }

  const lastRun = last
    ? {
        state: last.state,
        at: last.startedAt ?? last.createdAt,
        attempts: last.attempts ?? 0,
        error: last.lastError ?? null,
      }
    : null
  if (lastRun?.state === 'failed') {
    warnings.push(
      `The last backup failed ${lastRun.attempts} times and was given up: ${lastRun.error ?? 'no reason recorded'}`,
    )
  } else if (lastRun?.state === 'retrying') {
    warnings.push(
      `The last backup failed (try ${lastRun.attempts}) and will be tried again: ${lastRun.error ?? 'no reason recorded'}`,
    )
  }

  return {
    schedule,
    destination: env.S3_BUCKET?.trim() ? 'bucket' : 'folder',
    nextAt: schedule.enabled ? nextBackupAt(schedule.time, now).toISOString() : null,
    lastGood,
    lastRun,
    warnings,
  }
}
