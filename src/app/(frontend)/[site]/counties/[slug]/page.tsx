import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { CallToAction } from '@/components/CallToAction'
import { Media } from '@/components/Media'
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
      <article className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <Media
            resource={county.image}
            size="hero"
            sizes="(min-width: 1024px) 700px, 100vw"
            className="h-auto w-full rounded-lg"
            priority
          />
          {county.body && <RichText data={county.body} className="prose mt-8" />}
        </div>
        {county.towns && county.towns.length > 0 && (
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
        )}
      </article>
      <CallToAction />
    </>
  )
}
