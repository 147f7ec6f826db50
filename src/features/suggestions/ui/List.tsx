'use client'

import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect } from 'react'

import { Picture, type PictureFiles } from '@/components/Media'
import { ResourcesSection, ResourcesSpinner } from '@/features/suggestions/ui/Section'
import { defaultQueryFn } from '@/lib/api/queryClient'
import { suggestionHref } from '@/features/search/api'
import {
  randomSuggestionsQuery,
  suggestionsToShow,
  suggestionText,
  type RandomSuggestionsResponse,
  type SuggestionItem,
} from '@/features/suggestions/api'
import { QueryProvider } from '@/providers/Query'

/** Loaded by ./index.tsx when the block nears the screen. */
export function LatestResourcesList(props: { heading: string }) {
  return (
    <QueryProvider>
      <Suggestions {...props} />
    </QueryProvider>
  )
}

function Suggestions({ heading }: { heading: string }) {
  const { data, isPending, isError } = useQuery({
    ...randomSuggestionsQuery,
    queryFn: async (context) =>
      suggestionsToShow((await defaultQueryFn(context)) as RandomSuggestionsResponse | null),
  })
  const empty = data?.length === 0
  useEffect(() => {
    if (empty) console.warn('Latest Resources: no suggestions to show')
  }, [empty])

  // Errors were logged by the query client; the block hides (spec section 8).
  if (isError || empty) return null
  return (
    <ResourcesSection heading={heading}>
      {isPending ? (
        <ResourcesSpinner />
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((item) => (
            <li key={`${item.type}-${item.id}`} data-testid="latest-item">
              <Card item={item} />
            </li>
          ))}
        </ul>
      )}
    </ResourcesSection>
  )
}

const sizes = '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw'
/** A project's before and after side by side: half of that each. */
const halfSizes = '(min-width: 1024px) 185px, (min-width: 640px) 25vw, 50vw'

/** A picture's files from the answer: its sizes when they came, else its one address. */
function filesOf(src: string | null | undefined, picture: PictureFiles | null | undefined) {
  if (!src) return null
  return typeof picture?.src === 'string' && typeof picture.srcSet === 'string'
    ? picture
    : { src, srcSet: `${src} 1x`, width: 0, height: 0 }
}

function Card({ item }: { item: SuggestionItem }) {
  const pictures = (
    item.type === 'portfolio'
      ? [filesOf(item.beforeImage, item.beforePicture), filesOf(item.afterImage, item.afterPicture)]
      : [filesOf(item.image, item.picture)]
  ).filter((files) => files !== null)
  return (
    <Link href={suggestionHref(item)} className="card group focus-ring-light">
      {pictures.length > 0 && (
        <div className="flex aspect-[3/2] bg-cream-50">
          {pictures.map((files, index) => (
            <div key={files.src} className="relative h-full flex-1">
              <Picture
                files={files}
                alt=""
                fill
                sizes={pictures.length > 1 ? halfSizes : sizes}
                className="absolute inset-0 size-full object-cover"
              />
              {pictures.length > 1 && (
                <span className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
                  {index === 0 ? 'Before' : 'After'}
                </span>
              )}
            </div>
          ))}
        </div>
      )}
      <div className="p-4">
        <p className="text-xs font-semibold tracking-wide text-cedar-600 uppercase">
          {item.type === 'blog' ? 'Blog' : 'Project'}
        </p>
        <h3 className="card-title mt-1">{item.title}</h3>
        <p className="mt-2 text-sm">{suggestionText(item)}</p>
      </div>
    </Link>
  )
}
