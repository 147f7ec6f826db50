import { hasContact } from '@/features/chat/assistant/extract'
import {
  askFor,
  knowsWork,
  previousTurns,
  replay,
} from '@/features/chat/assistant/builtin/conversation'
import { matchFaq } from '@/features/chat/assistant/builtin/match'
import { PEELING, PRICE, QUESTION } from '@/features/chat/assistant/builtin/patterns'
import { SERVICE_FOR_WORK, type Need } from '@/features/chat/assistant/builtin/tables'
import type { AssistantInput } from '@/features/chat/assistant/types'
import { estimateCost, formatDollars } from '@/features/estimate/pricing'

/** What every part of a reply may look at: the conversation replayed and what follows from it. */
export type ReplyContext = ReturnType<typeof replyContext>

export function replyContext(input: AssistantInput) {
  const { knowledge, files } = input
  const message = input.message.trim()
  const history = previousTurns(input.history, message)
  const replies = history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content)
  const { before, now, asks, lastReply } = replay(input, history, message)
  const { info } = now
  const alreadySaid = (text: string) => replies.some((reply) => reply.includes(text))

  // Peeling means the old finish has to come off: the advice says so, and the price is stripping
  // and refinishing (the full restoration tier), not a recoat over it.
  const strip =
    now.service !== 'new' &&
    [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message].some(
      (text) => PEELING.test(text),
    )
  const service = strip
    ? 'full'
    : (now.service ??
      (info.workType && info.workType !== 'general'
        ? SERVICE_FOR_WORK[info.workType]
        : undefined) ??
      (asks.work >= 2 ? 'basic' : undefined))

  const needs: [Need, boolean][] = [
    ['work', !knowsWork(now)],
    ['area', !info.squareFootage],
    ['location', !info.location],
    ['contact', !hasContact(info)],
  ]
  const next = needs.find(([need, missing]) => missing && asks[need] < 2)?.[0]
  const question = next ? askFor(next, asks[next], info) : undefined

  const amount = service && info.squareFootage ? estimateCost(service, info.squareFootage) : 0
  // Given once for each figure, and again when asked ("what was the price again?").
  const askedPrice = PRICE.test(message) && QUESTION.test(message)
  const giveEstimate = amount > 0 && (!alreadySaid(formatDollars(amount)) || askedPrice)

  return {
    knowledge,
    business: knowledge.business,
    files,
    message,
    history,
    /** What was known before this message, and with it. */
    before,
    now,
    info,
    lastReply,
    alreadySaid,
    /** The price tier to estimate at, once the work is known (or after asking twice). */
    service,
    /** The finish is peeling: the estimate is for stripping and refinishing. */
    strip,
    /** What to ask for next, and how. */
    next,
    question,
    amount,
    giveEstimate,
    faq: matchFaq(message, knowledge),
  }
}
