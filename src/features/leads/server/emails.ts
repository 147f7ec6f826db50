import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { formatSender, sendEmail } from '@/lib/email/send'
import { EMAIL_QUEUE, EMAIL_RETRIES, emailTask, idOf } from '@/lib/email/task'
import {
  chatLeadEmail,
  estimateEmail,
  notificationEmail,
  type ChatLeadForEmail,
  type LeadForEmail,
  type TranscriptMessage,
} from '@/features/leads/emails'
import type { Business } from '@/lib/email/templates/types'
import type { Lead, LeadFile, SiteSetting } from '@/payload-types'
import { serverUrl } from '@/lib/site/urls'

type Email = NonNullable<Lead['emails']>[number]

export const businessFor = (settings: SiteSetting): Business => ({
  name: settings.businessName,
  phone: settings.phone,
  email: settings.email,
  website: serverUrl(),
  address: [
    settings.address?.streetAddress,
    settings.address?.locality,
    [settings.address?.region, settings.address?.postalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', '),
  hours: settings.hoursText || undefined,
})

/**
 * Where the business hears of leads (the notices, reminders and digest) and of a failed backup:
 * the Business profile's "Lead notifications to", which only admins set. Never the public e-mail,
 * which editors change. Required in the profile (empty only in one saved before it was, where a
 * notice then waits on the lead with no address).
 */
export const noticeAddress = (settings: SiteSetting): string => settings.notificationEmail ?? ''

const notificationFor = (settings: SiteSetting): Email => ({
  kind: 'notification',
  to: noticeAddress(settings),
  state: 'queued',
  attempts: 0,
})

/** The e-mails a new lead sends: the notice to the business first, then the homeowner's estimate. */
export const emailsFor = (settings: SiteSetting, homeowner: string): Email[] => [
  notificationFor(settings),
  { kind: 'estimate', to: homeowner, state: 'queued', attempts: 0 },
]

/** The e-mails a request itself sends (emailsFor), which this module's job delivers. */
export const isRequestEmail = (
  entry: Email,
): entry is Email & { kind: 'notification' | 'estimate' } =>
  entry.kind === 'notification' || entry.kind === 'estimate'

/** A lead from the chat sends the notice to the business only: the assistant already answered. */
export const chatEmailsFor = (settings: SiteSetting): Email[] => [notificationFor(settings)]

const leadFilesOf = (lead: Lead): LeadFile[] =>
  (lead.media ?? []).filter((file): file is LeadFile => typeof file === 'object' && file !== null)

const fileName = (file: LeadFile) => file.originalName || file.filename || 'file'

const leadForEmail = (lead: Lead): LeadForEmail => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  serviceType: lead.serviceType,
  squareFootage: lead.squareFootage,
  propertyAge: lead.propertyAge,
  location: lead.location,
  description: lead.description,
  estimate: lead.estimate,
  files: leadFilesOf(lead).map((file) => ({ filename: fileName(file), kind: file.kind })),
  createdAt: lead.createdAt,
})

const transcriptEntry = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  files: z.optional(z.array(z.string())),
  at: z.optional(z.string()),
  unverified: z.optional(z.boolean()),
})

/**
 * The chat kept on a lead (a JSON field, so anything may be in it): the well-formed messages, in
 * order. A malformed message is left out and nothing throws, so one bad entry cannot stop the
 * e-mail.
 */
export function parseTranscript(value: unknown): TranscriptMessage[] {
  let entries = value
  if (typeof entries === 'string') {
    try {
      entries = JSON.parse(entries)
    } catch {
      return []
    }
  }
  if (!Array.isArray(entries)) return []
  return entries.flatMap((entry: unknown) => {
    const parsed = transcriptEntry.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

/**
 * The mail service's idempotency key of a lead's e-mail: the same for every retry of that e-mail,
 * and never again for another lead. SQLite gives a deleted newest lead's id to the next one, so
 * the id alone would make the service drop a new homeowner's e-mail as a repeat for 24 hours; the
 * lead's creation time (to the millisecond) tells them apart.
 */
export const emailKey = (lead: Pick<Lead, 'id' | 'createdAt'>, kind: string) =>
  `lead-${lead.id}-${Date.parse(lead.createdAt)}-${kind}`

/**
 * A lead file's link: Payload's access-checked file route (`/api/lead-files/file/...`), which only
 * signed-in staff can open. Without one, the lead in the studio, where the file is listed.
 */
const fileUrl = (file: LeadFile, leadUrl: string) => {
  if (!file.url) return leadUrl
  return /^https?:\/\//.test(file.url) ? file.url : `${serverUrl()}${file.url}`
}

const chatLeadForEmail = (lead: Lead, leadUrl: string): ChatLeadForEmail => ({
  ...leadForEmail(lead),
  workType: lead.workType,
  aiEstimate: lead.aiEstimate,
  inspectionReport: lead.inspectionReport,
  transcript: parseTranscript(lead.transcript),
  files: leadFilesOf(lead).map((file) => ({
    filename: fileName(file),
    kind: file.kind,
    url: fileUrl(file, leadUrl),
  })),
})

/** The e-mail an entry of the lead's record stands for. */
async function messageFor(entry: Email, lead: Lead, business: Business, leadUrl: string) {
  if (entry.kind === 'estimate') {
    return { ...(await estimateEmail(leadForEmail(lead), business)), replyTo: business.email }
  }
  const notice =
    lead.source === 'chat'
      ? await chatLeadEmail(chatLeadForEmail(lead, leadUrl), business, leadUrl)
      : await notificationEmail(leadForEmail(lead), business, leadUrl)
  return { ...notice, replyTo: lead.email ?? undefined }
}

/**
 * Sends every e-mail of the lead that has not gone out yet and records each one's state on the
 * lead. Throws when any failed, so the jobs queue tries again later.
 */
export async function deliverLeadEmails(payload: Payload, leadId: Lead['id']) {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 1 })
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  const business = businessFor(settings)
  const leadUrl = `${serverUrl()}/admin/collections/leads/${lead.id}`

  const failures: string[] = []
  for (const entry of lead.emails ?? []) {
    // The request's own two; the others (a visit's, a review request's) are sent where they arise.
    if (!isRequestEmail(entry) || entry.state === 'sent' || !entry.to) continue
    const attempts = (entry.attempts ?? 0) + 1
    let result: Partial<Email>
    try {
      // Written inside the try: a message that cannot be rendered is recorded like a failed send.
      const message = await messageFor(entry, lead, business, leadUrl)
      const sent = await sendEmail(payload, {
        ...message,
        from: formatSender(business.name),
        to: entry.to,
        kind: entry.kind,
        lead: lead.id,
        idempotencyKey: emailKey(lead, entry.kind),
      })
      result = {
        state: 'sent',
        via: sent.via,
        providerId: sent.id,
        sentAt: new Date().toISOString(),
        lastError: null,
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      failures.push(`${entry.kind} to ${entry.to}: ${reason}`)
      result = { state: attempts > EMAIL_RETRIES ? 'failed' : 'retrying', lastError: reason }
    }
    // This entry only (hooks/emails.ts): another e-mail's, recorded meanwhile, stays.
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { emails: [{ ...entry, ...result, attempts }] },
      context: { disableRevalidate: true },
    })
  }
  if (failures.length > 0) throw new Error(failures.join('; '))
}

export const queueLeadEmails = (payload: Payload, lead: Lead['id']) =>
  payload.jobs.queue({ task: 'sendLeadEmails', input: { lead }, queue: EMAIL_QUEUE })

export const sendLeadEmailsTask = emailTask(
  {
    slug: 'sendLeadEmails',
    label: 'Send the e-mails of a lead',
    inputSchema: [{ name: 'lead', type: 'relationship', relationTo: 'leads', required: true }],
  },
  async (payload, input) => {
    await deliverLeadEmails(payload, idOf(input.lead))
  },
)
