import type { CSSProperties } from 'react'

/**
 * A star rating, read out as text. The five stars are drawn by the stylesheet (`stars` in
 * globals.css: one star shape, repeated, filled up to the rating), not as five SVGs per review.
 */
export function Stars({ rating }: { rating: number }) {
  return (
    <p
      className="stars text-cedar-600"
      role="img"
      aria-label={`${rating} out of 5 stars`}
      style={{ '--rating': rating } as CSSProperties}
    />
  )
}
