import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { LivePreviewListener } from '@/components/LivePreviewListener'
import { Media } from '@/components/Media'
import { getPageBySlug, getPublishedSlugs } from '@/lib/payload/queries'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getPublishedSlugs('pages')).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPageBySlug((await params).slug)
  if (!page) return {}
  return {
    title: page.meta?.title || page.title,
    description: page.meta?.description || page.intro,
  }
}

/** Pages the owner builds from blocks: /about, /log-home-products, and any page added later. */
export default async function CmsPage({ params }: Props) {
  const page = await getPageBySlug((await params).slug)
  if (!page) notFound()
  const { isEnabled: draft } = await draftMode()

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      {draft && <LivePreviewListener />}
      <h1 className="text-3xl font-bold md:text-4xl">{page.title}</h1>
      {page.intro && <p className="mt-3 text-lg">{page.intro}</p>}
      <Media
        resource={page.heroImage}
        size="hero"
        sizes="(min-width: 768px) 768px, 100vw"
        className="my-8 h-auto w-full rounded-lg"
        priority
      />
      <RenderBlocks blocks={page.layout} />
    </article>
  )
}
