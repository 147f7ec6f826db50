import { replyContext } from '@/features/chat/assistant/builtin/context'
import {
  age,
  badSize,
  businessContact,
  closing,
  contact,
  estimate,
  fallback,
  faqAfterEstimate,
  faqBeforeEstimate,
  greeting,
  location,
  type PartOf,
  photos,
  priceNeeds,
  refusal,
  serviceAreas,
  serviceLink,
  symptoms,
  work,
} from '@/features/chat/assistant/builtin/parts'
import { INJECTION } from '@/features/chat/assistant/builtin/patterns'
import type { Assistant, AssistantInput } from '@/features/chat/assistant/types'

export { SERVICE_FOR_WORK } from '@/features/chat/assistant/builtin/tables'

/**
 * The built-in assistant: used when no OPENAI_API_KEY is set and whenever the model fails.
 * Deterministic and offline. It reads the conversation with the same extractors as the chat
 * panel, so both agree on what is known, then answers in short markdown: photos acknowledged (a
 * specialist reviews them), FAQ answers and service links from the site's own content, an
 * estimate from features/estimate/pricing once the work and the area are known, and one question at a time for
 * what is missing (work, area, town, then name, e-mail and phone), each asked at most twice.
 *
 * Its replies avoid work-type words except the one it means, and put the estimate before any
 * other dollar amount: the chat panel reads both from the reply (spec section 4).
 *
 * The folder: `conversation` replays what was said and asked, `context` derives what every part
 * may look at, `parts` are the reply's parts in `PARTS`' order (their wording in `phrases`, the
 * words they listen for in `patterns`, the site's FAQs and services found by `match`).
 */

/** The parts of a reply, in the order they are said. */
const PARTS: PartOf[] = [
  greeting,
  photos,
  symptoms,
  contact,
  work,
  age,
  location,
  faqBeforeEstimate,
  badSize,
  estimate,
  faqAfterEstimate,
  serviceLink,
  businessContact,
  serviceAreas,
  priceNeeds,
]

export function builtInReply(input: AssistantInput): string {
  const context = replyContext(input)
  if (INJECTION.some((pattern) => pattern.test(context.message))) return refusal(context)
  const parts = PARTS.flatMap((part) => part(context) ?? [])
  const answered = parts.some((part) => part.answers)
  return [
    ...parts.map((part) => part.text),
    answered ? '' : fallback(context),
    closing(context, answered),
  ]
    .filter(Boolean)
    .join('\n\n')
}

export const builtInAssistant: Assistant = {
  name: 'built-in',
  async reply(input, signal) {
    signal?.throwIfAborted()
    return builtInReply(input)
  },
}
