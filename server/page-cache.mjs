// What the production server (server/index.mjs) adds in front of Next.js's request handler, for
// page requests (a browser asking for a document; not the router's data requests, not assets, the
// studio or the API):
//
// 1. A short-lived memory cache of the pages Next.js itself serves from its cache (status 200,
//    `Cache-Control: s-maxage`, no cookie set). Within PAGE_CACHE_MS (1 s by default) the same
//    address is answered from memory, compressed once, with Next's own headers and ETag: what a
//    reverse proxy's "microcache" does, so a burst of visitors costs Next one render-from-cache per
//    page per second. A content change made through this process empties it at once (the
//    revalidation hook calls `clear()` through the server bridge, src/lib/server-bridge.mjs); one
//    made through another server reaches this one within PAGE_CACHE_MS. Requests of a signed-in
//    studio user or a draft preview (their cookies) always go to Next, and an answer that sets a
//    cookie is never kept. The pages are kept in an LRU cache (lru-cache) bounded by their bytes.
// 2. The site's 404 page, with its content in the HTML, for every page request Next answers 404.
//    A page that calls notFound() for an address its route matches (an unknown post, a typo one
//    level deep) gets a 404 whose body Next.js leaves empty for the browser to draw
//    (vercel/next.js#62228); an address no route matches gets the prerendered 404 page. The first
//    is answered with the second, fetched from this server (at NOT_FOUND_PROBE) and kept like a
//    cached page, with one robots tag (oneRobotsTag).
import http from 'node:http'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

/** An address no route matches, whose answer is the site's 404 page. */
export const NOT_FOUND_PROBE = '/_site/not-found'

const ROBOTS_TAG = /<meta name="robots" content="[^"]*"\s*\/?>/g

/**
 * The 404 page with one robots tag: Next.js writes its own `noindex` into every 404 beside the
 * page's own `noindex, nofollow` (spec section 2), and two tags that differ leave a crawler to
 * guess. The page's own tag, the last, is kept.
 */
export function oneRobotsTag(body) {
  const html = body.toString('utf8')
  const tags = html.match(ROBOTS_TAG) ?? []
  if (tags.length < 2) return body
  let left = tags.length
  return Buffer.from(html.replace(ROBOTS_TAG, (tag) => (--left === 0 ? tag : '')))
}

/** Headers of the router's data requests, server actions and signed requests: never cached. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
]
/**
 * A draft preview, or a signed-in studio user (who may see an admin bar or unpublished work). A
 * regular expression on Node's raw header: this layer runs outside Next.js, whose cookie API
 * (RequestCookies) wants a web request, and one test of two names needs no parser.
 */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|payload-token)=/
/** Paths that are not pages: assets, the studio, the APIs, preview routes, files. */
const NOT_PAGES = /^\/(?:_next|api|admin|next)(?:\/|$)|\.[a-z0-9]+$/i
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript))/
/** Headers of a stored answer that are worked out again when it is sent. */
const RECOMPUTED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
])

/** A page request this layer may answer or look at: GET or HEAD of a page, for a browser. */
export function isPageRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false
  if (PERSONAL_COOKIE.test(req.headers.cookie ?? '')) return false
  return !NOT_PAGES.test(pathOf(req.url))
}

const pathOf = (url = '/') => {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** Whether Next.js marked an answer as shared and cacheable (a static or revalidated page). */
export function isCacheable(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  const control = String(headers['cache-control'] ?? '')
  return /\bs-maxage=\d+/.test(control) && !/\b(?:private|no-store|no-cache)\b/.test(control)
}

/** A content coding in Accept-Encoding, with its weight if any (`;q=0` refuses it). */
const CODING = Object.fromEntries(
  ['br', 'gzip'].map((coding) => [
    coding,
    new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q=([\\d.]+))?\\s*(?:,|$)`, 'i'),
  ]),
)

/** Whether the request takes a content coding (`gzip`, `br`), unless it refuses it. */
function accepts(req, coding) {
  const match = CODING[coding].exec(String(req.headers['accept-encoding'] ?? ''))
  return match !== null && (match[1] === undefined || Number(match[1]) > 0)
}

/**
 * How to compress for this request: Brotli where the browser takes it (about a fifth smaller than
 * gzip for these pages, at the same speed at quality 5), else gzip, else nothing.
 */
export function encodingFor(req) {
  if (accepts(req, 'br')) return 'br'
  return accepts(req, 'gzip') ? 'gzip' : 'identity'
}

const COMPRESS = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body),
}

/** A stored answer: status, Next's headers, the body and (made on first use) its compressions. */
function entryOf(status, headers, body) {
  const kept = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!RECOMPUTED.has(name)) kept[name] = value
  }
  const compressible =
    COMPRESSIBLE.test(String(headers['content-type'] ?? '')) && body.length > 1024
  return { status, headers: kept, body, compressed: {}, compressible, size: body.length }
}

const etagMatches = (req, etag) =>
  etag !== undefined &&
  String(req.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)

/** Sends a stored answer (304 when the browser has it already), marked with `x-page-cache`. */
export function sendEntry(req, res, entry, state, encoding = encodingFor(req)) {
  const headers = { ...entry.headers, 'x-page-cache': state }
  if (entry.compressible) headers.vary = addVary(headers.vary, 'Accept-Encoding')
  // The response's own methods: collect() leaves Next.js's later writes going nowhere.
  const writeHead = (status) => http.ServerResponse.prototype.writeHead.call(res, status, headers)
  const end = (body) => http.ServerResponse.prototype.end.call(res, body)
  if (entry.status === 200 && etagMatches(req, entry.headers.etag)) {
    delete headers['content-type']
    writeHead(304)
    end()
    return
  }
  let body = entry.body
  if (entry.compressible && encoding !== 'identity') {
    entry.compressed[encoding] ??= COMPRESS[encoding](entry.body)
    body = entry.compressed[encoding]
    headers['content-encoding'] = encoding
  }
  headers['content-length'] = body.length
  writeHead(entry.status)
  end(req.method === 'HEAD' ? undefined : body)
}

const addVary = (vary, name) => {
  const names = String(vary ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return names.some((part) => part.toLowerCase() === name.toLowerCase())
    ? names.join(', ')
    : [...names, name].join(', ')
}

/**
 * Collects what Next.js writes to `res` instead of sending it: resolves with the body when Next
 * ends the answer (its status and headers stay on `res`, unsent), or with null when the browser
 * goes away first. Whatever Next writes after its end goes nowhere.
 */
export function collect(res) {
  let chunks = []
  let resolve
  const finished = new Promise((settle) => (resolve = settle))
  // Settles once, then lets go of the body: a response can outlive its request (Next.js's
  // after-response context is kept by promises made while it was handled, such as a module
  // first loaded then), and these functions stay on it.
  const done = (body) => {
    const settle = resolve
    resolve = () => {}
    chunks = []
    settle(body)
  }
  const take = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
  }
  const callBack = (args) => {
    const last = args.findLast((arg) => typeof arg === 'function')
    if (last) process.nextTick(last)
  }
  res.writeHead = (status, ...rest) => {
    res.statusCode = status
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    }
    return res
  }
  res.flushHeaders = () => {}
  res.write = (chunk, encoding, cb) => {
    take(chunk, typeof encoding === 'string' ? encoding : undefined)
    callBack([encoding, cb])
    return true
  }
  res.end = (chunk, encoding, cb) => {
    take(chunk, typeof encoding === 'string' ? encoding : undefined)
    callBack([chunk, encoding, cb])
    res.writeHead = res.write = res.end = () => res
    done(Buffer.concat(chunks))
    return res
  }
  res.once('close', () => done(null))
  return finished
}

/** Where the 404 page is kept among the pages: a key no address can be. */
const NOT_FOUND = Symbol('the 404 page')

/**
 * The layer: `serve(req, res)` answers every request, through `handle` (Next.js's request
 * handler) where it must. `notFoundPage()` resolves with the site's 404 page, `{ headers, body }`
 * (server/index.mjs asks this same server for NOT_FOUND_PROBE). `now` is the clock of the pages'
 * lifetime (the tests move their own). `swapNotFound: false` leaves Next's 404s as they are (for
 * benchmarks).
 */
export function createPageLayer({
  handle,
  notFoundPage,
  ttlMs = 1000,
  swapNotFound = true,
  maxBytes = 64 * 1024 * 1024,
  now = () => performance.now(),
}) {
  // Each page counted twice: its body, and the (smaller) compressions it may get. One larger than
  // a quarter of the whole is not kept; past the whole, the least recently used go first.
  const pages = new LRUCache({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 4),
    sizeCalculation: (entry) => Math.max(1, entry.size * 2),
    ttl: ttlMs,
    // The clock read on every lookup, rather than once per millisecond on a timer of its own.
    ttlResolution: 0,
    perf: { now },
  })
  const store = (key, entry) => {
    if (ttlMs > 0) pages.set(key, entry)
  }

  /** The 404 page, fetched again once it is older than a cached page may be. */
  const notFoundEntry = async () => {
    const kept = pages.get(NOT_FOUND)
    if (kept) return kept
    const page = await notFoundPage()
    const entry = entryOf(404, page.headers, oneRobotsTag(page.body))
    store(NOT_FOUND, entry)
    return entry
  }

  async function serve(req, res) {
    if (!isPageRequest(req)) return handle(req, res)
    const key = req.url
    const kept = pages.get(key)
    if (kept) return sendEntry(req, res, kept, 'hit')
    if (req.method === 'HEAD') return handle(req, res)

    // Next.js answers uncompressed: the body is kept whole and compressed once when sent.
    const encoding = encodingFor(req)
    delete req.headers['accept-encoding']
    const collected = collect(res)
    await handle(req, res)
    const body = await collected
    if (body === null || res.headersSent) return
    if (swapNotFound && res.statusCode === 404 && pathOf(req.url) !== NOT_FOUND_PROBE) {
      return sendEntry(req, res, await notFoundEntry(), 'not-found', encoding)
    }
    const headers = res.getHeaders()
    const entry = entryOf(res.statusCode, headers, body)
    if (isCacheable(res.statusCode, headers)) store(key, entry)
    sendEntry(req, res, entry, 'miss', encoding)
  }

  return {
    serve,
    clear: () => pages.clear(),
    // Pages past their time are dropped when next asked for, or when the cache is full; one asked
    // for once (a search, a typo) would stay until then. The idle collection drops them first.
    purgeStale: () => pages.purgeStale(),
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  }
}
