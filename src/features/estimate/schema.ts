import * as z from 'zod/mini'

import { SERVICE_TYPES } from '@/features/estimate/pricing'
import type { EstimateFieldName } from '@/features/estimate/fields'
import { textsPhoneCheck } from '@/features/texts/consent'
import { textMeField } from '@/features/texts/schema'

/** The longest square footage the form takes: no log home comes near it. */
export const MAX_SQUARE_FEET = 100_000

/**
 * A required text field: trimmed, with `message` when it is missing or not text, then `rules`,
 * each stopping at its first failure (`abort`) so a field shows one message at a time. It may
 * arrive as a number from a JSON client. (zod/mini: the form's code carries ~5 KB of zod, not ~40.)
 */
const text = (message: string, ...rules: z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
    z.string({ error: message }).check(z.trim(), ...rules),
  )

const optionalText = (max: number, label: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
    z.optional(
      z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
    ),
  )

/**
 * The estimate request of spec section 3 with the messages of spec section 5. The form's resolver
 * and `POST /api/calculator` both parse with it; files are checked separately (features/uploads/rules).
 * With the "Text me about my visit" tick (`textMe`), the phone must be a number texts can reach.
 */
export const estimateSchema = z
  .object({
    serviceType: z.enum(SERVICE_TYPES, { error: 'Please select a service type' }),
    squareFootage: text(
      'Square footage is required',
      z.minLength(1, { error: 'Square footage is required', abort: true }),
      z.regex(/^\d+(\.\d+)?$/, { error: 'Enter the square footage as a number', abort: true }),
      z.refine((feet: string) => Number(feet) >= 1, {
        error: 'Square footage must be at least 1',
        abort: true,
      }),
      z.refine((feet: string) => Number(feet) <= MAX_SQUARE_FEET, {
        error: `Square footage must be ${MAX_SQUARE_FEET.toLocaleString('en-US')} or less`,
      }),
    ),
    name: text(
      'Name is required',
      z.minLength(1, { error: 'Name is required', abort: true }),
      z.maxLength(120, 'Name must be at most 120 characters'),
    ),
    email: z.pipe(
      text('Invalid email address', z.maxLength(254, 'Invalid email address')),
      z.email({ error: 'Invalid email address' }),
    ),
    // No `abort` (it could not show two messages anyway: under 10 is never over 40), so the texts'
    // check below can put its own message in place of this one.
    phone: text(
      'Phone number must be at least 10 digits',
      z.minLength(10, 'Phone number must be at least 10 digits'),
      z.maxLength(40, 'Phone number must be at most 40 characters'),
    ),
    propertyAge: optionalText(60, 'Property age'),
    location: optionalText(120, 'Location'),
    description: optionalText(5000, 'Description'),
    textMe: textMeField,
  } satisfies Record<EstimateFieldName | 'textMe', z.core.$ZodType>)
  .check(textsPhoneCheck())

/** What the server stores once the schema has parsed it. */
export type EstimateRequest = z.output<typeof estimateSchema>

export {
  EMPTY_ESTIMATE_VALUES,
  ESTIMATE_FIELDS,
  formCompletion,
  isEstimateField,
  normalizeSquareFootage,
  type EstimateFieldName,
  type EstimateFormValues,
  valuesAfterSuccess,
} from '@/features/estimate/fields'

/** The field issues of a failed parse, by field (src/lib/http/answers.ts). */
export { fieldIssues } from '@/lib/http/answers'
