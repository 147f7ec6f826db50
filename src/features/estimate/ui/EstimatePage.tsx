import type { Metadata } from 'next'

import { LazyEstimateForm } from '@/features/estimate/ui/Lazy'
import { AnalyzePhotosButton } from '@/features/chat/ui/AnalyzePhotosButton'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'
import { getSiteSettings } from '@/lib/payload/queries'

/** /cost-calculator and /calculator are one page; the canonical address is /cost-calculator. */
export const estimateMetadata = (): Promise<Metadata> =>
  listingMetadata('cost-calculator', 'Project Cost Calculator')

export async function EstimatePage() {
  const [copy, settings] = await Promise.all([
    listingCopy('cost-calculator', 'Project Cost Calculator'),
    getSiteSettings(),
  ])
  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Cost Calculator', path: '/cost-calculator' }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <p className="mb-6 flex flex-wrap items-center gap-3 text-base">
          Rather show us than measure?
          <AnalyzePhotosButton />
        </p>
        <LazyEstimateForm
          eager
          headingLevel={2}
          path="/cost-calculator"
          minimum={settings.minimumJob}
        />
      </div>
    </>
  )
}
