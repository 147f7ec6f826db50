import 'server-only'

import type { Metadata } from 'next'

import { getPageBySlug } from '@/lib/payload/queries'
import { buildMetadata } from '@/lib/seo/metadata'
import type { ListingPage } from '@/utilities/paths'

/**
 * The words of a listing route (`/services`, `/blog`, ...) come from the page with the same
 * slug, so the owner edits them in the studio like any page. The fallback title only shows if
 * that page was deleted.
 */
export async function listingCopy(slug: ListingPage, fallbackTitle: string) {
  const page = await getPageBySlug(slug)
  return { title: page?.title || fallbackTitle, intro: page?.intro ?? null }
}

export async function listingMetadata(
  slug: ListingPage,
  fallbackTitle: string,
  path: string = `/${slug}`,
): Promise<Metadata> {
  const page = await getPageBySlug(slug)
  return buildMetadata({
    title: page?.meta?.title || page?.title || fallbackTitle,
    description: page?.meta?.description || page?.intro,
    keywords: page?.meta?.keywords,
    image: page?.meta?.image || page?.heroImage,
    path,
  })
}
