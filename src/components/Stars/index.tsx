/** A star rating, read out as text. */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-cedar-600" aria-label={`${rating} out of 5 stars`} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path
            fill={n <= rating ? 'currentColor' : 'none'}
            stroke="currentColor"
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
          />
        </svg>
      ))}
    </p>
  )
}
