import Link from 'next/link'

import { JsonLd } from '@/components/JsonLd'
import { breadcrumbJsonLd } from '@/lib/seo/jsonld'

export type Crumb = { name: string; path: string }

/** The trail from Home to this page, shown and given to search engines as a BreadcrumbList. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail = [{ name: 'Home', path: '/' }, ...items]
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="breadcrumbs">
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1
            return (
              <li key={crumb.path}>
                {last ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <>
                    <Link href={crumb.path}>{crumb.name}</Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
    </>
  )
}
