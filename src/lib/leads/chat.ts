import type { Payload, Where } from 'payload'

import { chatEmailsFor, queueLeadEmails } from '@/lib/leads/emails'
import { createLeadFile } from '@/lib/leads/files'
import type { ReceivedFile } from '@/lib/uploads/receive'
import type { ChatLeadRequest, ChatTurnInput } from '@/lib/validations/chat'
import { CHAT_TRANSCRIPT_MAX } from '@/lib/validations/chat'
import type { Lead, LeadFile } from '@/payload-types'

/** A lead the business is still working: a chat with the same e-mail adds to it. */
const OPEN_STATUSES: Lead['status'][] = ['new', 'contacted', 'quoted']
const context = { disableRevalidate: true }

export type TranscriptEntry = {
  role: 'user' | 'assistant'
  content: string
  files?: string[]
  at?: string
}

const idOf = (value: LeadFile['id'] | LeadFile) => (typeof value === 'object' ? value.id : value)

/** One request at a time per key in this process, so two quick saves cannot make two leads. */
const queues = new Map<string, Promise<unknown>>()
function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const next = previous.then(task, task)
  const settled = next.catch(() => {})
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return next
}

async function leadOfConversation(payload: Payload, conversation: string) {
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
 * Stores the photos and videos of a chat message as private lead files, right away: on the
 * conversation's lead when it has one, otherwise under the conversation, for the lead it makes
 * later. A file that cannot be stored is logged and named in the answer; the chat goes on.
 */
export async function storeChatFiles(
  payload: Payload,
  conversation: string,
  files: ReceivedFile[],
): Promise<{ stored: LeadFile[]; failed: string[] }> {
  if (files.length === 0) return { stored: [], failed: [] }
  const lead = await leadOfConversation(payload, conversation)
  const stored: LeadFile[] = []
  const failed: string[] = []
  for (const file of files) {
    try {
      stored.push(
        await createLeadFile(payload, file, {
          alt: `${file.kind === 'image' ? 'Photo' : 'Video'} sent in the chat`,
          conversation,
          lead: lead?.id,
        }),
      )
    } catch (error) {
      payload.logger.error({ err: error }, `Could not store the chat file ${file.name}`)
      failed.push(file.name)
    }
  }
  if (lead && stored.length > 0) {
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { media: [...(lead.media ?? []).map(idOf), ...stored.map((file) => file.id)] },
      context,
    })
  }
  return { stored, failed }
}

const toTranscript = (turns: ChatTurnInput[]): TranscriptEntry[] =>
  turns.map(({ role, content, files, at }) => ({
    role,
    content,
    ...(files?.length ? { files } : {}),
    ...(at ? { at } : {}),
  }))

/**
 * Saves what a chat learned as a lead (source `chat`), before anything else: created the first
 * time, then updated by the same conversation, or by the same e-mail while that lead is open.
 * The conversation's files join it; the business is told once, when the lead is new.
 */
export async function saveChatLead(
  payload: Payload,
  request: ChatLeadRequest,
  conversation: string | null,
): Promise<{ lead: Lead; created: boolean }> {
  const email = request.email.toLowerCase()
  return oneAtATime(`chat-lead:${email}`, async () => {
    const byEmail: Where = {
      and: [
        { email: { equals: email } },
        { source: { equals: 'chat' } },
        { status: { in: OPEN_STATUSES } },
      ],
    }
    const existing =
      (conversation && (await leadOfConversation(payload, conversation))) ||
      (
        await payload.find({
          collection: 'leads',
          where: byEmail,
          sort: '-createdAt',
          limit: 1,
          depth: 0,
        })
      ).docs[0]

    const incoming = toTranscript(request.conversationHistory)
    // The same conversation sends itself whole each time; another one (a second visit) adds on.
    const transcript =
      existing && existing.conversation !== conversation && Array.isArray(existing.transcript)
        ? [...(existing.transcript as TranscriptEntry[]), ...incoming].slice(
            -2 * CHAT_TRANSCRIPT_MAX,
          )
        : incoming
    const details = {
      name: request.name,
      email,
      phone: request.phone,
      location: request.location,
      workType: request.workType,
      squareFootage: request.squareFootage,
      propertyAge: request.propertyAge === undefined ? undefined : String(request.propertyAge),
      aiEstimate: request.aiEstimate,
      inspectionReport: request.inspectionReport,
    }
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
          data: { ...known, transcript, conversation: conversation ?? existing.conversation },
          context,
        })
      : await payload.create({
          collection: 'leads',
          data: {
            ...known,
            name: request.name,
            email,
            phone: request.phone,
            transcript,
            conversation,
            source: 'chat',
            status: 'new',
            emails: settings ? chatEmailsFor(settings) : undefined,
          },
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
    return { lead: result, created: !existing }
  })
}

/** The conversation's files that have no lead yet join this one. */
async function attachConversationFiles(payload: Payload, lead: Lead, conversation: string | null) {
  if (!conversation) return lead
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
