import { hasContact } from '@/features/chat/assistant/extract'
import {
  askFor,
  knowsWork,
  previousTurns,
  replay,
} from '@/features/chat/assistant/builtin/conversation'
import { matchFaq } from '@/features/chat/assistant/builtin/match'
import { PEELING, PRICE, QUESTION } from '@/features/chat/assistant/builtin/patterns'
import { SERVICE_FOR_WORK, type Need, type State } from '@/features/chat/assistant/builtin/tables'
import type { AssistantInput, ChatTurn } from '@/features/chat/assistant/types'
import { estimateCost, formatDollars, type ServiceType } from '@/features/estimate/pricing'

/**
 * The price tier the homeowner's words point to: the one they named, the full restoration tier
 * once they said the finish peels, or the usual tier for the work they described; undefined while
 * the work is unknown.
 */
function wordedService(history: ChatTurn[], message: string, now: State) {
  // Peeling means the old finish has to come off: the advice says so, and the price is stripping
  // and refinishing (the full restoration tier), not a recoat over it.
  const strip =
    now.service !== 'new' &&
    [...history.filter((turn) => turn.role === 'user').map((turn) => turn.content), message].some(
      (text) => PEELING.test(text),
    )
  const { workType } = now.info
  const service: ServiceType | undefined = strip
    ? 'full'
    : (now.service ?? (workType && workType !== 'general' ? SERVICE_FOR_WORK[workType] : undefined))
  return { strip, service }
}

/**
 * The tier the homeowner's words point to so far, for figures that name none (see
 * assistant/prices): the tier the built-in assistant would price, without its guess after asking
 * twice.
 */
export function homeownerService(input: AssistantInput): ServiceType | undefined {
  const message = input.message.trim()
  const history = previousTurns(input.history, message)
  return wordedService(history, message, replay(input, history, message).now).service
}

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

  const { strip, service: worded } = wordedService(history, message, now)
  // The work still unknown after asking twice: the lowest rate, said to be an assumption.
  const service = worded ?? (asks.work >= 2 ? 'basic' : undefined)

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
