import { addDays, addMonths, dayCount } from '@/lib/time/colorado'

/** The dashboard's periods: the presets, or any days from/to. */
export const PRESETS = [
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: '90d', label: '90 days' },
  { id: '12m', label: '12 months' },
] as const
export type PresetId = (typeof PRESETS)[number]['id']
export const PRESET_IDS = PRESETS.map((preset) => preset.id) as [PresetId, ...PresetId[]]
export const DEFAULT_PRESET: PresetId = '30d'
/** The longest custom period: three years of days is already a long table. */
export const MAX_RANGE_DAYS = 1096

export type Period = { from: string; to: string }

export type DateRange = Period & {
  preset: PresetId | 'custom'
  /** Days in the period, both ends counted. */
  days: number
  /** The same number of days just before it, for the comparison. */
  previous: Period
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod({ from, to }: Period): Period {
  const days = dayCount(from, to)
  return { from: addDays(from, -days), to: addDays(from, -1) }
}

const rangeOf = (preset: DateRange['preset'], period: Period): DateRange => ({
  preset,
  ...period,
  days: dayCount(period.from, period.to),
  previous: previousPeriod(period),
})

/** A preset's days, ending today: "7 days" is today and the six before it. */
export function presetRange(preset: PresetId, today: string): DateRange {
  const from =
    preset === '12m'
      ? addDays(addMonths(today, -12), 1)
      : addDays(today, -(Number(preset.slice(0, -1)) - 1))
  return rangeOf(preset, { from, to: today })
}

/** Days chosen by hand; the caller has checked that `from` is not after `to`. */
export const customRange = (from: string, to: string): DateRange => rangeOf('custom', { from, to })

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Nov 1, 2026" for `2026-11-01` (a calendar day, so read in UTC). */
export const formatDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))

/** What the period is called on the page: "the last 30 days", "Nov 1, 2026 – Nov 24, 2026". */
export function rangeLabel(range: Pick<DateRange, 'preset' | 'from' | 'to'>): string {
  const preset = PRESETS.find((item) => item.id === range.preset)
  if (preset) return `the last ${preset.label}`
  return range.from === range.to
    ? formatDay(range.from)
    : `${formatDay(range.from)} – ${formatDay(range.to)}`
}
