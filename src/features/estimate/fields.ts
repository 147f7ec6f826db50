/**
 * The estimate form's fields and the helpers that need no schema. Kept apart from
 * ./estimate.ts (zod) so the form's first, server-drawn version can use them without shipping
 * zod in every page's first load; ./estimate.ts re-exports them.
 */
export const ESTIMATE_FIELDS = [
  'serviceType',
  'squareFootage',
  'name',
  'email',
  'phone',
  'propertyAge',
  'location',
  'description',
] as const

export type EstimateFieldName = (typeof ESTIMATE_FIELDS)[number]

/**
 * What the form holds: every input as text (the select starts empty), and the "Text me about my
 * visit" tick when ticked (features/texts).
 */
export type EstimateFormValues = Record<EstimateFieldName, string> & { textMe?: boolean }

/** A form with nothing typed. */
export const EMPTY_ESTIMATE_VALUES: EstimateFormValues = Object.fromEntries(
  ESTIMATE_FIELDS.map((name) => [name, '']),
) as Record<EstimateFieldName, string>

/** What stays in the form after a sent estimate: the service and the area, for a second quote. */
export const valuesAfterSuccess = ({ serviceType, squareFootage }: EstimateFormValues) => ({
  ...EMPTY_ESTIMATE_VALUES,
  serviceType,
  squareFootage,
})

export const isEstimateField = (name: unknown): name is EstimateFieldName =>
  (ESTIMATE_FIELDS as readonly unknown[]).includes(name)

/** '2,500' and '2 500' are numbers too: the square footage without its spaces and commas. */
export const normalizeSquareFootage = (value: unknown) => String(value ?? '').replace(/[\s,]/g, '')

/**
 * Spec section 9: the share of the 9 inputs filled (service, area, name, email, phone, age,
 * location, description, any media), as a whole percentage.
 */
export function formCompletion(values: Partial<Record<string, unknown>>, mediaCount: number) {
  const filled = ESTIMATE_FIELDS.filter((field) => String(values[field] ?? '').trim() !== '')
  return Math.round(((filled.length + (mediaCount > 0 ? 1 : 0)) / 9) * 100)
}
