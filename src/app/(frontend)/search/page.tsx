import type { Metadata } from 'next'

import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'

export const generateMetadata = (): Promise<Metadata> => listingMetadata('search', 'Search')

export default async function SearchPage() {
  const copy = await listingCopy('search', 'Search')
  return (
    <PageHero
      title={copy.title}
      intro={copy.intro}
      crumbs={[{ name: 'Search', path: '/search' }]}
    />
  )
}
