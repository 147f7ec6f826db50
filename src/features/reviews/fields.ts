/**
 * The review form's fields, limits and words, with no schema: the /review/<token> form (a client
 * component) imports these from here, so zod never reaches the page's JavaScript (a module that
 * builds a zod schema at load stays in every bundle that imports anything from it).
 * ./schema.ts re-exports them beside the schema the handler checks with.
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

/** The answer to a review that could not be stored, shown by the page and given by the handler. */
export const REVIEW_NOT_SAVED = 'We could not save your review. Please try again, or call us.'

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const

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
