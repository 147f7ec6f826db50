'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { SEARCH_PATH } from '@/features/search/api'
import { SEARCH_LEAVING_EVENT } from '@/features/search/ui/leaving'

/**
 * The /search page's results, which go the moment a new search leaves the page: on a slow
 * connection the previous query's results would otherwise stand under the new query until its
 * page arrives. "Searching for “…”" stands in their place; they are hidden (from screen readers
 * too) until the next page's results replace them. What leaves for /search:
 * - a plain GET form the browser sends (the page's own form, the header's box before its code
 *   has loaded): seen by its submit event, once every handler that could stop it has run;
 * - the header's box, which sends its search by script (and stops its form's submission): it says
 *   so with SEARCH_LEAVING_EVENT (./leaving.ts), before it empties its input;
 * - a link to /search.
 * A search is pending for the results it was sent from: the next render of the page (new
 * `children`), even of the same query, shows its results.
 */
export function PendingResults({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<{ text: string; from: ReactNode } | null>(null)
  const searching = pending && pending.from === children ? pending.text : null

  useEffect(() => {
    const leave = (text: unknown) => setPending({ text: String(text ?? '').trim(), from: children })
    const toSearch = (url: URL) => url.origin === location.origin && url.pathname === SEARCH_PATH
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return
      if (form.method !== 'get' || !toSearch(new URL(form.action))) return
      leave(new FormData(form).get('q'))
    }
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || link.target) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const url = new URL(link.href)
      if (toSearch(url)) leave(url.searchParams.get('q'))
    }
    const onLeaving = (event: Event) => leave((event as CustomEvent<string>).detail)
    // Back on this page from the browser's memory (back/forward cache): its own results.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null)
    }
    document.addEventListener('submit', onSubmit)
    document.addEventListener('click', onClick)
    window.addEventListener(SEARCH_LEAVING_EVENT, onLeaving)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      document.removeEventListener('submit', onSubmit)
      document.removeEventListener('click', onClick)
      window.removeEventListener(SEARCH_LEAVING_EVENT, onLeaving)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [children])

  return (
    <div
      className="mx-auto max-w-6xl px-4 py-10"
      data-testid="search-results"
      aria-busy={searching !== null}
    >
      {searching !== null && (
        <p role="status" className="text-lg font-semibold">
          {searching ? `Searching for “${searching}”...` : 'Searching...'}
        </p>
      )}
      <div hidden={searching !== null}>{children}</div>
    </div>
  )
}
