import type { ReactNode } from 'react'

import { CallToAction } from '@/components/CallToAction'
import { PageHero } from '@/components/PageHero'
import { listingCopy } from '@/lib/payload/listingCopy'
import type { ListingPage as Listing } from '@/utilities/paths'

type Props = {
  /** The listing's address, and the page whose words head it (lib/payload/listingCopy.ts). */
  slug: Listing
  /** Its title until the owner gives the page one. */
  title: string
  /** Its name in the breadcrumbs. */
  crumb: string
  children: ReactNode
}

/**
 * The frame of a listing (`/services`, `/portfolio`, …): the hero with the owner's words for it,
 * the list itself, and the call to action.
 */
export async function ListingPage({ slug, title, crumb, children }: Props) {
  const copy = await listingCopy(slug, title)
  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: crumb, path: `/${slug}` }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">{children}</div>
      <CallToAction />
    </>
  )
}
