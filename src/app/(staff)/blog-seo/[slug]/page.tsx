import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { CheckList } from '@/features/blog-seo/ui/CheckList'
import { RatingBadge } from '@/features/blog-seo/ui/Rating'
import { postSeoReport } from '@/features/blog-seo/server'
import { getPayloadClient } from '@/lib/payload/client'
import { requireStaffPage } from '@/features/staff/access'
import { pathFor } from '@/utilities/paths'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Blog post SEO' }

type Props = { params: Promise<{ slug: string }> }

const linkClass = 'focus-ring-light font-semibold text-forest-900 underline underline-offset-4'

/** /blog-seo/<slug>: one post's every check, its result and a one-line fix. */
export default async function BlogPostSeoPage({ params }: Props) {
  const { slug } = await params
  const user = await requireStaffPage(`/blog-seo/${encodeURIComponent(slug)}`)
  const post = await postSeoReport(await getPayloadClient(), slug, { user })
  if (!post) notFound()
  const { analysis } = post

  return (
    <>
      <p className="text-sm">
        <Link href="/blog-seo" prefetch={false} className={linkClass}>
          All posts
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-forest-900">{post.title}</h1>
      <p className="mt-2 text-charcoal-900/80">
        {post.keyphrase ? (
          <>
            Focus keyphrase: <strong className="text-charcoal-900">{post.keyphrase}</strong>
          </>
        ) : (
          'No focus keyphrase is set yet.'
        )}
        {post.status === 'draft' && ' · Draft'}
      </p>

      <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-3" data-testid="blog-seo-scores">
        <div>
          <dt className="text-sm font-semibold">SEO</dt>
          <dd className="mt-1">
            <RatingBadge rating={analysis.seo.rating} score={analysis.seo.score} />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Readability</dt>
          <dd className="mt-1">
            <RatingBadge rating={analysis.readability.rating} />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Problems</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{analysis.problems}</dd>
        </div>
      </dl>

      <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {/* Plain links: the studio is another application. */}
        <a href={`/admin/collections/posts/${post.id}`} className={linkClass}>
          Edit in the studio
        </a>
        {post.status === 'published' && (
          <a href={pathFor.posts(post)} className={linkClass}>
            View the post
          </a>
        )}
      </p>

      <CheckList title="SEO" checks={analysis.checks.filter((check) => check.group === 'seo')} />
      <CheckList
        title="Readability"
        checks={analysis.checks.filter((check) => check.group === 'readability')}
      />
    </>
  )
}
