import Link from 'next/link'
import { PostCard } from '@/components/Cards'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'
import { PageHero } from '@/components/PageHero'
import { listingCopy } from '@/lib/payload/listingCopy'
import { listPosts } from '@/lib/payload/listings'

export const blogPagePath = (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`)

/** The blog index, page by page: /blog, /blog/page/2, ... */
export async function BlogIndex({ page }: { page: number }) {
  const [result, copy] = await Promise.all([
    listPosts(page),
    listingCopy('blog', 'Log Home Maintenance Blog'),
  ])
  if (page > 1 && result.docs.length === 0) return <NotFoundPage />
  const crumbs = [{ name: 'Blog', path: '/blog' }]
  if (page > 1) crumbs.push({ name: `Page ${page}`, path: blogPagePath(page) })

  return (
    <>
      <PageHero
        title={page > 1 ? `${copy.title}: Page ${page}` : copy.title}
        intro={copy.intro}
        crumbs={crumbs}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {result.docs.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
        {result.totalPages > 1 && (
          <nav aria-label="Blog pages" className="mt-10 flex flex-wrap items-center gap-2">
            {Array.from({ length: result.totalPages }, (_, i) => i + 1).map((number) => (
              <Link
                key={number}
                href={blogPagePath(number)}
                aria-current={number === page ? 'page' : undefined}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold ${
                  number === page ? 'bg-forest-900 text-cream-50' : 'bg-white ring-1 ring-black/10'
                }`}
              >
                <span className="sr-only">Page </span>
                {number}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </>
  )
}
