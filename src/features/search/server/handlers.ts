import 'server-only'

import type { Payload } from 'payload'

import { SEARCH_MIN_LENGTH, type SearchResponse } from '@/features/search/api'
import { clientAddress, type RateLimiter } from '@/lib/rate-limit'
import { randomSuggestions, recordSearch, searchSite } from '@/features/search/server'
import { searchTextSchema } from '@/features/search/schema'

/** Suggestions the search box shows; `count` tells how many match in all. */
export const SUGGESTION_LIMIT = 8
/** Blog posts and projects each that Latest Resources gets to choose from. */
export const RANDOM_SUGGESTIONS = 3

const NO_STORE = { 'Cache-Control': 'no-store' }
const EMPTY: SearchResponse = { count: 0, suggestions: [] }

/**
 * GET /api/search?q=: `{ count, suggestions }` (spec section 3). Under 2 characters gives an
 * empty answer; over 200 a 422; too many searches from one address a 429 with Retry-After.
 */
export async function handleSearchRequest(
  request: Request,
  { payload, limiter }: { payload: Payload; limiter: RateLimiter },
): Promise<Response> {
  const allowed = await limiter.consume(clientAddress(request.headers))
  if (!allowed.ok) {
    return Response.json(
      { error: 'Too many searches. Please wait a moment and try again.' },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(allowed.retryAfter) } },
    )
  }
  const parsed = searchTextSchema.safeParse(new URL(request.url).searchParams.get('q') ?? '')
  if (!parsed.success) {
    const error = parsed.error.issues.map((issue) => issue.message).join('. ')
    return Response.json({ error }, { status: 422, headers: NO_STORE })
  }
  const text = parsed.data
  if (text.length < SEARCH_MIN_LENGTH) return Response.json(EMPTY, { headers: NO_STORE })
  try {
    const result = await searchSite(payload, text, SUGGESTION_LIMIT)
    recordSearch(payload, text, result.count, 'box')
    return Response.json(result satisfies SearchResponse, { headers: NO_STORE })
  } catch (error) {
    payload.logger.error({ err: error }, 'Search failed')
    return Response.json(
      { error: 'Search is not available right now.' },
      { status: 503, headers: NO_STORE },
    )
  }
}

/** GET /api/random-suggestions: `{ success, data: { blogs, portfolio }, error }` (spec section 7). */
export async function handleRandomSuggestions({ payload }: { payload: Payload }) {
  try {
    const data = await randomSuggestions(payload, RANDOM_SUGGESTIONS)
    return Response.json({ success: true, data }, { headers: NO_STORE })
  } catch (error) {
    payload.logger.error({ err: error }, 'Random suggestions failed')
    return Response.json(
      {
        success: false,
        data: { blogs: [], portfolio: [] },
        error: 'Suggestions are not available right now.',
      },
      { status: 503, headers: NO_STORE },
    )
  }
}
