'use server'

import { cookies, headers } from 'next/headers'
import type { Payload } from 'payload'

import {
  calculatorLimiter,
  NOT_SAVED,
  submitEstimateRequest,
  TOO_MANY_REQUESTS,
} from '@/features/estimate/server/handler'
import {
  estimateActionState,
  estimateFormValues,
  estimateRequestFields,
  INTENT_FIELD,
  NEW_ESTIMATE,
  newEstimateState,
  type EstimateActionState,
} from '@/features/estimate/formState'
import {
  KEPT_FORM_COOKIE,
  keptFormOptions,
  keptFormValue,
} from '@/features/booking/server/keptForm'
import { getPayloadClient } from '@/lib/payload/client'
import { clientAddress } from '@/lib/rate-limit'

/**
 * The estimate form without JavaScript (and before its live version has loaded): a real form
 * posts here. Same limit per address, same schema and same lead as `POST /api/calculator`, text
 * fields only (photos need the live form, which streams them to the API). Answers the state the
 * form draws: the thank-you with what was sent, or the messages with every value as it was
 * typed; and, for "Start a new estimate", the form with the service and the area kept. A stored
 * lead's reference and details go to the booking page in its cookie (features/booking/server/
 * keptForm.ts), so the thank-you's "Book a free on-site inspection" books for the same lead.
 */
export async function sendEstimate(
  _previous: EstimateActionState,
  data: FormData,
): Promise<EstimateActionState> {
  // A forged action call can send anything; it is then a form with every field empty.
  const form = data instanceof FormData ? data : new FormData()
  const values = estimateFormValues(form)
  // "Start a new estimate" after a thank-you: the form again, nothing stored.
  if (form.get(INTENT_FIELD) === NEW_ESTIMATE) return newEstimateState(values)
  const allowed = await calculatorLimiter().consume(clientAddress(await headers()))
  if (!allowed.ok) return estimateActionState(values, { ok: false, error: TOO_MANY_REQUESTS })

  let payload: Payload | undefined
  try {
    payload = await getPayloadClient()
    const outcome = await submitEstimateRequest(payload, estimateRequestFields(values))
    if (outcome.ok) {
      // The thank-you's booking link opens /book, which joins the visit to this lead and fills
      // in the details: handed over in /book's own sealed cookie, never in its address.
      const { name, email, phone, textMe } = values
      const kept = keptFormValue({ lead: outcome.booking, name, email, phone, textMe })
      ;(await cookies()).set(KEPT_FORM_COOKIE, kept, keptFormOptions())
    }
    return estimateActionState(values, outcome)
  } catch (error) {
    // Whatever failed, the visitor gets the form back with what was typed.
    if (payload) payload.logger.error({ err: error }, 'An estimate request could not be saved')
    else console.error('An estimate request could not be saved', error)
    return estimateActionState(values, { ok: false, error: NOT_SAVED })
  }
}
