import {
  businessFooter,
  button,
  details,
  note,
  paragraph,
  title,
  type Message,
} from '@/lib/email/templates/content'
import { formatDate } from '@/lib/email/templates/format'
import { renderEmail } from '@/lib/email/templates/parts'
import type { Business, EmailContent } from '@/lib/email/templates/types'

/** A nightly backup that failed its last retry, and the last one that worked. */
export type FailedBackupForEmail = {
  startedAt: string
  attempts: number
  lastError: string
  /** Where archives are kept: a folder's path, or s3://<bucket>/backups/. */
  location?: string
  lastGood?: { at: string; size: string } | null
}

/** The business's e-mail when a nightly backup failed every try: what failed, what is safe. */
export function backupFailedMessage(
  backup: FailedBackupForEmail,
  business: Business,
  studioUrl: string,
): Message {
  const lastGood = backup.lastGood
    ? `${formatDate(backup.lastGood.at)} (${backup.lastGood.size})`
    : 'None yet'
  return {
    subject: `Backup failed: the site was not backed up on ${formatDate(backup.startedAt)}`,
    preheader: `Tried ${backup.attempts} times. Last good backup: ${lastGood}.`,
    brand: business.name,
    blocks: [
      title('The nightly backup failed'),
      paragraph(
        `The backup of the site's leads, pictures and homeowners' files was tried ${backup.attempts}` +
          ' times and failed every time. It will be tried again at the next night’s time.' +
          ' Nothing on the site was lost: only this copy of it is missing.',
      ),
      details([
        ['Last error', backup.lastError],
        ['Last good backup', lastGood],
        backup.location ? ['Backups are kept in', backup.location] : null,
      ]),
      button('Open the studio', studioUrl),
      note(
        'The studio’s dashboard shows the backups. A full disk, a folder the site may not ' +
          'write to, or a bucket that refuses the site’s key are the usual causes; the README’s ' +
          '"Backups" section says how to make one by hand.',
      ),
    ],
    footer: businessFooter(business, 'Sent by the site’s nightly backup.'),
  }
}

/** The business's e-mail when a nightly backup failed its last retry. */
export const backupFailedEmail = (
  backup: FailedBackupForEmail,
  business: Business,
  studioUrl: string,
): Promise<EmailContent> => renderEmail(backupFailedMessage(backup, business, studioUrl))
