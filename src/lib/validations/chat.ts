import * as z from 'zod/mini'

import { WORK_TYPES } from '@/lib/ai/extract'
import { estimateSchema, MAX_SQUARE_FEET } from '@/lib/validations/estimate'

/** The longest message a visitor may type. */
export const CHAT_MESSAGE_MAX = 4000
/** The longest message kept in a conversation (assistant replies included). */
export const CHAT_CONTENT_MAX = 8000
/** Messages of the conversation sent with each chat request (spec section 9). */
export const CHAT_HISTORY_MAX = 20
/** Messages of a conversation kept on its lead. */
export const CHAT_TRANSCRIPT_MAX = 200

const optionalText = (max: number) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
    z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`))),
  )

/** One message of a conversation, as the browser keeps it. */
export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().check(z.maxLength(CHAT_CONTENT_MAX, 'A message is too long')),
  files: z.optional(z.array(z.string().check(z.maxLength(255))).check(z.maxLength(20))),
  at: z.optional(z.iso.datetime()),
})
export type ChatTurnInput = z.output<typeof chatTurnSchema>

/** A list of messages that may arrive as JSON text (a multipart field) or as an array. */
const conversation = (max: number) =>
  z.pipe(
    z.transform((value: unknown, context) => {
      if (value === undefined || value === null || value === '') return []
      if (typeof value !== 'string') return value
      try {
        return JSON.parse(value) as unknown
      } catch {
        context.issues.push({ code: 'custom', message: 'Not valid JSON', input: value })
        return z.NEVER
      }
    }),
    z.array(chatTurnSchema).check(z.maxLength(max, `At most ${max} messages`)),
  )

/** `POST /api/chat` (spec section 7), files apart. */
export const chatRequestSchema = z.object({
  message: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
      ),
    '',
  ),
  customerEmail: optionalText(254),
  customerName: optionalText(120),
  conversationHistory: conversation(CHAT_HISTORY_MAX),
})
export type ChatRequest = z.output<typeof chatRequestSchema>

const optionalNumber = (min: number, max: number) =>
  z.pipe(
    z.transform((value: unknown) =>
      value === '' || value === null || value === undefined ? undefined : Number(value),
    ),
    z.optional(z.number().check(z.gte(min), z.lte(max))),
  )

/** `POST /api/chat/lead` (spec section 7): contact details, what the chat learned, the chat. */
export const chatLeadSchema = z.object({
  name: estimateSchema.shape.name,
  email: estimateSchema.shape.email,
  phone: estimateSchema.shape.phone,
  location: optionalText(120),
  workType: z.optional(z.enum(WORK_TYPES)),
  squareFootage: optionalNumber(1, MAX_SQUARE_FEET),
  propertyAge: optionalNumber(0, 999),
  aiEstimate: optionalNumber(0, 100_000_000),
  inspectionReport: optionalText(CHAT_CONTENT_MAX),
  awaitingContact: z.optional(z.boolean()),
  conversationHistory: conversation(CHAT_TRANSCRIPT_MAX),
  hasUploadedPhotos: z.optional(z.boolean()),
  uploadedFiles: z.optional(z.array(z.unknown()).check(z.maxLength(200))),
})
export type ChatLeadRequest = z.output<typeof chatLeadSchema>
