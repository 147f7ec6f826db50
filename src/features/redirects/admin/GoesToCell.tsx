import type { DefaultServerCellComponentProps } from 'payload'

import type { RedirectCollection } from '@/features/redirects/addresses'
import { targetPath } from '@/features/redirects/server/table'
import type { Redirect } from '@/payload-types'

/**
 * The redirect list's "Goes to" column: the address a visitor lands on now (a page's address while
 * it is live, its listing once it is not), rather than Payload's "to > To URL Type" with
 * "internal" or "custom". A server cell: it reads the page a redirect points at.
 */
export async function GoesToCell({ payload, rowData }: DefaultServerCellComponentProps) {
  const to = (rowData as Partial<Redirect> | undefined)?.to
  const reference = to?.type === 'reference' ? to.reference : null
  let resolved = to
  if (reference && typeof reference.value !== 'object') {
    const doc = await payload
      .findByID({
        collection: reference.relationTo as RedirectCollection,
        id: reference.value,
        depth: 0,
        disableErrors: true,
      })
      .catch(() => null)
    resolved = { ...to!, reference: { ...reference, value: doc as never } }
  }
  const path = targetPath(resolved)
  return path ? <span>{path}</span> : <span>A page that was deleted</span>
}
