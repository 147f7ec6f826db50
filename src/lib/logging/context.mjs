// @ts-check
// The request id of the request being handled, and log lines as JSON. Plain JavaScript so that the
// production server (server/index.mjs, not bundled) and the site's code (bundled by Next.js) can
// both import it. The bundle gets its own copy of this module, so the AsyncLocalStorage that
// carries the id lives on globalThis, under a Symbol.for key both copies find: the server puts the
// id in it for each request, and Payload's logger (lib/logging/payload.ts) reads it back.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** Where the one AsyncLocalStorage of the process is kept. */
export const REQUEST_CONTEXT = Symbol.for('hclh.request-context')

/** The header a request id comes in on (from a load balancer) and goes back out on. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * An id taken from a request: short, and only characters that cannot break a log line or a
 * header. Anything else is replaced by a new id rather than cleaned, so that no part of a
 * client's text ends up in the logs.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** @typedef {{ requestId: string, done?: boolean }} RequestContext */
/** @typedef {'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'} Level */

/**
 * The process's AsyncLocalStorage of request contexts, made on first use.
 * @returns {AsyncLocalStorage<RequestContext>}
 */
export function requestContext() {
  const store = /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  return (store[REQUEST_CONTEXT] ??= new AsyncLocalStorage())
}

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

/** Keys every line has; a field of the same name would make the line lie about itself. */
const RESERVED = new Set(['time', 'level', 'msg'])

/**
 * Values JSON cannot take as they are: errors (whose properties are not enumerable) and bigints.
 * @param {string} _key
 * @param {unknown} value
 */
function replacer(_key, value) {
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack }
  return value
}

/**
 * One log line as JSON, without the line break: `time` (ISO), `level`, `msg`, the current
 * `requestId` when there is one, then `fields`. Never throws: fields that cannot be written
 * (a circular object) are left out and the line says so.
 * @param {Level} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 * @returns {string}
 */
export function jsonLine(level, msg, fields = {}) {
  const requestId = currentRequestId()
  /** @type {Record<string, unknown>} */
  const line = { time: new Date().toISOString(), level, msg }
  if (requestId) line.requestId = requestId
  /** @type {Record<string, unknown>} */
  const extra = {}
  for (const [key, value] of Object.entries(fields)) {
    if (!RESERVED.has(key)) extra[key] = value
  }
  try {
    return JSON.stringify({ ...line, ...extra }, replacer)
  } catch {
    return JSON.stringify({ ...line, fieldsDropped: 'not serialisable' })
  }
}
