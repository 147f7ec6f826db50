import Link from 'next/link'

import { ArrowRightIcon } from '@/components/ui/icons'
import type { Footer as FooterData } from '@/payload-types'

type Props = {
  cards: NonNullable<FooterData['teaser']>
  /** The heading's id; change it when the teaser appears twice on one page. */
  headingId?: string
}

/**
 * The services teaser at the top of the footer: three cards, each with a title, a description and
 * its price ('Contact for quote'); the whole card links to the service.
 */
export function ServicesTeaser({ cards, headingId = 'services-teaser-heading' }: Props) {
  if (cards.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      data-testid="services-teaser"
      className="border-b border-forest-800"
    >
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={headingId} className="font-serif text-2xl font-bold text-cream-50">
          Popular services
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card.href} className="teaser-card">
              <h3 className="teaser-card-title">
                <Link href={card.href} className="teaser-card-link">
                  {card.label}
                </Link>
              </h3>
              {card.description ? <p className="teaser-card-text">{card.description}</p> : null}
              <p className="teaser-card-price">
                {card.price || 'Contact for quote'}
                <ArrowRightIcon className="size-5" />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
