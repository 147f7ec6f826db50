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
