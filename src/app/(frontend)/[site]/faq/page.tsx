import type { Metadata } from 'next'
import Link from 'next/link'

import { CallToAction } from '@/components/CallToAction'
import { OpenTargetedAnswer } from '@/components/OpenTargetedAnswer'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'
import { listFaqs } from '@/lib/payload/listings'
import { faqAnchor } from '@/features/search/server/entries'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('faq', 'Frequently Asked Questions')

/**
 * The questions by category, each a `<details>` that a link to its anchor opens. No FAQPage
 * structured data: Google has shown FAQ rich results only for well-known government and health
 * sites since August 2023, and the markup repeated every answer twice more in the page (in the
 * HTML and in its inline data), a fifth of the page's bytes on a phone's connection.
 */
export default async function FaqPage() {
  const copy = await listingCopy('faq', 'Frequently Asked Questions')
  const faqs = await listFaqs()
  const categories = [...new Set(faqs.map((faq) => faq.category ?? 'General'))]
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} crumbs={[{ name: 'FAQ', path: '/faq' }]} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
        {categories.map((category) => (
          <section key={category} aria-labelledby={`faq-${category}`}>
            <h2 id={`faq-${category}`} className="text-2xl font-bold">
              {category}
            </h2>
            <div className="mt-4 space-y-3">
              {faqs
                .filter((faq) => (faq.category ?? 'General') === category)
                .map((faq) => (
                  <details key={faq.id} id={faqAnchor(faq)} className="faq-item">
                    <summary className="faq-question">{faq.question}</summary>
                    <p className="mt-2 leading-7">{faq.answer}</p>
                  </details>
                ))}
            </div>
          </section>
        ))}
        <p className="text-lg">
          Did not find your answer?{' '}
          <Link href="/search" className="text-cedar-600 underline">
            Search the site
          </Link>{' '}
          or{' '}
          <Link href="/contact" className="text-cedar-600 underline">
            ask us
          </Link>
          .
        </p>
      </div>
      <CallToAction />
      <OpenTargetedAnswer />
    </>
  )
}
