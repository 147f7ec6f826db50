import type { Metadata } from 'next'
import Link from 'next/link'

import { TrackSearch } from '@/features/analytics/ui/TrackSearch'
import { Picture } from '@/components/Media'
import { PageHero } from '@/components/PageHero'
import {
  categoryOf,
  SEARCH_MIN_LENGTH,
  suggestionHref,
  type SearchSuggestion,
} from '@/features/search/api'
import { getPayloadClient } from '@/lib/payload/client'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'
import { recordSearch, searchSite } from '@/features/search/server'
import { searchTextSchema } from '@/features/search/schema'
import { PendingResults } from '@/features/search/ui/PendingResults'
import { SearchPageForm } from '@/features/search/ui/SearchPageForm'

/**
 * Drawn per request: its results follow the query. (Under the [site] segment, whose pages are
 * rendered once and kept, a page that reads the query says so.)
 */
export const dynamic = 'force-dynamic'

/** Results a page shows; the count says how many match in all. */
const PAGE_LIMIT = 50

type Props = { searchParams: Promise<{ q?: string | string[] }> }

const typed = async (searchParams: Props['searchParams']) => {
  const { q } = await searchParams
  return (Array.isArray(q) ? q[0] : q) ?? ''
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const metadata = await listingMetadata('search', 'Search')
  // A page of results is not a page for search engines.
  return (await typed(searchParams)).trim()
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata
}

/** Results grouped by category, the group of the best result first. */
function groupsOf(suggestions: SearchSuggestion[]) {
  const groups = new Map<string, SearchSuggestion[]>()
  for (const suggestion of suggestions) {
    const category = categoryOf(suggestion)
    groups.set(category, [...(groups.get(category) ?? []), suggestion])
  }
  return [...groups]
}

const groupId = (category: string) => `group-${category.toLowerCase().replace(/\W+/g, '-')}`

const HELP_LINKS = [
  { href: '/services', label: 'Our services' },
  { href: '/blog', label: 'The maintenance blog' },
  { href: '/contact', label: 'Ask us directly' },
]

/**
 * /search?q=: the full results of the site search. A plain form and a server-rendered page, so it
 * works without JavaScript; the header's search box leads here with "See all results".
 */
export default async function SearchPage({ searchParams }: Props) {
  const [copy, raw] = await Promise.all([listingCopy('search', 'Search'), typed(searchParams)])
  const parsed = searchTextSchema.safeParse(raw)
  const text = parsed.success ? parsed.data : ''
  const problem = parsed.success ? null : parsed.error.issues[0]?.message
  const payload = await getPayloadClient()
  const result =
    text.length >= SEARCH_MIN_LENGTH ? await searchSite(payload, text, PAGE_LIMIT) : null
  if (result) recordSearch(payload, text, result.count, 'page')

  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Search', path: '/search' }]}
      >
        <SearchPageForm key={raw} text={raw} />
      </PageHero>

      <PendingResults key={raw}>
        {result && <TrackSearch results={result.count} text={text} />}
        {problem && (
          <p role="alert" className="font-semibold text-cedar-700">
            {problem}
          </p>
        )}
        {!problem && raw.trim() !== '' && !result && (
          <p>Type at least {SEARCH_MIN_LENGTH} letters to search.</p>
        )}

        {result && result.count > 0 && (
          <>
            <p role="status" className="text-lg">
              <strong>{result.count} results found</strong> for “{text}”
              {result.count > result.suggestions.length &&
                ` (the best ${result.suggestions.length} are shown)`}
            </p>
            {groupsOf(result.suggestions).map(([category, items]) => (
              <section key={category} aria-labelledby={groupId(category)} className="mt-8">
                <h2 id={groupId(category)} className="text-2xl font-bold">
                  {category} <span className="text-base font-normal">({items.length})</span>
                </h2>
                <ul className="mt-4 space-y-3">
                  {items.map((item) => (
                    <li key={item.id}>
                      <Link
                        href={suggestionHref(item)}
                        className="focus-ring-light group flex gap-4 rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5"
                      >
                        {item.picture ? (
                          <Picture
                            files={item.picture}
                            sizes="96px"
                            alt=""
                            className="h-[72px] w-24 shrink-0 rounded bg-cream-100 object-cover"
                          />
                        ) : (
                          // eslint-disable-next-line @next/next/no-img-element -- a static file
                          <img
                            src="/search-fallback.svg"
                            alt=""
                            width={96}
                            height={72}
                            className="h-[72px] w-24 shrink-0 rounded bg-cream-100 object-cover"
                          />
                        )}
                        <span className="min-w-0">
                          <span className="block font-serif text-lg font-semibold text-forest-900 group-hover:underline">
                            {item.title}
                          </span>
                          {item.description && (
                            <span className="mt-1 block text-sm">{item.description}</span>
                          )}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}

        {result && result.count === 0 && (
          <div role="status" className="rounded-lg bg-white p-6 shadow-sm">
            <p className="text-xl font-semibold">No results found</p>
            <p className="mt-1">Try different keywords or check spelling</p>
          </div>
        )}

        {(!result || result.count === 0) && (
          <nav aria-label="Where to look instead" className="mt-8">
            <h2 className="text-xl font-bold">Or start here</h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {HELP_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="focus-ring-light inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-forest-900 shadow-sm ring-1 ring-black/10"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </PendingResults>
    </>
  )
}
