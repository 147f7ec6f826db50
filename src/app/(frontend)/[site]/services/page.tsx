import type { Metadata } from 'next'

import { ServiceCard } from '@/components/Cards'
import { listingMetadata } from '@/lib/payload/listingCopy'
import { ListingPage } from '@/site/ListingPage'
import { listServices } from '@/lib/payload/listings'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('services', 'Log Home Services')

export default async function ServicesPage() {
  const services = await listServices()
  return (
    <ListingPage slug="services" title="Log Home Services" crumb="Services">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} headingLevel={2} />
          </li>
        ))}
      </ul>
    </ListingPage>
  )
}
