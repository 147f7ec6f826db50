import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogIndex, blogPagePath } from '@/components/BlogIndex'
import { listPosts } from '@/lib/payload/listings'
import { listingMetadata } from '@/lib/payload/listingCopy'
import { notFoundMetadata } from '@/lib/seo/notFound'

type Props = { params: Promise<{ page: string }> }

const pageNumber = async (params: Props['params']) => {
  const { page } = await params
  return /^\d+$/.test(page) ? Number(page) : NaN
}

export async function generateStaticParams() {
  const { totalPages } = await listPosts(1)
  return Array.from({ length: Math.max(totalPages - 1, 0) }, (_, i) => ({ page: String(i + 2) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageNumber(params)
  if (!Number.isInteger(page) || page < 2) return notFoundMetadata
  const metadata = await listingMetadata('blog', 'Log Home Maintenance Blog', blogPagePath(page))
  return {
    ...metadata,
    title: `${String(metadata.title ?? 'Blog')}: Page ${page}`,
    description: `Page ${page}. ${metadata.description ?? ''}`.trim(),
  }
}

export default async function BlogPageNumber({ params }: Props) {
  const page = await pageNumber(params)
  if (!Number.isInteger(page) || page < 2) notFound()
  return <BlogIndex page={page} />
}
