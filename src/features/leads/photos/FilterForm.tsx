import { LEAD_SOURCES, LEAD_STATUSES } from '@/features/leads/domain'
import { outlineButtonLight } from '@/components/ui/styles'
import { labelOf, type PhotoQuery } from '@/features/leads/photos/photos'

const selectClass =
  'focus-ring-light mt-1 block h-11 min-w-44 rounded-md border border-charcoal-900/55 bg-white px-3 text-base'

/**
 * The filters: a plain GET form, so it works before (and without) any JavaScript; choosing
 * filters starts again at page 1.
 */
export function FilterForm({ query, path }: { query: PhotoQuery; path: string }) {
  const active = Boolean(query.status || query.source)
  return (
    <form
      method="get"
      action={path}
      role="search"
      aria-label="Filter photos and videos"
      className="mt-5 flex flex-wrap items-end gap-4 rounded-lg bg-cream-50 p-4 ring-1 ring-black/10"
    >
      <div>
        <label htmlFor="photos-status" className="block text-sm font-semibold">
          Lead status
        </label>
        <select
          id="photos-status"
          name="status"
          defaultValue={query.status ?? ''}
          className={selectClass}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {labelOf(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="photos-source" className="block text-sm font-semibold">
          Source
        </label>
        <select
          id="photos-source"
          name="source"
          defaultValue={query.source ?? ''}
          className={selectClass}
        >
          <option value="">All sources</option>
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {labelOf(source)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={outlineButtonLight}>
        Apply filters
      </button>
      {active && (
        <a href={path} className="focus-ring-light inline-flex min-h-11 items-center underline">
          Clear filters
        </a>
      )}
    </form>
  )
}
