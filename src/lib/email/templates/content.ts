/**
 * An e-mail's content as data: a list of blocks that `parts.tsx` draws with React Email and
 * `messageText` writes as plain text. Each fact is put down once, so the HTML and the text part
 * always say the same thing.
 */
import { given, websiteLabel } from '@/lib/email/templates/format'
import type { Business } from '@/lib/email/templates/types'
import { telHref } from '@/utilities/phone'

/** Inline content: text (its line breaks kept), bold text, or a link. */
export type Span = string | { strong: string } | { link: string; href: string }

export type DetailRow = [label: string, value: Span | Span[]]

export type ChatTurn = {
  role: 'user' | 'assistant'
  /** Who said it, as shown: 'Homeowner', 'Assistant'. */
  speaker: string
  /** When, as shown. */
  when?: string
  content: string
  /** The names of the files attached to it. */
  files: string[]
}

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; content: Span[]; small?: boolean }
  /** The highlighted figure: a caption, the amount, and lines under it. */
  | { kind: 'callout'; caption: string; amount: string; lines: string[] }
  /** Labels and values, two columns. */
  | { kind: 'details'; rows: DetailRow[] }
  /** Numbered steps, each a bold title and a sentence. */
  | { kind: 'steps'; items: [title: string, detail: string][] }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'list'; items: Span[][] }
  | { kind: 'transcript'; turns: ChatTurn[] }

export type Message = {
  subject: string
  /** The line inboxes show after the subject. */
  preheader: string
  /** The name in the header band. */
  brand: string
  blocks: Block[]
  /** Lines of small print under the card. */
  footer: Span[][]
}

// ---------------------------------------------------------------------------------------------
// Building blocks

export const title = (text: string): Block => ({ kind: 'title', text })
export const heading = (text: string): Block => ({ kind: 'heading', text })
export const paragraph = (...content: Span[]): Block => ({ kind: 'paragraph', content })
export const note = (...content: Span[]): Block => ({ kind: 'paragraph', content, small: true })
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href })
export const steps = (items: [title: string, detail: string][]): Block => ({ kind: 'steps', items })
export const list = (items: Span[][]): Block => ({ kind: 'list', items })
export const transcript = (turns: ChatTurn[]): Block => ({ kind: 'transcript', turns })

export const callout = (caption: string, amount: string, lines: (string | undefined)[]): Block => ({
  kind: 'callout',
  caption,
  amount,
  lines: lines.filter((line): line is string => Boolean(line)),
})

/** Labels and values; null rows are left out. */
export const details = (rows: (DetailRow | null)[]): Block => ({
  kind: 'details',
  rows: rows.filter((row): row is DetailRow => row !== null),
})

/** A row for an optional text field: null when the field is empty. */
export function optionalRow(label: string, value: string | null | undefined): DetailRow | null {
  const text = given(value)
  return text ? [label, text] : null
}

export const telLink = (phone: string): Span => ({ link: phone, href: telHref(phone) })
export const mailLink = (email: string): Span => ({ link: email, href: `mailto:${email}` })

/**
 * A homeowner's e-mail's last words: how to reach us (`before` the phone, `after` the address),
 * then the team's name.
 */
export const signOff = (business: Business, before: string, after = '.'): Block[] => [
  paragraph(before, telLink(business.phone), ' or e-mail ', mailLink(business.email), after),
  paragraph(`The ${business.name} team`),
]

/**
 * The phone and e-mail line: whichever the Business profile has (a site started without its
 * starting content has neither until the owner fills them in, and its e-mails still go out).
 */
function contactRow(business: Business): Span[] | null {
  const phone = given(business.phone)
  const email = given(business.email)
  const parts: Span[] = []
  if (phone) parts.push(telLink(phone))
  if (phone && email) parts.push(' · ')
  if (email) parts.push(mailLink(email))
  return parts.length ? parts : null
}

/** The business's contact details, one line each, and why the reader got the e-mail. */
export function businessFooter(business: Business, why: string): Message['footer'] {
  const address = given(business.address)
  const hours = given(business.hours)
  return [
    [{ strong: business.name }],
    address ? [address] : null,
    contactRow(business),
    [{ link: websiteLabel(business.website), href: business.website }],
    hours ? [`Hours: ${hours}`] : null,
    [why],
  ].filter((line) => line !== null)
}

// ---------------------------------------------------------------------------------------------
// Plain text

/** Links read as their label when it says it all (a phone number, an address), else with the URL. */
export function spanText(span: Span): string {
  if (typeof span === 'string') return span
  if ('strong' in span) return span.strong
  if (/^(tel|mailto):/.test(span.href)) return span.link
  if (span.link === span.href || span.link === websiteLabel(span.href)) return span.href
  return `${span.link} (${span.href})`
}

const spansText = (content: Span | Span[]) => [content].flat().map(spanText).join('')

const underlined = (text: string, rule: string) => `${text}\n${rule.repeat(text.length)}`

const turnText = (turn: ChatTurn) =>
  [
    `${turn.speaker}${turn.when ? ` (${turn.when})` : ''}:`,
    turn.content,
    turn.files.length > 0 ? `Attached: ${turn.files.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('\n')

export function blockText(block: Block): string {
  switch (block.kind) {
    case 'title':
      return underlined(block.text, '=')
    case 'heading':
      return underlined(block.text, '-')
    case 'paragraph':
      return spansText(block.content)
    case 'callout':
      return [`${block.caption}: ${block.amount}`, ...block.lines].join('\n')
    case 'details':
      return block.rows
        .map(([label, value]) => {
          const text = spansText(value)
          return text.includes('\n') ? `${label}:\n${text}` : `${label}: ${text}`
        })
        .join('\n')
    case 'steps':
      return block.items
        .map(([step, detail], index) => `${index + 1}. ${step}: ${detail}`)
        .join('\n')
    case 'button':
      return `${block.label}: ${block.href}`
    case 'list':
      return block.items.map((item) => `- ${spansText(item)}`).join('\n')
    case 'transcript':
      return block.turns.map(turnText).join('\n\n')
  }
}

/** The text part: the blocks one after another, then the footer under a signature line. */
export const messageText = (message: Message) =>
  `${message.blocks.map(blockText).join('\n\n')}\n\n--\n${message.footer.map(spansText).join('\n')}\n`
