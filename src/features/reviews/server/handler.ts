import 'server-only'

import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { LINK_PROBLEMS, REVIEW_NOT_SAVED, type ReviewValues } from '@/features/reviews/schema'
import { openReviewLink, submitReview } from '@/features/reviews/server/submit'
import { uploadBudget, type UploadBudget } from '@/features/uploads/server/budget'
import { handleUploadRequest, refusedByLimit } from '@/features/uploads/server/request'
import { ESTIMATE_UPLOADS } from '@/features/uploads/rules'
import { failure } from '@/lib/http/answers'
import { sharedRateLimiter, type RateLimiter } from '@/lib/rate-limit'

export const TOO_MANY_REVIEWS = 'Too many tries. Please wait a few minutes and try again.'
export { REVIEW_NOT_SAVED }

/** Ten tries per address per ten minutes unless REVIEW_RATE_LIMIT says otherwise. */
export const reviewLimiter = (): RateLimiter =>
  sharedRateLimiter('review', process.env.REVIEW_RATE_LIMIT, { limit: 10, windowMs: 10 * 60_000 })

/**
 * Whatever the form sends, as text: the strict schema runs in the work itself, so a refusal can
 * give back what was typed (to the page drawn without JavaScript).
 */
const anyFields = z.record(z.string(), z.unknown())

/** The review page of `token` (site-relative: right behind any proxy), with what to show. */
const pagePath = (token: string, query: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value))
  const path = `/review/${encodeURIComponent(token)}`
  return search.size > 0 ? `${path}?${search}` : path
}

/**
 * A plain form post (the page without JavaScript) is answered with a redirect to the page (303,
 * so a reload does not post again): the thank-you, or the message with what was typed. The
 * page's script asks for JSON and gets spec section 7's answers.
 */
const wantsJson = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('application/json')

async function asRedirect(token: string, answer: Response): Promise<Response> {
  if (answer.ok)
    return new Response(null, {
      status: 303,
      headers: { Location: pagePath(token, { sent: '1' }) },
    })
  const body = (await answer.json().catch(() => ({}))) as {
    error?: string
    values?: Partial<ReviewValues>
  }
  const values = body.values ?? {}
  const query = {
    error: body.error ?? REVIEW_NOT_SAVED,
    rating: values.rating ?? '',
    content: values.content ?? '',
    town: values.town ?? '',
  }
  const headers = new Headers({ Location: pagePath(token, query) })
  const retry = answer.headers.get('Retry-After')
  if (retry) headers.set('Retry-After', retry)
  return new Response(null, { status: 303, headers })
}

/**
 * POST /api/review/<token>: the address's limit, then the link (checked before the body is
 * read: a bad link reserves no room and stores nothing), then the upload request's steps with the
 * estimate form's file rules and budget, whose work stores the review.
 */
export async function handleReviewRequest(
  request: Request,
  token: string,
  {
    payload,
    limiter,
    budget = uploadBudget(),
  }: { payload: Payload; limiter: RateLimiter; budget?: UploadBudget },
): Promise<Response> {
  const answer = await answerReview(request, token, { payload, limiter, budget })
  return wantsJson(request) ? answer : asRedirect(token, answer)
}

async function answerReview(
  request: Request,
  token: string,
  { payload, limiter, budget }: { payload: Payload; limiter: RateLimiter; budget: UploadBudget },
): Promise<Response> {
  const limited = await refusedByLimit(request, limiter, TOO_MANY_REVIEWS)
  if (limited) return limited
  const link = await openReviewLink(payload, token)
  if (!link.ok) {
    const status = link.problem === 'used' ? 409 : link.problem === 'expired' ? 410 : 404
    return failure(status, LINK_PROBLEMS[link.problem].title, {}, { problem: link.problem })
  }
  return handleUploadRequest(request, {
    payload,
    rules: ESTIMATE_UPLOADS,
    budget,
    schema: anyFields,
    failed: { log: 'A review could not be saved', answer: REVIEW_NOT_SAVED },
    handle: async (fields, received) => {
      const outcome = await submitReview(payload, token, fields, received.files)
      if (outcome.ok) {
        return Response.json({ success: true, data: { testimonial: outcome.testimonial } })
      }
      if (outcome.status === 422) {
        const { error, issues, values } = outcome
        return failure(422, error, {}, { issues, values })
      }
      return failure(
        outcome.status,
        LINK_PROBLEMS[outcome.problem].title,
        {},
        {
          problem: outcome.problem,
        },
      )
    },
  })
}
