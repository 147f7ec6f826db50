/** How the dashboard writes its figures (pure, for the page and its tests). */

const counts = new Intl.NumberFormat('en-US')

export const formatCount = (value: number) => counts.format(value)

/** A fraction as a percentage: "12.5%" (one decimal under 10 %, none above); "–" for none. */
export function formatPercent(fraction: number | null): string {
  if (fraction === null) return '–'
  const percent = fraction * 100
  const digits = percent !== 0 && Math.abs(percent) < 10 ? 1 : 0
  return `${percent.toFixed(digits)}%`
}

/** A change as the dashboard says it: "+12%", "−8%", "no change", or "new" (from nothing). */
export function formatChange(change: number | null): string {
  if (change === null) return 'new'
  if (change === 0) return 'no change'
  const text = formatPercent(Math.abs(change))
  return change > 0 ? `+${text}` : `−${text}`
}
