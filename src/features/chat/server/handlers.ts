import type { Payload } from 'payload'

import { answerMessage, getKnowledge } from '@/features/chat/assistant'
import type { Assistant } from '@/features/chat/assistant/types'
import { recordExchange } from '@/features/chat/server/record'
import { chatSessionOf, newChatSession, setChatSessionCookie } from '@/features/chat/server/session'
import { saveChatLead, storeChatFiles } from '@/features/chat/server/lead'
import { clientAddress, type RateLimiter } from '@/lib/rate-limit'
import { uploadBudget, type UploadBudget } from '@/features/uploads/server/budget'
import { receiveRequest, RequestError, type Received } from '@/features/uploads/server/receive'
import { CHAT_UPLOADS } from '@/features/uploads/rules'
import { chatLeadSchema, chatRequestSchema } from '@/features/chat/schema'
import { fieldIssues } from '@/features/estimate/schema'

const failure = (status: number, error: string, init: ResponseInit = {}, extra = {}) =>
  Response.json({ success: false, error, ...extra }, { ...init, status })

const tooMany = (retryAfter: number) =>
  failure(429, 'Too many messages. Please wait a few minutes and try again.', {
    headers: { 'Retry-After': String(retryAfter) },
  })

const invalid = (error: Parameters<typeof fieldIssues>[0]) => {
  const issues = fieldIssues(error)
  return failure(422, `${Object.values(issues).flat().join('. ')}.`, {}, { issues })
}

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
 * POST /api/chat: rate limit, read (files stream to disk and are checked by their bytes, within
 * the address's and the site's storage budget: 429 or 507 before any file is kept), validate,
 * keep the files for the lead, answer with the assistant, and add the message and its answer to
 * the server's record of the conversation. Spec section 7: `{ success, data: { content } }`, or
 * `{ success: false, error }` with the status on the response.
 */
export async function handleChatRequest(
  request: Request,
  options: { payload: Payload; limiter: RateLimiter; assistant?: Assistant; budget?: UploadBudget },
): Promise<Response> {
  const { payload, limiter, budget = uploadBudget() } = options
  const address = clientAddress(request.headers)
  const allowed = await limiter.consume(address)
  if (!allowed.ok) return tooMany(allowed.retryAfter)

  const { conversation, headers } = sessionOf(request)
  const receivedAt = new Date()

  let received: Received | undefined
  try {
    received = await receiveRequest(request, CHAT_UPLOADS, (bytes) =>
      budget.reserve(address, bytes),
    )
    const parsed = chatRequestSchema.safeParse(received.fields)
    if (!parsed.success) return invalid(parsed.error)
    const { message, customerName, conversationHistory } = parsed.data
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
    // The record is the server's word on what was said: a failure to keep it is logged, and the
    // answer still goes out.
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
  } catch (error) {
    if (error instanceof RequestError) {
      return failure(error.status, error.message, { headers: headers(error.headers) })
    }
    payload.logger.error({ err: error }, 'A chat message could not be answered')
    return failure(500, 'Failed to send message. Please try again.', { headers: headers() })
  } finally {
    await received?.cleanup()
  }
}

/**
 * POST /api/chat/lead (JSON): saves the lead of this conversation (its cookie; a request without
 * one starts a session, so its later saves update its own lead) with what the conversation
 * learned. The answer is the same whether the lead was made or updated, and says nothing of
 * other leads. Any 2xx marks the lead saved on the page.
 */
export async function handleChatLeadRequest(
  request: Request,
  options: { payload: Payload; limiter: RateLimiter },
): Promise<Response> {
  const { payload, limiter } = options
  const allowed = await limiter.consume(clientAddress(request.headers))
  if (!allowed.ok) return tooMany(allowed.retryAfter)
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return failure(415, 'Send the lead as JSON')
  }
  const { conversation, headers } = sessionOf(request)
  try {
    const { fields } = await receiveRequest(request, CHAT_UPLOADS)
    const parsed = chatLeadSchema.safeParse(fields)
    if (!parsed.success) return invalid(parsed.error)
    await saveChatLead(payload, parsed.data, conversation)
    return Response.json(
      { success: true, data: { message: 'Your details were saved.' } },
      { headers: headers({ 'Cache-Control': 'no-store' }) },
    )
  } catch (error) {
    if (error instanceof RequestError) return failure(error.status, error.message)
    payload.logger.error({ err: error }, 'A chat lead could not be saved')
    return failure(500, 'We could not save your details. Please try again, or call us.')
  }
}
