import 'server-only'

import { backupStatus } from '@/features/backup/status'
import { errorClass, withTimeout, type HealthReport } from '@/lib/health'

/**
 * The nightly backups in /api/health's details: when the last good one was made and its size, the
 * last run's state. A report, not a check: `ok` is false when the dashboard warns (no good backup
 * for 36 hours, the last run failed, backups off), and it never changes the status.
 */
export type BackupReport =
  | {
      ok: boolean
      mode: 'folder' | 'bucket' | 'off'
      nextAt: string | null
      lastGood: { at: string; bytes: number } | null
      lastRun: { state: string; at: string; attempts: number } | null
    }
  | { ok: false; error: string }

export const backupReport: HealthReport<BackupReport> = async ({ payload, now, timeoutMs }) => {
  try {
    const status = await withTimeout(backupStatus(payload, now), timeoutMs)
    return {
      ok: status.warnings.length === 0,
      mode: status.schedule.enabled ? status.destination : 'off',
      nextAt: status.nextAt,
      lastGood: status.lastGood && { at: status.lastGood.at, bytes: status.lastGood.bytes },
      lastRun: status.lastRun && {
        state: status.lastRun.state,
        at: status.lastRun.at,
        attempts: status.lastRun.attempts,
      },
    }
  } catch (error) {
    return { ok: false, error: errorClass(error) }
  }
}
