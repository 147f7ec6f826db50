/** Formatting of a lead's facts in the e-mails about it: no markup here. */
import { formatRate, isServiceType, PRICING } from '@/features/estimate/pricing'
import type { LeadForEmail } from '@/features/leads/emails/types'
import { capitalize } from '@/lib/email/templates/format'

const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
export const formatFeet = (feet: number) => `${plainNumber.format(feet)} sq ft`

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** '3 photos and 1 video', '2 videos', or '' for no files. */
export function describeFiles(files: Pick<LeadForEmail['files'][number], 'kind'>[]): string {
  const photos = files.filter((file) => file.kind === 'image').length
  const videos = files.length - photos
  return [photos && plural(photos, 'photo'), videos && plural(videos, 'video')]
    .filter(Boolean)
    .join(' and ')
}

export const fileKindLabel = (kind: 'image' | 'video') => (kind === 'image' ? 'photo' : 'video')

/** The label of a known service type; an unknown value as given; undefined for none. */
export function serviceLabel(serviceType: string | null | undefined): string | undefined {
  if (isServiceType(serviceType)) return PRICING[serviceType].label
  return serviceType?.trim() || undefined
}

/** 'media blasting' → 'Media blasting'; undefined for none. */
export function workTypeLabel(workType: string | null | undefined): string | undefined {
  const text = workType?.trim()
  return text ? capitalize(text) : undefined
}

type RateInputs = Pick<LeadForEmail, 'serviceType' | 'squareFootage'>

/** '1,000 sq ft × $3.50 per sq ft', the sum `estimateCost` does, when both inputs are known. */
export function rateLine(lead: RateInputs): string | undefined {
  const feet = Math.trunc(lead.squareFootage ?? 0)
  if (!isServiceType(lead.serviceType) || !(feet > 0)) return undefined
  return `${formatFeet(feet)} × ${formatRate(PRICING[lead.serviceType].rate)} per sq ft`
}

/** A dollar figure, or undefined when there is none (missing or 0). */
export const amountOf = (amount: number | null | undefined) =>
  typeof amount === 'number' && amount > 0 ? amount : undefined
