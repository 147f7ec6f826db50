import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { LivePreviewListener } from '@/components/LivePreviewListener'
import { Media } from '@/components/Media'
import { PageHero } from '@/components/PageHero'
import { getPageBySlug } from '@/lib/payload/queries'
import { documentMetadata } from '@/lib/seo/metadata'
import { isListingPage, pathFor } from '@/utilities/paths'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(await getPageBySlug((await params).slug), (page) => ({
    title: page.title,
    description: page.intro,
    image: page.heroImage,
    path: pathFor.pages(page),
  }))
}

/** Pages the owner builds from blocks: /about, /log-home-products, and any page added later. */
export default async function CmsPage({ params }: Props) {
  const { slug } = await params
  const page = isListingPage(slug) ? null : await getPageBySlug(slug)
  if (!page) return <NotFoundPage />
  const { isEnabled: draft } = await draftMode()

  return (
    <>
      {draft && <LivePreviewListener />}
      <PageHero
        title={page.title}
        intro={page.intro}
        crumbs={[{ name: page.title, path: pathFor.pages(page) }]}
      />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <Media
          resource={page.heroImage}
          size="hero"
          sizes="(min-width: 768px) 768px, 100vw"
          className="mb-10 h-auto w-full rounded-lg"
          priority
        />
        <RenderBlocks blocks={page.layout} />
      </article>
    </>
  )
}
