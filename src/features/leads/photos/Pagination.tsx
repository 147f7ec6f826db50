import Link from 'next/link'

import { photosHref, type PhotoQuery } from '@/features/leads/photos/photos'

const linkClass =
  'focus-ring-light inline-flex min-h-11 items-center rounded-md border-2 border-forest-700 bg-white px-4 font-semibold text-forest-900 hover:bg-cream-100'
const disabledClass =
  'inline-flex min-h-11 items-center rounded-md border-2 border-charcoal-900/20 px-4 text-charcoal-900/60'

/** Previous and next, keeping the filters; the page number and the count between them. */
export function Pagination(props: {
  query: PhotoQuery
  page: number
  totalPages: number
  path: string
}) {
  const { query, page, totalPages, path } = props
  if (totalPages <= 1) return null
  const href = (to: number) => photosHref({ ...query, page: to }, path)
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" prefetch={false} className={linkClass}>
          Previous page
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Previous page
        </span>
      )}
      <p className="text-sm font-semibold">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={href(page + 1)} rel="next" prefetch={false} className={linkClass}>
          Next page
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next page
        </span>
      )}
    </nav>
  )
}
