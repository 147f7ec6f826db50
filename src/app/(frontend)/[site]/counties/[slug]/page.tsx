import type { Metadata } from 'next'

import { CallToAction } from '@/components/CallToAction'
import { DocumentBody } from '@/components/DocumentBody'
import { PageHero } from '@/components/PageHero'
import { getCountyBySlug } from '@/lib/payload/listings'
import { documentMetadata } from '@/lib/seo/metadata'
import { pathFor } from '@/utilities/paths'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(await getCountyBySlug((await params).slug), (county) => ({
    title: `Log Home Restoration in ${county.name}`,
    description: county.summary,
    image: county.image,
    path: pathFor.counties(county),
  }))
}

export default async function CountyPage({ params }: Props) {
  const { slug } = await params
  const county = await getCountyBySlug(slug)
  if (!county) return <NotFoundPage />
  return (
    <>
      <PageHero
        title={`Log Home Restoration in ${county.name}`}
        intro={county.summary}
        crumbs={[
          { name: 'Service Areas', path: '/service-areas' },
          { name: county.name, path: pathFor.counties(county) },
        ]}
      >
        <dl className="mt-4 flex flex-wrap gap-6 text-sm">
          <div>
            <dt className="font-semibold">Elevation</dt>
            <dd>{county.elevation.toLocaleString('en-US')} ft</dd>
          </div>
          <div>
            <dt className="font-semibold">County seat</dt>
            <dd>{county.seat}</dd>
          </div>
        </dl>
      </PageHero>
      <DocumentBody
        image={county.image}
        body={county.body}
        aside={
          county.towns
            ? county.towns.length > 0 && (
                <aside aria-labelledby="towns-heading" className="panel">
                  <h2 id="towns-heading" className="text-lg font-bold">
                    Towns we serve in {county.name}
                  </h2>
                  <ul className="mt-3 list-disc space-y-1 pl-5">
                    {county.towns.map((town) => (
                      <li key={town.id}>{town.name}</li>
                    ))}
                  </ul>
                </aside>
              )
            : null
        }
      />
      <CallToAction />
    </>
  )
}
