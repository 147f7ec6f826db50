import type { Metadata } from 'next'
import Link from 'next/link'

import { listingMetadata } from '@/lib/payload/listingCopy'
import { ListingPage } from '@/site/ListingPage'
import { listCities } from '@/lib/payload/listings'
import { cityAnchor } from '@/features/search/server/entries'
import { pathFor } from '@/utilities/paths'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('cities', 'Cities We Serve')

export default async function CitiesPage() {
  const cities = await listCities()
  return (
    <ListingPage slug="cities" title="Cities We Serve" crumb="Cities">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city) => {
          const county =
            typeof city.county === 'object' && city.county ? city.county.name : city.countyName
          return (
            <li
              key={city.id}
              id={cityAnchor(city)}
              className="panel scroll-mt-24 target:ring-2 target:ring-cedar-500"
            >
              <h2 className="font-serif text-lg font-semibold">
                {city.hasPage ? (
                  <Link href={pathFor.cities(city)} className="underline">
                    {city.name}
                  </Link>
                ) : (
                  city.name
                )}
              </h2>
              <p className="text-sm">
                {county}
                {city.elevation ? ` · ${city.elevation.toLocaleString('en-US')} ft` : ''}
              </p>
              <p className="mt-2 text-sm">{city.summary}</p>
            </li>
          )
        })}
      </ul>
    </ListingPage>
  )
}
