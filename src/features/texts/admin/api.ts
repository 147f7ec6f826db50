/** What the studio's text panels need of an answer from the site's endpoints. */
export type Answer<T> = {
  ok: boolean
  status: number
  body: T & { errors?: Array<{ message?: string }> }
  /** The first error's message (or a general one), when not ok. */
  message: string
}

const GENERAL = 'Something went wrong. Check your connection and try again.'

/** A JSON POST to `/api<path>` (same-site, with the session's cookie). */
export async function postJson<T = Record<string, unknown>>(
  path: string,
  body: unknown = {},
): Promise<Answer<T>> {
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, body: {} as Answer<T>['body'], message: GENERAL }
  }
  const json = (await response.json().catch(() => ({}))) as Answer<T>['body']
  return {
    ok: response.ok,
    status: response.status,
    body: json,
    message: json.errors?.[0]?.message || GENERAL,
  }
}
