import type { Metadata } from 'next'

import { ReviewPage, type ReviewSearch } from '@/features/reviews/ui/ReviewPage'

/** A homeowner's own link: never indexed, never followed. */
export const metadata: Metadata = {
  title: 'Your review',
  robots: { index: false, follow: false },
}

type Props = { params: Promise<{ token: string }>; searchParams: Promise<ReviewSearch> }

export default async function Page({ params, searchParams }: Props) {
  const [{ token }, search] = await Promise.all([params, searchParams])
  return <ReviewPage token={token} search={search} />
}
