import type { Metadata } from 'next'

import { Dashboard } from '@/features/analytics/dashboard/Dashboard'
import { coloradoDay } from '@/lib/time/colorado'
import { rangeFromQuery } from '@/features/analytics/server/query'
import { loadReport } from '@/features/analytics/server/report'
import { getPayloadClient } from '@/lib/payload/client'
import { requireStaffPage } from '@/features/staff/access'
import { searchOf } from '@/utilities/searchParams'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Analytics' }

const PATH = '/analytics'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /analytics: the site's own analytics (lib/analytics) for a period and the one before it.
 * Staff and admins only.
 */
export default async function AnalyticsPage({ searchParams }: Props) {
  const params = await searchParams
  await requireStaffPage(PATH + searchOf(params))
  const today = coloradoDay(new Date())
  const { range, error } = rangeFromQuery(params, today)
  const report = await loadReport(await getPayloadClient(), range, today)
  return <Dashboard report={report} error={error} path={PATH} today={today} />
}
