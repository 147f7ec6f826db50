import type { ReactNode } from 'react'

import type { Row } from '@/features/analytics/server/aggregate'
import { formatCount } from '@/features/analytics/format'

export const tableClass = 'w-full table-fixed border-collapse text-left text-sm'
export const headClass = 'border-b border-charcoal-900/20 py-2 pr-2 font-semibold'
export const cellClass = 'border-b border-charcoal-900/10 py-2 pr-2 align-top'
export const numberClass = `${cellClass} w-24 text-right tabular-nums`

/** A section of the dashboard: a heading, and what it shows (a card on wide screens). */
export function Panel({
  id,
  title,
  children,
  className = '',
}: {
  id: string
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={id}
      className={`min-w-0 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/10 ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Tallies as a table: the name, distinct visitors, events. */
export function RowsTable({
  rows,
  label,
  keyHeader,
  countHeader = 'Views',
  empty,
}: {
  rows: Row[]
  label: string
  keyHeader: string
  countHeader?: string
  empty: string
}) {
  if (rows.length === 0) return <p className="mt-3 text-charcoal-900/80">{empty}</p>
  return (
    <table className={`mt-3 ${tableClass}`} aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            {keyHeader}
          </th>
          <th scope="col" className={`${headClass} w-24 text-right`}>
            Visitors
          </th>
          <th scope="col" className={`${headClass} w-24 text-right`}>
            {countHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${cellClass} font-normal [overflow-wrap:anywhere]`}>
              {row.key}
            </th>
            <td className={numberClass}>{formatCount(row.visitors)}</td>
            <td className={numberClass}>{formatCount(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A chart's figures as a table, folded away under "Show as table". */
export function ChartTable({ children }: { children: ReactNode }) {
  return (
    <details className="mt-3">
      <summary className="focus-ring-light inline-flex min-h-11 cursor-pointer items-center font-semibold text-forest-900 underline">
        Show as table
      </summary>
      {children}
    </details>
  )
}
