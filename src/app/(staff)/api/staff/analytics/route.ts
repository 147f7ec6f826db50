import { coloradoDay } from '@/lib/time/colorado'
import { rangeFromQuery } from '@/features/analytics/server/query'
import { loadReport } from '@/features/analytics/server/report'
import { staffApiUser } from '@/features/staff/access'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * GET /api/staff/analytics?range=7d|30d|90d|12m or ?range=custom&from=&to=: the dashboard's figures
 * as JSON (features/analytics/server/aggregate's Report). 401 signed out, 403 without the staff or admin role,
 * 422 for a period that does not parse.
 */
export async function GET(request: Request) {
  const auth = await staffApiUser(request)
  if (auth instanceof Response) return auth
  const today = coloradoDay(new Date())
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const { range, error } = rangeFromQuery(params, today)
  if (error) return Response.json({ error }, { status: 422, headers: NO_STORE })
  return Response.json(await loadReport(auth.payload, range, today), { headers: NO_STORE })
}
