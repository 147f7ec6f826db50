import type { Metadata } from 'next'

/**
 * The pages a person reaches from their own link to their studio account (choose a password,
 * undo a change of e-mail address): never indexed, never followed, and never named to another
 * site as the referrer.
 */
export const accountLinkMetadata = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
})

export type AccountLinkProps = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The link's token, and the problem its form was sent back with, if any (`?problem=`). */
export async function accountLink({ params, searchParams }: AccountLinkProps) {
  const [{ token }, search] = await Promise.all([params, searchParams])
  const problem = Array.isArray(search.problem) ? search.problem[0] : search.problem
  return { token, problem }
}
