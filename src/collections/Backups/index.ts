import type { CollectionConfig } from 'payload'

import { apiClosed } from '@/access/roles'
import { BACKUP_STATES } from '@/features/backup/status'

/**
 * One row a nightly backup (features/backup/job.ts), kept through its retries: its state, attempts and
 * last error, and once done the archive's name, size and place. The studio's dashboard shows the
 * last good one and the last run (features/backup/status.ts); nobody reads or writes it through the API.
 */
export const Backups: CollectionConfig<'backups'> = {
  slug: 'backups',
  admin: { hidden: true },
  access: apiClosed,
  defaultSort: '-createdAt',
  fields: [
    /** The jobs queue's job this run is, `<id>@<queued at>` (its retries are the same job). */
    { name: 'job', type: 'text', required: true, index: true },
    { name: 'state', type: 'select', options: [...BACKUP_STATES], required: true, index: true },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    /** When the last attempt started and ended. */
    { name: 'startedAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
    { name: 'lastError', type: 'textarea' },
    // The archive, once written.
    { name: 'archive', type: 'text' },
    { name: 'bytes', type: 'number' },
    { name: 'destination', type: 'select', options: ['folder', 'bucket'] },
    /** The folder's path, or s3://<bucket>/backups/. */
    { name: 'location', type: 'text' },
    { name: 'leads', type: 'number' },
    { name: 'leadFiles', type: 'number' },
    /** Older archives deleted after this one was written (the copies to keep). */
    { name: 'pruned', type: 'number' },
    // The e-mail to the business after the last retry failed.
    { name: 'alertQueuedAt', type: 'date' },
    { name: 'alertSentAt', type: 'date' },
  ],
  timestamps: true,
}
