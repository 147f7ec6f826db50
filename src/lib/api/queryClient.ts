import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query'

/**
 * The site's one react-query client, with spec section 7's default query behaviour:
 * - every query is a GET of its key: a path, or a path and an object of query parameters
 *   (`['/api/search', { q }]`); null and undefined parameters are dropped;
 * - a path without the `/api` prefix gets it; cookies are sent and JSON is asked for;
 * - 204 gives null; any other non-success status is the error '<status>: <body text>'; a body that
 *   is not JSON is the error 'Invalid JSON response from server';
 * - errors are logged to the console, never shown (spec section 8);
 * - spec section 9's defaults: 1 retry after 1 s, no refetch on focus, fresh and kept 5 minutes,
 *   mutations never retried.
 */

export const API_PREFIX = '/api'

export type QueryParams = Record<string, string | number | boolean | null | undefined>

/** The URL of a query key: the prefixed path and the parameters that have a value. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const prefixed =
    path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)
      ? path
      : `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.append(name, String(value))
  }
  const query = search.toString()
  return query ? `${prefixed}?${query}` : prefixed
}

/** GET a URL as spec section 7 says: JSON, cookies, 204 as null, errors with status and body. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  })
  if (response.status === 204) return null
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`)
  try {
    return JSON.parse(text) as T
  } catch {
    throw new Error('Invalid JSON response from server')
  }
}

export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path, params] = queryKey as readonly [string, QueryParams | undefined]
  return getJson(apiUrl(path, params), signal)
}

const logError = (error: unknown) => console.error(error)

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logError }),
    mutationCache: new MutationCache({ onError: logError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: 1,
        retryDelay: 1000,
        refetchOnWindowFocus: false,
        staleTime: 5 * 60_000,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  })
}

let browserClient: QueryClient | undefined

/** The browser's one client, shared by every part of the page that loads on demand. */
export const getQueryClient = (): QueryClient => (browserClient ??= createQueryClient())
