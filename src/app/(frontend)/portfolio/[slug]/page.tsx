import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { LivePreviewListener } from '@/components/LivePreviewListener'
import { Media } from '@/components/Media'
import { getProjectBySlug, getPublishedSlugs } from '@/lib/payload/queries'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getPublishedSlugs('portfolio')).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await getProjectBySlug((await params).slug)
  if (!project) return {}
  return {
    title: project.meta?.title || project.title,
    description: project.meta?.description || project.summary,
  }
}

export default async function ProjectPage({ params }: Props) {
  const project = await getProjectBySlug((await params).slug)
  if (!project) notFound()
  const { isEnabled: draft } = await draftMode()

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      {draft && <LivePreviewListener />}
      <h1 className="text-3xl font-bold md:text-4xl">{project.title}</h1>
      <p className="mt-2">{project.location}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {(
          [
            ['Before', project.beforeImage],
            ['After', project.afterImage],
          ] as const
        ).map(([label, image]) => (
          <figure key={label}>
            <Media
              resource={image}
              sizes="(min-width: 640px) 50vw, 100vw"
              className="h-auto w-full rounded-lg"
              priority
            />
            <figcaption className="mt-1 text-sm font-semibold">{label}</figcaption>
          </figure>
        ))}
      </div>
      {project.writeUp && <RichText data={project.writeUp} className="prose mt-8" />}
    </article>
  )
}
