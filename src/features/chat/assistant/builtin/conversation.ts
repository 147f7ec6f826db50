import {
  extractFromAssistantReply,
  extractFromUserText,
  type LeadInfo,
  mergeLeadInfo,
} from '@/features/chat/assistant/extract'
import {
  DIRECT_SERVICE,
  NEEDS,
  type Need,
  type State,
} from '@/features/chat/assistant/builtin/tables'
import type { AssistantInput, ChatTurn, Knowledge } from '@/features/chat/assistant/types'

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The longest area served that the text names, for "we're near Fairplay" without "CO". */
export function areaIn(text: string, areas: string[]): string | undefined {
  return areas
    .filter((area) => area.trim().length > 2)
    .sort((a, b) => b.length - a.length)
    .find((area) => new RegExp(`\\b${escapeRegExp(area.trim())}\\b`, 'i').test(text))
}

/** The state after one more message from the homeowner. */
function withMessage(state: State, text: string, knowledge: Knowledge, awaitingName: boolean) {
  const found = extractFromUserText(text, { awaitingName })
  // A bare town we serve ("near Fairplay") counts until a place is known.
  if (!found.location && !state.info.location) {
    const area = areaIn(text, knowledge.business.areas)
    if (area) found.location = `${area}, CO`
  }
  const service = DIRECT_SERVICE.find(([, pattern]) => pattern.test(text))?.[0] ?? state.service
  return { info: mergeLeadInfo(state.info, found), service }
}

const CONTACT_KEYS = ['name', 'email', 'phone'] as const
/** The contact details a message gave or changed. */
export const contactLearned = (before: LeadInfo, after: LeadInfo) =>
  CONTACT_KEYS.filter((key) => after[key] && after[key] !== before[key])

/**
 * The conversation replayed: what the homeowner has said before this message and with it, and how
 * often each thing was asked for. Asks for contact details count from the last message that gave
 * one, so a homeowner sending them bit by bit is asked for the rest.
 */
export function replay(input: AssistantInput, history: ChatTurn[], message: string) {
  const { knowledge } = input
  const name = input.customerName?.trim()
  let state: State = { info: name ? { name } : {} }
  const asks: Record<Need, number> = { work: 0, area: 0, location: 0, contact: 0 }
  let lastReply = ''
  // As the chat panel does: once contact details were asked for, a bare name counts.
  let awaitingContact = false
  const add = (text: string) => {
    const next = withMessage(state, text, knowledge, awaitingContact && !state.info.name)
    if (contactLearned(state.info, next.info).length) asks.contact = 0
    return next
  }
  for (const turn of history) {
    if (turn.role === 'user') {
      state = add(turn.content)
      continue
    }
    lastReply = turn.content
    for (const need of NEEDS) if (askedIn(turn.content, need)) asks[need] += 1
    awaitingContact ||= askedIn(turn.content, 'contact')
  }
  const before = state
  const now = add(message)
  return { before, now, asks, lastReply }
}

export const knowsWork = (state: State) =>
  Boolean(state.service || (state.info.workType && state.info.workType !== 'general'))

/** How the assistant asks for each thing, and how it recognises that it already asked. */
const ASKED: Record<Exclude<Need, 'contact'>, RegExp> = {
  work: /what kind of work/i,
  area: /how many square feet/i,
  location: /where is the home\b/i,
}
export const askedIn = (reply: string, need: Need) =>
  need === 'contact'
    ? Boolean(extractFromAssistantReply(reply).awaitingContact)
    : ASKED[need].test(reply)

export function askFor(need: Need, times: number, info: LeadInfo): string {
  if (need === 'work') {
    return times === 0
      ? "What kind of work do you have in mind? Or just tell me what's bothering you about the logs."
      : "What kind of work do you have in mind? If you're not sure, describe what you see (fading color, peeling, cracks, soft spots or drafts) and the specialist will recommend the right work."
  }
  if (need === 'area') {
    return times === 0
      ? 'Roughly how many square feet of log surface are we talking about? A rough guess is fine.'
      : 'Roughly how many square feet of log surface are we talking about? Add up the length of the log walls and multiply by their height, or use the floor area as a starting point.'
  }
  if (need === 'location') return 'Where is the home? The town is enough.'
  const missing = [
    info.name ? '' : 'name',
    info.email ? '' : 'e-mail',
    info.phone ? '' : 'phone number',
  ].filter(Boolean)
  const list =
    missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]
  return `A specialist can confirm all of this on site. Could I get your ${list} so we can set that up?`
}

/** The history without the new message, when the page already added it. */
export function previousTurns(history: ChatTurn[], message: string): ChatTurn[] {
  const last = history.at(-1)
  return last?.role === 'user' && last.content.trim() === message ? history.slice(0, -1) : history
}
