import { z } from 'zod'

import { SERVICE_TYPES } from '@/lib/pricing'

/** The longest square footage the form takes: no log home comes near it. */
export const MAX_SQUARE_FEET = 100_000

/** Text fields may arrive as numbers from JSON clients; optional ones may arrive empty. */
const text = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).trim(),
  )

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  )

/**
 * The estimate request of spec section 3 with the messages of spec section 5. The form's resolver
 * and `POST /api/calculator` both parse with it; files are checked separately (lib/uploads/rules).
 */
export const estimateSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: 'Please select a service type' }),
  squareFootage: text('Square footage is required')
    .pipe(z.string().min(1, 'Square footage is required'))
    .pipe(z.string().regex(/^\d+(\.\d+)?$/, 'Enter the square footage as a number'))
    .refine(
      (value) => Number(value) <= MAX_SQUARE_FEET,
      `Square footage must be ${MAX_SQUARE_FEET.toLocaleString('en-US')} or less`,
    ),
  name: text('Name is required')
    .pipe(z.string().min(1, 'Name is required'))
    .pipe(z.string().max(120, 'Name must be at most 120 characters')),
  email: text('Invalid email address').pipe(
    z.email({ error: 'Invalid email address' }).max(254, 'Invalid email address'),
  ),
  phone: text('Phone number must be at least 10 digits')
    .pipe(z.string().min(10, 'Phone number must be at least 10 digits'))
    .pipe(z.string().max(40, 'Phone number must be at most 40 characters')),
  propertyAge: optionalText(60, 'Property age'),
  location: optionalText(120, 'Location'),
  description: optionalText(5000, 'Description'),
})

/** What the form holds: every input as text (a select starts empty). */
export type EstimateFormValues = z.input<typeof estimateSchema>
/** What the server stores once the schema has parsed it. */
export type EstimateRequest = z.output<typeof estimateSchema>

export const ESTIMATE_FIELDS = [
  'serviceType',
  'squareFootage',
  'name',
  'email',
  'phone',
  'propertyAge',
  'location',
  'description',
] as const satisfies readonly (keyof EstimateFormValues)[]

/** The field issues of a failed parse, by field: the body of a 422 answer. */
export function fieldIssues(error: z.ZodError): Record<string, string[]> {
  const issues: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    ;(issues[field] ??= []).push(issue.message)
  }
  return issues
}

/**
 * Spec section 9: the share of the 9 inputs filled (service, area, name, email, phone, age,
 * location, description, any media), as a whole percentage.
 */
export function formCompletion(values: Partial<Record<string, unknown>>, mediaCount: number) {
  const filled = ESTIMATE_FIELDS.filter((field) => String(values[field] ?? '').trim() !== '')
  return Math.round(((filled.length + (mediaCount > 0 ? 1 : 0)) / 9) * 100)
}
