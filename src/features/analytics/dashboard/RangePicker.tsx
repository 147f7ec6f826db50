import { outlineButtonLight } from '@/components/ui/styles'
import { rangeQuery } from '@/features/analytics/server/query'
import { PRESETS, type DateRange } from '@/features/analytics/range'

const inputClass =
  'focus-ring-light mt-1 block h-11 rounded-md border border-charcoal-900/55 bg-white px-3 text-base'

/**
 * The period: preset links, and a plain GET form for days of one's own. Both work before (and
 * without) any JavaScript.
 */
export function RangePicker({
  range,
  path,
  today,
}: {
  range: DateRange
  path: string
  today: string
}) {
  return (
    <div className="mt-5 flex flex-col gap-4 rounded-lg bg-cream-50 p-4 ring-1 ring-black/10 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-labelledby="analytics-presets">
        <p className="text-sm font-semibold" id="analytics-presets">
          Period
        </p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {PRESETS.map((preset) => {
            const current = range.preset === preset.id
            return (
              <li key={preset.id}>
                <a
                  href={`${path}${rangeQuery({ preset: preset.id, from: '', to: '' })}`}
                  aria-current={current ? 'page' : undefined}
                  className={`focus-ring-light inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1 ring-forest-700 ${
                    current
                      ? 'bg-forest-700 text-white'
                      : 'bg-white text-forest-900 hover:bg-cream-100'
                  }`}
                >
                  {preset.label}
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      <form
        method="get"
        action={path}
        aria-label="Custom period"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="range" value="custom" />
        <div>
          <label htmlFor="analytics-from" className="block text-sm font-semibold">
            From
          </label>
          <input
            id="analytics-from"
            type="date"
            name="from"
            required
            max={today}
            defaultValue={range.from}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="analytics-to" className="block text-sm font-semibold">
            To
          </label>
          <input
            id="analytics-to"
            type="date"
            name="to"
            required
            defaultValue={range.to}
            className={inputClass}
          />
        </div>
        <button type="submit" className={outlineButtonLight}>
          Show these days
        </button>
      </form>
    </div>
  )
}
