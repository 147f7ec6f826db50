import { staffApiUser } from '@/features/staff/access'
import { handleUploadTest } from '@/features/uploads/test-page/server'

export const dynamic = 'force-dynamic'

/** POST /api/staff/upload-test?rules=estimate|chat: staff and admins only (401, 403). */
export async function POST(request: Request) {
  const auth = await staffApiUser(request)
  if (auth instanceof Response) return auth
  return handleUploadTest(request)
}
