// @ts-check
// The request id of the request being handled, and the shape of a log line. Plain JavaScript so that
// the production server (server/index.mjs, not bundled) and the site's code (bundled by Next.js)
// can both import it. The id is carried by the request context of the server bridge
// (src/lib/server-bridge.mjs), which the bundle's copy of this module finds too: the server puts
// the id in it for each request, and Payload's logger (lib/logging/payload.ts) reads it back.
import { randomUUID } from 'node:crypto'

import { stdTimeFunctions } from 'pino'

import { requestContext } from '../server-bridge.mjs'

/** The header a request id comes in on (from a load balancer) and goes back out on. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * An id taken from a request: short, and only characters that cannot break a log line or a
 * header. Anything else is replaced by a new id rather than cleaned, so that no part of a
 * client's text ends up in the logs.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** @typedef {import('../server-bridge.mjs').RequestContext} RequestContext */

/**
 * The id of the request this code runs for; undefined outside one (start-up, scripts, `next dev`,
 * which does not go through server/index.mjs) and once that request is answered. The context
 * follows every timer a request starts, and Payload starts its jobs queue's timers inside the
 * first request that needs it: without `done`, every job would log under that request's id.
 * @returns {string | undefined}
 */
export const currentRequestId = () => {
  const context = requestContext().getStore()
  return context && !context.done ? context.requestId : undefined
}

/**
 * An incoming `x-request-id` when it is sane, else undefined. Node gives a repeated header as one
 * string joined with ", ", which is not sane, so a request with two ids gets a new one.
 * @param {string | string[] | null | undefined} value
 * @returns {string | undefined}
 */
export function saneRequestId(value) {
  const one = Array.isArray(value) ? value[0] : value
  return typeof one === 'string' && SANE_ID.test(one) ? one : undefined
}

/**
 * The id of a new request: the one it came with when sane, else a random one.
 * @param {string | string[] | null | undefined} value
 * @returns {string}
 */
export const requestIdFor = (value) => saneRequestId(value) ?? randomUUID()

/**
 * Runs `fn` as part of the request `requestId`: everything it starts, awaited or on a timer,
 * sees that id until `context.done` is set (server.mjs sets it when the response closes).
 * @template T
 * @param {string} requestId
 * @param {() => T} fn
 * @param {RequestContext} [context]
 * @returns {T}
 */
export const runWithRequestId = (requestId, fn, context = { requestId }) =>
  requestContext().run(context, fn)

/**
 * The pino options of every JSON log line, Payload's and the production server's alike: one line
 * per entry with an ISO `time`, the level's name, `msg`, the `requestId` of the request being
 * handled when there is one, then the entry's fields (`err` as pino writes errors: type, message
 * and stack). Nothing of the host: the host and process id say nothing when the lines of one
 * server are read together.
 * @returns {import('pino').LoggerOptions<never, false>}
 */
export function jsonLoggerOptions() {
  return {
    level: 'info',
    base: {},
    timestamp: stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      // Keys every line has: a field of the same name would make the line lie about itself.
      log: ({ time: _time, level: _level, msg: _msg, ...fields }) => fields,
    },
    mixin: () => {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
  }
}
