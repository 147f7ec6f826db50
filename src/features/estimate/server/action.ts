'use server'

import { headers } from 'next/headers'
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
  type EstimateActionState,
} from '@/features/estimate/formState'
import { getPayloadClient } from '@/lib/payload/client'
import { clientAddress } from '@/lib/rate-limit'

/**
 * The estimate form without JavaScript (and before its live version has loaded): a real form
 * posts here. Same limit per address, same schema and same lead as `POST /api/calculator`, text
 * fields only (photos need the live form, which streams them to the API). Answers the state the
 * form draws: the thank-you, or the messages with every value as it was typed.
 */
export async function sendEstimate(
  _previous: EstimateActionState,
  data: FormData,
): Promise<EstimateActionState> {
  // A forged action call can send anything; it is then a form with every field empty.
  const values = estimateFormValues(data instanceof FormData ? data : new FormData())
  const allowed = await calculatorLimiter().consume(clientAddress(await headers()))
  if (!allowed.ok) return estimateActionState(values, { ok: false, error: TOO_MANY_REQUESTS })

  let payload: Payload | undefined
  try {
    payload = await getPayloadClient()
    const outcome = await submitEstimateRequest(payload, estimateRequestFields(values))
    return estimateActionState(values, outcome)
  } catch (error) {
    // Whatever failed, the visitor gets the form back with what was typed.
    if (payload) payload.logger.error({ err: error }, 'An estimate request could not be saved')
    else console.error('An estimate request could not be saved', error)
    return estimateActionState(values, { ok: false, error: NOT_SAVED })
  }
}
