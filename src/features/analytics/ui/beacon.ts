import type { EventName } from '@/features/analytics/events'
import type { TrackProps } from '@/features/analytics/track'

/**
 * The analytics beacon, run in the browser after the page's load event: a small file the page
 * adds once it has loaded (`BEACON_LOADER`). Served as its own source text, so it must use
 * nothing from outside itself.
 *
 * - A page view for the first page, and for every new path the Next router goes to: it calls
 *   history.pushState/replaceState (wrapped here) or the visitor goes back (popstate).
 * - A call or text tap: one click listener for every `tel:` and `sms:` link, dialogs included.
 * - The first focus inside an element marked `data-track-focus="<event>"` (the estimate form).
 * - `window.hcTrack(name, props)` for the components' own events (features/analytics/track), and the
 *   calls they made before this ran.
 * Each beacon has the path, the referrer and the `utm_*` parameters of the page the visit came in
 * on, and the viewport's width; nothing is stored in the browser.
 */
export function beacon(endpoint: string) {
  const w = window as Window & { hcTrack?: typeof send; hcTrackQueue?: [EventName, TrackProps?][] }
  const d = document
  const referrer = d.referrer
  const utm = (location.search.match(/[?&]utm_\w+=[^&]*/g) || []).join('')
  const seen: Record<string, number> = {}
  let last = ''
  function send(name: string, data?: TrackProps) {
    navigator.sendBeacon(
      endpoint,
      JSON.stringify({
        n: name,
        p: location.pathname,
        r: referrer,
        s: utm,
        w: innerWidth,
        d: data,
      }),
    )
  }
  function page() {
    if (location.pathname === last) return
    last = location.pathname
    send('pageview')
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method]
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args)
      page()
      return result
    }
  }
  addEventListener('popstate', page)
  d.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a[href^="tel:"],a[href^="sms:"]')
      if (link) send((link as HTMLAnchorElement).protocol === 'tel:' ? 'call_click' : 'text_click')
    },
    true,
  )
  d.addEventListener('focusin', (event) => {
    const name = (event.target as Element).closest?.<HTMLElement>('[data-track-focus]')?.dataset
      .trackFocus
    if (name && !seen[name]) {
      seen[name] = 1
      send(name)
    }
  })
  page()
  for (const [name, data] of w.hcTrackQueue || []) send(name, data)
  w.hcTrackQueue = []
  w.hcTrack = send
}

/** Runs `start` once the page has loaded (at once when it already has), in a task of its own. */
export function startAfterLoad(start: (endpoint: string) => void, endpoint: string) {
  const run = () => setTimeout(() => start(endpoint))
  if (document.readyState === 'complete') run()
  else addEventListener('load', run, { once: true })
}

export const BEACON_ENDPOINT = '/api/events'

/** The beacon as a file: both functions' own source, nothing else. */
export const BEACON_SCRIPT = `(${startAfterLoad.toString()})(${beacon.toString()},${JSON.stringify(BEACON_ENDPOINT)})`

/** FNV-1a of the text, for the file's address: a new beacon is a new address. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/** Where the file is served (app/(frontend)/api/events/beacon.js), cached for good. */
export const BEACON_SRC = `/api/events/beacon.js?v=${fingerprint(BEACON_SCRIPT)}`

/**
 * The page's part, inline: once the page has loaded, add the beacon's script. A few bytes in the
 * HTML (and in the router's copy of it), no request until then.
 */
export const BEACON_LOADER = `addEventListener("load",function(){var s=document.createElement("script");s.src=${JSON.stringify(BEACON_SRC)};document.body.appendChild(s)})`
