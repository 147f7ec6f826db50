import vm from 'node:vm'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { BEACON_LOADER, BEACON_SCRIPT, BEACON_SRC } from '@/features/analytics/ui/beacon'
import { track, trackSearch } from '@/features/analytics/track'
import { beaconSchema } from '@/features/analytics/schema'

/**
 * The beacon of features/analytics/ui, run as the browser runs it (its script text, in a fresh
 * context with a small stand-in for the page): the page's inline loader, the beacon file itself,
 * and the components' `track` helper.
 */

type Listener = (event: { target: unknown }) => void

/** An element of the stand-in page: `closest` answers for the selectors the beacon asks. */
const element = (matches: Record<string, object | null>) => ({
  closest: (selector: string) => matches[selector] ?? null,
})

function page({
  path = '/',
  search = '',
  referrer = '',
  width = 1280,
  readyState = 'loading',
}: {
  path?: string
  search?: string
  referrer?: string
  width?: number
  readyState?: string
} = {}) {
  const sent: { url: string; body: Record<string, unknown> }[] = []
  const windowListeners: Record<string, Listener[]> = {}
  const documentListeners: Record<string, Listener[]> = {}
  const timers: (() => void)[] = []
  const location = { pathname: path, search }
  const go = (url: string) => {
    const next = new URL(url, `https://site.example${location.pathname}`)
    location.pathname = next.pathname
    location.search = next.search
  }
  const history = {
    pushState: (_data: unknown, _unused: string, url?: string) => url && go(url),
    replaceState: (_data: unknown, _unused: string, url?: string) => url && go(url),
  }
  const context: Record<string, unknown> = {
    location,
    history,
    innerWidth: width,
    navigator: {
      sendBeacon: (url: string, body: string) => {
        sent.push({ url, body: JSON.parse(body) })
        return true
      },
    },
    document: {
      referrer,
      readyState,
      addEventListener: (type: string, listener: Listener) =>
        (documentListeners[type] ??= []).push(listener),
    },
    addEventListener: (type: string, listener: Listener) =>
      (windowListeners[type] ??= []).push(listener),
    setTimeout: (callback: () => void) => timers.push(callback),
  }
  context.window = context
  vm.createContext(context)
  return {
    context,
    sent,
    names: () => sent.map(({ body }) => body.n),
    run: () => vm.runInContext(BEACON_SCRIPT, context),
    fire: (type: string, target: unknown = null) => {
      for (const listener of windowListeners[type] ?? []) listener({ target })
    },
    fireDocument: (type: string, target: unknown) => {
      for (const listener of documentListeners[type] ?? []) listener({ target })
    },
    tick: () => timers.splice(0).forEach((callback) => callback()),
    history,
    location,
  }
}

describe('the page’s loader', () => {
  it('adds the beacon file once the page has loaded, and nothing before', () => {
    const added: { src?: string }[] = []
    const listeners: Record<string, () => void> = {}
    const context = vm.createContext({
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      document: {
        createElement: (tag: string) => ({ tag }),
        body: { appendChild: (element: { src?: string }) => added.push(element) },
      },
    })
    vm.runInContext(BEACON_LOADER, context)
    expect(added).toEqual([])
    listeners.load()
    expect(added).toEqual([{ tag: 'script', src: BEACON_SRC }])
    expect(BEACON_SRC).toMatch(/^\/api\/events\/beacon\.js\?v=[0-9a-z]+$/)
  })

  it('is a few bytes in the HTML', () => {
    expect(BEACON_LOADER.length).toBeLessThan(200)
  })

  it('finds the file served as JavaScript, cached for good', async () => {
    const { GET } = await import('@/app/(frontend)/api/events/beacon.js/route')
    const response = GET()
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(BEACON_SCRIPT)
  })
})

describe('the beacon', () => {
  it('is under 1 KB gzip, as source (the build minifies it further)', () => {
    expect(zlib.gzipSync(BEACON_SCRIPT, { level: 9 }).length).toBeLessThan(1024)
  })

  it('waits for the load event, then a task, before anything', () => {
    const site = page()
    site.run()
    site.tick()
    expect(site.sent).toEqual([])
    site.fire('load')
    expect(site.sent).toEqual([])
    site.tick()
    expect(site.names()).toEqual(['pageview'])
  })

  it('sends the first page view with the path, referrer, campaign and width', () => {
    const site = page({
      path: '/services/chinking',
      search: '?q=jane%40example.com&utm_source=Google&utm_campaign=fall',
      referrer: 'https://www.google.com/',
      width: 390,
      readyState: 'complete',
    })
    site.run()
    site.tick()
    expect(site.sent).toEqual([
      {
        url: '/api/events',
        body: {
          n: 'pageview',
          p: '/services/chinking',
          r: 'https://www.google.com/',
          s: '&utm_source=Google&utm_campaign=fall',
          w: 390,
        },
      },
    ])
    // Only the utm_* parameters leave the page, never the rest of its query.
    expect(JSON.stringify(site.sent)).not.toContain('jane')
    // What the beacon sends is a beacon the endpoint takes.
    expect(beaconSchema.safeParse(site.sent[0].body).success).toBe(true)
  })

  it('counts client-side navigations once per new path, and going back', () => {
    const site = page({ readyState: 'complete' })
    site.run()
    site.tick()
    site.history.pushState({}, '', '/portfolio')
    site.history.replaceState({}, '', '/portfolio?sort=new') // same path: not a new page
    site.history.pushState({}, '', '/portfolio#top')
    site.history.pushState({}, '', '/contact')
    site.location.pathname = '/portfolio'
    site.fire('popstate')
    expect(site.sent.map(({ body }) => [body.n, body.p])).toEqual([
      ['pageview', '/'],
      ['pageview', '/portfolio'],
      ['pageview', '/contact'],
      ['pageview', '/portfolio'],
    ])
  })

  it('catches every call and text link, and the first focus in the estimate form', () => {
    const site = page({ readyState: 'complete' })
    site.run()
    site.tick()
    const call = { protocol: 'tel:' }
    const text = { protocol: 'sms:' }
    const links = 'a[href^="tel:"],a[href^="sms:"]'
    site.fireDocument('click', element({ [links]: call }))
    site.fireDocument('click', element({ [links]: text }))
    site.fireDocument('click', element({}))
    // A text node or the document: no `closest`.
    site.fireDocument('click', {})
    const form = { dataset: { trackFocus: 'estimate_started' } }
    const field = element({ '[data-track-focus]': form })
    site.fireDocument('focusin', field)
    site.fireDocument('focusin', field)
    site.fireDocument('focusin', element({}))
    expect(site.names()).toEqual(['pageview', 'call_click', 'text_click', 'estimate_started'])
  })

  it('sends what components tracked before it ran, then tracks at once', () => {
    const site = page()
    site.context.hcTrackQueue = [['search', { results: 0, query: 'cob oven' }]]
    site.run()
    site.fire('load')
    site.tick()
    ;(site.context.hcTrack as (name: string) => void)('chat_opened')
    expect(site.sent.map(({ body }) => [body.n, body.d])).toEqual([
      ['pageview', undefined],
      ['search', { results: 0, query: 'cob oven' }],
      ['chat_opened', undefined],
    ])
    expect(site.context.hcTrackQueue).toEqual([])
  })
})

describe('track', () => {
  const global = globalThis as { window?: unknown }
  afterEach(() => {
    delete global.window
  })

  it('does nothing on the server', () => {
    expect(() => track('chat_opened')).not.toThrow()
  })

  it('queues calls until the beacon runs, then calls it', () => {
    const win: Window = {} as Window
    global.window = win
    track('estimate_submitted')
    trackSearch(3, 'jane doe stain')
    trackSearch(0, `cob oven ${'x'.repeat(200)}`)
    expect(win.hcTrackQueue).toEqual([
      ['estimate_submitted', undefined],
      ['search', { results: 3 }],
      ['search', { results: 0, query: `cob oven ${'x'.repeat(91)}` }],
    ])
    const calls: unknown[] = []
    win.hcTrack = (...args) => void calls.push(args)
    track('chat_lead_saved')
    expect(calls).toEqual([['chat_lead_saved', undefined]])
  })
})
