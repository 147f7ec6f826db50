import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'

import { lookupLimiter } from '@/features/booking/server/handler'
import { keptForm, KEPT_FORM_COOKIE } from '@/features/booking/server/keptForm'
import { BookPage, type BookPageQuery } from '@/features/booking/ui/BookPage'
import { clientAddress } from '@/lib/rate-limit'
import { buildMetadata } from '@/lib/seo/metadata'

/** A form, not a page to find: its canonical address, and not indexed (so not in the sitemap). */
export const generateMetadata = async (): Promise<Metadata> => ({
  ...(await buildMetadata({
    title: 'Book a free on-site inspection',
    description: 'Pick a time for a free on-site inspection of your log home.',
    path: '/book',
    robots: 'noindex, follow',
  })),
  referrer: 'no-referrer',
})

/** Drawn per request: it reads the query (under [site], whose pages are otherwise kept). */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 300)

export default async function Page({ searchParams }: Props) {
  const [search, jar, requestHeaders] = await Promise.all([searchParams, cookies(), headers()])
  const query: BookPageQuery = {}
  for (const key of ['place', 'error', 'cancelled'] as const) query[key] = first(search[key])
  // Each look-up of a place's windows counts against the address's limit, as the API's do.
  const lookupsLeft = query.place
    ? (await lookupLimiter().consume(clientAddress(requestHeaders))).ok
    : true
  return (
    <BookPage
      query={query}
      kept={keptForm(jar.get(KEPT_FORM_COOKIE)?.value)}
      lookupsLeft={lookupsLeft}
    />
  )
}
