import type { Metadata } from 'next'
import Link from 'next/link'

import { BusinessJsonLd } from '@/components/BusinessJsonLd'
import { BookInspection } from '@/features/booking/ui/BookInspection'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'
import { getSiteSettings } from '@/lib/payload/queries'
import { smsHref, telHref } from '@/utilities/phone'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('contact', 'Request an Estimate')

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold focus-visible:outline-2'

export default async function ContactPage() {
  const copy = await listingCopy('contact', 'Request an Estimate')
  const settings = await getSiteSettings()
  return (
    <>
      <BusinessJsonLd full />
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Contact', path: '/contact' }]}
      />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <section
          aria-labelledby="book-heading"
          className="rounded-lg bg-white p-6 shadow-sm"
          id="book"
        >
          <h2 id="book-heading" className="text-2xl font-bold">
            Book a free on-site inspection
          </h2>
          <p className="mt-2">
            Pick a time and we come to your log home: about an hour, a written estimate, no charge.
          </p>
          <div className="mt-4">
            <BookInspection label="See the open times" />
          </div>
        </section>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <section aria-labelledby="reach-heading" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="reach-heading" className="text-2xl font-bold">
            Call or text
          </h2>
          <p className="mt-2 text-lg font-semibold">{settings.phone}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={telHref(settings.phone)} className={`${button} bg-cedar-600 text-white`}>
              Call
            </a>
            <a href={smsHref(settings.phone)} className={`${button} bg-forest-900 text-cream-50`}>
              Text
            </a>
          </div>
          <h2 className="mt-8 text-2xl font-bold">E-mail</h2>
          <p className="mt-2">
            <a href={`mailto:${settings.email}`} className="text-cedar-600 underline">
              {settings.email}
            </a>
          </p>
        </section>
        <section aria-labelledby="visit-heading" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="visit-heading" className="text-2xl font-bold">
            Hours and mail
          </h2>
          <p className="mt-2">{settings.hoursText}</p>
          <address className="mt-4 not-italic">
            {settings.businessName}
            <br />
            {settings.address.streetAddress}
            <br />
            {settings.address.locality}, {settings.address.region} {settings.address.postalCode}
          </address>
          <h2 className="mt-8 text-2xl font-bold">Price it yourself</h2>
          <p className="mt-2">
            The{' '}
            <Link href="/cost-calculator" className="text-cedar-600 underline">
              cost calculator
            </Link>{' '}
            gives a ballpark in a minute and sends the details straight to us.
          </p>
          <h2 className="mt-8 text-2xl font-bold">Show us instead</h2>
          <p className="mt-2">
            Send a few photos to{' '}
            <Link href="/chat" className="text-cedar-600 underline">
              our assistant
            </Link>{' '}
            for a first read on your logs and a ballpark, at any hour.
          </p>
        </section>
      </div>
    </>
  )
}
