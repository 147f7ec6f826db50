'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { SEARCH_MIN_LENGTH, SEARCH_PATH } from '@/features/search/api'

/**
 * The /search page's results, which go as soon as a new search leaves the page (the page's own
 * form, the header's box, a "See all results" link): on a slow connection the previous query's
 * results would otherwise stand under the new query until its page arrives. The next page draws
 * this anew (keyed by its query), with its own results.
 */
export function PendingResults({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<string | null>(null)

  useEffect(() => {
    // After the forms' own handlers: the header's box cancels a submission it will not send.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.getAttribute('role') !== 'search') return
      const text = String(new FormData(form).get('q') ?? '').trim()
      if (event.defaultPrevented && text.length < SEARCH_MIN_LENGTH) return
      setPending(text)
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return
      const url = new URL(link.href)
      if (url.origin === location.origin && url.pathname === SEARCH_PATH) {
        setPending((url.searchParams.get('q') ?? '').trim())
      }
    }
    document.addEventListener('submit', onSubmit)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('submit', onSubmit)
      document.removeEventListener('click', onClick)
    }
  }, [])

  return (
    <div
      className="mx-auto max-w-6xl px-4 py-10"
      data-testid="search-results"
      aria-busy={pending !== null}
    >
      {pending !== null && (
        <p role="status" className="text-lg font-semibold">
          {pending ? `Searching for “${pending}”...` : 'Searching...'}
        </p>
      )}
      <div hidden={pending !== null}>{children}</div>
    </div>
  )
}
