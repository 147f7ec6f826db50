import type { Metadata } from 'next'

import { ScoreTable } from '@/features/blog-seo/ui/ScoreTable'
import { RATING_WORDS, type Rating } from '@/features/blog-seo/checks'
import { blogSeoReport } from '@/features/blog-seo/server'
import { getPayloadClient } from '@/lib/payload/client'
import { requireStaffPage } from '@/features/staff/access'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Blog SEO' }

/**
 * /blog-seo: every blog post (its newest version, drafts too) with its SEO and readability
 * scores after Yoast's checks and its count of problems, the weakest first. Editors and admins.
 */
export default async function BlogSeoPage() {
  const user = await requireStaffPage('/blog-seo')
  const posts = await blogSeoReport(await getPayloadClient(), { user })
  const count = (rating: Rating) =>
    posts.filter((post) => post.analysis.seo.rating === rating).length

  return (
    <>
      <h1 className="text-2xl font-semibold text-forest-900">Blog SEO</h1>
      <p className="mt-2 max-w-3xl text-charcoal-900/80">
        How well each post is set up to rank, after Yoast’s checks: the focus keyphrase, the SEO
        title and meta description, links, images and how easy the text is to read. Open a post to
        see every check and what to change. The same analysis shows beside the post in the studio as
        you write.
      </p>

      {posts.length === 0 ? (
        <p className="mt-6 rounded-lg bg-cream-50 p-6 ring-1 ring-black/10">
          No blog posts yet. Posts written in the studio show up here.
        </p>
      ) : (
        <>
          <p className="mt-5 text-sm font-semibold" data-testid="blog-seo-summary">
            {posts.length} {posts.length === 1 ? 'post' : 'posts'}: SEO {RATING_WORDS.good}{' '}
            {count('good')}, {RATING_WORDS.ok} {count('ok')}, {RATING_WORDS.bad} {count('bad')}
          </p>
          <ScoreTable posts={posts} />
        </>
      )}
    </>
  )
}
