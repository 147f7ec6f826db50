import { exportFileName } from '@/features/leads/export/rows'
import { leadsCsvStream } from '@/features/leads/export/stream'
import { staffApiUser } from '@/features/staff/access'
import { parseLeadExportQuery } from '@/features/leads/export/schema'
import { refusedFields } from '@/lib/http/answers'

export const dynamic = 'force-dynamic'

/**
 * GET /api/staff/export?from=&to=&status=&source=: the leads as a CSV download, streamed as it is
 * read (features/leads/export/stream). 401 signed out, 403 without the staff or admin role, 422 with the
 * issues for filters that do not parse.
 */
export async function GET(request: Request) {
  const auth = await staffApiUser(request)
  if (auth instanceof Response) return auth

  const parsed = parseLeadExportQuery(new URL(request.url).searchParams)
  if (!parsed.success) {
    return Response.json(refusedFields(parsed.error), {
      status: 422,
      headers: { 'Cache-Control': 'no-store' },
    })
  }

  return new Response(leadsCsvStream(auth.payload, parsed.data, { user: auth.user }), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
