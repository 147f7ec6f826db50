/** Plain formatting helpers of the e-mails: no markup here. */

import { formatMountainTime } from '@/lib/time/colorado'

/** 'June 3, 2025 at 2:15 PM MDT'; a value that is not a date is shown as given. */
export const formatDate = formatMountainTime

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What a field the homeowner left empty reads as, in the business's e-mails. */
export const NOT_GIVEN = 'Not given'

/** An optional text field's value, or undefined when it is empty. */
export const given = (value: string | null | undefined) => value?.trim() || undefined

/**
 * A word a mail client could show as a link, or read as an address: a scheme (`https:…`,
 * `mailto:…`), `www`, an `@`, or a dot between two letters or digits (`example.com`, `10.0.0.1`).
 */
const LINKISH = /[a-z][a-z0-9+.-]*:\S|www|@|[\p{L}\p{N}][.\u2024\uff0e\u3002][\p{L}\p{N}]/iu

/**
 * What a visitor typed, fit to repeat in an e-mail to the address they typed (anyone may type
 * anyone's): one line, without the words that could be links or addresses, and without words with
 * digits when it holds more than `digits` digits in all (a ZIP code stays, a phone number goes),
 * cut on a word to at most `max` characters. Undefined when nothing is left.
 */
export function plainWords(
  value: string | null | undefined,
  max: number,
  { digits = 0 }: { digits?: number } = {},
): string | undefined {
  let words = (value ?? '').split(/\s+/).filter((word) => word && !LINKISH.test(word))
  if (words.join('').replace(/\P{N}/gu, '').length > digits) {
    words = words.filter((word) => !/\p{N}/u.test(word))
  }
  let text = ''
  for (const word of words) {
    const next = text ? `${text} ${word}` : word
    if (next.length > max) break
    text = next
  }
  return text.replace(/[\s,;:–—-]+$/, '') || undefined
}

/** 'https://example.com/' → 'example.com'. */
export const websiteLabel = (website: string) =>
  website.replace(/^https?:\/\//, '').replace(/\/$/, '')

/** One line fit for a mail header: control characters (CR, LF, tab...) become single spaces. */
export const headerSafe = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()

/** Text split into its lines, whatever the line ends. */
export const linesOf = (value: string) => value.split(/\r\n|\r|\n/)
