import {
  extractFromAssistantReply,
  extractFromUserText,
  hasContact,
  type LeadInfo,
  mergeLeadInfo,
} from '@/features/chat/assistant/extract'
import type { WorkType } from '@/features/leads/domain'
import type {
  Assistant,
  AssistantInput,
  ChatFile,
  ChatTurn,
  Knowledge,
} from '@/features/chat/assistant/types'
import {
  estimateCost,
  formatDollars,
  formatRate,
  PRICING,
  type ServiceType,
} from '@/features/estimate/pricing'

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
 */

/** The price tier a kind of work is estimated at, unless the homeowner's words pick one. */
export const SERVICE_FOR_WORK: Record<WorkType, ServiceType> = {
  staining: 'basic',
  maintenance: 'basic',
  interior: 'basic',
  exterior: 'basic',
  general: 'basic',
  chinking: 'detailed',
  railing: 'detailed',
  deck: 'detailed',
  restoration: 'full',
  'media blasting': 'full',
}

/** Words that name a tier outright; the latest message that has one wins. */
const DIRECT_SERVICE: [ServiceType, RegExp][] = [
  ['new', /\bnew (?:construction|build)\b|\bbuilding a new\b|\bnew log (?:home|house|cabin)\b/i],
  ['full', /\bfull(?:[\s-]+(?:log|home|house))*[\s-]+restor/i],
  ['basic', /\bre-?coat/i],
]

const WORK_PHRASE: Record<WorkType, string> = {
  interior: 'interior work',
  exterior: 'exterior work',
  chinking: 'chinking',
  staining: 'staining',
  deck: 'deck work',
  railing: 'railing work',
  'media blasting': 'media blasting',
  restoration: 'restoration',
  maintenance: 'maintenance',
  general: 'this work',
}
const SERVICE_PHRASE: Record<ServiceType, string> = {
  basic: 'a recoat',
  detailed: 'detailed repairs',
  full: 'a full restoration',
  new: 'new construction',
}

type State = { info: LeadInfo; service?: ServiceType }
type Need = 'work' | 'area' | 'location' | 'contact'
const NEEDS: Need[] = ['work', 'area', 'location', 'contact']

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The longest area served that the text names, for "we're near Fairplay" without "CO". */
function areaIn(text: string, areas: string[]): string | undefined {
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
const contactAdded = (before: LeadInfo, after: LeadInfo) =>
  CONTACT_KEYS.some((key) => after[key] && after[key] !== before[key])

/**
 * The conversation replayed: what the homeowner has said before this message and with it, and how
 * often each thing was asked for. Asks for contact details count from the last message that gave
 * one, so a homeowner sending them bit by bit is asked for the rest.
 */
function replay(input: AssistantInput, history: ChatTurn[], message: string) {
  const { knowledge } = input
  const name = input.customerName?.trim()
  let state: State = { info: name ? { name } : {} }
  const asks: Record<Need, number> = { work: 0, area: 0, location: 0, contact: 0 }
  let lastReply = ''
  // As the chat panel does: once contact details were asked for, a bare name counts.
  let awaitingContact = false
  const add = (text: string) => {
    const next = withMessage(state, text, knowledge, awaitingContact && !state.info.name)
    if (contactAdded(state.info, next.info)) asks.contact = 0
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

const knowsWork = (state: State) =>
  Boolean(state.service || (state.info.workType && state.info.workType !== 'general'))

/** How the assistant asks for each thing, and how it recognises that it already asked. */
const ASKED: Record<Exclude<Need, 'contact'>, RegExp> = {
  work: /what kind of work/i,
  area: /how many square feet/i,
  location: /where is the home\b/i,
}
const askedIn = (reply: string, need: Need) =>
  need === 'contact'
    ? Boolean(extractFromAssistantReply(reply).awaitingContact)
    : ASKED[need].test(reply)

function askFor(need: Need, times: number, info: LeadInfo): string {
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

const count = (n: number, noun: string) => (n === 1 ? `the ${noun}` : n ? `the ${n} ${noun}s` : '')

function photoPart(files: ChatFile[]): string {
  const images = files.filter((file) => file.kind === 'image').length
  const videos = files.length - images
  const what = [count(images, 'photo'), count(videos, 'video')].filter(Boolean).join(' and ')
  return [
    `Thanks for ${what}! I can't judge ${videos ? 'photos or videos' : 'photos'} myself, so a log home specialist will review ${files.length === 1 ? 'it' : 'them'} personally. They'll look for:`,
    '',
    '- checking (cracks in the logs)',
    '- graying and a worn or failed finish',
    '- gaps where the seal between the logs has failed',
    '- soft spots or rot',
    '- hail marks',
  ].join('\n')
}

/** What a homeowner's description usually means; never names a work type. */
const SYMPTOMS: [RegExp, string][] = [
  [
    /\bgr[ae]y(?:ing|ed)?\b|\bfad(?:ed|ing)\b|\bbleach/i,
    'Graying usually means the sun has worn through the finish, and bare wood weathers quickly.',
  ],
  [
    /\bpeel|\bflak(?:e|es|ing)\b/i,
    'Peeling usually means the old finish has failed and has to come off before a new coat.',
  ],
  [
    /\bcrack(?:s|ed|ing)?\b|\bsplits?\b/i,
    'Cracks (called checks) are normal as logs dry, but upward-facing ones can let water in.',
  ],
  [
    /\brot\b|\brott(?:ed|ing|en)\b|\bsoft spots?\b|\bpunky\b|\bmushy\b/i,
    'Soft spots can mean rot, so the specialist will probe them on site.',
  ],
  [
    /\bdrafts?\b|\bdrafty\b|\bgaps?\b|\bair leaks?\b/i,
    'Drafts usually come from gaps where the seal between the logs has failed.',
  ],
  [/\bhail\b/i, 'Hail can dent the logs and chip the finish, which lets water in.'],
]

const INJECTION = [
  /\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|prompts?|rules|messages?|guidelines)\b/i,
  /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b|\byou are now\b|\b(?:pretend|act) (?:to be|as if|as)\b/i,
  /\byour (?:instructions|prompt|settings|configuration|config|rules|api key|source code)\b|\bthe (?:api key|source code|prompt)\b/i,
  /\b(?:other|previous|all|every) (?:customers?|visitors?|users?|clients?|people|leads?)\b.{0,40}\b(?:e-?mails?|phones?|numbers?|names?|address(?:es)?|data|info|details|contacts?|messages?|conversations?|chats?)\b/i,
  /\b(?:e-?mails?|phones?|numbers?|names?|address(?:es)?|data|details|contacts?|messages?|conversations?|chats?)\b.{0,30}\b(?:other|previous|all|every) (?:customers?|visitors?|users?|clients?|people|leads?)\b/i,
  /\b(?:print|reveal|show|dump|list|give me|tell me|repeat|output)\b.{0,30}(?:\b(?:prompt|api key|password|database)\b|\binstructions (?:you|above)\b)/i,
]

const WHENEVER = "Whenever you're ready"
const GREETING = /^\s*(?:hi|hello|hey|howdy|hiya|good (?:morning|afternoon|evening)|greetings)\b/i
const THANKS = /\b(?:thanks|thank you|thx|ty|appreciate it)\b/i
const AGREE =
  /^\s*(?:ok(?:ay)?|yes|yep|yeah|sure|sounds good|great|cool|alright|perfect)\b[\s.!]*$/i
const UNSURE = /\b(?:not sure|no idea|don'?t know|do not know|dunno|unsure|no clue)\b/i
const PRICE =
  /\b(?:cost|costs|price|prices|pricing|how much|estimate|quote|ballpark|charge|rates?)\b/i
const QUESTION =
  /\?|^\s*(?:how|what|when|why|where|who|which|do|does|did|can|could|should|would|will|is|are)\b/i
const BUSINESS_CONTACT =
  /\b(?:your|the) (?:phone|number|e-?mail|hours|office)\b|\bhow (?:can|do) i (?:reach|contact|call)\b|\bare you open\b|\bcall you\b/i
const AREAS =
  /\bservice areas?\b|\bwhere do you (?:work|serve)\b|\bdo you (?:serve|cover|work in|come to|travel)\b|\bwhat areas\b/i

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
function matchFaq(message: string, knowledge: Knowledge) {
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
function matchService(message: string, knowledge: Knowledge) {
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
function firstSentence(text: string): string {
  const sentence = text.trim().match(/^.+?[.!?](?=\s|$)/)?.[0] ?? text.trim()
  return sentence.length > 220 ? `${sentence.slice(0, 217).replace(/\s+\S*$/, '')}...` : sentence
}

const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

const sqft = (feet: number) => `${feet.toLocaleString('en-US')} sq ft`
const roundTo = (amount: number, step: number) => Math.round(amount / step) * step

function estimatePart(state: State, service: ServiceType, feet: number): string {
  const amount = estimateCost(service, feet)
  const { label, rate } = PRICING[service]
  const work = state.service
    ? SERVICE_PHRASE[state.service]
    : state.info.workType && state.info.workType !== 'general'
      ? WORK_PHRASE[state.info.workType]
      : undefined
  const lead = work ? `For **${work}** on ${sqft(feet)}` : `At our lowest rate, ${sqft(feet)}`
  const step = amount >= 1000 ? 100 : 10
  const low = roundTo(amount * 0.85, step)
  const high = roundTo(amount * 1.15, step)
  return [
    `${lead}, my estimate is **${formatDollars(amount)}** (${sqft(feet)} × ${formatRate(rate)} per sq ft, ${label}).`,
    `${low < high ? `Projects like this usually land between ${formatDollars(low)} and ${formatDollars(high)}. ` : ''}It's a ballpark: an on-site inspection decides the final price.`,
  ].join('\n\n')
}

function locationPart(location: string, knowledge: Knowledge): string {
  const place = location.split(',')[0].trim()
  const served = knowledge.business.areas.some((area) => {
    const name = area.trim().toLowerCase()
    return name === place.toLowerCase() || name.replace(/\s+county$/, '') === place.toLowerCase()
  })
  return served
    ? `Good news: ${place} is in our service area.`
    : `Thanks. ${place} isn't on our list of areas, but the specialist will let you know whether our crews can travel there.`
}

/** The history without the new message, when the page already added it. */
function previousTurns(history: ChatTurn[], message: string): ChatTurn[] {
  const last = history.at(-1)
  return last?.role === 'user' && last.content.trim() === message ? history.slice(0, -1) : history
}

export function builtInReply(input: AssistantInput): string {
  const { knowledge, files } = input
  const { business } = knowledge
  const message = input.message.trim()
  const history = previousTurns(input.history, message)
  const replies = history.filter((turn) => turn.role === 'assistant').map((turn) => turn.content)
  const { before, now, asks, lastReply } = replay(input, history, message)
  const { info } = now
  const asked = (need: Need) => asks[need]
  const alreadySaid = (text: string) => replies.some((reply) => reply.includes(text))

  const service =
    now.service ??
    (info.workType && info.workType !== 'general' ? SERVICE_FOR_WORK[info.workType] : undefined) ??
    (asked('work') >= 2 ? 'basic' : undefined)

  const needs: [Need, boolean][] = [
    ['work', !knowsWork(now)],
    ['area', !info.squareFootage],
    ['location', !info.location],
    ['contact', !hasContact(info)],
  ]
  const next = needs.find(([need, missing]) => missing && asked(need) < 2)?.[0]
  const question = next ? askFor(next, asked(next), info) : undefined

  // Instructions in a message are never followed, and nothing but this conversation is known.
  if (INJECTION.some((pattern) => pattern.test(message))) {
    return [
      "Sorry, I can't help with that. I can't share how I'm set up, and I know nothing about other visitors: only our public website and this conversation.",
      `I'm glad to help with your log home, though. ${question ?? 'What would you like to know?'}`,
    ].join('\n\n')
  }

  const parts: string[] = []
  let answered = false
  // "Hi, I'm Jane" is answered by "Nice to meet you" below.
  if (GREETING.test(message) && info.name === before.info.name) {
    parts.push(
      info.name
        ? `Hi, ${info.name.split(' ')[0]}!`
        : 'Hi there! I can help you figure out what your log home needs and give you a ballpark price.',
    )
  }
  if (files.length) {
    parts.push(photoPart(files))
    answered = true
  }

  const tips = SYMPTOMS.filter(([pattern, tip]) => pattern.test(message) && !alreadySaid(tip))
  if (tips.length) {
    parts.push(
      tips
        .slice(0, 2)
        .map(([, tip]) => tip)
        .join(' '),
    )
    answered = true
  }

  const newContact = hasContact(info) && !hasContact(before.info)
  if (newContact) {
    const photos = files.length > 0 || history.some((turn) => turn.files?.length)
    parts.push(
      `Thank you, ${info.name?.split(' ')[0]}! A log home specialist will contact you within 24-48 hours${photos ? ', review your photos' : ''} and set up an on-site inspection.`,
    )
    answered = true
  } else if (!hasContact(info)) {
    const learned = (['name', 'email', 'phone'] as const).filter(
      (key) => info[key] && info[key] !== before.info[key],
    )
    if (learned.includes('name')) parts.push(`Nice to meet you, ${info.name?.split(' ')[0]}!`)
    else if (learned.length) parts.push('Thanks, I have noted that.')
    if (learned.length) answered = true
  }

  const amount = service && info.squareFootage ? estimateCost(service, info.squareFootage) : 0
  // Given once for each figure, and again when asked ("what was the price again?").
  const askedPrice = PRICE.test(message) && QUESTION.test(message)
  const giveEstimate = amount > 0 && (!alreadySaid(formatDollars(amount)) || askedPrice)
  const workLearned =
    knowsWork(now) &&
    (info.workType !== before.info.workType || now.service !== before.service) &&
    !giveEstimate
  const faq = matchFaq(message, knowledge)
  const named = faq ? undefined : matchService(message, knowledge)
  const link = named ? `/services/${named.slug}` : ''
  const showService = named && !alreadySaid(`](${link})`)

  if (workLearned && !faq) {
    const work = now.service ? SERVICE_PHRASE[now.service] : WORK_PHRASE[info.workType ?? 'general']
    parts.push(`Got it: **${work}**.`)
    answered = true
  }
  if (info.propertyAge && info.propertyAge !== before.info.propertyAge) {
    parts.push(`Good to know the home is ${info.propertyAge} years old.`)
    answered = true
  }
  if (info.location && info.location !== before.info.location) {
    parts.push(locationPart(info.location, knowledge))
    answered = true
  }
  // The answer to a question comes first, unless it has a dollar amount: the estimate must be the
  // reply's first one.
  const faqPart = faq ? `From our FAQ, **${faq.question.trim()}**\n\n${quote(faq.answer)}` : ''
  const faqFirst = faq && !faq.answer.includes('$')
  if (faqFirst) parts.push(faqPart)
  if (giveEstimate && service && info.squareFootage) {
    parts.push(estimatePart(now, service, info.squareFootage))
  } else if (info.squareFootage && info.squareFootage !== before.info.squareFootage) {
    parts.push(`Thanks, ${sqft(info.squareFootage)} noted.`)
  }
  if (faq && !faqFirst) parts.push(faqPart)
  if (!faq && showService && named) {
    parts.push(`**[${named.title}](${link})**: ${firstSentence(named.summary)}`)
  }
  if (faq || showService || giveEstimate || info.squareFootage !== before.info.squareFootage) {
    answered = true
  }

  const toldContact = BUSINESS_CONTACT.test(message)
  if (toldContact) {
    parts.push(
      `You can call us at ${business.phone} or e-mail ${business.email}.${business.hours ? ` Hours: ${business.hours}.` : ''}`,
    )
    answered = true
  }
  if (AREAS.test(message)) {
    const area = areaIn(message, business.areas)
    const placeSaid =
      info.location !== before.info.location && info.location?.startsWith(`${area},`)
    if (!placeSaid) {
      parts.push(
        area ? `Yes, ${area} is in our service area.` : `We work in ${business.areas.join(', ')}.`,
      )
    }
    answered = true
  }
  if (PRICE.test(message) && !amount) {
    const missing = [
      service ? '' : 'what work you have in mind',
      info.squareFootage ? '' : 'roughly how many square feet it covers',
    ].filter(Boolean)
    parts.push(`I can give you a ballpark as soon as I know ${missing.join(' and ')}.`)
    answered = true
  }

  if (!answered) {
    const unanswered = NEEDS.find((need) => askedIn(lastReply, need))
    if (!message) parts.push('It looks like that message came through empty.')
    else if (UNSURE.test(message)) {
      parts.push(
        unanswered && unanswered === next
          ? 'No problem, a rough guess is fine.'
          : unanswered === 'area'
            ? 'No problem, the specialist will measure on site.'
            : 'No problem, the specialist will sort that out with you.',
      )
    } else if (THANKS.test(message)) parts.push("You're welcome!")
    else if (AGREE.test(message)) parts.push('Great.')
    else if (!GREETING.test(message)) {
      parts.push(
        "I'm here to help with log homes: their care, our services and a ballpark price for your project.",
      )
    }
  }

  if (question) parts.push(question)
  else if (!hasContact(info) && !toldContact && !lastReply.includes(WHENEVER)) {
    parts.push(`${WHENEVER}, you can call us at ${business.phone} or e-mail ${business.email}.`)
  } else if (!answered) {
    parts.push('Anything else I can help with?')
  }
  return parts.filter(Boolean).join('\n\n')
}

export const builtInAssistant: Assistant = {
  name: 'built-in',
  async reply(input, signal) {
    signal?.throwIfAborted()
    return builtInReply(input)
  },
}
