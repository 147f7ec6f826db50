'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type ComponentType } from 'react'

import { ResourcesSection, ResourcesSpinner } from '@/features/suggestions/ui/Section'

const load = () => import('@/features/suggestions/ui/List')

type Props = { heading: string }

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
