import { createHmac, timingSafeEqual } from 'crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

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

/** What the revalidation route takes: the tags to revalidate; none, the whole public site. */
export const revalidateRequest = z.object({
  tags: z.array(z.string().min(1).max(256)).max(1000),
})

/**
 * Revalidates this process's pages with `tags` (none: all of them) after a change it did not see
 * in a request of its own: one made through another process, or by a job. Next.js only
 * revalidates from inside a request, and the change log is polled from a timer, so the process
 * asks itself, over HTTP, through the revalidation route, where it listens (lib/site/own.ts).
 * Outside a Next.js server (scripts, tests) there is no page cache to revalidate.
 */
export function revalidateOwnServer(payload: Payload, tags: string[]): void {
  if (!process.env.NEXT_RUNTIME || !process.env.PAYLOAD_SECRET) return
  fetch(`${ownOrigin()}${REVALIDATE_PATH}`, {
    method: 'POST',
    headers: { [REVALIDATE_HEADER]: revalidateToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ tags } satisfies z.infer<typeof revalidateRequest>),
    signal: AbortSignal.timeout(10_000),
  })
    .then((response) => {
      if (!response.ok) throw new Error(`answered ${response.status}`)
      payload.logger.info(
        `Revalidated ${tags.length ? tags.join(' ') : 'the public site'}: changed elsewhere`,
      )
    })
    .catch((error: unknown) =>
      payload.logger.error({ err: error }, 'Could not revalidate after another process’s change'),
    )
}
