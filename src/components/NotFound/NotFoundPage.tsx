import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { NotFound } from './index'

/** Says "not found" to Next.js: the answer's status is 404 and the page is not indexed. */
function NotFoundStatus(): null {
  notFound()
}

/**
 * The 404 page a page draws itself when its document does not exist (an unknown post, service,
 * county...): the content in the HTML, status 404.
 *
 * A page that simply calls `notFound()` gets status 404 but an HTML body that Next.js leaves for
 * the browser to draw from the page's data (vercel/next.js#62228; the fix, vercel/next.js#98455, is
 * not released as of Next.js 16.4.5): nothing for a crawler or a browser without JavaScript. So
 * the page draws the 404 content itself and calls `notFound()` inside a Suspense boundary: a page
 * rendered for the page cache (every public page, lib/site/pages.ts) is rendered whole before it is
 * sent, so the status is still 404 (a page rendered per request would have sent 200 by then).
 * A draft preview is rendered per request, where that would give 200: it calls `notFound()`
 * itself (only a signed-in editor has the preview's cookie, and a browser draws the page).
 * tests/e2e/no-js.spec.ts reads the HTML of such pages; once Next.js renders `notFound()` itself,
 * pages can go back to calling it.
 */
export async function NotFoundPage() {
  if ((await draftMode()).isEnabled) notFound()
  return (
    <>
      <NotFound />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
