import type { Metadata } from 'next'

import { ProjectDetail } from '@/components/ProjectDetail'
import { getProjectBySlug } from '@/lib/payload/queries'
import { documentMetadata } from '@/lib/seo/metadata'
import { picturePagePath } from '@/utilities/paths'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'

type Props = { params: Promise<{ slug: string }> }

/** Picture pages: a project's photos at /log-home-restoration-pictures/{slug}. */
const pathOf = picturePagePath

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The pictures page's own words always stand: only the project's keywords come from its SEO.
  return documentMetadata(
    await getProjectBySlug((await params).slug),
    (project) => ({
      title: `${project.title}: Pictures`,
      description: `Before, after and gallery photos. ${project.summary}`,
      image: project.afterImage,
      path: pathOf(project.slug ?? ''),
    }),
    { seo: 'keywords' },
  )
}

export default async function PicturePage({ params }: Props) {
  const { slug } = await params
  const project = await getProjectBySlug(slug)
  if (!project) return <NotFoundPage />
  return (
    <ProjectDetail
      project={project}
      crumbs={[
        { name: 'Portfolio', path: '/portfolio' },
        { name: `${project.title}: Pictures`, path: pathOf(project.slug ?? '') },
      ]}
    />
  )
}
