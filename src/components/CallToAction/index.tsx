import Link from 'next/link'

import { getHome } from '@/lib/payload/queries'

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2'

/** The call to action that closes the home page and inner pages; its words are the home page's. */
export async function CallToAction() {
  const { cta } = await getHome()
  return (
    <section aria-labelledby="cta-heading" className="bg-forest-900 text-cream-50">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold md:text-4xl">
          {cta.heading}
        </h2>
        {cta.text && <p className="mx-auto mt-3 max-w-2xl">{cta.text}</p>}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href={cta.primary.href} className={`${button} bg-cedar-600 text-white`}>
            {cta.primary.label}
          </Link>
          <Link href={cta.secondary.href} className={`${button} border border-cream-50`}>
            {cta.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  )
}
