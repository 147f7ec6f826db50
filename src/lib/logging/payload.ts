import type { Config } from 'payload'
import { stdTimeFunctions, type LoggerOptions } from 'pino'

type PayloadLoggerOption = Config['logger']

/**
 * The JSON log lines of a production server: one line per entry with an ISO `time`, the level's
 * name, `msg`, then the entry's fields (`err` as pino writes errors: type, message and stack).
 * Nothing of the host: the host and process id say nothing when one server's lines are read
 * together. src/instrumentation.ts writes the request errors in the same shape.
 */
export const jsonLoggerOptions = (): LoggerOptions<never, false> => ({
  level: 'info',
  base: {},
  timestamp: stdTimeFunctions.isoTime,
  formatters: {
    level: (label) => ({ level: label }),
    // Keys every line has: a field of the same name would make the line lie about itself.
    log: ({ time: _time, level: _level, msg: _msg, ...fields }) => fields,
  },
})

/**
 * Payload's logger (pino) for payload.config.ts. In a production server, unless LOG_FORMAT=text:
 * JSON lines (jsonLoggerOptions). Everywhere else (`next dev`, tests, the build, scripts)
 * undefined: Payload's own readable lines.
 *
 * `process.env.NODE_ENV` is written out in full on purpose: Next.js replaces it with the build's
 * mode when it bundles this file, so a production build logs JSON even when the server was
 * started without NODE_ENV.
 */
export function payloadLogger({ inServer }: { inServer: boolean }): PayloadLoggerOption {
  if (!inServer || process.env.NODE_ENV !== 'production') return undefined
  if (process.env.LOG_FORMAT === 'text') return undefined
  return { options: jsonLoggerOptions() }
}
