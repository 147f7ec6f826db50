/** The assistant's shapes, shared by both providers, the chat endpoint and the tests. */
import type { MinimumJob } from '@/features/estimate/pricing'

export type ChatRole = 'user' | 'assistant'

/** One message of the conversation so far; `files` are the names of what came with it. */
export type ChatTurn = { role: ChatRole; content: string; files?: string[] }

/**
 * A file the visitor sent with this message; `path` is where its bytes are on the server while
 * the message is answered (a provider that looks at photos reads them there).
 */
export type ChatFile = { name: string; kind: 'image' | 'video'; mimeType: string; path?: string }

/** A photo of this message as a model can see it (resized JPEG data URL). */
export type ModelImage = { name: string; dataUrl: string }

/**
 * All an assistant may know besides the conversation: the public business facts, the services
 * (page at /services/{slug}) and the FAQ (answers as plain text).
 */
export type Knowledge = {
  business: {
    name: string
    phone: string
    email: string
    hours?: string
    areas: string[]
    /** The smallest job the business takes (Business profile): no estimate goes below it. */
    minimumJob?: MinimumJob
  }
  services: { title: string; slug: string; summary: string; keywords: string[] }[]
  faqs: { question: string; answer: string }[]
}

export type AssistantInput = {
  message: string
  history: ChatTurn[]
  files: ChatFile[]
  knowledge: Knowledge
  customerName?: string
}

export interface Assistant {
  /** For logs and the response: 'openai', 'built-in'. */
  readonly name: string
  reply(input: AssistantInput, signal?: AbortSignal): Promise<string>
}
