import * as z from 'zod/mini'

/**
 * A homeowner's review (the /review/<token> form), shared by the form and `POST /api/review/<token>`:
 * plain constants and the zod/mini schema, no server code. Files follow the estimate form's rules
 * (features/uploads/rules, ESTIMATE_UPLOADS).
 */

/** How long a review request's link works after it is sent. */
export const REVIEW_LINK_DAYS = 60
/** The latest a request can be scheduled, in days after the owner asks for it. */
export const MAX_DELAY_DAYS = 60

export const REVIEW_FIELDS = ['rating', 'content', 'town'] as const
export type ReviewFieldName = (typeof REVIEW_FIELDS)[number]
export type ReviewValues = Record<ReviewFieldName, string>

export const CONTENT_MIN = 10
export const CONTENT_MAX = 2000
export const TOWN_MAX = 80

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const

const text = (message: string, ...rules: z.core.$ZodCheck<string>[]) =>
  z.string({ error: message }).check(z.trim(), ...rules)

export const reviewSchema = z.object({
  rating: z.pipe(
    z.string({ error: 'Choose a star rating' }),
    z.enum(['1', '2', '3', '4', '5'], { error: 'Choose a star rating from 1 to 5' }),
  ),
  content: text(
    'Tell us a few words about the work',
    z.minLength(CONTENT_MIN, {
      error: `Tell us a few words about the work (at least ${CONTENT_MIN} characters)`,
      abort: true,
    }),
    z.maxLength(CONTENT_MAX, `Your review can have up to ${CONTENT_MAX} characters`),
  ),
  town: text(
    'Your town is required',
    z.minLength(2, { error: 'Your town is required', abort: true }),
    z.maxLength(TOWN_MAX, `The town can have up to ${TOWN_MAX} characters`),
  ),
})
export type ReviewRequestFields = z.output<typeof reviewSchema>

/** The fields as sent, as text (a missing one or a file is empty): what the form shows back. */
export function reviewValues(fields: unknown): ReviewValues {
  const source = (typeof fields === 'object' && fields ? fields : {}) as Record<string, unknown>
  const values = { rating: '', content: '', town: '' }
  for (const name of REVIEW_FIELDS) {
    const value = source[name]
    if (typeof value === 'string') values[name] = value.replace(/\r\n/g, '\n').slice(0, 4000)
  }
  return values
}

/** Why a review link does not open the form. */
export type LinkProblem = 'invalid' | 'expired' | 'used'

export const LINK_PROBLEMS: Record<LinkProblem, { title: string; text: string }> = {
  invalid: {
    title: 'This review link is not valid',
    text: 'The link may have been cut short when it was copied. Please open it again from the e-mail, or contact us and we will send you a new one.',
  },
  expired: {
    title: 'This review link has expired',
    text: `Review links work for ${REVIEW_LINK_DAYS} days. Contact us and we will gladly send you a new one.`,
  },
  used: {
    title: 'This review has already been sent',
    text: 'Each review link works once, and we already have the review sent with this one. Thank you!',
  },
}
