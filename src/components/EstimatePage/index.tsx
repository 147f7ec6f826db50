import type { Metadata } from 'next'
import Link from 'next/link'

import { PageHero } from '@/components/PageHero'
import { PRICING, SERVICE_TYPES } from '@/lib/pricing'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'

/** /cost-calculator and /calculator are one page; the canonical address is /cost-calculator. */
export const estimateMetadata = (): Promise<Metadata> =>
  listingMetadata('cost-calculator', 'Project Cost Calculator')

export async function EstimatePage() {
  const copy = await listingCopy('cost-calculator', 'Project Cost Calculator')
  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Cost Calculator', path: '/cost-calculator' }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <section aria-labelledby="rates-heading" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="rates-heading" className="text-2xl font-bold">
            Price per square foot
          </h2>
          <table className="mt-4 w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-2">
                  Service
                </th>
                <th scope="col" className="py-2 text-right">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody>
              {SERVICE_TYPES.map((type) => (
                <tr key={type} className="border-t border-black/10">
                  <td className="py-2">{PRICING[type].label}</td>
                  <td className="py-2 text-right">${PRICING[type].rate.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4">
            For an exact quote,{' '}
            <Link href="/contact" className="text-cedar-600 underline">
              contact us
            </Link>{' '}
            for a free on-site assessment.
          </p>
        </section>
      </div>
    </>
  )
}
