import type { Metadata } from 'next'

import { BookPage, type BookPageQuery } from '@/features/booking/ui/BookPage'

export const metadata: Metadata = {
  title: 'Book a free on-site inspection',
  description: 'Pick a time for a free on-site inspection of your log home.',
  referrer: 'no-referrer',
}

/** Drawn per request: it reads the query (under [site], whose pages are otherwise kept). */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 300)

export default async function Page({ searchParams }: Props) {
  const search = await searchParams
  const query: BookPageQuery = {}
  for (const key of ['place', 'name', 'email', 'phone', 'lead', 'error', 'cancelled'] as const)
    query[key] = first(search[key])
  return <BookPage query={query} />
}
