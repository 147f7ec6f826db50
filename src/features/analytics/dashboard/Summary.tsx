import type { SummaryItem } from '@/features/analytics/server/aggregate'
import { formatChange, formatCount } from '@/features/analytics/format'

/** The period's totals, each with the previous period's and the change. */
export function Summary({ items, previousLabel }: { items: SummaryItem[]; previousLabel: string }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="analytics-totals">
      {items.map((item) => {
        const trend =
          item.change === null || item.change === 0
            ? 'text-charcoal-900/80'
            : item.change > 0
              ? 'text-forest-700'
              : 'text-cedar-700'
        return (
          <div
            key={item.key}
            data-testid={`total-${item.key}`}
            className="flex min-w-0 flex-col rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/10"
          >
            <dt className="text-sm font-semibold">{item.label}</dt>
            <dd className="order-first text-2xl font-bold text-forest-900 tabular-nums sm:text-3xl">
              <span data-testid="value">{formatCount(item.current)}</span>
            </dd>
            <dd className={`mt-1 text-sm ${trend}`}>
              <span className="font-semibold">{formatChange(item.change)}</span>{' '}
              <span>
                ({formatCount(item.previous)} {previousLabel})
              </span>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
