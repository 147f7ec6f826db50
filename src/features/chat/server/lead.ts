import type { Payload } from 'payload'

import { assistantFindings, chatRecordOf, leadTranscript } from '@/features/chat/server/record'
import { photoReview } from '@/features/chat/server/photoReview'
import { greetingsFor } from '@/features/chat/greetings'
import { inTurn } from '@/features/chat/server/session'
import { chatEmailsFor, queueLeadEmails } from '@/features/leads/server/emails'
import { createLeadFile } from '@/features/leads/server/files'
import type { ReceivedFile } from '@/features/uploads/server/receive'
import type { ChatLeadRequest } from '@/features/chat/schema'
import { consentFor } from '@/features/texts/consent'
import type { Lead, LeadFile } from '@/payload-types'

const context = { disableRevalidate: true }

const idOf = (value: LeadFile['id'] | LeadFile) => (typeof value === 'object' ? value.id : value)

/** The lead a conversation made, if it made one: the only lead it may ever change. */
export async function leadOfConversation(payload: Payload, conversation: string) {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { conversation: { equals: conversation } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

/**
 * Stores the photos and videos of a chat message as private lead files, right away, under the
 * conversation; they join the conversation's lead at once when it has one, otherwise when it
 * makes one. A file that cannot be stored is logged and named in the answer; the chat goes on.
 */
export async function storeChatFiles(
  payload: Payload,
  conversation: string,
  files: ReceivedFile[],
): Promise<{ stored: LeadFile[]; failed: string[] }> {
  if (files.length === 0) return { stored: [], failed: [] }
  const stored: LeadFile[] = []
  const failed: string[] = []
  for (const file of files) {
    try {
      stored.push(
        await createLeadFile(payload, file, {
          alt: `${file.kind === 'image' ? 'Photo' : 'Video'} sent in the chat`,
          conversation,
          sentInChat: true,
        }),
      )
    } catch (error) {
      payload.logger.error({ err: error }, `Could not store the chat file ${file.name}`)
      failed.push(file.name)
    }
  }
  // In the conversation's turn: a lead being made meanwhile either sees these files or is seen.
  if (stored.length > 0) {
    await inTurn(conversation, async () => {
      const lead = await leadOfConversation(payload, conversation)
      if (lead) await attachConversationFiles(payload, lead, conversation)
    })
  }
  return { stored, failed }
}

/**
 * Saves what a chat learned as a lead (source `chat`), before anything else: created the first
 * time, then updated by the same conversation only (its cookie), never by anyone who merely
 * gives the same e-mail; another conversation with that e-mail makes its own lead. The
 * transcript and the assistant's estimate come from the server's own record of the conversation
 * (features/chat/server/record.ts). The conversation's files join it; the business is told once, when the
 * lead is new.
 */
export function saveChatLead(
  payload: Payload,
  request: ChatLeadRequest,
  conversation: string,
): Promise<Lead> {
  return inTurn(conversation, async () => {
    const existing = await leadOfConversation(payload, conversation)
    // The lead never depends on the record: unread, a new lead keeps the visitor's words (marked
    // unverified) and an existing one keeps its transcript and estimate.
    const record = await chatRecordOf(payload, conversation).catch((error: unknown) => {
      payload.logger.error({ err: error }, 'The record of a chat could not be read')
      return null
    })
    const transcript =
      record || !existing
        ? leadTranscript(record ?? [], request.conversationHistory, greetingsFor(photoReview()))
        : []
    // What the assistant said, as the server recorded it; the page's reading of it is not taken.
    const findings = assistantFindings(record ?? [])
    const details = {
      name: request.name,
      email: request.email.toLowerCase(),
      phone: request.phone,
      location: request.location,
      workType: request.workType,
      squareFootage: request.squareFootage,
      propertyAge: request.propertyAge === undefined ? undefined : String(request.propertyAge),
      aiEstimate: findings.aiEstimate,
      inspectionReport: findings.inspectionReport,
    }
    // With the tick, the homeowner's consent to texts: in the new lead's create (its first text
    // goes on it, features/texts/server/notify.ts), or added to the conversation's lead. Without
    // it, a consent given before stays (STOP ends texts).
    const textConsent = consentFor(request.textMe, request.phone, 'chat')
    const consentChanged =
      textConsent &&
      (existing?.textConsent?.number !== textConsent.number || !existing?.textConsent?.at)
    const known = Object.fromEntries(
      Object.entries(details).filter(([, value]) => value !== undefined),
    ) as Partial<typeof details>

    // A new lead is written with the e-mail it owes (see storeEstimateLead).
    const settings = existing
      ? null
      : await payload.findGlobal({ slug: 'site-settings' }).catch(() => null)
    const lead = existing
      ? await payload.update({
          collection: 'leads',
          id: existing.id,
          data: {
            ...known,
            ...(transcript.length ? { transcript } : {}),
            ...(consentChanged ? { textConsent } : {}),
          },
          overrideAccess: true,
          context,
        })
      : await payload.create({
          collection: 'leads',
          data: {
            ...known,
            name: details.name,
            email: details.email,
            phone: details.phone,
            transcript,
            conversation,
            source: 'chat',
            status: 'new',
            emails: settings ? chatEmailsFor(settings) : undefined,
            textConsent,
          },
          overrideAccess: true,
          context,
        })

    // From here on the lead is safe: a failure is logged and the lead is answered as saved.
    let result = lead
    try {
      result = await attachConversationFiles(payload, lead, conversation)
      if (!existing) {
        if (!lead.emails?.length) {
          result = await payload.update({
            collection: 'leads',
            id: lead.id,
            data: { emails: chatEmailsFor(await payload.findGlobal({ slug: 'site-settings' })) },
            context,
          })
        }
        await queueLeadEmails(payload, lead.id)
      }
    } catch (error) {
      payload.logger.error({ err: error, lead: lead.id }, 'A chat lead was saved, but not finished')
    }
    return result
  })
}

/** The conversation's files that have no lead yet join this one. */
export async function attachConversationFiles(payload: Payload, lead: Lead, conversation: string) {
  const { docs } = await payload.find({
    collection: 'lead-files',
    where: { and: [{ conversation: { equals: conversation } }, { lead: { exists: false } }] },
    pagination: false,
    depth: 0,
  })
  if (docs.length === 0) return lead
  for (const file of docs) {
    await payload.update({
      collection: 'lead-files',
      id: file.id,
      data: { lead: lead.id },
      context,
    })
  }
  const media = [...new Set([...(lead.media ?? []).map(idOf), ...docs.map((file) => file.id)])]
  return payload.update({ collection: 'leads', id: lead.id, data: { media }, context })
}
