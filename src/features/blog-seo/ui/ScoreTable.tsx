import Link from 'next/link'

import { RatingBadge } from '@/features/blog-seo/ui/Rating'
import type { PostSeoSummary } from '@/features/blog-seo/server'

const cell = 'px-3 py-2.5 align-top'

/** Every post with its SEO and readability scores and its count of problems. */
export function ScoreTable({ posts }: { posts: PostSeoSummary[] }) {
  return (
    <div className="mt-6 overflow-x-auto rounded-lg ring-1 ring-black/10">
      <table className="w-full min-w-[720px] border-collapse text-left text-sm">
        <caption className="sr-only">Blog posts by SEO score, weakest first</caption>
        <thead className="bg-cream-100 text-charcoal-900">
          <tr>
            <th scope="col" className={cell}>
              Post
            </th>
            <th scope="col" className={cell}>
              Focus keyphrase
            </th>
            <th scope="col" className={cell}>
              SEO
            </th>
            <th scope="col" className={cell}>
              Readability
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Problems
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id} className="border-t border-black/10">
              <th scope="row" className={`${cell} font-normal`}>
                <Link
                  href={`/blog-seo/${encodeURIComponent(post.slug)}`}
                  prefetch={false}
                  className="focus-ring-light font-semibold text-forest-900 underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>
                {post.status === 'draft' && (
                  <span className="ml-2 rounded bg-charcoal-900/10 px-1.5 py-0.5 text-xs">
                    Draft
                  </span>
                )}
              </th>
              <td className={cell}>
                {post.keyphrase || <span className="text-charcoal-900/70">None set</span>}
              </td>
              <td className={cell}>
                <RatingBadge rating={post.analysis.seo.rating} score={post.analysis.seo.score} />
              </td>
              <td className={cell}>
                <RatingBadge rating={post.analysis.readability.rating} />
              </td>
              <td className={`${cell} text-right font-semibold tabular-nums`}>
                {post.analysis.problems}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
