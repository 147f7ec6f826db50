import type { Metadata } from 'next'

import { CallToAction } from '@/components/CallToAction'
import { ProjectCard } from '@/components/Cards'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'
import { listProjects } from '@/lib/payload/listings'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('portfolio', 'Finishing Portfolio')

export default async function PortfolioPage() {
  const copy = await listingCopy('portfolio', 'Finishing Portfolio')
  const projects = await listProjects()
  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Portfolio', path: '/portfolio' }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
      <CallToAction />
    </>
  )
}
