/**
 * Mend: the check a POST to a page gets before Next.js decodes it as a server action.
 *
 * What it mends: the site's one action (the estimate form without JavaScript,
 * features/estimate/server/action.ts) is always sent as a form: multipart/form-data, by the
 * browser itself or by React. Next.js and React answer a body they cannot decode (a broken form,
 * JSON nested thousands deep, references to parts that are not there) with a 500 from inside their
 * decoder. Such a request is the client's mistake, so it is refused here, in the proxy
 * (src/proxy.ts), with a 400 that says so, and the 500s left are real.
 *
 * Upstream: vercel/next.js#86945 ("HTTP 500 on malformed request body for server action"), open;
 * the fixes proposed (vercel/next.js#90109, #98105) are not released as of Next.js 16.4.6.
 *
 * Canaries: tests/unit/action-guard.test.ts checks what is refused; tests/unit/mends.test.ts fails
 * on any upgrade of Next.js, to check whether the fix is in it (`node scripts/fuzz.mjs` against a
 * server without this check shows whether Next.js answers 400 itself).
 *
 * To remove it, once Next.js answers an undecodable action with 400: delete this file, its call
 * in src/proxy.ts and tests/unit/action-guard.test.ts.
 */

/** Deeper than anything React encodes for a form's arguments. */
export const MAX_NESTING = 64

const refuse = (message: string) =>
  new Response(`${message}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** True when brackets and braces outside strings nest deeper than `max`. */
export function nestsDeeper(text: string, max = MAX_NESTING): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      if (++depth > max) return true
    } else if (char === ']' || char === '}') depth--
  }
  return false
}

/**
 * React's own fields in an action's form: `$ACTION_…` (a form posted without JavaScript) and the
 * numbered parts of an encoded reply (`0`, `1_…`). Their values are JSON when they look like it.
 */
const isEncodedPart = (name: string) => name.startsWith('$ACTION_') || /^\d+(_|$)/.test(name)

/** A 400 for a page POST that cannot be a form the site sent, or null to let Next.js have it. */
export async function refuseMalformedAction(request: Request): Promise<Response | null> {
  if (request.method !== 'POST') return null
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (
    !type.startsWith('multipart/form-data') &&
    !type.startsWith('application/x-www-form-urlencoded')
  ) {
    return request.headers.has('next-action')
      ? refuse('Malformed request: a form action takes form data')
      : null
  }
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return refuse('Malformed request: the form data could not be read')
  }
  for (const [name, value] of form) {
    if (typeof value !== 'string' || !isEncodedPart(name)) continue
    const text = value.trimStart()
    if (!text.startsWith('[') && !text.startsWith('{') && !text.startsWith('"')) continue
    if (nestsDeeper(text)) return refuse('Malformed request: the form nests too deep')
    try {
      JSON.parse(text)
    } catch {
      return refuse('Malformed request: a form part is not valid JSON')
    }
  }
  return null
}
