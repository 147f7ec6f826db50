import 'server-only'

import { isbot } from 'isbot'
import type { Payload } from 'payload'

import { denverDay } from '@/lib/analytics/day'
import { eventData } from '@/lib/analytics/parse'
import { enqueueEvent } from '@/lib/analytics/queue'
import { saltFor, visitorHash } from '@/lib/analytics/visitor'
import { clientAddress, sharedRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { memoryCounter } from '@/lib/rate-limit/store'
import { fieldIssues } from '@/lib/validations/estimate'
import { BEACON_MAX_BYTES, beaconSchema } from '@/lib/validations/events'
import { serverUrl } from '@/utilities/paths'

/**
 * Beacons per address: 300 a minute unless EVENTS_RATE_LIMIT says otherwise. A visitor sends one
 * per page and a few per form; a town behind one carrier's address sends many more. Counted in
 * this process's memory whatever the store of the other limits: beacons are queued to be written
 * in batches, and a database write for each one's count would undo that; a flood spread over
 * several processes can only skew the figures.
 */
export const eventsLimiter = (): RateLimiter =>
  sharedRateLimiter(
    'events',
    process.env.EVENTS_RATE_LIMIT,
    { limit: 300, windowMs: 60_000 },
    memoryCounter,
  )

const NO_STORE = { 'Cache-Control': 'no-store' }
const TYPES = ['text/plain', 'application/json']

const refuse = (status: number, error: string, extra: object = {}, headers = {}) =>
  Response.json({ error, ...extra }, { status, headers: { ...NO_STORE, ...headers } })

/** Accepted (stored or, for a bot, ignored): no body, nothing to tell a robot apart by. */
const accepted = () => new Response(null, { status: 202, headers: NO_STORE })

class TooLarge extends Error {}

/** The body as text, refusing it as soon as it passes `max` bytes (whatever Content-Length said). */
async function readText(request: Request, max: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      throw new TooLarge()
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export type EventDeps = { payload: Payload; limiter: RateLimiter; now?: () => Date }

/**
 * POST /api/events: one beacon. 202 with no body once it waits for the next batch, or when the
 * sender is a bot (nothing stored); 429 over the address's limit; 415 for anything but JSON
 * (`text/plain` is what sendBeacon sends); 413 over 2 KB; 400 for a body that is not JSON; 422
 * for JSON that is not a beacon. The address and the user agent only go into the day's hash.
 */
export async function handleEventRequest(
  request: Request,
  { payload, limiter, now = () => new Date() }: EventDeps,
): Promise<Response> {
  const address = clientAddress(request.headers)
  const allowed = await limiter.consume(address)
  if (!allowed.ok) {
    return refuse(429, 'Too many events', {}, { 'Retry-After': String(allowed.retryAfter) })
  }
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? ''
  if (!TYPES.includes(type)) return refuse(415, 'Send the event as JSON')
  if (Number(request.headers.get('content-length') ?? 0) > BEACON_MAX_BYTES) {
    return refuse(413, 'The event is too large')
  }
  const userAgent = request.headers.get('user-agent') ?? ''
  if (!userAgent || isbot(userAgent)) return accepted()

  let json: unknown
  try {
    json = JSON.parse(await readText(request, BEACON_MAX_BYTES))
  } catch (error) {
    if (error instanceof TooLarge) return refuse(413, 'The event is too large')
    return refuse(400, 'The event is not JSON')
  }
  const parsed = beaconSchema.safeParse(json)
  if (!parsed.success) {
    return refuse(422, 'The event is not one the site records', {
      issues: fieldIssues(parsed.error),
    })
  }

  const day = denverDay(now())
  const salt = await saltFor(payload, day)
  const ownHosts = [
    request.headers.get('host'),
    request.headers.get('x-forwarded-host'),
    new URL(serverUrl()).host,
  ]
  enqueueEvent(
    payload,
    eventData(parsed.data, { day, visitor: visitorHash(salt, address, userAgent), ownHosts }),
  )
  return accepted()
}
