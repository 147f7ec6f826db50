import { RatingBadge } from '@/features/blog-seo/ui/Rating'
import type { Check, Rating } from '@/features/blog-seo/checks'

const ORDER: Record<Rating, number> = { bad: 0, ok: 1, good: 2 }

/** One group of checks (SEO or readability): red first, then orange, then green. */
export function CheckList({ title, checks }: { title: string; checks: Check[] }) {
  const id = `checks-${title.toLowerCase()}`
  const sorted = [...checks].sort((a, b) => ORDER[a.rating] - ORDER[b.rating])
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-forest-900">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-black/10 rounded-lg ring-1 ring-black/10">
        {sorted.map((check) => (
          <li key={check.id} className="grid gap-1 p-4 sm:grid-cols-[7rem_1fr] sm:gap-4">
            <div>
              <RatingBadge rating={check.rating} />
            </div>
            <div>
              <h3 className="font-sans font-semibold">{check.label}</h3>
              <p className="mt-0.5 text-charcoal-900/85">{check.result}</p>
              {check.fix && (
                <p className="mt-1">
                  <strong>Fix:</strong> {check.fix}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
