import type { FunnelStep } from '@/features/analytics/server/aggregate'
import { formatCount, formatPercent } from '@/features/analytics/format'

/**
 * A funnel as a list: each step's visitors, a bar of its share of the first step, and how many
 * of the step before went on. The bars are for the eye; the words say the same.
 */
export function Funnel({ steps, label }: { steps: FunnelStep[]; label: string }) {
  const first = steps[0]?.visitors ?? 0
  return (
    <ol className="mt-3 space-y-3" aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.name} data-testid={`funnel-${step.name}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">{step.label}</span>
            <span className="tabular-nums">
              <span data-testid="visitors">{formatCount(step.visitors)}</span>{' '}
              {step.visitors === 1 ? 'visitor' : 'visitors'}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-3 overflow-hidden rounded-full bg-cream-100">
            <div
              className="h-full rounded-full bg-forest-700"
              style={{ width: `${first > 0 ? Math.round((step.visitors / first) * 100) : 0}%` }}
            />
          </div>
          {index > 0 && (
            <p className="mt-1 text-sm text-charcoal-900/80" data-testid="conversion">
              {formatPercent(step.fromPrevious)} of “{steps[index - 1].label.toLowerCase()}”
              {index > 1 &&
                `, ${formatPercent(step.fromFirst)} of “${steps[0].label.toLowerCase()}”`}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
