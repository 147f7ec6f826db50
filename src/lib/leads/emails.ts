import type { Payload, TaskConfig } from 'payload'

import { formatSender, sendEmail } from '@/lib/email/send'
import {
  estimateEmail,
  notificationEmail,
  type Business,
  type LeadForEmail,
} from '@/lib/email/templates'
import type { Lead, LeadFile, SiteSetting } from '@/payload-types'
import { serverUrl } from '@/utilities/paths'

/** Retries after the first try: with the 30 s exponential back-off, the last is ~30 minutes on. */
export const EMAIL_RETRIES = 6
export const EMAIL_QUEUE = 'emails'

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
  hours: settings.hoursText,
})

/** The e-mails a new lead sends: the notice to the business first, then the homeowner's estimate. */
export const emailsFor = (settings: SiteSetting, homeowner: string): Email[] => [
  {
    kind: 'notification',
    to: settings.notificationEmail || settings.email,
    state: 'queued',
    attempts: 0,
  },
  { kind: 'estimate', to: homeowner, state: 'queued', attempts: 0 },
]

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
  files: (lead.media ?? [])
    .filter((file): file is LeadFile => typeof file === 'object' && file !== null)
    .map((file) => ({ filename: file.originalName || file.filename || 'file', kind: file.kind })),
  createdAt: lead.createdAt,
})

/**
 * Sends every e-mail of the lead that has not gone out yet and records each one's state on the
 * lead. Throws when any failed, so the jobs queue tries again later.
 */
export async function deliverLeadEmails(payload: Payload, leadId: Lead['id']) {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 1 })
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  const business = businessFor(settings)
  const content = leadForEmail(lead)
  const leadUrl = `${serverUrl()}/admin/collections/leads/${lead.id}`

  let emails = lead.emails ?? []
  const failures: string[] = []
  for (const entry of emails) {
    if (entry.state === 'sent' || !entry.to) continue
    const message =
      entry.kind === 'estimate'
        ? { ...estimateEmail(content, business), replyTo: business.email }
        : { ...notificationEmail(content, business, leadUrl), replyTo: lead.email }
    const attempts = (entry.attempts ?? 0) + 1
    let result: Partial<Email>
    try {
      const sent = await sendEmail(payload, {
        ...message,
        from: formatSender(business.name),
        to: entry.to,
        kind: entry.kind ?? 'estimate',
        lead: lead.id,
        idempotencyKey: `lead-${lead.id}-${entry.kind}`,
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
    emails = emails.map((email) =>
      email.id === entry.id ? { ...email, ...result, attempts } : email,
    )
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { emails },
      context: { disableRevalidate: true },
    })
  }
  if (failures.length > 0) throw new Error(failures.join('; '))
}

export const queueLeadEmails = (payload: Payload, lead: Lead['id']) =>
  payload.jobs.queue({ task: 'sendLeadEmails', input: { lead }, queue: EMAIL_QUEUE })

export const sendLeadEmailsTask: TaskConfig<'sendLeadEmails'> = {
  slug: 'sendLeadEmails',
  label: 'Send the e-mails of a lead',
  inputSchema: [{ name: 'lead', type: 'relationship', relationTo: 'leads', required: true }],
  retries: { attempts: EMAIL_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const lead = typeof input.lead === 'object' ? input.lead.id : input.lead
    await deliverLeadEmails(req.payload, lead)
    return { output: {} }
  },
}
