// @ts-check
// The production server's side of the logs (server/index.mjs), with pino as Payload's: its JSON
// lines have the shape of Payload's (./context.mjs), every request gets an id from pino-http, sent
// back as `x-request-id` and kept in the request context while it is handled, and console output
// becomes JSON lines carrying that id. Here rather than in server/index.mjs so that the tests can
// run it without a Next.js build. Three pieces are our own, each where the libraries stop:
// - the request context (runWithRequestId): pino-http puts the id on the request (req.id,
//   req.log), which Payload's logger and Next.js's console never see; an AsyncLocalStorage
//   carries it into everything the request runs;
// - RequestIdResponse: the page cache replays a stored answer's headers, the first request's id
//   among them, which neither library knows of;
// - the console's bridge (installJsonConsole): Next.js writes its own messages and its errors
//   ("⨯ Error: …") through the console, which pino leaves alone.
import http from 'node:http'
import { formatWithOptions, stripVTControlCharacters, types } from 'node:util'

import { multistream, pino } from 'pino'
import { pinoHttp } from 'pino-http'

import { jsonLoggerOptions, REQUEST_ID_HEADER, requestIdFor, runWithRequestId } from './context.mjs'

/**
 * JSON lines unless LOG_FORMAT=text (a person reading a terminal). NODE_ENV unset counts as
 * production: this server only ever serves a production build, whose bundled code (Payload's
 * logger among it) was built believing NODE_ENV is production.
 * @param {Record<string, string | undefined>} [env]
 */
export const jsonLogsWanted = (env = process.env) =>
  (env.NODE_ENV || 'production') === 'production' && env.LOG_FORMAT !== 'text'

/**
 * A logger of the server's JSON lines, every level (the console's debug and trace too), each line
 * to the stream the console writes it to: debug, info to `out`; trace, warn, error to `err`
 * (dedupe: a line goes to the stream of the highest level it reaches).
 * @param {{ out?: NodeJS.WritableStream, err?: NodeJS.WritableStream }} [streams]
 */
export const jsonLogger = ({ out = process.stdout, err = process.stderr } = {}) =>
  pino(
    { ...jsonLoggerOptions(), level: 'trace' },
    multistream(
      [
        { level: 'trace', stream: err },
        { level: 'debug', stream: out },
        { level: 'warn', stream: err },
      ],
      { dedupe: true },
    ),
  )

/** The server's logger, on its standard output and error. */
export const serverLogger = jsonLogger()

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
 * pino-http's part: the request's id (the incoming `x-request-id` when sane, else a new one) on
 * `req.id`, put back on the request (Next.js and Payload see the id the logs use, never a
 * malformed one) and on the response before anything else is written. No line per request: the
 * server never wrote an access log, and one line per beacon and per picture would be most of the
 * log. `req.log` takes its id from the request context, as every other line does, and not the
 * request itself, whose headers carry the visitors' cookies.
 */
const requestIds = pinoHttp({
  logger: serverLogger,
  autoLogging: false,
  genReqId: (req, res) => {
    const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER])
    req.headers[REQUEST_ID_HEADER] = requestId
    if (res instanceof RequestIdResponse) res.requestId = requestId
    res.setHeader(REQUEST_ID_HEADER, requestId)
    return requestId
  },
  wrapSerializers: false,
  serializers: { req: () => undefined },
})

/**
 * Handles a request under its id (see requestIds), in the request context until it is answered.
 * @template T
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {() => T} handler
 * @returns {T}
 */
export function withRequestId(req, res, handler) {
  requestIds(req, res)
  /** @type {import('./context.mjs').RequestContext} */
  const context = { requestId: String(req.id) }
  // Work the request left behind (timers, the jobs queue it started) logs without its id.
  res.once('close', () => {
    context.done = true
  })
  return runWithRequestId(context.requestId, handler, context)
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
 * The entry of a console call: its arguments formatted as console.log would, on one line and
 * without colours; the first error's stack (and Next.js's `digest`, which the browser's error
 * page shows) in fields of their own, the message keeping only the error's name and text.
 * @param {unknown[]} args
 * @param {string} [stack] a stack for a call without an error (console.trace)
 * @returns {{ fields: Record<string, unknown>, msg: string }}
 */
function consoleEntry(args, stack) {
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
  return { fields, msg }
}

/**
 * Replaces the console's log, info, debug, trace, warn and error with ones that write a line each
 * through `logger` (Next.js's own messages, "⨯ Error: …" among them, go through these). Returns a
 * function that puts the old methods back.
 * @param {Console} [target]
 * @param {import('pino').Logger} [logger]
 * @returns {() => void}
 */
export function installJsonConsole(target = console, logger = serverLogger) {
  /** @type {Partial<Record<keyof typeof CONSOLE_LEVELS, (...args: unknown[]) => void>>} */
  const originals = {}
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    const name = /** @type {keyof typeof CONSOLE_LEVELS} */ (method)
    originals[name] = target[name]
    target[name] = (...args) => {
      // console.trace's own stack, without this function's frame.
      const stack =
        name === 'trace' ? new Error('Trace').stack?.split('\n').slice(2).join('\n') : undefined
      const { fields, msg } = consoleEntry(args, stack)
      logger[level](fields, msg)
    }
  }
  return () => Object.assign(target, originals)
}
