// The analytics beacons (POST /api/events) without Next.js's router in the way: a beacon is a few
// hundred bytes that a page sends after it loaded, and a burst of them used to hold pages back
// (each went through Next's request handling, ~0.6 ms of the one thread). The route's own handler
// (src/app/(frontend)/api/events/route.ts) registers the function that checks and queues a beacon
// on globalThis when it first runs; from then on this layer hands each beacon to it directly, with
// the same request, so every answer (202, 4xx, 429) is the route's own, with the security headers
// Next.js would have added (src/lib/security/headers.mjs). Until then, and for anything else,
// Next.js serves as usual.
import { Readable } from 'node:stream'

import { modeFromEnv, securityHeaders } from '../src/lib/security/headers.mjs'

/** Where the route leaves its beacon handler: (request: Request) => Promise<Response>. */
export const BEACON_INGEST = Symbol.for('hclh.analytics.ingest')
export const BEACON_PATH = '/api/events'

/**
 * The header clientAddress (src/lib/rate-limit/address.ts) trusts: the address of the connection
 * a request came on. Whatever a client sent under that name is overwritten.
 */
export const CLIENT_ADDRESS_HEADER = 'x-hclh-client-ip'

/** Sets CLIENT_ADDRESS_HEADER on a request from its socket (server/index.mjs, every request). */
export function stampClientAddress(req) {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown'
}

let securityOfBeacons
/** The security headers of every beacon's answer: one path, one mode, worked out once. */
const beaconHeaders = () =>
  (securityOfBeacons ??= Object.fromEntries(
    securityHeaders(BEACON_PATH, modeFromEnv()).map(({ key, value }) => [key.toLowerCase(), value]),
  ))

/**
 * The request's headers as Next.js would hand them to a route (it adds the forwarded ones). The
 * client address is already stamped: server/index.mjs does it for every request first.
 */
function headersOf(req) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined) headers.append(name, one)
    }
  }
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) {
    headers.set('x-forwarded-for', req.socket.remoteAddress)
  }
  if (!headers.has('x-forwarded-host') && headers.has('host')) {
    headers.set('x-forwarded-host', headers.get('host'))
  }
  if (!headers.has('x-forwarded-proto')) {
    headers.set('x-forwarded-proto', req.socket.encrypted ? 'https' : 'http')
  }
  return headers
}

/** Answers a beacon and returns true, or returns false for Next.js to serve the request. */
export async function serveBeacon(req, res) {
  const ingest = globalThis[BEACON_INGEST]
  if (req.method !== 'POST' || typeof ingest !== 'function') return false
  const pathname = req.url.split('?', 1)[0]
  if (pathname !== BEACON_PATH) return false
  const headers = headersOf(req)
  const request = new Request(`http://${headers.get('host') ?? 'localhost'}${req.url}`, {
    method: 'POST',
    headers,
    body: Readable.toWeb(req),
    duplex: 'half',
  })
  const response = await ingest(request)
  const body = Buffer.from(await response.arrayBuffer())
  // The route's headers and the security headers Next.js adds (next.config.ts), which win.
  const head = { ...Object.fromEntries(response.headers), ...beaconHeaders() }
  // The route stops reading a body that is too large. The rest is never read, so the connection
  // cannot carry another request: it is closed once the answer is out, instead of left hanging.
  if (!req.readableEnded) head.connection = 'close'
  res.writeHead(response.status, head)
  res.end(body)
  return true
}
