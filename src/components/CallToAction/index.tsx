import Link from 'next/link'

type Props = { heading?: string; text?: string }

/** The closing call to action of inner pages. */
export function CallToAction({
  heading = 'Ready to protect your log home?',
  text = 'Price your project in a minute with the cost calculator, or ask for a free on-site assessment.',
}: Props) {
  return (
    <section aria-labelledby="cta-heading" className="bg-forest-900 text-cream-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-heading" className="text-2xl font-bold md:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 max-w-2xl">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            href="/cost-calculator"
            className="inline-flex min-h-11 items-center rounded-md bg-cedar-600 px-5 font-semibold text-white hover:bg-cedar-500"
          >
            Get Estimate
          </Link>
          <Link
            href="/portfolio"
            className="inline-flex min-h-11 items-center rounded-md border border-cream-50 px-5 font-semibold"
          >
            View Portfolio
          </Link>
        </div>
      </div>
    </section>
  )
}
