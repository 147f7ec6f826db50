import { RATING_WORDS, type Rating } from '@/features/blog-seo/checks'

const STYLES: Record<Rating, { badge: string; dot: string }> = {
  good: { badge: 'bg-green-50 text-green-900 ring-green-700/30', dot: 'bg-green-600' },
  ok: { badge: 'bg-orange-50 text-orange-900 ring-orange-700/30', dot: 'bg-orange-500' },
  bad: { badge: 'bg-red-50 text-red-900 ring-red-700/30', dot: 'bg-red-600' },
}

/** Green, orange or red, always with its word (Good, OK, Poor) and, for a total, the score. */
export function RatingBadge({ rating, score }: { rating: Rating; score?: number }) {
  const style = STYLES[rating]
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${style.badge}`}
    >
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${style.dot}`} />
      {RATING_WORDS[rating]}
      {score !== undefined && <span className="font-normal"> ({score})</span>}
    </span>
  )
}
