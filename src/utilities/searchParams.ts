/** A page's `searchParams` as Next.js hands them over (repeated keys are arrays). */
export type PageSearchParams = Record<string, string | string[] | undefined>

/** A page's `searchParams` as URLSearchParams, repeated keys kept. */
export function toSearchParams(input: URLSearchParams | PageSearchParams): URLSearchParams {
  if (input instanceof URLSearchParams) return input
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(key, one)
    }
  }
  return params
}

/** The query string a page was asked with (`?…`, or '' for none): for a way back to it. */
export function searchOf(input: URLSearchParams | PageSearchParams): string {
  const text = toSearchParams(input).toString()
  return text ? `?${text}` : ''
}
