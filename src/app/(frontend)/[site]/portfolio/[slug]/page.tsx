import type { Metadata } from 'next'
import { draftMode } from 'next/headers'

import { LivePreviewListener } from '@/components/LivePreviewListener'
import { ProjectDetail } from '@/components/ProjectDetail'
import { getProjectBySlug } from '@/lib/payload/queries'
import { documentMetadata } from '@/lib/seo/metadata'
import { hasPicturePage, pathFor, picturePagePath } from '@/utilities/paths'
import { renderOnFirstRequest } from '@/site/renderOnFirstRequest'
import { NotFoundPage } from '@/components/NotFound/NotFoundPage'

type Props = { params: Promise<{ slug: string }> }

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(await getProjectBySlug((await params).slug), (project) => ({
    title: project.title,
    description: project.summary,
    image: project.afterImage,
    path: pathFor.portfolio(project),
  }))
}

export default async function ProjectPage({ params }: Props) {
  const { slug } = await params
  const project = await getProjectBySlug(slug)
  if (!project) return <NotFoundPage />
  const { isEnabled: draft } = await draftMode()
  return (
    <>
      {draft && <LivePreviewListener />}
      <ProjectDetail
        project={project}
        crumbs={[
          { name: 'Portfolio', path: '/portfolio' },
          { name: project.title, path: pathFor.portfolio(project) },
        ]}
        picturesPath={hasPicturePage(project.slug) ? picturePagePath(project.slug) : undefined}
      />
    </>
  )
}
