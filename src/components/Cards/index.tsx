import Link from 'next/link'

import { Media } from '@/components/Media'
import type { Portfolio, Post, Service } from '@/payload-types'
import { pathFor } from '@/utilities/paths'

const card = 'group block h-full overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5'

export function ProjectCard({
  project,
  headingLevel = 3,
}: {
  project: Portfolio
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <Link href={pathFor.portfolio(project)} className={card}>
      <Media
        resource={project.afterImage}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="p-4">
        <Heading className="font-serif text-lg font-semibold group-hover:underline">
          {project.title}
        </Heading>
        <p className="text-sm text-charcoal-900/80">{project.location}</p>
        <p className="mt-2 text-sm">{project.summary}</p>
      </div>
    </Link>
  )
}

export function PostCard({ post, headingLevel = 3 }: { post: Post; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <Link href={pathFor.posts(post)} className={card}>
      <Media
        resource={post.heroImage}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="p-4">
        <Heading className="font-serif text-lg font-semibold group-hover:underline">
          {post.title}
        </Heading>
        {post.publishedAt && (
          <p className="text-sm text-charcoal-900/80">
            <time dateTime={post.publishedAt}>
              {new Date(post.publishedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}
            </time>
          </p>
        )}
        <p className="mt-2 text-sm">{post.excerpt}</p>
      </div>
    </Link>
  )
}

export function ServiceCard({
  service,
  headingLevel = 3,
}: {
  service: Service
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <Link href={pathFor.services(service)} className={card}>
      <Media
        resource={service.image}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="p-4">
        <Heading className="font-serif text-lg font-semibold group-hover:underline">
          {service.title}
        </Heading>
        <p className="mt-2 text-sm">{service.summary}</p>
        <p className="mt-2 text-sm font-semibold text-cedar-600">{service.price}</p>
      </div>
    </Link>
  )
}
