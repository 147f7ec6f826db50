/**
 * Lead info read from a chat (spec sections 4 and 5): what the homeowner typed and what the
 * assistant answered. Pure and small: the chat panel runs it in the browser and the built-in
 * assistant on the server. No lookbehind in the patterns (older Safari cannot parse it).
 */
import type { WorkType } from '@/features/leads/domain'

export type LeadInfo = {
  name?: string
  email?: string
  /** Normalised to `(719) 555-0142`. */
  phone?: string
  /** 'City, CO'. */
  location?: string
  workType?: WorkType
  awaitingContact?: boolean
  aiEstimate?: number
  inspectionReport?: string
  squareFootage?: number
  propertyAge?: number
}

/**
 * Work-type keywords, most specific trade first: in a homeowner's message the first type in this
 * order wins ("restore the deck" is deck work). 'general' is never a keyword: see GENERAL.
 */
const WORK_KEYWORDS: [WorkType, RegExp][] = [
  [
    'media blasting',
    /\bmedia[\s-]?blast|\b(?:sand|soda)[\s-]?blast|\bcorn[\s-]?cobs?\b|\bblast(?:ed|ing)\b/i,
  ],
  ['chinking', /\bchink(?:s|ed|ing)?\b|\bcaulk/i],
  ['railing', /\b(?:hand)?rails?\b|\b(?:hand)?railings?\b|\bbalusters?\b|\bbanisters?\b/i],
  ['deck', /\bdecks?\b|\bdecking\b|\bporch(?:es)?\b/i],
  ['staining', /\b(?:re-?)?stain(?:s|ed|ing)?\b|\bre-?coat/i],
  ['restoration', /\brestor(?:e|es|ed|ing|ation|ations)\b/i],
  ['maintenance', /\bmaint(?:ain|ains|ained|aining|enance)\b/i],
  // "inside"/"outside" only about the house: not "outside Denver" or "inside a week".
  ['interior', /\binterior\b|\bthe inside\b|\binside (?:logs?|walls?)\b/i],
  ['exterior', /\bexterior\b|\bthe outside\b|\boutside (?:logs?|walls?)\b/i],
]
/** A homeowner asking for work without naming any: 'general', which never replaces a named type. */
const GENERAL =
  /\b(?:quotes?|estimates?|prices?|pricing|costs?|repairs?|fix|work (?:done|needed)|inspect(?:ion)?|help with)\b/i

/** Priority (user text) or first mention (a reply leads with its topic). */
function workTypeIn(text: string, byPosition: boolean): WorkType | undefined {
  let best: { type: WorkType; at: number } | undefined
  for (const [type, pattern] of WORK_KEYWORDS) {
    const match = pattern.exec(text)
    if (!match) continue
    if (!byPosition) return type
    if (!best || match.index < best.at) best = { type, at: match.index }
  }
  return best?.type
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z0-9-])/

/**
 * 10 digits, or 11 starting with 1, with spaces, dots, dashes, parentheses or +1 between. A run
 * that continues into more digits, or is a dollar amount or an area, is not a phone.
 */
const PHONE =
  /(?:\+?1[\s.-]{0,2})?(?:\(\d{3}\)|\d{3})[\s.-]{0,2}\d{3}[\s.-]{0,2}\d{4}(?![\s.,-]?\d|\s*(?:sq|square|sf|ft|feet|foot|dollars?)\b)/g
/** What may not come right before a number: a letter, digit or $, or a digit and one separator. */
const GLUED_BEFORE = /(?:[\p{L}\d$.]|\d[\s.,-])$/u

function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE)) {
    if (GLUED_BEFORE.test(text.slice(0, match.index))) continue
    const digits = match[0].replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
  }
}

const WORD = String.raw`\p{L}[\p{L}'’-]*`
const MY_NAME = new RegExp(String.raw`\bmy name(?:'s|’s| is)\s+(${WORD}(?:\s+${WORD}){0,2})`, 'giu')
/** "I'm"/"I am"/"this is" must be followed by capitalised words: not "I'm worried". */
const INTRO = new RegExp(
  String.raw`(?:^|[^\p{L}'’])(?:[Ii]['’]?m|[Ii] am|[Tt]his is)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})`,
  'gu',
)
/** Words that end a name, or show that "I'm X" is not one. */
const NOT_NAME = new Set(
  `a an the my our your his her their its it this that these not so just also very really still
  only here there in at on from near by with for of to and or but is am be i im me we you he she
  they looking interested hoping trying wondering thinking curious planning calling writing sending
  asking reaching located based living getting going glad happy sure ready new sorry fine good
  great ok okay concerned considering worried afraid about currently definitely probably actually
  retired married homeowner owner buying selling building renovating remodeling restoring moving
  colorado co log home house cabin what how why when where who yes no hi hello hey thanks thank
  please email e-mail mail phone cell mobile number name call text reach sure maybe later nope nah
  none nothing idk cool perfect awesome sounds alright yep yeah`.split(/\s+/),
)

const titleCase = (word: string) =>
  word === word.toLowerCase() || word === word.toUpperCase()
    ? word
        .toLowerCase()
        .replace(
          /(^|[-'’])(\p{L})/gu,
          (_, mark: string, letter: string) => mark + letter.toUpperCase(),
        )
    : word

/** The words of a candidate up to the first one that cannot be part of a name. */
function nameFrom(words: string): string | undefined {
  const kept: string[] = []
  for (const word of words.split(/\s+/)) {
    if (NOT_NAME.has(word.toLowerCase().replace(/['’]/g, ''))) break
    kept.push(word)
  }
  if (!kept.length || kept[0].length < 2) return undefined
  return kept.map(titleCase).join(' ')
}

/**
 * Right after a request for contact details, a message that starts with just a name: "Jane Doe",
 * "jane doe, jane@example.com", "Bob Smith here".
 */
function bareName(text: string): string | undefined {
  const first = text.trim().split(/\s*[,;\n]\s*|\s+-\s+/)[0]
  if (!/^[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}$/u.test(first) || workTypeIn(first, false)) return
  const words = first.split(/\s+/)
  const name = nameFrom(first)
  const rest = words.slice(name?.split(' ').length ?? 0)
  if (name && words.length - rest.length <= 3 && rest.every((word) => /^here$/i.test(word))) {
    return name
  }
}

function findName(text: string, awaitingName: boolean): string | undefined {
  for (const match of text.matchAll(MY_NAME)) {
    const name = nameFrom(match[1])
    if (name) return name
  }
  for (const match of text.matchAll(INTRO)) {
    // "This is Fairplay, CO" is a place.
    const after = text.slice((match.index ?? 0) + match[0].length)
    if (/^,?\s*(?:[Cc]olorado|CO)\b/.test(after)) continue
    const name = nameFrom(match[1])
    if (name) return name
  }
  if (awaitingName && !findLocation(text)) return bareName(text)
}

const PLACE_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`
const LOCATION = new RegExp(
  String.raw`(${PLACE_WORD}(?:\s+${PLACE_WORD}){0,3})(?:,\s*|\s+)(?:[Cc]olorado|COLORADO|CO)(?![\p{L}\d])`,
  'gu',
)
/** Capitalised words before a place that are not part of it. */
const NOT_PLACE = new Set(
  `in near at from outside around by the we i our my hi hello live located northern southern
  western eastern central rural beautiful sunny`.split(/\s+/),
)

function findLocation(text: string): string | undefined {
  for (const match of text.matchAll(LOCATION)) {
    const words = match[1].split(/\s+/)
    while (words.length && NOT_PLACE.has(words[0].toLowerCase())) words.shift()
    if (words.length) return `${words.slice(-3).join(' ')}, CO`
  }
}

const NUMBER_GLUED = /[\p{L}\d$.,]$/u
/** A minus sign of its own before a number ("-50 sq ft"), not a range's dash ("1500-2000"). */
const MINUS_BEFORE = /(?:^|[^\p{L}\d])[-−–]\s*$/u
const SQUARE_FEET =
  /(\d{1,2},\d{3}|\d{1,5})\s*(?:sq\.?\s*(?:ft|feet|foot)\.?|square\s*(?:feet|foot|ft)|sqft|sf|ft²)(?![\p{L}\d])/giu
const AGE = /(\d{1,3})\s*-?\s*(?:years?|yrs?)[\s-]*old(?![\p{L}])/giu

/** The first number of a pattern that is not the tail of a longer number or word. */
function findNumber(text: string, pattern: RegExp): number | undefined {
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index)
    if (NUMBER_GLUED.test(before) || MINUS_BEFORE.test(before)) continue
    const value = Number(match[1].replace(/,/g, ''))
    if (value > 0) return value
  }
}

export type UserTextOptions = {
  /**
   * The assistant has just asked for contact details and no name is known yet: then a message
   * that starts with a bare name ("Jane Doe, jane@example.com") gives it. The chat panel passes
   * `info.awaitingContact && !info.name`.
   */
  awaitingName?: boolean
}

/** Spec section 5: contact details, place, area, age and work type from a homeowner's message. */
export function extractFromUserText(
  text: string,
  options: UserTextOptions = {},
): Partial<LeadInfo> {
  const info: Partial<LeadInfo> = {}
  const email = EMAIL.exec(text)?.[0]
  if (email) info.email = email.toLowerCase()
  const phone = findPhone(text)
  if (phone) info.phone = phone
  const name = findName(text, Boolean(options.awaitingName))
  if (name) info.name = name
  const location = findLocation(text)
  if (location) info.location = location
  const squareFootage = findNumber(text, SQUARE_FEET)
  if (squareFootage) info.squareFootage = squareFootage
  const propertyAge = findNumber(text, AGE)
  if (propertyAge) info.propertyAge = propertyAge
  const workType = workTypeIn(text, false) ?? (GENERAL.test(text) ? 'general' : undefined)
  if (workType) info.workType = workType
  return info
}

const CONTACT_REQUEST =
  /\bcontact (?:info(?:rmation)?|details)\b|\breach you\b|\byour (?:full )?name\b|\byour e-?mail\b|\byour (?:best )?(?:phone|cell|mobile)(?: phone)? number\b|\byour number\b/i
const DOLLARS = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?([kK])(?![\p{L}]))?/gu
/** A price per unit ("$3.50 per sq ft", "$5/sq ft", "$3-5 per sq ft") is a rate, not an estimate. */
const RATE_AFTER = /^\s*(?:(?:-|to)\s*\$?\d+(?:\.\d+)?\s*)?(?:\/|per\b|a\s+(?:sq|square)\b)/i

function firstDollarAmount(text: string): number | undefined {
  for (const match of text.matchAll(DOLLARS)) {
    if (RATE_AFTER.test(text.slice((match.index ?? 0) + match[0].length))) continue
    const amount = Number(match[1].replace(/,/g, '') + (match[2] ?? '')) * (match[3] ? 1000 : 1)
    if (amount > 0) return Math.round(amount * 100) / 100
  }
}

/**
 * Spec section 4: from an assistant's reply, the work type it leads with, whether it asks for
 * contact details, the first dollar amount that is not a rate, and the reply itself when it is an
 * inspection report.
 */
export function extractFromAssistantReply(text: string): Partial<LeadInfo> {
  const info: Partial<LeadInfo> = {}
  const workType = workTypeIn(text, true)
  if (workType) info.workType = workType
  if (CONTACT_REQUEST.test(text)) info.awaitingContact = true
  const aiEstimate = firstDollarAmount(text)
  if (aiEstimate !== undefined) info.aiEstimate = aiEstimate
  if (/\binspection report\b|\bfindings\b/i.test(text)) info.inspectionReport = text
  return info
}

/** Later values win; undefined never erases; 'general' never replaces a named work type. */
export function mergeLeadInfo(current: LeadInfo, update: Partial<LeadInfo>): LeadInfo {
  const next: LeadInfo = { ...current }
  for (const [key, value] of Object.entries(update) as [keyof LeadInfo, unknown][]) {
    if (value === undefined) continue
    if (key === 'workType' && value === 'general' && current.workType) continue
    Object.assign(next, { [key]: value })
  }
  return next
}

/** Name, e-mail and phone are all known: the lead can be saved. */
export const hasContact = (info: LeadInfo) => Boolean(info.name && info.email && info.phone)
