import type { Payload } from 'payload'

import {
  extractFromAssistantReply,
  mergeLeadInfo,
  type LeadInfo,
} from '@/features/chat/assistant/extract'
import { GREETINGS } from '@/features/chat/greetings'
import { inTurn } from '@/features/chat/server/session'
import type { ChatTurnInput } from '@/features/chat/schema'
import { CHAT_CONTENT_MAX, CHAT_TRANSCRIPT_MAX } from '@/features/chat/schema'

/** One message of a chat as a lead keeps it (the lead's `transcript`, a JSON field). */
export type TranscriptEntry = {
  role: 'user' | 'assistant'
  content: string
  files?: string[]
  at?: string
  /** A visitor's message the browser sent with the lead that the server never received. */
  unverified?: true
}

const turnsOf = (value: unknown): TranscriptEntry[] =>
  Array.isArray(value) ? (value as TranscriptEntry[]) : []

const recordDoc = async (payload: Payload, key: string) =>
  (
    await payload.find({
      collection: 'chat-sessions',
      where: { key: { equals: key } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]

/** The server's record of a conversation: what it received and answered, oldest first. */
export const chatRecordOf = async (payload: Payload, key: string): Promise<TranscriptEntry[]> =>
  turnsOf((await recordDoc(payload, key))?.turns)

export type Exchange = {
  message: string
  files: string[]
  reply: string
  receivedAt: Date
  answeredAt: Date
}

/**
 * Adds a message and the reply it got to the conversation's record (the last CHAT_TRANSCRIPT_MAX
 * messages are kept). One write at a time per conversation; another server process that makes
 * the same record at the same moment loses the race on the unique key and adds to the winner's.
 */
export function recordExchange(payload: Payload, key: string, exchange: Exchange) {
  const added: TranscriptEntry[] = [
    {
      role: 'user',
      content: exchange.message,
      ...(exchange.files.length ? { files: exchange.files } : {}),
      at: exchange.receivedAt.toISOString(),
    },
    {
      role: 'assistant',
      content: exchange.reply.slice(0, CHAT_CONTENT_MAX),
      at: exchange.answeredAt.toISOString(),
    },
  ]
  const save = async () => {
    const doc = await recordDoc(payload, key)
    const turns = [...turnsOf(doc?.turns), ...added].slice(-CHAT_TRANSCRIPT_MAX)
    if (doc) {
      await payload.update({ collection: 'chat-sessions', id: doc.id, data: { turns } })
    } else {
      await payload.create({ collection: 'chat-sessions', data: { key, turns } })
    }
  }
  return inTurn(key, () => save().catch(save))
}

/**
 * The transcript a chat lead keeps: the greetings, then the server's record of the conversation.
 * The assistant's words come only from the record. The visitor's messages the browser sent that
 * the record lacks (matched in order, by their text) are kept where they fall, marked unverified.
 */
export function leadTranscript(
  record: TranscriptEntry[],
  sent: ChatTurnInput[],
  /** The greetings the visitor saw (features/chat/greetings: greetingsFor). */
  greetings: readonly string[] = GREETINGS,
): TranscriptEntry[] {
  const inserts = new Map<number, TranscriptEntry[]>()
  let next = 0
  for (const turn of sent) {
    if (turn.role !== 'user') continue
    const text = turn.content.trim()
    const found = record.findIndex(
      (entry, index) => index >= next && entry.role === 'user' && entry.content.trim() === text,
    )
    if (found >= 0) {
      next = found + 1
      continue
    }
    // Before the next message the server did receive: after the reply to the one before.
    let at = record.findIndex((entry, index) => index >= next && entry.role === 'user')
    if (at < 0) at = record.length
    const entry: TranscriptEntry = {
      role: 'user',
      content: turn.content,
      ...(turn.files?.length ? { files: turn.files } : {}),
      ...(turn.at ? { at: turn.at } : {}),
      unverified: true,
    }
    inserts.set(at, [...(inserts.get(at) ?? []), entry])
  }
  let merged = record.flatMap((entry, index) => [...(inserts.get(index) ?? []), entry])
  merged.push(...(inserts.get(record.length) ?? []))
  if (merged.length === 0) return []
  // Past the cap the earliest unverified messages go first: the record (itself capped) stays.
  let over = merged.length - CHAT_TRANSCRIPT_MAX
  if (over > 0) merged = merged.filter((entry) => !(entry.unverified && over-- > 0))
  return [
    ...greetings.map((content): TranscriptEntry => ({ role: 'assistant', content })),
    ...merged,
  ]
}

/**
 * What the assistant said about the project, read from its replies as the chat page reads them
 * (features/chat/assistant/extract): the first dollar amount of the latest reply that has one, and the latest
 * inspection report.
 */
export function assistantFindings(
  record: TranscriptEntry[],
): Pick<LeadInfo, 'aiEstimate' | 'inspectionReport'> {
  let info: LeadInfo = {}
  for (const entry of record) {
    if (entry.role === 'assistant')
      info = mergeLeadInfo(info, extractFromAssistantReply(entry.content))
  }
  return { aiEstimate: info.aiEstimate, inspectionReport: info.inspectionReport }
}
