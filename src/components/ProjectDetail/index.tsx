import { RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'

import { BeforeAfter } from '@/components/BeforeAfter'
import type { Crumb } from '@/components/Breadcrumbs'
import { CallToAction } from '@/components/CallToAction'
import { Media } from '@/components/Media'
import { PageHero } from '@/components/PageHero'
import type { Portfolio } from '@/payload-types'
import { pathFor } from '@/utilities/paths'

/** A before/after project: used at /portfolio/{slug} and for the picture pages. */
/** A caption that repeats the picture's alt text: screen readers would hear it twice. */
const captionSaysIt = ({ caption, image }: NonNullable<Portfolio['gallery']>[number]) =>
  Boolean(caption) && typeof image === 'object' && image?.alt.trim() === caption?.trim()

type Props = {
  project: Portfolio
  crumbs: Crumb[]
  /** The project's picture page, when it has one (linked below the photos). */
  picturesPath?: string
}

export function ProjectDetail({ project, crumbs, picturesPath }: Props) {
  const services = (project.services ?? []).filter((service) => typeof service === 'object')
  return (
    <>
      <PageHero title={project.title} intro={project.summary} crumbs={crumbs}>
        <p className="mt-2 font-semibold text-forest-700">{project.location}</p>
      </PageHero>
      <article className="mx-auto max-w-5xl px-4 py-10">
        <BeforeAfter
          project={project}
          sizes="(min-width: 1024px) 512px, (min-width: 640px) 50vw, 100vw"
          priority
        />
        <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
          {project.writeUp && <RichText data={project.writeUp} className="prose" />}
          {services.length > 0 && (
            <aside aria-labelledby="project-services" className="panel">
              <h2 id="project-services" className="text-lg font-bold">
                Services on this project
              </h2>
              <ul className="mt-3 space-y-2">
                {services.map((service) => (
                  <li key={service.id}>
                    <Link href={pathFor.services(service)} className="text-cedar-600 underline">
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
        {picturesPath && (
          <p className="mt-8">
            <Link href={picturesPath} className="font-semibold text-cedar-600 underline">
              Every picture of this project
            </Link>
          </p>
        )}
        {project.gallery && project.gallery.length > 0 && (
          <section aria-labelledby="gallery-heading" className="mt-12">
            <h2 id="gallery-heading" className="text-2xl font-bold">
              More photos
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {project.gallery.map((item) => (
                <li key={item.id}>
                  <figure>
                    <Media
                      resource={item.image}
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="h-auto w-full rounded-lg"
                      alt={captionSaysIt(item) ? '' : undefined}
                    />
                    {item.caption && (
                      <figcaption className="mt-1 text-sm">{item.caption}</figcaption>
                    )}
                  </figure>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <CallToAction />
    </>
  )
}
