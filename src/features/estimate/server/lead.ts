import type { Payload } from 'payload'

import { emailDeliveryConfigured } from '@/lib/email/send'
import { SETTINGS_CONTEXT } from '@/features/leads/domain'
import { emailsFor, queueLeadEmails } from '@/features/leads/server/emails'
import { createLeadFile } from '@/features/leads/server/files'
import { estimateCost } from '@/features/estimate/pricing'
import type { ReceivedFile } from '@/features/uploads/server/receive'
import type { EstimateRequest } from '@/features/estimate/schema'
import { consentFor } from '@/features/texts/consent'
import type { Lead, LeadFile } from '@/payload-types'

export type StoredEstimate = {
  lead: Lead
  estimate: number
  failedFiles: string[]
  /** The estimate's e-mail to the homeowner is queued for a real mail service (not the outbox). */
  emailQueued: boolean
}

/**
 * Saves an estimate request as a lead before anything else can fail, then attaches its photos and
 * videos, then queues its e-mails. A file or the queue failing is noted on the lead and logged;
 * the lead itself is kept.
 */
export async function storeEstimateLead(
  payload: Payload,
  request: EstimateRequest,
  files: ReceivedFile[],
): Promise<StoredEstimate> {
  // The e-mails it owes are written with the lead, so a server that dies before queueing them
  // leaves a lead the sweep (lib/jobs/recover.ts) finds. Settings that cannot be read do not
  // stop the lead: the e-mails are then added below.
  const settings = await payload.findGlobal({ slug: 'site-settings' }).catch(() => null)
  const estimate = estimateCost(request.serviceType, request.squareFootage)
  const { textMe, ...fields } = request
  const lead = await payload.create({
    collection: 'leads',
    data: {
      ...fields,
      squareFootage: Math.trunc(Number(request.squareFootage)),
      estimate,
      source: 'calculator',
      status: 'new',
      emails: settings ? emailsFor(settings, request.email) : undefined,
      // With the tick, the homeowner's consent to texts, in the create: the first text (the
      // Leads' afterChange, features/texts/server/notify.ts) goes on it.
      textConsent: consentFor(textMe, request.phone, 'estimate'),
    },
    // textConsent is written by the site only.
    overrideAccess: true,
    context: { disableRevalidate: true, ...(settings && { [SETTINGS_CONTEXT]: settings }) },
  })

  const media: LeadFile['id'][] = []
  const failedFiles: string[] = []
  for (const file of files) {
    try {
      const doc = await createLeadFile(payload, file, {
        alt: `${file.kind === 'image' ? 'Photo' : 'Video'} sent by ${request.name}`,
        lead: lead.id,
      })
      media.push(doc.id)
    } catch (error) {
      payload.logger.error({ err: error, lead: lead.id }, `Could not store ${file.name}`)
      failedFiles.push(file.name)
    }
  }

  // From here on the lead is safe: whatever fails is logged, and the lead is answered as saved.
  // The lead is written a second time only to list its files, note the ones lost, or add the
  // e-mails it owes when the settings could not be read: its files point back to it, so it is
  // stored before them, and a file that fails cannot lose it.
  let stored = lead
  let queued = false
  try {
    const more = media.length > 0 || failedFiles.length > 0 || !lead.emails?.length
    if (more)
      stored = await payload.update({
        collection: 'leads',
        id: lead.id,
        data: {
          media,
          ...(lead.emails?.length
            ? {}
            : {
                emails: emailsFor(
                  await payload.findGlobal({ slug: 'site-settings' }),
                  request.email,
                ),
              }),
          notes: failedFiles.length
            ? [
                {
                  note: `These files came with the request but could not be stored: ${failedFiles.join(', ')}`,
                },
              ]
            : undefined,
        },
        context: { disableRevalidate: true },
      })
    await queueLeadEmails(payload, lead.id)
    queued = true
  } catch (error) {
    payload.logger.error({ err: error, lead: lead.id }, 'Could not queue the e-mails of a lead')
  }
  return { lead: stored, estimate, failedFiles, emailQueued: queued && emailDeliveryConfigured() }
}
