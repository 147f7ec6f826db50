import 'server-only'

import { z } from 'zod'

import { receiveRequest, RequestError } from '@/features/uploads/server/receive'
import { CHAT_UPLOADS, ESTIMATE_UPLOADS, type MediaKind } from '@/features/uploads/rules'

/** The public forms whose upload rules the test can apply. */
export const UPLOAD_RULES = { estimate: ESTIMATE_UPLOADS, chat: CHAT_UPLOADS } as const
export type UploadRules = keyof typeof UPLOAD_RULES

const rulesSchema = z.enum(['estimate', 'chat'], {
  error: 'rules must be "estimate" or "chat"',
})

/** What the server made of one accepted file. */
export type TestedFile = { name: string; kind: MediaKind; mime: string; size: number }

/**
 * The staff's upload test: reads the request with the same streaming reader and limits as the
 * public endpoint `?rules=` names (type by the bytes, sizes, count) and says what it decided,
 * then deletes the temporary copies. Nothing is stored: no lead, no lead file.
 */
export async function handleUploadTest(request: Request): Promise<Response> {
  const rules = rulesSchema.safeParse(new URL(request.url).searchParams.get('rules') ?? 'estimate')
  if (!rules.success) {
    return Response.json({ error: rules.error.issues[0]?.message }, { status: 422 })
  }
  // The public endpoints also take JSON; a test of their files needs files.
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return Response.json({ error: 'Send the files as multipart form data' }, { status: 415 })
  }
  let received: Awaited<ReturnType<typeof receiveRequest>> | undefined
  try {
    received = await receiveRequest(request, UPLOAD_RULES[rules.data])
    if (received.files.length === 0) {
      return Response.json({ error: 'Choose at least one file' }, { status: 422 })
    }
    const files: TestedFile[] = received.files.map(({ name, kind, mime, size }) => ({
      name,
      kind,
      mime,
      size,
    }))
    return Response.json({ files })
  } catch (error) {
    if (error instanceof RequestError) {
      return Response.json({ error: error.message }, { status: error.status })
    }
    throw error
  } finally {
    await received?.cleanup()
  }
}
