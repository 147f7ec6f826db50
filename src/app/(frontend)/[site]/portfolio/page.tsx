import type { Metadata } from 'next'

import { ProjectCard } from '@/components/Cards'
import { listingMetadata } from '@/lib/payload/listingCopy'
import { ListingPage } from '@/site/ListingPage'
import { listProjects } from '@/lib/payload/listings'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('portfolio', 'Finishing Portfolio')

export default async function PortfolioPage() {
  const projects = await listProjects()
  return (
    <ListingPage slug="portfolio" title="Finishing Portfolio" crumb="Portfolio">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} headingLevel={2} />
          </li>
        ))}
      </ul>
    </ListingPage>
  )
}
