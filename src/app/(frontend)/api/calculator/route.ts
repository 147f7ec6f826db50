import { calculatorLimiter, handleEstimateRequest } from '@/features/estimate/server/handler'
import { getPayloadClient } from '@/lib/payload/client'

/** Limited per address, as the form's server action is (see calculatorLimiter). */
export async function POST(request: Request) {
  return handleEstimateRequest(request, {
    payload: await getPayloadClient(),
    limiter: calculatorLimiter(),
  })
}
