import Link from 'next/link'

import type { County } from '@/payload-types'
import { pathFor } from '@/utilities/paths'

/** The service-area counties as cards with their elevation and seat, each linking to its page. */
export function CountyCards({ counties }: { counties: County[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {counties.map((county) => (
        <li key={county.id}>
          <Link href={pathFor.counties(county)} className="card-link h-full">
            <span className="block font-serif text-lg font-semibold">{county.name}</span>
            <span className="block text-sm">
              Elevation {county.elevation.toLocaleString('en-US')} ft · seat: {county.seat}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
