import type { DatePreset } from '@/features/leads/export/Filters'
import { addDays } from '@/lib/time/colorado'

/**
 * The export's quick dates, from Colorado's `today` (`YYYY-MM-DD`): the last 7 and 30 days and
 * this year up to today, and last month, whole, for the monthly export.
 */
export function datePresets(today: string): DatePreset[] {
  const thisMonthStart = `${today.slice(0, 8)}01`
  const lastMonthEnd = addDays(thisMonthStart, -1)
  const lastMonthStart = `${lastMonthEnd.slice(0, 8)}01`
  return [
    { label: 'Last 7 days', from: addDays(today, -6), to: today },
    { label: 'Last 30 days', from: addDays(today, -29), to: today },
    { label: 'Last month', from: lastMonthStart, to: lastMonthEnd },
    { label: 'This year', from: `${today.slice(0, 4)}-01-01`, to: today },
  ]
}
