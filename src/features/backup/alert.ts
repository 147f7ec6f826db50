import type { Payload } from 'payload'

import { backupStatus } from '@/features/backup/status'
import { formatSender, sendEmail } from '@/lib/email/send'
import { backupFailedEmail } from '@/features/backup/email'
import { businessFor, noticeAddress } from '@/features/leads/server/emails'
import { emailTask, idOf } from '@/lib/email/task'
import type { Backup } from '@/payload-types'
import { serverUrl } from '@/lib/site/urls'

/**
 * The e-mail to the business when a backup failed its last retry: to the "Lead notifications to"
 * address (Business profile, the admins'), through the same road as the lead
 * e-mails (Resend, or the outbox without a key), retried the same way. Sent once: the mail
 * service's idempotency key is the run's.
 */
export async function deliverBackupAlert(payload: Payload, id: Backup['id']) {
  const run = await payload.findByID({ collection: 'backups', id, depth: 0 })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const business = businessFor(settings)
  const { lastGood } = await backupStatus(payload)
  const message = await backupFailedEmail(
    {
      startedAt: run.createdAt,
      attempts: run.attempts ?? 0,
      lastError: run.lastError || 'no reason recorded',
      location: run.location ?? undefined,
      lastGood: lastGood && { at: lastGood.at, size: lastGood.size },
    },
    business,
    `${serverUrl()}/admin`,
  )
  await sendEmail(payload, {
    ...message,
    from: formatSender(business.name),
    to: noticeAddress(settings),
    kind: 'backup',
    idempotencyKey: `backup-${run.id}-${Date.parse(run.createdAt)}-failed`,
  })
  await payload.update({
    collection: 'backups',
    id,
    data: { alertSentAt: new Date().toISOString() },
    depth: 0,
  })
}

export const sendBackupAlertTask = emailTask(
  {
    slug: 'sendBackupAlert',
    label: 'E-mail the business about a failed backup',
    inputSchema: [{ name: 'backup', type: 'relationship', relationTo: 'backups', required: true }],
  },
  async (payload, input) => {
    await deliverBackupAlert(payload, idOf(input.backup))
  },
)
