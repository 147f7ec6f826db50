import type { Metadata } from 'next'

import { VisitPage } from '@/features/booking/ui/VisitPage'

/** A homeowner's own visit: never indexed, its link never sent on. */
export const metadata: Metadata = {
  title: 'Your inspection',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** Drawn per request: it reads the query (under [site], whose pages are otherwise kept). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.slice(0, 300)

export default async function Page({ params, searchParams }: Props) {
  const [{ token }, search] = await Promise.all([params, searchParams])
  return (
    <VisitPage
      token={decodeURIComponent(token)}
      query={{
        booked: first(search.booked),
        moved: first(search.moved),
        confirmed: first(search.confirmed),
        error: first(search.error),
      }}
    />
  )
}
