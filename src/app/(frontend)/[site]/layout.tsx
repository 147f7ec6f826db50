import type { ReactNode } from 'react'

import { NotFoundPage } from '@/components/NotFound/NotFoundPage'
import { siteKey } from '@/lib/site/pages'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'

/**
 * The public pages, under the key of the site's address (lib/site/pages.ts): none is rendered by
 * `next build`; each is rendered on its first request and kept until the content changes.
 */
export const generateStaticParams = renderOnFirstRequest

type Props = { children: ReactNode; params: Promise<{ site: string }> }

/** Only under this address's key: an address that reaches this segment otherwise has no page. */
export default async function SitePages({ children, params }: Props) {
  return (await params).site === siteKey() ? children : <NotFoundPage />
}
