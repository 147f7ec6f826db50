/**
 * The words and rules of text messages, shared by the collections, the forms (client ones too),
 * the jobs and the webhook: plain constants and pure functions, no server code.
 */
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core'
import * as z from 'zod/mini'

import { NORTH_AMERICA_METADATA } from '@/features/texts/phone-metadata'

/**
 * What a text is. To the homeowner: the estimate's and the visit's (confirmation, reminder, moved,
 * cancelled, on my way). To staff: an alert of a new lead, a booked visit or a reply, and the code
 * that confirms their number. The answers to STOP, START and HELP. `reply`: a text that came in.
 */
export const TEXT_KINDS = [
  'estimate-received',
  'visit-booked',
  'visit-reminder',
  'visit-moved',
  'visit-cancelled',
  'on-my-way',
  'lead-alert',
  'visit-alert',
  'reply-alert',
  'confirm-code',
  'opted-out',
  'opted-in',
  'help',
  'reply',
] as const
export type TextKind = (typeof TEXT_KINDS)[number]

/** The texts to a homeowner, which need their consent and keep to the quiet hours. */
export const HOMEOWNER_KINDS: readonly TextKind[] = [
  'estimate-received',
  'visit-booked',
  'visit-reminder',
  'visit-moved',
  'visit-cancelled',
  'on-my-way',
]

/** The alerts to staff, which go only to a confirmed number that asked for them. */
export const ALERT_KINDS: readonly TextKind[] = ['lead-alert', 'visit-alert', 'reply-alert']

export const TEXT_KIND_LABELS: Record<TextKind, string> = {
  'estimate-received': 'Estimate received',
  'visit-booked': 'Inspection booked',
  'visit-reminder': 'Reminder of tomorrow’s inspection',
  'visit-moved': 'Inspection moved',
  'visit-cancelled': 'Inspection cancelled',
  'on-my-way': 'On my way',
  'lead-alert': 'New lead alert',
  'visit-alert': 'Booked visit alert',
  'reply-alert': 'Reply alert',
  'confirm-code': 'Number confirmation code',
  'opted-out': 'Texts stopped (STOP)',
  'opted-in': 'Texts restarted (START)',
  help: 'Answer to HELP',
  reply: 'Text received',
}

/**
 * Where a text is: waiting for its time (the quiet hours) or the queue, being sent, taken by the
 * provider, delivered, failed, cancelled (STOP, or the visit changed), kept in the Outbox (no
 * provider configured), or received (a reply).
 */
export const TEXT_STATES = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'delivered',
  'failed',
  'cancelled',
  'kept',
  'received',
] as const
export type TextState = (typeof TEXT_STATES)[number]

export const TEXT_STATE_LABELS: Record<TextState, string> = {
  queued: 'Waiting to be sent',
  sending: 'Being sent',
  retrying: 'Not sent yet: trying again',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Could not be sent',
  cancelled: 'Not sent: cancelled',
  kept: 'Kept in the Outbox (texts are not set up)',
  received: 'Received',
}

/** The staff alerts one can ask for on one's account page. */
export const ALERT_CHOICES = [
  { value: 'leads', label: 'New estimates and chat leads' },
  { value: 'visits', label: 'Booked inspections' },
  { value: 'replies', label: 'Replies from homeowners' },
] as const
export type AlertChoice = (typeof ALERT_CHOICES)[number]['value']

/** The homeowner's tick: its label, and the words stored with the lead as their consent. */
export { CONSENT_LABEL, CONSENT_WORDS } from '@/features/texts/consentWords'

/** Where the homeowner gave the tick. */
export const CONSENT_SOURCES = ['estimate', 'booking', 'chat'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

export const INVALID_PHONE =
  'Enter a US or Canadian mobile number with its area code, like 970-555-0142, to get texts.'
export const PHONE_FOR_TEXTS = 'Add your mobile number to get texts.'

/**
 * libphonenumber-js's metadata of calling code +1 only (the US, Canada, the Caribbean): the site
 * texts from a US number, and the forms check numbers in the browser, where every country's
 * metadata would weigh 29 KB gzip. Made by scripts/phone-metadata.mjs from the package's own.
 */
const NORTH_AMERICA = NORTH_AMERICA_METADATA as unknown as MetadataJson

/**
 * A typed phone number in E.164 (`+19705550142`), US unless it starts with `+`, or null when
 * libphonenumber-js calls it invalid or it is not a number of +1.
 */
export function toE164(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = parsePhoneNumberFromString(value.trim(), 'US', NORTH_AMERICA)
  return parsed?.isValid() ? parsed.number : null
}

/** `+19705550142` as a person reads it: `(970) 555-0142` (a number not of +1 as given). */
export function formatE164(number: string): string {
  const parsed = parsePhoneNumberFromString(number, NORTH_AMERICA)
  return parsed ? parsed.formatNational() : number
}

/** Whether the tick, as sent, is ticked. */
export const ticked = (value: unknown): boolean =>
  value === true || value === 'on' || value === 'true'

/**
 * The tick as a form or an API sends it: a checkbox's `on`, a boolean, or nothing. Unticked by
 * default. (zod/mini, as the forms' schemas: the forms' code carries ~5 KB of zod, not ~40.)
 */
export const textMeField = z.pipe(
  z.optional(
    z.union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')]),
  ),
  z.transform((value) => ticked(value)),
)

/** With the tick, the phone must be a number texts can reach: the issue to show on the phone. */
export function phoneIssueForTexts(textMe: boolean, phone: unknown): string | null {
  if (!textMe) return null
  if (typeof phone !== 'string' || phone.trim() === '') return PHONE_FOR_TEXTS
  return toE164(phone) ? null : INVALID_PHONE
}

/** Replies that end texts, restart them, or ask for help (the carriers' usual words). */
export const STOP_WORDS = [
  'STOP',
  'STOPALL',
  'STOP ALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'OPT OUT',
  'REVOKE',
]
export const START_WORDS = ['START', 'UNSTOP', 'YES', 'OPTIN', 'OPT IN', 'SUBSCRIBE']
export const HELP_WORDS = ['HELP', 'INFO']

/** What a reply asks: stop, start, help, or nothing (a message for the business). */
export function keywordOf(body: string): 'stop' | 'start' | 'help' | null {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
  if (STOP_WORDS.includes(word)) return 'stop'
  if (START_WORDS.includes(word)) return 'start'
  if (HELP_WORDS.includes(word)) return 'help'
  return null
}

/** The users' endpoints that confirm a staff member's mobile number (server/mobile.ts). */
export const MOBILE_PATHS = {
  sendCode: '/mobile/send-code',
  confirm: '/mobile/confirm',
  remove: '/mobile/remove',
} as const

/** How long a code works, in minutes, and how many wrong tries void it. */
export const CODE_MINUTES = 10
export const CODE_TRIES = 5

export const MOBILE_WORDS = {
  ownAccountOnly: 'Sign in to confirm your own mobile number.',
  fromThisSiteOnly: 'This can only be done from the studio’s own pages.',
  codeShape: 'Type the 6-digit code from the text.',
  codeWrong: 'That code is not right.',
  tooManyTries: 'Too many tries: send a new code.',
  expired: 'That code has expired: send a new code.',
  noCode: 'No code is waiting: send a code first.',
  busy: 'One moment: your last code is still being checked.',
  stopped:
    'This number replied STOP to our texts. Text START to the business number from it, then send a code again.',
  tooManyCodes: (count: number, span: string, minutes: number) =>
    `You asked for ${count} codes in ${span}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  tooManyFromHere: (minutes: number) =>
    `Too many codes were asked for from this connection. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const

/** "10:30" (a time input's value) as a person reads it: "10:30 AM"; null when not a time. */
export function formatArrival(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim())
  if (!match) return null
  const hour = Number(match[1])
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`
}

export const ON_MY_WAY_WORDS = {
  staffOnly: 'Only staff and admins can text a homeowner.',
  noLead: 'No such lead.',
  noConsent: 'The homeowner has not asked for texts.',
  badTime: 'Enter the time you expect to arrive, like 10:30 AM.',
} as const
