import { saveDocument } from '@/features/studio/rest'
import type { Lead } from '@/payload-types'

/** Saves a change to a lead as the signed-in user (features/studio/rest.ts). */
export const updateLead = (id: number | string, data: Partial<Lead>): Promise<Lead> =>
  saveDocument<Lead>('leads', id, data)
