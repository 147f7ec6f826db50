/**
 * The price table of spec section 9: the one source of truth for the form, the server, the
 * e-mails and the assistant.
 */
export const SERVICE_TYPES = ['basic', 'detailed', 'full', 'new'] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]

export const PRICING: Record<ServiceType, { label: string; rate: number }> = {
  basic: { label: 'Basic Maintenance / Recoat', rate: 3.5 },
  detailed: { label: 'Detailed Maintenance / Repairs', rate: 5 },
  full: { label: 'Full Restoration / Comprehensive Repairs', rate: 7.5 },
  new: { label: 'New Construction', rate: 6 },
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})
const perFoot = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Whole US dollars: 3500 → '$3,500'. */
export const formatDollars = (amount: number) => wholeDollars.format(amount)

/** A rate per square foot to 2 decimals: 3.5 → '$3.50'. */
export const formatRate = (rate: number) => perFoot.format(rate)

export const isServiceType = (value: unknown): value is ServiceType =>
  typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value)

/**
 * The business's smallest job, from the Business profile (`minimumJob`): a charge in dollars, a
 * size in square feet, or both. Empty or 0: no minimum (the seed sets none). It never changes the
 * estimate, which is spec section 9's figure; the estimate says when it applies (minimumNote).
 */
export type MinimumJob = { charge?: number | null; squareFeet?: number | null }

const positive = (value: unknown) => {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : 0
}

const byRate = (serviceType: ServiceType, feet: number) =>
  Math.round(feet * PRICING[serviceType].rate)

/** The least a job of this service costs: the charge, or the minimum size at its rate. */
function minimumFor(serviceType: ServiceType, minimum?: MinimumJob | null) {
  const charge = Math.round(positive(minimum?.charge))
  const feet = Math.trunc(positive(minimum?.squareFeet))
  const sized = feet ? byRate(serviceType, feet) : 0
  return { amount: Math.max(charge, sized), bySize: sized > charge, feet }
}

/**
 * estimate = round(whole square feet × rate) (spec section 9). Square footage may arrive as a
 * string; anything that is not a positive number gives 0.
 */
export function estimateCost(serviceType: unknown, squareFootage: unknown): number {
  if (!isServiceType(serviceType)) return 0
  const feet = Math.trunc(Number(squareFootage))
  if (!Number.isFinite(feet) || feet <= 0) return 0
  return byRate(serviceType, feet)
}

/**
 * What the estimate adds when the business's minimum job is more than its figure: 'The job
 * minimum applies: our smallest job is $1,500.' or '… is 300 sq ft, $1,050 for this service.';
 * undefined otherwise (no minimum set, or the job is not smaller).
 */
export function minimumNote(
  serviceType: unknown,
  squareFootage: unknown,
  minimum?: MinimumJob | null,
): string | undefined {
  const cost = estimateCost(serviceType, squareFootage)
  if (cost <= 0 || !isServiceType(serviceType)) return undefined
  const least = minimumFor(serviceType, minimum)
  if (least.amount <= cost) return undefined
  return least.bySize
    ? `The job minimum applies: our smallest job is ${least.feet.toLocaleString('en-US')} sq ft, ${formatDollars(least.amount)} for this service.`
    : `The job minimum applies: our smallest job is ${formatDollars(least.amount)}.`
}
