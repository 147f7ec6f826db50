import 'server-only'

import OpenAI from 'openai'
import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions'

import { homeownerService } from '@/features/chat/assistant/builtin/context'
import { imagesForModel } from '@/features/chat/assistant/images'
import { checkPrices } from '@/features/chat/assistant/prices'
import { systemPrompt } from '@/features/chat/assistant/prompt'
import type {
  Assistant,
  AssistantInput,
  ChatTurn,
  ModelImage,
} from '@/features/chat/assistant/types'

/** A current low-cost model that reads images; OPENAI_MODEL picks another. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4.1-mini'
const MAX_REPLY_TOKENS = 900

export type OpenAIOptions = { apiKey: string; baseURL?: string; model?: string; timeoutMs: number }

/** How a turn's attachments read to the model when it does not get their pixels. */
const withFiles = (turn: ChatTurn) =>
  turn.files?.length ? `${turn.content}\n\n[Attached: ${turn.files.join(', ')}]` : turn.content

/**
 * The model's messages: the instructions from the CMS, the conversation so far, then the new
 * message with its photos as image inputs (resized, see imagesForModel) and the files the model
 * cannot see (videos, HEIC, DNG) by name.
 */
function openAIMessages(
  input: AssistantInput,
  images: ModelImage[] = [],
): ChatCompletionMessageParam[] {
  const seen = new Set(images.map((image) => image.name))
  const byName = input.files.filter((file) => !seen.has(file.name))
  const text = [
    input.message,
    byName.length
      ? `[Also attached, not shown to you: ${byName.map((file) => `${file.name} (${file.kind})`).join(', ')}]`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n')
  const parts: ChatCompletionContentPart[] = [
    { type: 'text', text: text || '(The homeowner sent these photos without a message.)' },
    ...images.map((image): ChatCompletionContentPart => ({
      type: 'image_url',
      image_url: { url: image.dataUrl, detail: 'auto' },
    })),
  ]
  return [
    { role: 'system', content: systemPrompt(input.knowledge) },
    ...input.history.map((turn): ChatCompletionMessageParam =>
      turn.role === 'user'
        ? { role: 'user', content: withFiles(turn) }
        : { role: 'assistant', content: turn.content },
    ),
    { role: 'user', content: parts },
  ]
}

/**
 * The OpenAI provider, through Chat Completions so that any compatible server works
 * (OPENAI_BASE_URL). It does not retry: a failure falls back to the built-in assistant at once,
 * inside the visitor's 30 s.
 */
export function createOpenAIAssistant(options: OpenAIOptions): Assistant {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL || undefined,
    timeout: options.timeoutMs,
    maxRetries: 0,
  })
  const model = options.model || DEFAULT_OPENAI_MODEL
  return {
    name: 'openai',
    async reply(input, signal) {
      // Only this provider looks at pixels, so only it pays for resizing the photos.
      const messages = openAIMessages(input, await imagesForModel(input.files))
      const completion = await client.chat.completions.create(
        { model, messages, max_completion_tokens: MAX_REPLY_TOKENS },
        { signal, timeout: options.timeoutMs },
      )
      const content = completion.choices[0]?.message?.content?.trim()
      if (!content) throw new Error('The model answered with no text')
      // Its figures are held to the cost calculator: the model may price what nobody asked for.
      return checkPrices(content, {
        service: homeownerService(input),
        minimum: input.knowledge.business.minimumJob,
      })
    },
  }
}
