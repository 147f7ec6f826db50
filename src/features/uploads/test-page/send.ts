import { postWithProgress } from '@/lib/api/post'
import type { UploadRules } from '@/features/uploads/test-page/server'
import type { MediaKind } from '@/features/uploads/rules'

export const UPLOAD_TEST_URL = '/api/staff/upload-test'

/** What the server made of one file, or why there is no answer. */
export type ServerResult =
  | { state: 'accepted'; status: number; kind: MediaKind; mime: string; size: number }
  | { state: 'refused'; status: number; message: string }
  | { state: 'failed'; message: string }
  | { state: 'skipped'; message: string }

/** A body that is not JSON (a proxy's error page) is shown cut to this length. */
const MAX_RAW_TEXT = 300

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** Reads the answer of `POST /api/staff/upload-test`. */
export function readTestReply(status: number, text: string): ServerResult {
  const body = parse(text)
  const file = Array.isArray(body?.files) ? (body.files[0] as Record<string, unknown>) : undefined
  if (status === 200 && file) {
    return {
      state: 'accepted',
      status,
      kind: file.kind === 'video' ? 'video' : 'image',
      mime: String(file.mime ?? ''),
      size: Number(file.size ?? 0),
    }
  }
  const message =
    typeof body?.error === 'string' && body.error
      ? body.error
      : text.trim().slice(0, MAX_RAW_TEXT) || 'No message'
  return { state: 'refused', status, message }
}

/**
 * Sends one file in a request of its own, as the public forms send theirs (multipart, field
 * `files`), through XMLHttpRequest for its upload progress (a percentage). Never rejects.
 */
export async function sendTestFile(
  file: File,
  rules: UploadRules,
  options: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<ServerResult> {
  const body = new FormData()
  body.append('files', file, file.name)
  const sent = await postWithProgress(`${UPLOAD_TEST_URL}?rules=${rules}`, body, {
    signal: options.signal,
    onProgress: (loaded, total) =>
      options.onProgress(Math.min(100, Math.round((loaded / total) * 100))),
  })
  switch (sent.kind) {
    case 'answer':
      return readTestReply(sent.status, sent.body)
    case 'aborted':
      return { state: 'failed', message: 'Stopped before the server answered' }
    case 'timeout':
      return { state: 'failed', message: 'The server took too long to answer' }
    default:
      return { state: 'failed', message: 'The request did not reach the server (network error)' }
  }
}
