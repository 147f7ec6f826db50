import type { ReactNode, Ref } from 'react'

import { SpinnerIcon } from '@/components/ui/icons-form'

// The frame the block shares with its list (./List.tsx), which index.tsx loads on demand: here,
// so that the list does not import the module that loads it.

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
