import { hasContact } from '@/features/chat/assistant/extract'
import type { ReplyContext } from '@/features/chat/assistant/builtin/context'
import {
  areaIn,
  askedIn,
  contactLearned,
  knowsWork,
} from '@/features/chat/assistant/builtin/conversation'
import { firstSentence, matchService } from '@/features/chat/assistant/builtin/match'
import {
  AGREE,
  AREAS,
  BUSINESS_CONTACT,
  GREETING,
  PRICE,
  SIZE_SAID,
  SYMPTOMS,
  THANKS,
  UNSURE,
  WHENEVER,
} from '@/features/chat/assistant/builtin/patterns'
import {
  estimatePart,
  locationPart,
  photoPart,
  quote,
  sqft,
  unusableSize,
} from '@/features/chat/assistant/builtin/phrases'
import { extractFromUserText } from '@/features/chat/assistant/extract'
import { NEEDS, SERVICE_PHRASE, WORK_PHRASE } from '@/features/chat/assistant/builtin/tables'

/**
 * One part of a reply: what it says (may be empty), and whether it answers the message. When no
 * part answers, the reply says why it has nothing to add (see `fallback`).
 */
export type Part = { text: string; answers: boolean }
export type PartOf = (context: ReplyContext) => Part | undefined

const answer = (text: string): Part => ({ text, answers: true })
const firstName = (name?: string) => name?.split(' ')[0]

/** "Hi" back, unless the message also gave a name ("Hi, I'm Jane" is answered by `contact`). */
export const greeting: PartOf = ({ message, info, before }) => {
  if (!GREETING.test(message) || info.name !== before.info.name) return undefined
  const text = info.name
    ? `Hi, ${firstName(info.name)}!`
    : 'Hi there! I can help you figure out what your log home needs and give you a ballpark price.'
  return { text, answers: false }
}

export const photos: PartOf = ({ files }) => (files.length ? answer(photoPart(files)) : undefined)

/** What the signs the homeowner describes usually mean; at most two, each said once. */
export const symptoms: PartOf = ({ message, alreadySaid }) => {
  const tips = SYMPTOMS.filter(([pattern, tip]) => pattern.test(message) && !alreadySaid(tip))
  if (!tips.length) return undefined
  return answer(
    tips
      .slice(0, 2)
      .map(([, tip]) => tip)
      .join(' '),
  )
}

/** Thanks once name, e-mail and phone are all known; until then, each detail acknowledged. */
export const contact: PartOf = ({ info, before, files, history }) => {
  if (hasContact(info)) {
    if (hasContact(before.info)) return undefined
    const photos = files.length > 0 || history.some((turn) => turn.files?.length)
    return answer(
      `Thank you, ${firstName(info.name)}! A log home specialist will contact you within 24-48 hours${photos ? ', review your photos' : ''} and set up an on-site inspection.`,
    )
  }
  const learned = contactLearned(before.info, info)
  if (learned.includes('name')) return answer(`Nice to meet you, ${firstName(info.name)}!`)
  if (learned.length) return answer('Thanks, I have noted that.')
  return undefined
}

/** The work, when this message named it and no estimate or FAQ answer follows. */
export const work: PartOf = ({ now, info, before, giveEstimate, faq }) => {
  const changed = info.workType !== before.info.workType || now.service !== before.service
  if (!knowsWork(now) || !changed || giveEstimate || faq) return undefined
  const work = now.service ? SERVICE_PHRASE[now.service] : WORK_PHRASE[info.workType ?? 'general']
  return answer(`Got it: **${work}**.`)
}

export const age: PartOf = ({ info, before }) =>
  info.propertyAge && info.propertyAge !== before.info.propertyAge
    ? answer(`Good to know the home is ${info.propertyAge} years old.`)
    : undefined

export const location: PartOf = ({ info, before, knowledge }) =>
  info.location && info.location !== before.info.location
    ? answer(locationPart(info.location, knowledge))
    : undefined

/**
 * A size in this message that cannot be used (negative, zero, more than any log home), answered
 * with why; the area known before, if any, stays.
 */
export const badSize: PartOf = ({ message }) => {
  if (extractFromUserText(message).squareFootage) return undefined
  for (const match of message.matchAll(SIZE_SAID)) {
    const why = unusableSize(Boolean(match[1]), Number(match[2].replace(/,/g, '')), match[2])
    if (why) return answer(why)
  }
  return undefined
}

/** The estimate for each new figure (and again when asked), or the area noted until one can be given. */
export const estimate: PartOf = ({ giveEstimate, service, strip, info, before, now, business }) => {
  const feet = info.squareFootage
  if (giveEstimate && service && feet) {
    return answer(estimatePart(now, service, feet, { strip, minimum: business.minimumJob }))
  }
  if (feet === before.info.squareFootage) return undefined
  return answer(feet ? `Thanks, ${sqft(feet)} noted.` : '')
}

const faqAnswer: PartOf = ({ faq }) =>
  faq ? answer(`From our FAQ, **${faq.question.trim()}**\n\n${quote(faq.answer)}`) : undefined
/**
 * The answer to a question comes before the estimate, unless it has a dollar amount: the estimate
 * must be the reply's first one (the chat panel reads it from the reply).
 */
export const faqBeforeEstimate: PartOf = (context) =>
  context.faq && !context.faq.answer.includes('$') ? faqAnswer(context) : undefined
export const faqAfterEstimate: PartOf = (context) =>
  context.faq?.answer.includes('$') ? faqAnswer(context) : undefined

/** A link to the service the message names, once per conversation; not beside an FAQ answer. */
export const serviceLink: PartOf = ({ faq, message, knowledge, alreadySaid }) => {
  const named = faq ? undefined : matchService(message, knowledge)
  const link = named ? `/services/${named.slug}` : ''
  if (!named || alreadySaid(`](${link})`)) return undefined
  return answer(`**[${named.title}](${link})**: ${firstSentence(named.summary)}`)
}

export const businessContact: PartOf = ({ message, business }) =>
  BUSINESS_CONTACT.test(message)
    ? answer(
        `You can call us at ${business.phone} or e-mail ${business.email}.${business.hours ? ` Hours: ${business.hours}.` : ''}`,
      )
    : undefined

/** Where the crews work, or whether they work in the place named (unless `location` just said so). */
export const serviceAreas: PartOf = ({ message, business, info, before }) => {
  if (!AREAS.test(message)) return undefined
  const area = areaIn(message, business.areas)
  const placeSaid = info.location !== before.info.location && info.location?.startsWith(`${area},`)
  if (placeSaid) return answer('')
  return answer(
    area ? `Yes, ${area} is in our service area.` : `We work in ${business.areas.join(', ')}.`,
  )
}

/** Asked for a price before one can be given: what is still needed for it. */
export const priceNeeds: PartOf = ({ message, amount, service, info }) => {
  if (!PRICE.test(message) || amount) return undefined
  const missing = [
    service ? '' : 'what work you have in mind',
    info.squareFootage ? '' : 'roughly how many square feet it covers',
  ].filter(Boolean)
  return answer(`I can give you a ballpark as soon as I know ${missing.join(' and ')}.`)
}

/** A message no part answered: empty, unsure, thanks, agreement, or off the subject. */
export function fallback({ message, lastReply, next }: ReplyContext): string {
  if (!message) return 'It looks like that message came through empty.'
  if (UNSURE.test(message)) {
    const unanswered = NEEDS.find((need) => askedIn(lastReply, need))
    if (unanswered && unanswered === next) return 'No problem, a rough guess is fine.'
    return unanswered === 'area'
      ? 'No problem, the specialist will measure on site.'
      : 'No problem, the specialist will sort that out with you.'
  }
  if (THANKS.test(message)) return "You're welcome!"
  if (AGREE.test(message)) return 'Great.'
  if (GREETING.test(message)) return ''
  return "I'm here to help with log homes: their care, our services and a ballpark price for your project."
}

/** The reply's last line: the next question, else how to reach the office (once), else an offer. */
export function closing(context: ReplyContext, answered: boolean): string {
  const { question, info, message, lastReply, business } = context
  if (question) return question
  if (!hasContact(info) && !BUSINESS_CONTACT.test(message) && !lastReply.includes(WHENEVER)) {
    return `${WHENEVER}, you can call us at ${business.phone} or e-mail ${business.email}.`
  }
  return answered ? '' : 'Anything else I can help with?'
}

/** Instructions in a message are never followed, and nothing but this conversation is known. */
export function refusal({ question }: ReplyContext): string {
  return [
    "Sorry, I can't help with that. I can't share how I'm set up, and I know nothing about other visitors: only our public website and this conversation.",
    `I'm glad to help with your log home, though. ${question ?? 'What would you like to know?'}`,
  ].join('\n\n')
}
