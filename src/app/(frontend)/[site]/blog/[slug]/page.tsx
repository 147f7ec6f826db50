import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { CallToAction } from '@/components/CallToAction'
import { JsonLd } from '@/components/JsonLd'
import { LivePreviewListener } from '@/components/LivePreviewListener'
import { DocumentBody } from '@/components/DocumentBody'
import { PageHero } from '@/components/PageHero'
import { getPostBySlug, getSiteSettings } from '@/lib/payload/queries'
import { blogPostingJsonLd } from '@/lib/seo/jsonld'
import { documentMetadata } from '@/lib/seo/metadata'
import { pathFor } from '@/utilities/paths'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'
import { formatSiteDate } from '@/lib/time/colorado'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(await getPostBySlug((await params).slug), (post) => ({
    title: post.title,
    description: post.excerpt,
    image: post.heroImage,
    path: pathFor.posts(post),
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
  }))
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  const post = await getPostBySlug(slug)
  if (!post) return <NotFoundPage />
  const [{ isEnabled: draft }, settings] = await Promise.all([draftMode(), getSiteSettings()])

  return (
    <>
      {draft && <LivePreviewListener />}
      <JsonLd data={blogPostingJsonLd(post, settings)} />
      <PageHero
        title={post.title}
        intro={post.excerpt}
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: pathFor.posts(post) },
        ]}
      >
        {post.publishedAt && (
          <p className="mt-3 text-sm">
            <time dateTime={post.publishedAt}>{formatSiteDate(post.publishedAt)}</time>
            {post.author && <> · {post.author}</>}
          </p>
        )}
      </PageHero>
      <DocumentBody image={post.heroImage} body={post.content} />
      <CallToAction />
    </>
  )
}
