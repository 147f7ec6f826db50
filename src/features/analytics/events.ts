/**
 * The site's own analytics, in the words the beacon, the endpoint, the collections and the
 * dashboard share: plain constants, safe in the browser.
 */

/** What the beacon records: page views, and the steps that lead to a lead. */
export const EVENT_NAMES = [
  'pageview',
  'estimate_started',
  'estimate_submitted',
  'chat_opened',
  'chat_lead_saved',
  'call_click',
  'text_click',
  'search',
] as const
export type EventName = (typeof EVENT_NAMES)[number]

export const EVENT_LABELS: Record<EventName, string> = {
  pageview: 'Page view',
  estimate_started: 'Estimate started',
  estimate_submitted: 'Estimate submitted',
  chat_opened: 'Chat opened',
  chat_lead_saved: 'Chat lead saved',
  call_click: 'Call tapped',
  text_click: 'Text tapped',
  search: 'Search',
}

/** Device classes, from the viewport's width. */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

/** The longest search text kept (only for searches that found nothing). */
export const SEARCH_QUERY_MAX = 100
