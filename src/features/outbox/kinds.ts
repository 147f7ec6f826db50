import { TEXT_KIND_LABELS, type TextKind } from '@/features/texts/schema'

/**
 * What each kept e-mail is, in the owner's words (the Outbox's `kind`, as the senders set it:
 * features/leads/server/emails.ts, reminders.ts, reviews/server/send.ts, backup/alert.ts, and the
 * studio's own through lib/email/adapter.ts). A kept text message's kind is one of the texts'
 * (features/texts/schema.ts TEXT_KIND_LABELS), where no e-mail has the same.
 */
const KINDS: Record<string, string> = {
  estimate: 'Estimate, to the homeowner',
  notification: 'New lead, to you',
  'review-request': 'Review request, to the homeowner',
  digest: 'Morning summary, to you',
  backup: 'Backup warning, to you',
  studio: 'Studio: invitation or password',
  'visit-booked': 'Inspection booked, to the homeowner',
  'visit-moved': 'Inspection moved, to the homeowner',
  'visit-cancelled': 'Inspection cancelled, to the homeowner',
  'visit-reminder': 'Inspection tomorrow, to the homeowner',
  'text-reply': 'A text reply, to the business',
}

/** The words for a kind: one for every `reminder-<step>`; an unlisted kind itself, readable. */
export function kindLabel(kind: unknown): string {
  if (typeof kind !== 'string' || !kind) return '—'
  if (KINDS[kind]) return KINDS[kind]
  if (Object.hasOwn(TEXT_KIND_LABELS, kind)) return TEXT_KIND_LABELS[kind as TextKind]
  if (kind.startsWith('reminder-')) return 'Reminder about a lead, to you'
  const words = kind.replace(/[-_]+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
