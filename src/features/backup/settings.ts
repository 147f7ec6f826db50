import type { SiteSetting } from '@/payload-types'
import { coloradoDay, coloradoInstant, nextDay } from '@/lib/time/colorado'

/**
 * When the nightly backup runs and how many archives it keeps: the Business profile's "Backups"
 * tab, unless the server's environment says otherwise (BACKUP_TIME, BACKUP_KEEP), which wins so
 * that a deployment can pin them. Times are Colorado's wall clock (America/Denver), as the owner
 * reads them.
 */

export const DEFAULT_BACKUP_TIME = '03:00'
export const DEFAULT_BACKUP_KEEP = 7
export const MAX_BACKUP_KEEP = 365

type Env = Record<string, string | undefined>
export type Source = 'environment' | 'profile' | 'default'

export type BackupSchedule =
  | {
      enabled: true
      /** `HH:MM`, Colorado time. */
      time: string
      keep: number
      from: { time: Source; keep: Source }
      /** Settings that were set but could not be read, each a sentence; they are ignored. */
      problems: string[]
    }
  | { enabled: false; reason: string; problems: string[] }

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

export const isBackupTime = (value: string) => TIME.test(value)

/** A whole number of archives to keep, 1 to MAX_BACKUP_KEEP; null for anything else. */
export function parseKeep(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.trim()) : value
  return typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= 1 &&
    number <= MAX_BACKUP_KEEP
    ? number
    : null
}

/**
 * The schedule from the environment and the profile (either may be missing). On MongoDB there is
 * none: the job copies SQLite files only, and says so instead of pretending.
 */
export function backupSchedule(
  env: Env,
  profile: Pick<SiteSetting, 'backups'> | null,
  adapter: string,
): BackupSchedule {
  const problems: string[] = []
  const envTime = env.BACKUP_TIME?.trim()
  if (envTime?.toLowerCase() === 'off') {
    return { enabled: false, reason: 'turned off in the server’s settings', problems }
  }
  if (adapter !== 'sqlite') {
    return {
      enabled: false,
      reason: 'the database is MongoDB, which the site cannot copy: back it up with mongodump',
      problems,
    }
  }

  let time: string | undefined
  let timeFrom: Source = 'default'
  if (envTime) {
    if (isBackupTime(envTime)) [time, timeFrom] = [envTime, 'environment']
    else
      problems.push(
        `The server’s backup time "${envTime}" is not a time such as 03:00: the Business profile’s time is used.`,
      )
  }
  const profileTime = profile?.backups?.time?.trim()
  if (!time && profileTime && isBackupTime(profileTime)) [time, timeFrom] = [profileTime, 'profile']

  let keep: number | null = null
  let keepFrom: Source = 'default'
  const envKeep = env.BACKUP_KEEP?.trim()
  if (envKeep) {
    keep = parseKeep(envKeep)
    if (keep) keepFrom = 'environment'
    else
      problems.push(
        `The server’s number of backups to keep, "${envKeep}", is not a number from 1 to ${MAX_BACKUP_KEEP}: the Business profile’s is used.`,
      )
  }
  if (!keep) {
    keep = parseKeep(profile?.backups?.keep)
    if (keep) keepFrom = 'profile'
  }

  return {
    enabled: true,
    time: time ?? DEFAULT_BACKUP_TIME,
    keep: keep ?? DEFAULT_BACKUP_KEEP,
    from: { time: timeFrom, keep: keepFrom },
    problems,
  }
}

/** The first time after `now` that the clocks in Colorado show `time`. */
export function nextBackupAt(time: string, now: Date): Date {
  const today = coloradoDay(now)
  const candidate = coloradoInstant(today, time)
  if (candidate.getTime() > now.getTime()) return candidate
  return coloradoInstant(nextDay(today), time)
}
