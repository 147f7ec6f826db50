/**
 * Requests to the chat's endpoints as a browser sends them, for the route handlers under test:
 * POST /api/chat (multipart) and POST /api/chat/lead (JSON), with the session cookie a browser
 * keeps between them.
 */
export const apiBase = 'http://127.0.0.1:3000/api'

export type Part = { name: string; bytes: Buffer; type?: string }

export function chatRequest(
  fields: Record<string, string>,
  files: Part[] = [],
  cookie?: string,
): Request {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    )
  }
  return new Request(`${apiBase}/chat`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  })
}

export const leadRequest = (body: unknown, cookie?: string) =>
  new Request(`${apiBase}/chat/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

/** The session cookie an answer set, as the browser would send it back. */
export const cookieOf = (response: Response) =>
  response.headers.get('set-cookie')?.split(';')[0] ?? ''

/** The conversation key inside a cookie. */
export const keyOf = (cookie: string) => cookie.split('=')[1]
