import * as z from 'zod/mini'

import { CONTENT_MAX, CONTENT_MIN, TOWN_MAX } from '@/features/reviews/fields'

/**
 * A homeowner's review (the /review/<token> form), shared by the form and `POST /api/review/<token>`:
 * the zod/mini schema and, re-exported, the plain constants of ./fields.ts (which the browser's
 * form imports directly, without zod). No server code. Files follow the estimate form's rules
 * (features/uploads/rules, ESTIMATE_UPLOADS).
 */
export * from '@/features/reviews/fields'

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
