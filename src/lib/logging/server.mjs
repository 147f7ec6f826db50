// @ts-check
// The production server's side of the logs (server/index.mjs): every request gets an id, sent
// back as `x-request-id` and kept in the request context (./context.mjs) while it is handled, and
// console output becomes JSON lines carrying that id. Here rather than in server/index.mjs so
// that the tests can run it without a Next.js build.
import http from 'node:http'
import { formatWithOptions, stripVTControlCharacters, types } from 'node:util'

import { jsonLine, REQUEST_ID_HEADER, requestIdFor, runWithRequestId } from './context.mjs'

/** @typedef {import('./context.mjs').Level} Level */

/**
 * JSON lines unless LOG_FORMAT=text (a person reading a terminal). NODE_ENV unset counts as
 * production: this server only ever serves a production build, whose bundled code (Payload's
 * logger among it) was built believing NODE_ENV is production.
 * @param {Record<string, string | undefined>} [env]
 */
export const jsonLogsWanted = (env = process.env) =>
  (env.NODE_ENV || 'production') === 'production' && env.LOG_FORMAT !== 'text'

/**
 * A response whose `x-request-id` is always its request's. A page the page cache
 * (server/page-cache.mjs) stored keeps the headers it was first sent with, the id of that first
 * request among them, and sends them again with `writeHead`; Node hands each of those headers to
 * `setHeader` once the response has a header of its own (the id is set first), so it is here that
 * a stored id is replaced by the current one.
 */
export class RequestIdResponse extends http.ServerResponse {
  /** @type {string | undefined} */
  requestId = undefined

  /**
   * @param {string} name
   * @param {number | string | readonly string[]} value
   * @returns {this}
   */
  setHeader(name, value) {
    const own = this.requestId !== undefined && name.toLowerCase() === REQUEST_ID_HEADER
    return super.setHeader(name, own && this.requestId ? this.requestId : value)
  }
}

/**
 * Handles a request under its id: the incoming `x-request-id` when sane, else a new one, put back
 * on the request (Next.js and Payload see the id the logs use, never a malformed one) and on the
 * response before anything else is written.
 * @template T
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {() => T} handler
 * @returns {T}
 */
export function withRequestId(req, res, handler) {
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER])
  req.headers[REQUEST_ID_HEADER] = requestId
  if (res instanceof RequestIdResponse) res.requestId = requestId
  res.setHeader(REQUEST_ID_HEADER, requestId)
  /** @type {import('./context.mjs').RequestContext} */
  const context = { requestId }
  // Work the request left behind (timers, the jobs queue it started) logs without its id.
  res.once('close', () => {
    context.done = true
  })
  return runWithRequestId(requestId, handler, context)
}

/** The console's methods and the level of their lines. */
const CONSOLE_LEVELS = /** @type {const} */ ({
  log: 'info',
  info: 'info',
  debug: 'debug',
  trace: 'trace',
  warn: 'warn',
  error: 'error',
})

/** @param {unknown} value @returns {value is Error} */
const isError = (value) => value instanceof Error || types.isNativeError(value)

/**
 * The JSON line of a console call: its arguments formatted as console.log would, on one line and
 * without colours; the first error's stack (and Next.js's `digest`, which the browser's error
 * page shows) in fields of their own, the message keeping only the error's name and text.
 * @param {Level} level
 * @param {unknown[]} args
 * @param {string} [stack] a stack for a call without an error (console.trace)
 */
export function consoleLine(level, args, stack) {
  const error = args.find(isError)
  const shown = args.map((arg) =>
    isError(arg) ? (arg.message ? `${arg.name}: ${arg.message}` : arg.name) : arg,
  )
  const msg = stripVTControlCharacters(
    formatWithOptions({ breakLength: Infinity, colors: false }, ...shown),
  )
  /** @type {Record<string, unknown>} */
  const fields = {}
  if (error) {
    fields.stack = error.stack ?? String(error)
    const { digest } = /** @type {{ digest?: unknown }} */ (error)
    if (typeof digest === 'string') fields.digest = digest
    if (error.cause !== undefined) {
      fields.cause = isError(error.cause)
        ? `${error.cause.name}: ${error.cause.message}`
        : String(error.cause)
    }
  } else if (stack) {
    fields.stack = stack
  }
  return jsonLine(level, msg, fields)
}

/**
 * Replaces the console's log, info, debug, trace, warn and error with ones that write a JSON line
 * each (Next.js's own messages, "⨯ Error: …" among them, go through these), to the stream the
 * method wrote to before. Returns a function that puts the old methods back.
 * @param {Console} [target]
 * @returns {() => void}
 */
export function installJsonConsole(target = console) {
  /** @type {Partial<Record<keyof typeof CONSOLE_LEVELS, (...args: unknown[]) => void>>} */
  const originals = {}
  for (const method of /** @type {(keyof typeof CONSOLE_LEVELS)[]} */ (
    Object.keys(CONSOLE_LEVELS)
  )) {
    originals[method] = target[method]
  }
  // console.trace would print a stack of its own after the line: its line goes out as an error's.
  const errorWrite = /** @type {(...args: unknown[]) => void} */ (originals.error)
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    const name = /** @type {keyof typeof CONSOLE_LEVELS} */ (method)
    const write =
      name === 'trace' ? errorWrite : /** @type {(...a: unknown[]) => void} */ (originals[name])
    target[name] = (...args) => {
      const stack =
        name === 'trace' ? new Error('Trace').stack?.split('\n').slice(2).join('\n') : undefined
      write.call(target, consoleLine(level, args, stack))
    }
  }
  return () => Object.assign(target, originals)
}
