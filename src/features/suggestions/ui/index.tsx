'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react'

import { SpinnerIcon } from '@/components/ui/icons-form'

const load = () => import('@/features/suggestions/ui/List')

type Props = { heading: string }

/** The block's frame: the home page's cream section with its heading. */
export function ResourcesSection({
  heading,
  children,
  ref,
}: {
  heading: string
  children: ReactNode
  ref?: Ref<HTMLElement>
}) {
  return (
    <section
      ref={ref}
      aria-labelledby="latest-heading"
      className="bg-cream-100"
      data-testid="latest-resources"
    >
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="latest-heading" className="text-3xl font-bold">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  )
}

export function ResourcesSpinner() {
  return (
    <div role="status" className="mt-6 flex min-h-40 items-center justify-center gap-3">
      <SpinnerIcon className="size-8 text-forest-700" data-testid="latest-spinner" />
      <span className="sr-only">Loading the latest resources</span>
    </div>
  )
}

/**
 * Latest Resources, the random suggestions block (spec sections 2, 4 and 8). It sits below the
 * fold, so its code and its request wait until it comes near the screen: until then, and while
 * they load, a spinner. Without JavaScript, links to the blog and the portfolio instead.
 */
export function LatestResources({ heading }: Props) {
  const section = useRef<HTMLElement>(null)
  const [List, setList] = useState<ComponentType<Props> | null>(null)

  useEffect(() => {
    const element = section.current
    if (!element) return
    let live = true
    const start = () =>
      load().then(
        (module) => live && setList(() => module.LatestResourcesList),
        (error: unknown) => console.error(error),
      )
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void start()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [])

  if (List) return <List heading={heading} />
  return (
    <ResourcesSection ref={section} heading={heading}>
      <ResourcesSpinner />
      <noscript>
        <p className="mt-4">
          Read the <Link href="/blog">maintenance blog</Link> or see{' '}
          <Link href="/portfolio">before and after photos</Link> of our work.
        </p>
      </noscript>
    </ResourcesSection>
  )
}
