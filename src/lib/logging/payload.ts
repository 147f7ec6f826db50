import type { Config } from 'payload'

import { jsonLoggerOptions } from '@/lib/logging/context.mjs'

type PayloadLoggerOption = Config['logger']

/**
 * Payload's logger (pino) for payload.config.ts. In the production server, unless
 * LOG_FORMAT=text: JSON lines of the same shape as the server's own (./context.mjs
 * jsonLoggerOptions), with the `requestId` of the request being handled. Everywhere else
 * (`next dev`, tests, the build, scripts) undefined: Payload's own readable lines, as before.
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
