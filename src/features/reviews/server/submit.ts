import 'server-only'

import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { createLeadFile } from '@/features/leads/server/files'
import { PRICING, type ServiceType } from '@/features/estimate/pricing'
import { checkReviewToken } from '@/features/reviews/server/token'
import {
  reviewSchema,
  reviewValues,
  type LinkProblem,
  type ReviewRequestFields,
  type ReviewValues,
} from '@/features/reviews/schema'
import type { ReceivedFile } from '@/features/uploads/server/receive'
import { fieldIssues, issuesSentence } from '@/lib/http/answers'
import type { Lead, ReviewRequest, Testimonial } from '@/payload-types'

export type OpenRequest = { ok: true; request: ReviewRequest; lead: Lead }
export type LinkState = OpenRequest | { ok: false; problem: LinkProblem }

/**
 * What a review link opens: the request it was signed for, if the signature holds, it has not
 * expired, the request was really sent with this expiry and no review came with it yet.
 */
export async function openReviewLink(payload: Payload, token: string): Promise<LinkState> {
  const checked = checkReviewToken(token)
  if (!checked.ok) return checked
  const request = await payload
    .findByID({
      collection: 'review-requests',
      id: checked.requestId,
      depth: 1,
      overrideAccess: true,
    })
    .catch(() => null)
  const lead = request && typeof request.lead === 'object' ? request.lead : null
  if (
    !request ||
    !lead ||
    !request.expiresAt ||
    Math.floor(Date.parse(request.expiresAt) / 1000) !== checked.expiresAt.getTime() / 1000
  ) {
    return { ok: false, problem: 'invalid' }
  }
  if (request.usedAt || request.testimonial) return { ok: false, problem: 'used' }
  return { ok: true, request, lead }
}

/** The name a review is signed with: the first name and the last name's initial ("Karen M."). */
export function reviewAuthor(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 'A homeowner'
  const [first, ...rest] = words
  const last = rest.at(-1)
  return last ? `${first} ${last[0].toUpperCase()}.` : first
}

const projectTypeOf = (lead: Lead) =>
  (lead.serviceType && PRICING[lead.serviceType as ServiceType]?.label) || 'Log home work'

export type ReviewOutcome =
  | { ok: true; testimonial: Testimonial['id'] }
  | { ok: false; status: 409 | 410 | 404; problem: LinkProblem }
  | {
      ok: false
      status: 422
      error: string
      issues: Record<string, string[]>
      values: ReviewValues
    }

const refused = (problem: LinkProblem) =>
  ({
    ok: false,
    status: problem === 'used' ? 409 : problem === 'expired' ? 410 : 404,
    problem,
  }) as const

/** Payload's answer when the database refused a second review for the same request. */
const isDuplicate = (error: unknown) =>
  error instanceof Error &&
  /unique|already|duplicate|reviewRequest|review_request/i.test(
    `${error.message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}`,
  )

/**
 * Stores a homeowner's review as a draft testimonial linked to the lead, with their photos as the
 * lead's private files, and marks the request used. The database keeps one testimonial per
 * request, so the same link sent many times at once gives one review and "used" to the rest.
 */
export async function submitReview(
  payload: Payload,
  token: string,
  fields: unknown,
  files: ReceivedFile[] = [],
): Promise<ReviewOutcome> {
  const link = await openReviewLink(payload, token)
  if (!link.ok) return refused(link.problem)
  const parsed = reviewSchema.safeParse(fields)
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error as z.core.$ZodError)
    return {
      ok: false,
      status: 422,
      error: issuesSentence(issues),
      issues,
      values: reviewValues(fields),
    }
  }
  const data: ReviewRequestFields = parsed.data
  const { request, lead } = link

  let testimonial: Testimonial
  try {
    testimonial = await payload.create({
      collection: 'testimonials',
      draft: true,
      overrideAccess: true,
      data: {
        _status: 'draft',
        author: reviewAuthor(lead.name),
        content: data.content,
        location: data.town,
        projectType: projectTypeOf(lead),
        rating: Number(data.rating),
        date: new Date().toISOString(),
        lead: lead.id,
        reviewRequest: request.id,
        decision: 'waiting',
      },
      context: { disableRevalidate: true },
    })
  } catch (error) {
    if (isDuplicate(error)) return refused('used')
    throw error
  }

  // From here the review is kept: a file that cannot be stored is logged and left out.
  const photos: number[] = []
  for (const file of files) {
    try {
      const doc = await createLeadFile(payload, file, {
        alt: `${file.kind === 'image' ? 'Photo' : 'Video'} sent with ${lead.name}’s review`,
        lead: lead.id,
      })
      photos.push(doc.id)
    } catch (error) {
      payload.logger.error({ err: error, lead: lead.id }, `Could not store ${file.name}`)
    }
  }
  const usedAt = new Date().toISOString()
  await payload.update({
    collection: 'review-requests',
    id: request.id,
    data: { usedAt, testimonial: testimonial.id },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  if (photos.length > 0) {
    await payload.update({
      collection: 'testimonials',
      id: testimonial.id,
      draft: true,
      data: { photos },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  const current = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
  const media = (current.media ?? []).map((file) => (typeof file === 'object' ? file.id : file))
  await payload.update({
    collection: 'leads',
    id: lead.id,
    data: {
      ...(photos.length > 0 ? { media: [...media, ...photos] } : {}),
      // Appended to the history by its hook (collections/Leads/hooks/history.ts).
      notes: [
        {
          kind: 'note',
          note: `Review received: ${data.rating} of 5 stars, waiting for approval.`,
        },
      ],
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { ok: true, testimonial: testimonial.id }
}
