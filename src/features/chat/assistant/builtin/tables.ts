import type { LeadInfo } from '@/features/chat/assistant/extract'
import type { WorkType } from '@/features/leads/domain'
import type { ServiceType } from '@/features/estimate/pricing'

/** The price tier a kind of work is estimated at, unless the homeowner's words pick one. */
export const SERVICE_FOR_WORK: Record<WorkType, ServiceType> = {
  staining: 'basic',
  maintenance: 'basic',
  interior: 'basic',
  exterior: 'basic',
  general: 'basic',
  chinking: 'detailed',
  railing: 'detailed',
  deck: 'detailed',
  restoration: 'full',
  'media blasting': 'full',
}

/**
 * Words that name a tier outright, the cost calculator's names among them ("Detailed Maintenance /
 * Repairs"); the latest message that has one wins.
 */
export const DIRECT_SERVICE: [ServiceType, RegExp][] = [
  ['new', /\bnew (?:construction|build)\b|\bbuilding a new\b|\bnew log (?:home|house|cabin)\b/i],
  ['full', /\bfull(?:[\s-]+(?:log|home|house))*[\s-]+restor|\bcomprehensive repairs?\b/i],
  ['detailed', /\bdetailed (?:maintenance|repairs?)\b/i],
  ['basic', /\bre-?coat|\bbasic maintenance\b/i],
]

export const WORK_PHRASE: Record<WorkType, string> = {
  interior: 'interior work',
  exterior: 'exterior work',
  chinking: 'chinking',
  staining: 'staining',
  deck: 'deck work',
  railing: 'railing work',
  'media blasting': 'media blasting',
  restoration: 'restoration',
  maintenance: 'maintenance',
  general: 'this work',
}
export const SERVICE_PHRASE: Record<ServiceType, string> = {
  basic: 'a recoat',
  detailed: 'detailed repairs',
  full: 'a full restoration',
  new: 'new construction',
}

export type State = { info: LeadInfo; service?: ServiceType }
export type Need = 'work' | 'area' | 'location' | 'contact'
export const NEEDS: Need[] = ['work', 'area', 'location', 'contact']
