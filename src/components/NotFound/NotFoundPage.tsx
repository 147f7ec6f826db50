import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { NotFoundStatus } from '@/mends/notFoundStatus'

import { NotFound } from './index'

/**
 * The 404 page a page draws itself when its document does not exist (an unknown post, service,
 * county...): the content in the HTML, status 404 (how, and when a plain `notFound()` can do
 * instead: mends/notFoundStatus.tsx).
 * A draft preview is rendered per request, where that would give 200: it calls `notFound()`
 * itself (only a signed-in editor has the preview's cookie, and a browser draws the page).
 */
export async function NotFoundPage() {
  if ((await draftMode()).isEnabled) notFound()
  return (
    <>
      <NotFound />
      <NotFoundStatus />
    </>
  )
}
