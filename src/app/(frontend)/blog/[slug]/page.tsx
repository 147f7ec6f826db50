import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { LivePreviewListener } from '@/components/LivePreviewListener'
import { Media } from '@/components/Media'
import { getPostBySlug, getPublishedSlugs } from '@/lib/payload/queries'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getPublishedSlugs('posts')).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostBySlug((await params).slug)
  if (!post) return {}
  return {
    title: post.meta?.title || post.title,
    description: post.meta?.description || post.excerpt,
  }
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  const post = await getPostBySlug(slug)
  if (!post) notFound()
  const { isEnabled: draft } = await draftMode()

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      {draft && <LivePreviewListener />}
      <h1 className="text-3xl font-bold md:text-4xl">{post.title}</h1>
      {post.publishedAt && (
        <p className="mt-2 text-sm">
          <time dateTime={post.publishedAt}>
            {new Date(post.publishedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}
          </time>
          {post.author && <> · {post.author}</>}
        </p>
      )}
      <Media
        resource={post.heroImage}
        size="hero"
        sizes="(min-width: 768px) 768px, 100vw"
        className="mt-6 h-auto w-full rounded-lg"
        priority
      />
      {post.content && <RichText data={post.content} className="prose mt-8" />}
    </article>
  )
}
