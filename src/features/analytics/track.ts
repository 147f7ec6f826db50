import { SEARCH_QUERY_MAX, type EventName } from '@/features/analytics/events'

/** What an event may carry besides its name: a search's result count, and its text when none. */
export type TrackProps = { results?: number; query?: string }

type Call = [name: EventName, props?: TrackProps]

declare global {
  interface Window {
    /** Defined by the beacon (features/analytics/ui) once the page has loaded. */
    hcTrack?: (name: EventName, props?: TrackProps) => void
    /** Calls made before the beacon runs; it sends them when it starts. */
    hcTrackQueue?: Call[]
  }
}

/**
 * Records an event through the beacon: a one-line call for components, with no code of its own
 * to load. Calls made before the beacon runs (it starts after the page's load) wait in a queue.
 */
export function track(name: Exclude<EventName, 'pageview'>, props?: TrackProps): void {
  if (typeof window === 'undefined') return
  if (window.hcTrack) window.hcTrack(name, props)
  else (window.hcTrackQueue ??= []).push([name, props])
}

/**
 * A search and its result count. The text may hold a name or an address, so it goes only with a
 * search that found nothing (what the owner needs to see), cut to 100 characters.
 */
export const trackSearch = (results: number, text: string) =>
  track('search', results === 0 ? { results, query: text.slice(0, SEARCH_QUERY_MAX) } : { results })
