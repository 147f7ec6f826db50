import type { Metadata } from 'next'

import { CallToAction } from '@/components/CallToAction'
import { ServiceCard } from '@/components/Cards'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'
import { listServices } from '@/lib/payload/listings'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('services', 'Log Home Services')

export default async function ServicesPage() {
  const copy = await listingCopy('services', 'Log Home Services')
  const services = await listServices()
  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Services', path: '/services' }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
      <CallToAction />
    </>
  )
}
