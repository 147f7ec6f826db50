import type { Payload } from 'payload'

import { signLeadReference } from '@/features/booking/token'

import { answerMessage, getKnowledge } from '@/features/chat/assistant'
import type { Assistant } from '@/features/chat/assistant/types'
import { recordExchange } from '@/features/chat/server/record'
import { chatSessionOf, newChatSession, setChatSessionCookie } from '@/features/chat/server/session'
import { saveChatLead, storeChatFiles } from '@/features/chat/server/lead'
import { placeOfChat } from '@/features/chat/server/place'
import { type RateLimiter } from '@/lib/rate-limit'
import { uploadBudget, type UploadBudget } from '@/features/uploads/server/budget'
import { handleUploadRequest, refusedByLimit } from '@/features/uploads/server/request'
import { CHAT_UPLOADS } from '@/features/uploads/rules'
import { chatLeadSchema, chatRequestSchema } from '@/features/chat/schema'
import { failure } from '@/lib/http/answers'

const TOO_MANY_MESSAGES = 'Too many messages. Please wait a few minutes and try again.'

/**
 * The visitor's chat session (its HttpOnly cookie), or a new one; `headers(more)` are an answer's
 * headers, with the cookie that starts the session when it is new.
 */
function sessionOf(request: Request) {
  const known = chatSessionOf(request)
  const conversation = known ?? newChatSession()
  const headers = (more: HeadersInit = {}) => {
    const all = new Headers(more)
    if (!known) setChatSessionCookie(all, conversation, request)
    return all
  }
  return { conversation, headers }
}

/**
 * POST /api/chat: rate limit, then the upload request's steps (src/features/uploads/server/request.ts),
 * whose work keeps the files for the lead, answers with the assistant, and adds the message and
 * its answer to the server's record of the conversation. Spec section 7:
 * `{ success, data: { content } }`, or `{ success: false, error }` with the status on the
 * response. A new session's cookie goes with the answer, and with a refusal made while reading.
 */
export async function handleChatRequest(
  request: Request,
  options: { payload: Payload; limiter: RateLimiter; assistant?: Assistant; budget?: UploadBudget },
): Promise<Response> {
  const { payload, limiter, budget = uploadBudget() } = options
  const refused = await refusedByLimit(request, limiter, TOO_MANY_MESSAGES)
  if (refused) return refused

  const { conversation, headers } = sessionOf(request)
  const receivedAt = new Date()
  return handleUploadRequest(request, {
    payload,
    rules: CHAT_UPLOADS,
    budget,
    schema: chatRequestSchema,
    headers,
    failed: {
      log: 'A chat message could not be answered',
      answer: 'Failed to send message. Please try again.',
    },
    handle: async ({ message, customerName, conversationHistory }, received) => {
      if (!message && received.files.length === 0) {
        return failure(422, 'Type a message or add a photo.')
      }
      // The files are the homeowner's: kept first, whatever the assistant does next.
      const { failed } = await storeChatFiles(payload, conversation, received.files)
      const files = received.files
        .filter((file) => !failed.includes(file.name))
        .map((file) => ({ name: file.name, kind: file.kind, mimeType: file.mime, path: file.path }))
      const answer = await answerMessage(
        payload,
        {
          message,
          history: conversationHistory,
          files,
          knowledge: await getKnowledge(payload),
          customerName,
        },
        options.assistant,
      )
      const note = failed.length
        ? `\n\n_We could not keep ${failed.join(', ')}. Please send ${failed.length === 1 ? 'it' : 'them'} again._`
        : ''
      const content = answer.content + note
      // The record is the server's word on what was said: a failure to keep it is logged, and
      // the answer still goes out.
      await recordExchange(payload, conversation, {
        message,
        files: received.files.map((file) => file.name),
        reply: content,
        receivedAt,
        answeredAt: new Date(),
      }).catch((error: unknown) =>
        payload.logger.error({ err: error }, 'A chat message was answered, but not recorded'),
      )
      return Response.json(
        { success: true, data: { content } },
        { headers: headers({ 'Cache-Control': 'no-store' }) },
      )
    },
  })
}

/**
 * POST /api/chat/lead (JSON): saves the lead of this conversation (its cookie; a request without
 * one starts a session, so its later saves update its own lead) with what the conversation
 * learned. The answer is the same whether the lead was made or updated, and says nothing of
 * other leads. Any 2xx marks the lead saved on the page; only the saved answer sets the cookie.
 */
export async function handleChatLeadRequest(
  request: Request,
  options: { payload: Payload; limiter: RateLimiter },
): Promise<Response> {
  const { payload, limiter } = options
  const refused = await refusedByLimit(request, limiter, TOO_MANY_MESSAGES)
  if (refused) return refused
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return failure(415, 'Send the lead as JSON')
  }
  const { conversation, headers } = sessionOf(request)
  return handleUploadRequest(request, {
    payload,
    rules: CHAT_UPLOADS,
    schema: chatLeadSchema,
    failed: {
      log: 'A chat lead could not be saved',
      answer: 'We could not save your details. Please try again, or call us.',
    },
    handle: async (lead) => {
      const saved = await saveChatLead(payload, lead, conversation)
      // The lead's sealed reference (never its id): the chat offers to book its inspection.
      const booking = signLeadReference(saved.id)
      // The place the homeowner named, for the booking picker to start from.
      const place = await placeOfChat(payload, lead).catch((error: unknown) => {
        payload.logger.error({ err: error }, 'The place of a chat could not be matched')
        return null
      })
      return Response.json(
        {
          success: true,
          data: { message: 'Your details were saved.', booking, ...(place ? { place } : {}) },
        },
        { headers: headers({ 'Cache-Control': 'no-store' }) },
      )
    },
  })
}
