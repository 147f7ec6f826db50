import type { TwoStepStep } from '@/features/staff/totp/words'

/** What the studio's forms need of an answer from Payload's REST API. */
export type Answer<T> = {
  ok: boolean
  status: number
  body: T & { errors?: Array<{ message?: string; data?: { twoStep?: TwoStepStep } }> }
  /** The first error's message (or a general one), when not ok. */
  message: string
  /** The next step a refused sign-in asks for, if it is one. */
  twoStep?: TwoStepStep
}

const GENERAL = 'Something went wrong. Check your connection and try again.'

/** A JSON request to `/api/users<path>` (same-site, with the session's cookie). */
export async function usersApi<T = Record<string, unknown>>(
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  let response: Response
  try {
    response = await fetch(`/api/users${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, body: {} as Answer<T>['body'], message: GENERAL }
  }
  const json = (await response.json().catch(() => ({}))) as Answer<T>['body']
  const error = json.errors?.[0]
  return {
    ok: response.ok,
    status: response.status,
    body: json,
    message: error?.message || GENERAL,
    twoStep: error?.data?.twoStep,
  }
}

/**
 * A store that never changes, for `useSyncExternalStore`: read as true in the browser and false on
 * the server and while the page hydrates, it says whether the page's script runs yet.
 */
export const subscribeNothing = () => () => {}
