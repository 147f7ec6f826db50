import type { Config } from 'payload'

import { currentRequestId } from '@/lib/logging/context.mjs'

type PayloadLoggerOption = Config['logger']

/**
 * Payload's logger (pino) for payload.config.ts. In the production server, unless
 * LOG_FORMAT=text: plain JSON lines, one per entry, with an ISO `time`, the level's name, `msg`
 * and the `requestId` of the request being handled (server/index.mjs keeps it, see
 * ./context.mjs), the same shape as the server's console lines. Everywhere else (`next dev`,
 * tests, the build, scripts) undefined: Payload's own readable lines, as before.
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

/** The pino options of the JSON lines (separate for the tests, which give them a stream). */
export function jsonLoggerOptions() {
  return {
    level: 'info',
    // Only the logger's name (Payload sets "payload"): the host and process id say nothing when
    // the lines of one server are read together.
    base: {},
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
  }
}
