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
 * estimate = round(whole square feet × rate). Square footage may arrive as a string; anything
 * that is not a positive number gives 0.
 */
export function estimateCost(serviceType: unknown, squareFootage: unknown): number {
  if (!isServiceType(serviceType)) return 0
  const feet = Math.trunc(Number(squareFootage))
  if (!Number.isFinite(feet) || feet <= 0) return 0
  return Math.round(feet * PRICING[serviceType].rate)
}
