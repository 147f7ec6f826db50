import type { Metadata } from 'next'
import Link from 'next/link'

import { CallToAction } from '@/components/CallToAction'
import { JsonLd } from '@/components/JsonLd'
import { AnalyzePhotosButton } from '@/features/chat/ui/AnalyzePhotosButton'
import { DocumentBody } from '@/components/DocumentBody'
import { PageHero } from '@/components/PageHero'
import { outlineButtonLight } from '@/components/ui/styles'
import { getServiceBySlug } from '@/lib/payload/listings'
import { getSiteSettings } from '@/lib/payload/queries'
import { serviceJsonLd } from '@/lib/seo/jsonld'
import { documentMetadata } from '@/lib/seo/metadata'
import { pathFor } from '@/utilities/paths'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(await getServiceBySlug((await params).slug), (service) => ({
    title: service.title,
    description: service.summary,
    image: service.image,
    path: pathFor.services(service),
  }))
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params
  const service = await getServiceBySlug(slug)
  if (!service) return <NotFoundPage />
  const settings = await getSiteSettings()
  const path = pathFor.services(service)

  return (
    <>
      <JsonLd data={serviceJsonLd(service, settings)} />
      <PageHero
        title={service.title}
        intro={service.summary}
        crumbs={[
          { name: 'Services', path: '/services' },
          { name: service.title, path },
        ]}
      />
      <DocumentBody
        image={service.image}
        body={service.body}
        aside={
          <aside className="space-y-6">
            {service.details && service.details.length > 0 && (
              <section aria-labelledby="details-heading" className="panel">
                <h2 id="details-heading" className="text-lg font-bold">
                  What’s included
                </h2>
                <ul className="mt-3 list-disc space-y-2 pl-5">
                  {service.details.map((detail) => (
                    <li key={detail.id}>{detail.item}</li>
                  ))}
                </ul>
              </section>
            )}
            <section aria-labelledby="price-heading" className="panel">
              <h2 id="price-heading" className="text-lg font-bold">
                Price
              </h2>
              <p className="mt-2 font-semibold text-cedar-600">{service.price}</p>
              <Link href="/cost-calculator" className="mt-3 inline-block underline">
                Estimate your project online
              </Link>
            </section>
            <section aria-labelledby="photos-heading" className="panel">
              <h2 id="photos-heading" className="text-lg font-bold">
                Not sure what your logs need?
              </h2>
              <p className="mt-2 text-sm leading-6">
                Send a few photos: our assistant tells you what it sees and what the fix usually
                costs, and a specialist reviews them.
              </p>
              <AnalyzePhotosButton className={`${outlineButtonLight} mt-3 w-full`} />
            </section>
          </aside>
        }
      />
      <CallToAction />
    </>
  )
}
