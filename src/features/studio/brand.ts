import 'server-only'

import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

/** The studio's name when the Business profile cannot be read (a fresh database). */
export const FALLBACK_BUSINESS_NAME = 'High Country Log Home Finishing'

export type Brand = { name: string; logo: { url: string; alt: string } | null }

/**
 * The business's name and logo from the Business profile, for the studio's sign-in page, its
 * corner and its tab titles. Never throws: a profile that cannot be read gives the fallback name.
 */
export async function studioBrand(payload: Payload): Promise<Brand> {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
    const logo = typeof settings.logo === 'object' ? (settings.logo as Media | null) : null
    const name = settings.businessName?.trim() || FALLBACK_BUSINESS_NAME
    return {
      name,
      logo: logo?.url ? { url: logo.url, alt: logo.alt || `${name} logo` } : null,
    }
  } catch (error) {
    payload.logger.error({ err: error }, 'Studio: could not read the Business profile')
    return { name: FALLBACK_BUSINESS_NAME, logo: null }
  }
}

/** "Dashboard | High Country Log Home Finishing studio". */
export const studioTitle = (page: string, business: string) =>
  page ? `${page} | ${business} studio` : `${business} studio`
