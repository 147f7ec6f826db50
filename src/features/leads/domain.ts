/**
 * The words of a lead, shared by the collection, the site's forms and assistant, the studio's
 * components (client ones too) and the export: plain constants, no server code.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export const LEAD_SOURCES = ['calculator', 'chat', 'contact', 'phone'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export type LeadSource = (typeof LEAD_SOURCES)[number]

/**
 * What the work is about, as the chat reads it from the conversation (spec section 3): the Leads
 * collection's `workType`.
 */
export const WORK_TYPES = [
  'interior',
  'exterior',
  'chinking',
  'staining',
  'deck',
  'railing',
  'media blasting',
  'restoration',
  'maintenance',
  'general',
] as const
export type WorkType = (typeof WORK_TYPES)[number]

/**
 * What a lead's history records: a staff note, a change of status, an e-mail the site could not
 * send (the lead has no address), or a text the homeowner sent (hooks/history.ts takes these two
 * from the site only).
 */
export const HISTORY_KINDS = ['note', 'status', 'email', 'text'] as const

/** The `context` flag with which the site writes an `email` entry into a lead's history. */
export const SITE_HISTORY_CONTEXT = 'siteHistory'

/**
 * The e-mails sent about a lead, each recorded on it (its `emails`) with its state: the two a
 * request sends (the notice to the business, the estimate to the homeowner), the reminders to the
 * business, the inspection visit's and the review request's to the homeowner. The kinds are the
 * Outbox's (features/outbox/kinds.ts words them).
 */
export const EMAIL_KINDS = [
  'notification',
  'estimate',
  'reminder-soon',
  'reminder-overdue',
  'visit-booked',
  'visit-moved',
  'visit-cancelled',
  'visit-reminder',
  'review-request',
] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]
export const EMAIL_STATES = ['queued', 'sent', 'retrying', 'failed', 'cancelled'] as const
export type EmailState = (typeof EMAIL_STATES)[number]
/** An e-mail's state in the owner's words. */
export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  queued: 'Waiting to be sent',
  sent: 'Sent',
  retrying: 'Not sent yet: trying again',
  failed: 'Could not be sent',
  cancelled: 'Not sent: cancelled',
}

/**
 * A lead (and a visit) needs one way to reach them: a phone or an e-mail. Said on both fields when
 * neither is given, short enough to show whole in the studio's field error.
 */
export const NO_WAY_TO_REACH = 'Phone or e-mail needed.'

/** Whether a typed contact value is there (not empty, not only spaces). */
export const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** Whether someone can be reached: a phone or an e-mail, at least one. */
export const canBeReached = (contact: { email?: unknown; phone?: unknown } | undefined) =>
  hasText(contact?.email) || hasText(contact?.phone)

/** A staff note's longest text. */
export const NOTE_MAX_LENGTH = 5000

export const capitalize = (value: string) => value[0].toUpperCase() + value.slice(1)

export const SOURCE_LABELS: Record<LeadSource, string> = {
  calculator: 'Estimate form',
  chat: 'Chat',
  contact: 'Contact',
  phone: 'Phone',
}

export const formatDollars = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? `$${Math.round(value).toLocaleString('en-US')}`
    : '—'

/** Whether a lead is past its respond-by time and still unanswered (still New, no note). */
export const isOverdue = (
  lead: { respondBy?: string | null; respondedAt?: string | null; status?: string | null },
  now = Date.now(),
) =>
  Boolean(lead.respondBy) &&
  !lead.respondedAt &&
  (lead.status ?? 'new') === 'new' &&
  Date.parse(lead.respondBy!) <= now

/** The `context` flag with which the reminders' job records its steps on a lead. */
export const REMINDERS_CONTEXT = 'leadReminders'

/**
 * The `context` key under which a save that has read the site settings already hands them to the
 * leads' hooks, so a request reads them once.
 */
export const SETTINGS_CONTEXT = 'siteSettings'
