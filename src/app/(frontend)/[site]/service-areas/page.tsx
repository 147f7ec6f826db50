import type { Metadata } from 'next'
import Link from 'next/link'

import { CountyCards } from '@/components/CountyCards'
import { CallToAction } from '@/components/CallToAction'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'
import { listCities, listCounties } from '@/lib/payload/listings'
import { pathFor } from '@/utilities/paths'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('service-areas', 'Service Areas')

export default async function ServiceAreasPage() {
  const copy = await listingCopy('service-areas', 'Service Areas')
  const [counties, cities] = await Promise.all([listCounties(), listCities()])
  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Service Areas', path: '/service-areas' }]}
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="counties-heading">
          <h2 id="counties-heading" className="text-2xl font-bold">
            Counties
          </h2>
          <CountyCards counties={counties} />
        </section>
        <section aria-labelledby="cities-heading">
          <h2 id="cities-heading" className="text-2xl font-bold">
            Cities and towns
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {cities.map((city) => (
              <li key={city.id}>
                {city.hasPage ? (
                  <Link href={pathFor.cities(city)} className="text-cedar-600 underline">
                    {city.name}
                  </Link>
                ) : (
                  city.name
                )}
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link href="/cities" className="underline">
              All cities we serve
            </Link>
          </p>
        </section>
      </div>
      <CallToAction />
    </>
  )
}
