import 'server-only'

import type { Payload } from 'payload'

import { builtInAssistant } from '@/features/chat/assistant/builtin'
import { createOpenAIAssistant } from '@/features/chat/assistant/openai'
import type { Assistant, AssistantInput } from '@/features/chat/assistant/types'

export { getKnowledge } from '@/features/chat/assistant/knowledge'

/**
 * How long the model may take. The visitor's browser gives a message 30 s (spec section 9), and
 * the upload, the built-in fallback and the answer need their share of it.
 */
export const modelTimeoutMs = () => Number(process.env.OPENAI_TIMEOUT_MS) || 20_000

let openai: { key: string; assistant: Assistant } | null = null

/** OpenAI when OPENAI_API_KEY is set; the built-in assistant otherwise. */
export function configuredAssistant(): Assistant {
  const key = process.env.OPENAI_API_KEY
  if (!key) return builtInAssistant
  const id = `${key}|${process.env.OPENAI_BASE_URL}|${process.env.OPENAI_MODEL}|${modelTimeoutMs()}`
  if (openai?.key !== id) {
    openai = {
      key: id,
      assistant: createOpenAIAssistant({
        apiKey: key,
        baseURL: process.env.OPENAI_BASE_URL,
        model: process.env.OPENAI_MODEL,
        timeoutMs: modelTimeoutMs(),
      }),
    }
  }
  return openai.assistant
}

export type AssistantAnswer = { content: string; provider: string; fallbackReason?: string }

/**
 * The reply to a message. When the model fails, is too slow or says nothing, the built-in
 * assistant answers instead, so a homeowner is never left without one; the reason is logged.
 */
export async function answerMessage(
  payload: Payload,
  input: AssistantInput,
  assistant = configuredAssistant(),
): Promise<AssistantAnswer> {
  if (assistant === builtInAssistant) {
    return { content: await builtInAssistant.reply(input), provider: builtInAssistant.name }
  }
  try {
    const content = await assistant.reply(input, AbortSignal.timeout(modelTimeoutMs()))
    return { content, provider: assistant.name }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    payload.logger.warn(
      `The ${assistant.name} assistant failed (${reason}); the built-in one answers`,
    )
    return {
      content: await builtInAssistant.reply(input),
      provider: builtInAssistant.name,
      fallbackReason: reason,
    }
  }
}
