import { createHmac, timingSafeEqual } from 'crypto'

import type { Payload } from 'payload'

import { ownOrigin } from '@/lib/site/own'

export const REVALIDATE_PATH = '/api/revalidate'
export const REVALIDATE_HEADER = 'x-revalidate-token'

/** The token the revalidation route takes: from the secret, so only the site's processes know it. */
export const revalidateToken = () =>
  createHmac('sha256', process.env.PAYLOAD_SECRET || '')
    .update('hclh.revalidate')
    .digest('hex')

export function isRevalidateToken(value: string | null): boolean {
  const expected = Buffer.from(revalidateToken())
  const given = Buffer.from(value ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Revalidates this process's pages after a change made through another process. Next.js only
 * revalidates from inside a request, and the change log is polled from a timer, so the process
 * asks itself, over HTTP, through the revalidation route, where it listens (lib/site/own.ts).
 * Outside a Next.js server (scripts, tests) there is no page cache to revalidate.
 */
export function revalidateOwnServer(payload: Payload): void {
  if (!process.env.NEXT_RUNTIME || !process.env.PAYLOAD_SECRET) return
  fetch(`${ownOrigin()}${REVALIDATE_PATH}`, {
    method: 'POST',
    headers: { [REVALIDATE_HEADER]: revalidateToken() },
    signal: AbortSignal.timeout(10_000),
  })
    .then((response) => {
      if (!response.ok) throw new Error(`answered ${response.status}`)
      payload.logger.info('Revalidated the public site: changed through another server process')
    })
    .catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Could not revalidate after another process’s change'),
    )
}
