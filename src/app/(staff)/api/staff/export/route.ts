import { exportFileName, leadsCsvStream } from '@/features/leads/export/export'
import { staffApiUser } from '@/features/staff/access'
import { fieldIssues } from '@/features/estimate/schema'
import { parseLeadExportQuery } from '@/features/leads/export/schema'

export const dynamic = 'force-dynamic'

/**
 * GET /api/staff/export?from=&to=&status=&source=: the leads as a CSV download, streamed as it is
 * read (features/leads/export/export). 401 signed out, 403 without the staff or admin role, 422 with the
 * issues for filters that do not parse.
 */
export async function GET(request: Request) {
  const auth = await staffApiUser(request)
  if (auth instanceof Response) return auth

  const parsed = parseLeadExportQuery(new URL(request.url).searchParams)
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error)
    return Response.json(
      { error: `${Object.values(issues).flat().join('. ')}.`, issues },
      { status: 422, headers: { 'Cache-Control': 'no-store' } },
    )
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
