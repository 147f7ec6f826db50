import 'server-only'

import { isbot } from 'isbot'
import type { Payload } from 'payload'

import { coloradoDay } from '@/lib/time/colorado'
import { eventData } from '@/features/analytics/server/parse'
import { enqueueEvent } from '@/features/analytics/server/queue'
import { saltFor, visitorHash } from '@/features/analytics/server/visitor'
import { clientAddress, sharedRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { memoryCounter } from '@/lib/rate-limit/store'
import { fieldIssues } from '@/features/estimate/schema'
import { BEACON_MAX_BYTES, beaconSchema } from '@/features/analytics/schema'
import { serverUrl } from '@/lib/site/urls'

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

/**
 * A beacon: its headers, and `text(max)`, its body, or null once it passes `max` bytes (the rest
 * unread) or when the sender went away before it ended.
 */
export type Beacon = {
  headers: { get(name: string): string | null }
  text(max: number): Promise<string | null>
}

/** The answer to a beacon: its status, headers and, for a refusal, the JSON that says why. */
export type BeaconAnswer = { status: number; headers: Record<string, string>; json?: object }

const refuse = (status: number, error: string, extra: object = {}, headers = {}): BeaconAnswer => ({
  status,
  headers: { ...NO_STORE, ...headers },
  json: { error, ...extra },
})

/** Accepted (stored or, for a bot, ignored): no body, nothing to tell a robot apart by. */
const accepted = (): BeaconAnswer => ({ status: 202, headers: NO_STORE })

/**
 * The body of a web Request as text, or null as soon as it passes `max` bytes: the chunk that
 * passes it is dropped with the reader, so no more than `max` bytes are kept.
 */
async function readText(request: Request, max: number): Promise<string | null> {
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
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export type EventDeps = { payload: Payload; limiter: RateLimiter; now?: () => Date }

/**
 * One beacon (POST /api/events). 202 with no body once it waits for the next batch, or when the
 * sender is a bot (nothing stored); 429 over the address's limit; 415 for anything but JSON
 * (`text/plain` is what sendBeacon sends); 413 for a body longer than a beacon can be
 * (BEACON_MAX_BYTES, 2.4 KB), by its Content-Length before anything is read, else as soon as the
 * body passes it; 400 for a body that is not JSON; 422 for JSON that is not a beacon. The address
 * and the user agent only go into the day's hash.
 */
export async function answerBeacon(
  beacon: Beacon,
  { payload, limiter, now = () => new Date() }: EventDeps,
): Promise<BeaconAnswer> {
  const { headers } = beacon
  const address = clientAddress(headers)
  const allowed = await limiter.consume(address)
  if (!allowed.ok) {
    return refuse(429, 'Too many events', {}, { 'Retry-After': String(allowed.retryAfter) })
  }
  const type = headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? ''
  if (!TYPES.includes(type)) return refuse(415, 'Send the event as JSON')
  if (Number(headers.get('content-length') ?? 0) > BEACON_MAX_BYTES) {
    return refuse(413, 'The event is too large')
  }
  const userAgent = headers.get('user-agent') ?? ''
  if (!userAgent || isbot(userAgent)) return accepted()

  const text = await beacon.text(BEACON_MAX_BYTES)
  if (text === null) return refuse(413, 'The event is too large')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return refuse(400, 'The event is not JSON')
  }
  const parsed = beaconSchema.safeParse(json)
  if (!parsed.success) {
    return refuse(422, 'The event is not one the site records', {
      issues: fieldIssues(parsed.error),
    })
  }

  const day = coloradoDay(now())
  const salt = await saltFor(payload, day)
  const ownHosts = [headers.get('host'), headers.get('x-forwarded-host'), new URL(serverUrl()).host]
  enqueueEvent(
    payload,
    eventData(parsed.data, { day, visitor: visitorHash(salt, address, userAgent), ownHosts }),
  )
  return accepted()
}

/** The route's door: a web Request in, a Response out. */
export async function handleEventRequest(request: Request, deps: EventDeps): Promise<Response> {
  const beacon = { headers: request.headers, text: (max: number) => readText(request, max) }
  const { status, headers, json } = await answerBeacon(beacon, deps)
  return json ? Response.json(json, { status, headers }) : new Response(null, { status, headers })
}
