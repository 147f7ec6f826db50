import { QUESTION } from '@/features/chat/assistant/builtin/patterns'
import type { Knowledge } from '@/features/chat/assistant/types'

const STOP = new Set(
  `the and for you your our are was were has have had does did can could should would will what how
  when why where who which this that these those with about from into out not any some get got there
  their them they its just also need want like know tell please thanks been being than then very
  really much many yes`.split(/\s+/),
)
/** Words nearly every message here has: they count for little. */
const DOMAIN = new Set(['log', 'hom', 'hous', 'cabin', 'wood'])

function stem(word: string): string {
  let w = word
  for (const suffix of ['ations', 'ation', 'ions', 'ion', 'ing', 'ed', 's']) {
    if (
      w.endsWith(suffix) &&
      w.length - suffix.length >= 3 &&
      !(suffix === 's' && w.endsWith('ss'))
    ) {
      w = w.slice(0, -suffix.length)
      break
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w
}

function terms(text: string): Set<string> {
  const words = text.toLowerCase().split(/[^a-z]+/)
  return new Set(words.filter((w) => w.length >= 3 && !STOP.has(w)).map(stem))
}

const weight = (term: string) => (DOMAIN.has(term) ? 0.3 : 1)

/** The FAQ whose question shares at least half its weight of terms with the message. */
export function matchFaq(message: string, knowledge: Knowledge) {
  if (!QUESTION.test(message)) return undefined
  const said = terms(message)
  let best: { faq: Knowledge['faqs'][number]; score: number } | undefined
  for (const faq of knowledge.faqs) {
    const asked = [...terms(faq.question)]
    const total = asked.reduce((sum, term) => sum + weight(term), 0)
    const shared = asked.filter((term) => said.has(term))
    if (!total || !shared.some((term) => !DOMAIN.has(term))) continue
    const score = shared.reduce((sum, term) => sum + weight(term), 0) / total
    if (score >= 0.5 && (!best || score > best.score)) best = { faq, score }
  }
  return best?.faq
}

/** The service the message names: its whole title (3) and its keywords (1 each); 2 or more. */
export function matchService(message: string, knowledge: Knowledge) {
  const said = terms(message)
  let best: { service: Knowledge['services'][number]; score: number } | undefined
  for (const service of knowledge.services) {
    const title = [...terms(service.title)].filter((term) => !DOMAIN.has(term))
    let score = title.length && title.every((term) => said.has(term)) ? 3 : 0
    const keywords = new Set(
      service.keywords
        .map((k) => stem(k.toLowerCase()))
        .filter((k) => k.length >= 3 && !DOMAIN.has(k)),
    )
    for (const keyword of keywords) if (said.has(keyword)) score += 1
    if (score >= 2 && (!best || score > best.score)) best = { service, score }
  }
  return best?.service
}

/** The first sentence of a summary, at most about 220 characters. */
export function firstSentence(text: string): string {
  const sentence = text.trim().match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text.trim()
  return sentence.length > 220 ? `${sentence.slice(0, 217).replace(/\s+\S*$/, '')}...` : sentence
}
