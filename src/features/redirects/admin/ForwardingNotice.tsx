'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import Link from 'next/link'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useState } from 'react'

import { REDIRECT_COLLECTIONS, type RedirectCollection } from '@/features/redirects/addresses'
import { pathFor } from '@/utilities/paths'

const MAX_SHOWN = 10

/**
 * Beside a document's address: the old addresses that forward to it now. After a rename the owner
 * reads "/blog/old-name now forwards to /blog/new-name.", the redirect the rename made by itself
 * (features/redirects/server/hooks.ts), read again after each save.
 */
export function ForwardingNotice() {
  const { collectionSlug, id, savedDocumentData } = useDocumentInfo()
  const {
    config: { routes },
  } = useConfig()
  const [from, setFrom] = useState<string[]>([])
  const collection = REDIRECT_COLLECTIONS.includes(collectionSlug as RedirectCollection)
    ? (collectionSlug as RedirectCollection)
    : null
  const slug = savedDocumentData?.slug as string | undefined
  const saved = savedDocumentData?.updatedAt as string | undefined

  useEffect(() => {
    if (!collection || id === undefined) return
    const controller = new AbortController()
    const query = new URLSearchParams({
      'where[and][0][to.type][equals]': 'reference',
      'where[and][1][to.reference.relationTo][equals]': collection,
      'where[and][2][to.reference.value][equals]': String(id),
      sort: '-createdAt',
      limit: String(MAX_SHOWN),
      depth: '0',
      'select[from]': 'true',
    })
    fetch(formatAdminURL({ apiRoute: routes.api, path: `/redirects?${query}` }), {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((answer) => (answer.ok ? answer.json() : { docs: [] }))
      .then((found: { docs: { from: string }[] }) => setFrom(found.docs.map((doc) => doc.from)))
      .catch(() => {})
    return () => controller.abort()
  }, [collection, id, routes.api, saved])

  if (!collection || from.length === 0) return null
  const here = pathFor[collection]({ slug })
  return (
    <div className="field-type forwarding-notice" data-testid="forwarding-notice">
      <p className="field-label">Old addresses</p>
      <ul>
        {from.map((path) => (
          <li key={path}>
            <code>{path}</code> now forwards to <code>{here}</code>.
          </li>
        ))}
      </ul>
      <Link href="/admin/collections/redirects">See every redirect</Link>
    </div>
  )
}
