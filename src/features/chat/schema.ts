import * as z from 'zod/mini'

import { WORK_TYPES } from '@/features/leads/domain'
import { estimateSchema, MAX_SQUARE_FEET } from '@/features/estimate/schema'
import { textsPhoneCheck } from '@/features/texts/consent'
import { textMeField } from '@/features/texts/schema'

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

/**
 * A number as a chat client may write it: 7500, "7500", "7,500", "$7,500.00", "$7.5k" (a dollar
 * amount as it appears in a reply: `money`), "1,800 sq ft" or "30 years" (the field's `unit`).
 * Anything else ("abc", "1e5", "7 500", a list) is not a number: null.
 */
export function readNumber(
  value: unknown,
  { money = false, unit }: { money?: boolean; unit?: RegExp } = {},
): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  let text = value.trim()
  if (unit) text = text.replace(unit, '').trim()
  const match = /^(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?[kK])?$/.exec(text)
  if (!match || (!money && (match[1] || match[4]))) return null
  const number = Number(match[2].replace(/,/g, '') + (match[3] ?? '')) * (match[4] ? 1000 : 1)
  return money ? Math.round(number * 100) / 100 : number
}

/** Optional, liberal in how it is written (readNumber), stored as a plain number in range. */
const optionalNumber = (
  label: string,
  example: string,
  min: number,
  max: number,
  options: Parameters<typeof readNumber>[1] = {},
) =>
  z.pipe(
    z.transform((value: unknown, context) => {
      if (value === '' || value === null || value === undefined) return undefined
      const number = readNumber(value, options)
      if (number !== null) return number
      context.issues.push({
        code: 'custom',
        message: `${label} must be ${options.money ? 'a dollar amount' : 'a number'}, like ${example}`,
        input: value,
      })
      return z.NEVER
    }),
    z.optional(
      z
        .number()
        .check(
          z.gte(min, `${label} must be at least ${min.toLocaleString('en-US')}`),
          z.lte(max, `${label} must be at most ${max.toLocaleString('en-US')}`),
        ),
    ),
  )

const SQUARE_FEET = /\s*(?:sq\.?\s*(?:ft|feet|foot)\.?|square\s*(?:feet|foot|ft)|sqft|sf|ft²)$/i
const YEARS = /\s*(?:years?|yrs?)(?:\s*old)?$/i

/**
 * `POST /api/chat/lead` (spec section 7): contact details, what the chat learned, the chat; and
 * the "Text me about my visit" tick (`textMe`), with which the phone must be a number texts can
 * reach.
 */
export const chatLeadSchema = z
  .object({
    name: estimateSchema.shape.name,
    email: estimateSchema.shape.email,
    phone: estimateSchema.shape.phone,
    location: optionalText(120),
    workType: z.optional(z.enum(WORK_TYPES)),
    squareFootage: optionalNumber('Square footage', '1,800', 1, MAX_SQUARE_FEET, {
      unit: SQUARE_FEET,
    }),
    propertyAge: optionalNumber('Property age', '30', 0, 999, { unit: YEARS }),
    // The assistant's own estimate is read from the server's record of its replies; this one is
    // what the page read, accepted as the reply wrote it ("$7,500") and otherwise not trusted.
    aiEstimate: optionalNumber('Assistant estimate', '$7,500', 0, 100_000_000, {
      money: true,
    }),
    inspectionReport: optionalText(CHAT_CONTENT_MAX),
    awaitingContact: z.optional(z.boolean()),
    conversationHistory: conversation(CHAT_TRANSCRIPT_MAX),
    hasUploadedPhotos: z.optional(z.boolean()),
    uploadedFiles: z.optional(z.array(z.unknown()).check(z.maxLength(200))),
    textMe: textMeField,
  })
  .check(textsPhoneCheck())
export type ChatLeadRequest = z.output<typeof chatLeadSchema>
