import { SEARCH_QUERY_MAX, type Device, type EventName } from '@/features/analytics/events'
import type { Beacon } from '@/features/analytics/schema'

/**
 * The pure parts of reading a beacon: what a width, a referrer, a set of UTM parameters and a
 * path come to once stored. Nothing here keeps more than the dashboard shows.
 */

/** Viewport widths below these are phones and tablets; anything wider is a desktop. */
export const PHONE_MAX_WIDTH = 639
export const TABLET_MAX_WIDTH = 1023

/** The device class of a viewport width in CSS pixels; null when the beacon sent none. */
export function deviceClass(width: number | null | undefined): Device | null {
  if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) return null
  if (width <= PHONE_MAX_WIDTH) return 'phone'
  if (width <= TABLET_MAX_WIDTH) return 'tablet'
  return 'desktop'
}

const TEXT_MAX = 100
const cap = (text: string) => text.slice(0, TEXT_MAX)
const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '')

/**
 * The host a visitor came from (`google.com`, `facebook.com`), without `www.`; null for none, for
 * an address that is not one, and for the site itself (`ownHosts`, a link between its pages).
 * Only the host is kept: a referrer's path and query can name a person.
 */
export function referrerHost(
  referrer: string | null | undefined,
  ownHosts: readonly (string | null | undefined)[] = [],
): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  const host = bareHost(url.hostname)
  if (!host) return null
  const own = ownHosts.flatMap((value) => (value ? [bareHost(value.replace(/:\d+$/, ''))] : []))
  return own.includes(host) ? null : cap(host)
}

export type Utm = { source: string | null; medium: string | null; campaign: string | null }

/**
 * `utm_source`, `utm_medium` and `utm_campaign` of a query string, trimmed, in lower case (so
 * "Facebook" and "facebook" are one source), at most 100 characters; null for each one missing.
 */
export function utmOf(search: string | null | undefined): Utm {
  const params = new URLSearchParams(search ?? '')
  const value = (name: string) => {
    const text = params.get(name)?.trim().toLowerCase()
    return text ? cap(text) : null
  }
  return {
    source: value('utm_source'),
    medium: value('utm_medium'),
    campaign: value('utm_campaign'),
  }
}

export const PATH_MAX = 200

/** Pages whose address holds a secret link's token: counted under their first segment. */
const TOKEN_PAGES = /^\/(choose-password|undo-email-change|review|booking)\/.*$/s

/**
 * A page's path as the dashboard groups it: no query or fragment, no trailing slash, and no
 * token (a password link's would let whoever reads the analytics choose that account's password).
 */
export function cleanPath(path: string): string {
  const bare = path.replace(/[?#].*$/s, '').replace(TOKEN_PAGES, '/$1')
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare
  return (trimmed || '/').slice(0, PATH_MAX)
}

/** A search text as the dashboard lists it: lower case, spaces collapsed, at most 100 characters. */
export const cleanQuery = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX)

/** What is stored of one event: the beacon's fields reduced to what the dashboard shows. */
export type EventData = {
  name: EventName
  path: string
  day: string
  visitor: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  device: Device | null
  results: number | null
  query: string | null
}

/**
 * The stored event of a beacon. A search's result count is kept, its text only when it found
 * nothing; the referrer is reduced to its host and the campaign to its three UTM values.
 */
export function eventData(
  beacon: Beacon,
  context: { day: string; visitor: string; ownHosts: readonly (string | null | undefined)[] },
): EventData {
  const utm = utmOf(beacon.s)
  const search = beacon.n === 'search'
  const results = search ? (beacon.d?.results ?? null) : null
  const query = results === 0 && beacon.d?.query ? cleanQuery(beacon.d.query) : ''
  return {
    name: beacon.n,
    path: cleanPath(beacon.p),
    day: context.day,
    visitor: context.visitor,
    referrerHost: referrerHost(beacon.r, context.ownHosts),
    utmSource: utm.source,
    utmMedium: utm.medium,
    utmCampaign: utm.campaign,
    device: deviceClass(beacon.w),
    results,
    query: query || null,
  }
}
