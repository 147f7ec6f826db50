import type { Metadata } from 'next'

import { UndoEmailChangePage } from '@/features/staff/ui/UndoEmailChangePage'

/** A person's own link to their studio account: never indexed, never followed. */
export const metadata: Metadata = {
  title: 'Undo a change of e-mail address',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function Page({ params, searchParams }: Props) {
  const [{ token }, search] = await Promise.all([params, searchParams])
  const problem = Array.isArray(search.problem) ? search.problem[0] : search.problem
  return <UndoEmailChangePage token={token} problem={problem} />
}
