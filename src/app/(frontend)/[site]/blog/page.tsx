import type { Metadata } from 'next'

import { BlogIndex } from '@/components/BlogIndex'
import { listingMetadata } from '@/lib/payload/listingCopy'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('blog', 'Log Home Maintenance Blog')

export default function BlogPage() {
  return <BlogIndex page={1} />
}
