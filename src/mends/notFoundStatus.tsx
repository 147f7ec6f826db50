import { notFound } from 'next/navigation'
import { Suspense } from 'react'

/**
 * Mend: a page that finds no document draws the 404 content itself and says "not found" to
 * Next.js from inside a Suspense boundary, so its HTML has the content and its status is 404.
 *
 * What it mends: a page that simply calls `notFound()` gets status 404 but an HTML body that
 * Next.js leaves for the browser to draw from the page's data: nothing for a crawler or a browser
 * without JavaScript. A page rendered for the page cache (every public page, lib/site/pages.ts) is
 * rendered whole before it is sent, so `notFound()` inside a Suspense boundary still gives the
 * status 404 (a page rendered per request would have sent 200 by then: a draft preview calls
 * `notFound()` itself, components/NotFound/NotFoundPage.tsx).
 *
 * Upstream: vercel/next.js#62228, open; the fixes proposed, vercel/next.js#98455 and #98583, are
 * not released as of Next.js 16.4.6.
 *
 * Canaries: tests/e2e/no-js.spec.ts reads the HTML and status of such pages; tests/unit/mends.test.ts
 * fails on any upgrade of Next.js, to check whether the fix is in it.
 *
 * To remove it, once Next.js renders `notFound()`'s page on the server: NotFoundPage calls
 * `notFound()` (the site's not-found.tsx draws the content), and this file goes.
 */

/** Says "not found" to Next.js: the answer's status is 404 and the page is not indexed. */
function NotFoundSignal(): null {
  notFound()
}

/** Drawn beside the 404 content: the status, from inside a Suspense boundary. */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  )
}
