import {
  EMPTY_ESTIMATE_VALUES,
  ESTIMATE_FIELDS,
  normalizeSquareFootage,
  valuesAfterSuccess,
  type EstimateFieldName,
  type EstimateFormValues,
} from '@/features/estimate/fields'
import { isServiceType, PRICING } from '@/features/estimate/pricing'

/** One line of what was sent, as the confirmation shows it. */
export type SentLine = { label: string; value: string }

/**
 * What a sent request said, for the confirmation that stays on the page (issue 28): the project
 * and the contact details as typed, and how many photos and videos went with them.
 */
export function sentSummary(values: Partial<EstimateFormValues>, mediaCount = 0): SentLine[] {
  const feet = Math.trunc(Number(normalizeSquareFootage(values.squareFootage)))
  const lines: [string, string | undefined][] = [
    ['Service', isServiceType(values.serviceType) ? PRICING[values.serviceType].label : undefined],
    ['Area', feet > 0 ? `${feet.toLocaleString('en-US')} sq ft` : undefined],
    ['Property age', values.propertyAge],
    ['Location', values.location],
    ['Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone],
    ['Photos & videos', mediaCount ? `${mediaCount} ${mediaCount === 1 ? 'file' : 'files'}` : ''],
  ]
  return lines.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []))
}

/**
 * The state of the estimate form's server action (./estimateAction.ts), which is what the form
 * shows when it works without JavaScript: plain data, since it travels to the browser and back.
 * This module is shared by the server and the form's first load, so it imports neither zod nor
 * server code.
 */
export type EstimateActionState = {
  status: 'idle' | 'error' | 'success'
  /** Every field as the visitor typed it (after a success: as sent, shown locked). */
  values: EstimateFormValues
  /** The first message of each refused field. */
  errors: Partial<Record<EstimateFieldName, string>>
  /** The thank-you after a success; what went wrong after an error. */
  message?: string
  estimate?: number
  /** After a success: what was sent, for the confirmation. */
  sent?: SentLine[]
  /** After a success: the lead's signed reference, to book its inspection (features/booking). */
  booking?: string
  /** After a success: the place typed, for the booking's windows. */
  place?: string
}

export const INITIAL_ESTIMATE_STATE: EstimateActionState = {
  status: 'idle',
  values: EMPTY_ESTIMATE_VALUES,
  errors: {},
}

/**
 * "Start a new estimate" after a thank-you, without JavaScript: its button posts this field with
 * this value (and the service and the area, which the new estimate keeps).
 */
export const INTENT_FIELD = 'intent'
export const NEW_ESTIMATE = 'new'

/** A new estimate after a sent one (spec section 4): all cleared but the service and the area. */
export const newEstimateState = (values: EstimateFormValues): EstimateActionState => ({
  ...INITIAL_ESTIMATE_STATE,
  values: valuesAfterSuccess(values),
})

/**
 * The form's text fields exactly as typed; a missing field or a file is empty text. A browser
 * posts a textarea's line breaks as CR LF: they are read back as the LF the visitor typed.
 */
export function estimateFormValues(data: FormData): EstimateFormValues {
  const values = { ...EMPTY_ESTIMATE_VALUES }
  for (const name of ESTIMATE_FIELDS) {
    const value = data.get(name)
    if (typeof value === 'string') values[name] = value.replace(/\r\n?/g, '\n')
  }
  // The texts' tick (features/texts): a checkbox posts `on` when ticked, nothing otherwise.
  if (data.get('textMe') === 'on') values.textMe = true
  return values
}

/** What is parsed: the typed values, with the square footage read as the live form reads it. */
export const estimateRequestFields = (values: EstimateFormValues): EstimateFormValues => ({
  ...values,
  squareFootage: normalizeSquareFootage(values.squareFootage),
})

type Outcome =
  | { ok: false; error: string; issues?: Record<string, string[]> }
  | { ok: true; message: string; estimate: number; booking?: string }

/**
 * The state after a submission. A success keeps what was sent, for the form to show locked beside
 * the thank-you until a new estimate (`newEstimateState`); a refusal keeps every value as typed,
 * with the first message per field.
 */
export function estimateActionState(
  values: EstimateFormValues,
  outcome: Outcome,
): EstimateActionState {
  if (outcome.ok) {
    return {
      status: 'success',
      values,
      errors: {},
      message: outcome.message,
      estimate: outcome.estimate,
      sent: sentSummary(values),
      ...(outcome.booking
        ? { booking: outcome.booking, place: values.location.trim() || undefined }
        : {}),
    }
  }
  const errors: EstimateActionState['errors'] = {}
  for (const name of ESTIMATE_FIELDS) {
    const first = outcome.issues?.[name]?.[0]
    if (first) errors[name] = first
  }
  return { status: 'error', values, errors, message: outcome.error }
}
