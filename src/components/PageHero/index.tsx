import type { ReactNode } from 'react'

import { Breadcrumbs, type Crumb } from '@/components/Breadcrumbs'

type Props = { title: string; intro?: string | null; crumbs: Crumb[]; children?: ReactNode }

/** The top of every inner page: breadcrumbs, the one h1, an introduction. */
export function PageHero({ title, intro, crumbs, children }: Props) {
  return (
    <header className="bg-cream-100">
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-6">
        <Breadcrumbs items={crumbs} />
        <h1 className="mt-4 text-3xl font-bold text-forest-900 md:text-5xl">{title}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg">{intro}</p>}
        {children}
      </div>
    </header>
  )
}
