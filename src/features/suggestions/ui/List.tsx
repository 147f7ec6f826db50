'use client'

import { useQuery } from '@tanstack/react-query'
import Image from 'next/image'
import Link from 'next/link'
import { useEffect } from 'react'

import { ResourcesSection, ResourcesSpinner } from '@/features/suggestions/ui'
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

function Card({ item }: { item: SuggestionItem }) {
  const pictures =
    item.type === 'portfolio'
      ? [item.beforeImage, item.afterImage].filter((src): src is string => Boolean(src))
      : [item.image].filter((src): src is string => Boolean(src))
  return (
    <Link href={suggestionHref(item)} className="card group focus-ring-light">
      {pictures.length > 0 && (
        <div className="flex aspect-[3/2] bg-cream-50">
          {pictures.map((src, index) => (
            <div key={src} className="relative h-full flex-1">
              <Image
                src={src}
                alt=""
                fill
                sizes={pictures.length > 1 ? `calc((${sizes}) / 2)` : sizes}
                className="object-cover"
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
