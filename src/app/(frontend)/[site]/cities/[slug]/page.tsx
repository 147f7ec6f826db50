import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { CallToAction } from '@/components/CallToAction'
import { PageHero } from '@/components/PageHero'
import { getCityPage } from '@/lib/payload/listings'
import { documentMetadata } from '@/lib/seo/metadata'
import { pathFor } from '@/utilities/paths'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'

type Props = { params: Promise<{ slug: string }> }

const SUFFIX = '-log-home-restoration'

/** `/cities/denver-log-home-restoration` → the city `denver`, when it has a page. */
async function cityFrom(params: Props['params']) {
  const { slug } = await params
  if (!slug.endsWith(SUFFIX)) return null
  return getCityPage(slug.slice(0, -SUFFIX.length))
}

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(await cityFrom(params), (city) => ({
    title: `${city.name} Log Home Restoration`,
    description: city.summary,
    image: city.image,
    path: pathFor.cities(city),
  }))
}

export default async function CityPage({ params }: Props) {
  const city = await cityFrom(params)
  if (!city) return <NotFoundPage />
  return (
    <>
      <PageHero
        title={`${city.name} Log Home Restoration`}
        intro={city.summary}
        crumbs={[
          { name: 'Cities', path: '/cities' },
          { name: city.name, path: pathFor.cities(city) },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 py-10">
        {city.body && <RichText data={city.body} className="prose" />}
      </article>
      <CallToAction />
    </>
  )
}
