import type { BackupStatus } from '@/features/backup/status'
import { formatWhen } from '@/lib/time/colorado'

const FROM_ENVIRONMENT = ' (set in the server’s environment)'

/** Where the archives are kept, in a sentence's words. */
const keptIn = (status: BackupStatus) =>
  status.destination === 'bucket' ? 'in the bucket' : 'in the backups folder'

/**
 * The dashboard's backups: the last good one (its time in Colorado and its size), the schedule,
 * and a warning when the last good one is old, the last run failed or backups are off
 * (features/backup/status.ts decides). `status` null: it could not be read.
 */
export function BackupPanel({ status }: { status: BackupStatus | null }) {
  if (!status) {
    return (
      <section className="lead-desk__section" aria-labelledby="lead-desk-backups">
        <h3 className="lead-desk__heading" id="lead-desk-backups">
          Backups
        </h3>
        <p className="lead-desk__warning">The state of the backups could not be read.</p>
      </section>
    )
  }
  const { schedule, lastGood, warnings } = status
  return (
    <section className="lead-desk__section" aria-labelledby="lead-desk-backups">
      <h3 className="lead-desk__heading" id="lead-desk-backups">
        Backups
      </h3>
      {warnings.length > 0 && (
        <div className="lead-desk__warning" data-testid="backup-warnings">
          <strong>Needs attention</strong>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <p data-testid="backup-last-good">
        {lastGood ? (
          <>
            Last good backup: <strong>{formatWhen(lastGood.at)}</strong>, {lastGood.size}
            {lastGood.leads !== null && (
              <span className="lead-desk__muted">
                {' '}
                · {lastGood.leads} lead{lastGood.leads === 1 ? '' : 's'}
              </span>
            )}
          </>
        ) : (
          <>
            No backup has been made yet.
            {schedule.enabled && status.nextAt && <> The first: {formatWhen(status.nextAt)}.</>}
          </>
        )}
      </p>
      {schedule.enabled && (
        <p className="lead-desk__muted">
          Every night at {schedule.time} Colorado time
          {schedule.from.time === 'environment' && FROM_ENVIRONMENT}; the newest {schedule.keep} are
          kept {keptIn(status)}
          {schedule.from.keep === 'environment' && FROM_ENVIRONMENT}.
          {status.nextAt && <> Next: {formatWhen(status.nextAt)}.</>}
        </p>
      )}
    </section>
  )
}
