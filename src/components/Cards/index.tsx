import Link from 'next/link'
import type { ReactNode } from 'react'

import { Media } from '@/components/Media'
import type { Media as MediaDoc, Portfolio, Post, Service } from '@/payload-types'
import { pathFor } from '@/utilities/paths'
import { formatSiteDate } from '@/lib/time/colorado'

type CardProps = {
  href: string
  image: MediaDoc | number | string | null | undefined
  sizes: string
  title: string
  subtitle?: ReactNode
  text?: string | null
  note?: string | null
  headingLevel?: 2 | 3
}

/** A picture, a title and a few lines, the whole card one link. */
function Card({ href, image, sizes, title, subtitle, text, note, headingLevel = 3 }: CardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <Link href={href} className="card group">
      <Media resource={image} sizes={sizes} className="card-image" />
      <div className="p-4">
        <Heading className="card-title">{title}</Heading>
        {subtitle && <p className="card-meta">{subtitle}</p>}
        {text && <p className="mt-2 text-sm">{text}</p>}
        {note && <p className="mt-2 text-sm font-semibold text-cedar-600">{note}</p>}
      </div>
    </Link>
  )
}

const thirds = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
type Level = { headingLevel?: 2 | 3 }

export const ProjectCard = ({ project, headingLevel }: { project: Portfolio } & Level) => (
  <Card
    href={pathFor.portfolio(project)}
    image={project.afterImage}
    sizes={thirds}
    title={project.title}
    subtitle={project.location}
    text={project.summary}
    headingLevel={headingLevel}
  />
)

export const PostCard = ({ post, headingLevel }: { post: Post } & Level) => (
  <Card
    href={pathFor.posts(post)}
    image={post.heroImage}
    sizes={thirds}
    title={post.title}
    subtitle={
      post.publishedAt && (
        <time dateTime={post.publishedAt}>{formatSiteDate(post.publishedAt)}</time>
      )
    }
    text={post.excerpt}
    headingLevel={headingLevel}
  />
)

export const ServiceCard = ({ service, headingLevel }: { service: Service } & Level) => (
  <Card
    href={pathFor.services(service)}
    image={service.image}
    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
    title={service.title}
    text={service.summary}
    note={service.price}
    headingLevel={headingLevel}
  />
)
