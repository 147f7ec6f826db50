import { Media } from '@/components/Media'
import type { Portfolio } from '@/payload-types'

type Props = {
  project: Pick<Portfolio, 'beforeImage' | 'afterImage'>
  sizes: string
  /** Above the fold: load at once, full size. */
  priority?: boolean
}

/** A project's before and after pictures side by side, each labelled. */
export function BeforeAfter({ project, sizes, priority }: Props) {
  const pictures = [
    ['Before', project.beforeImage],
    ['After', project.afterImage],
  ] as const
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {pictures.map(([label, image]) => (
        <figure key={label}>
          <Media
            resource={image}
            size={priority ? 'hero' : 'card'}
            sizes={sizes}
            className="h-auto w-full rounded-lg"
            priority={priority}
          />
          <figcaption className="mt-1 text-sm font-semibold uppercase tracking-wide">
            {label}
          </figcaption>
        </figure>
      ))}
    </div>
  )
}
