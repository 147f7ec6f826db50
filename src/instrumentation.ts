import type { Instrumentation } from 'next'

/**
 * Runs once as the server starts (Next.js's instrumentation hook): what a production server says
 * about its settings before it answers anything.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { proxySetting } = await import('@/lib/rate-limit/address')
  const setting = proxySetting()
  if (!setting.ok) {
    // The server must not run: a thrown error only makes Next.js log it on every request and
    // go on serving, so the process ends here, as the server prepares, before any request.
    console.error(setting.problem)
    process.exit(1)
  }
  if (setting.hops === 0) console.warn(setting.note)
}

/**
 * Every error a request meets on the server, as one JSON line with the request's id
 * (src/proxy.ts), so that a visitor's report ("request id …") finds it. LOG_FORMAT=text, or a
 * server that is not a production one, leaves Next.js's own lines alone.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NODE_ENV !== 'production' || process.env.LOG_FORMAT === 'text') return
  const err = error instanceof Error ? error : new Error(String(error))
  const headers = request.headers as Record<string, string | string[] | undefined>
  console.error(
    JSON.stringify({
      level: 'error',
      time: new Date().toISOString(),
      msg: `${request.method} ${request.path} failed`,
      requestId: headers['x-request-id'],
      route: context.routePath,
      digest: (error as { digest?: string }).digest,
      err: { type: err.name, message: err.message, stack: err.stack },
    }),
  )
}
