import type { Metadata } from 'next'

import { BlogIndex, blogPagePath } from '@/components/BlogIndex'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'
import { listingMetadata } from '@/lib/payload/listingCopy'
import { notFoundMetadata } from '@/lib/seo/notFound'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'

type Props = { params: Promise<{ page: string }> }

const pageNumber = async (params: Props['params']) => {
  const { page } = await params
  return /^\d+$/.test(page) ? Number(page) : NaN
}

export const generateStaticParams = renderOnFirstRequest

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
  if (!Number.isInteger(page) || page < 2) return <NotFoundPage />
  return <BlogIndex page={page} />
}
