import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { apiUrl, createQueryClient, defaultQueryFn, getJson } from '@/lib/api/queryClient'
import { categoryOf, searchQueryOptions, suggestionHref } from '@/features/search/api'
import {
  isValidSuggestion,
  randomSuggestionsQuery,
  suggestionsToShow,
  suggestionText,
} from '@/features/suggestions/api'

/**
 * The browser side of search and Latest Resources: spec section 7's query rules, exercised
 * against a real HTTP server on 127.0.0.1 (fetch is pointed at it, since the browser's requests
 * are relative), where a chosen suggestion leads, and which random suggestions are shown.
 */
type Seen = { url: string; accept?: string; cookie?: string }
const seen: Seen[] = []
let base = ''
const server = http.createServer((req, res) => {
  seen.push({ url: req.url ?? '', accept: req.headers.accept, cookie: req.headers.cookie })
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path === '/api/ok') return res.end(JSON.stringify({ count: 1, url: req.url }))
  if (path === '/api/empty') return res.writeHead(204).end()
  if (path === '/api/broken') return res.writeHead(500).end('Database is down')
  if (path === '/api/html') return res.end('<!doctype html><p>Not JSON</p>')
  res.writeHead(404).end('Not found')
})

const realFetch = globalThis.fetch
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // What a browser does with a relative URL and `credentials: 'include'`: resolve it against the
  // page and send the page's cookies.
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) =>
    realFetch(`${base}${url}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(init.credentials === 'include' ? { cookie: 'session=abc' } : {}),
      },
    }),
  )
})
afterAll(() => {
  vi.unstubAllGlobals()
  server.close()
})

describe('query keys and URLs (spec section 7)', () => {
  it('gives a path the api prefix when it lacks it', () => {
    expect(apiUrl('/api/search')).toBe('/api/search')
    expect(apiUrl('/search')).toBe('/api/search')
    expect(apiUrl('search')).toBe('/api/search')
    expect(apiUrl('/apiary')).toBe('/api/apiary')
  })

  it('appends the parameters that have a value, encoded; drops null and undefined', () => {
    expect(apiUrl('/api/search', { q: 'log & home', page: 2, draft: false })).toBe(
      '/api/search?q=log+%26+home&page=2&draft=false',
    )
    expect(apiUrl('/api/search', { q: null, page: undefined })).toBe('/api/search')
  })
})

describe('the default query function', () => {
  it('GETs JSON with cookies, from a key of a path and parameters', async () => {
    const result = await defaultQueryFn({
      queryKey: ['/ok', { q: 'chinking', empty: null }],
      signal: new AbortController().signal,
    } as never)
    expect(result).toEqual({ count: 1, url: '/api/ok?q=chinking' })
    expect(seen.at(-1)).toEqual({
      url: '/api/ok?q=chinking',
      accept: 'application/json',
      cookie: 'session=abc',
    })
  })

  it('gives null for 204', async () => {
    expect(await getJson('/api/empty')).toBeNull()
  })

  it("fails with '<status>: <body text>' on any other non-success status", async () => {
    await expect(getJson('/api/broken')).rejects.toThrow('500: Database is down')
    await expect(getJson('/api/missing')).rejects.toThrow('404: Not found')
  })

  it("fails with 'Invalid JSON response from server' on a body that is not JSON", async () => {
    await expect(getJson('/api/html')).rejects.toThrow('Invalid JSON response from server')
  })
})

describe('the query client defaults (spec section 9)', () => {
  it('1 retry after 1 s, no refetch on focus, fresh and kept 5 minutes, mutations never retried', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      queryFn: defaultQueryFn,
      retry: 1,
      retryDelay: 1000,
      refetchOnWindowFocus: false,
      staleTime: 300_000,
      gcTime: 300_000,
    })
    expect(defaults.mutations).toMatchObject({ retry: false })
  })

  it('logs query errors to the console instead of showing them', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = createQueryClient()
    await client
      .fetchQuery({ queryKey: ['/api/broken'], retry: false })
      .catch((failure: Error) => expect(failure.message).toBe('500: Database is down'))
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: '500: Database is down' }),
    )
    error.mockRestore()
  })

  it('the search query: not retried, not refetched on focus, fresh 30 s, only from 2 characters', () => {
    expect(searchQueryOptions('ch')).toEqual({
      queryKey: ['/api/search', { q: 'ch' }],
      enabled: true,
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    })
    expect(searchQueryOptions('c').enabled).toBe(false)
  })

  it('random suggestions: cached 5 minutes, 2 retries, no refetch on focus or mount', () => {
    expect(randomSuggestionsQuery).toMatchObject({
      staleTime: 300_000,
      retry: 2,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    })
  })
})

describe('where a chosen suggestion leads (spec section 2)', () => {
  it.each([
    [{ type: 'blog', slug: 'stain-tips', path: '/x' }, '/blog/stain-tips'],
    [{ type: 'portfolio', slug: 'log-home' }, '/portfolio/log-home'],
    [{ type: 'page', slug: 'chinking', path: '/services/chinking' }, '/services/chinking'],
    [{ type: 'page', slug: 'faq-3', path: '/faq#faq-3' }, '/faq#faq-3'],
    [{ type: 'video', slug: 'about' }, '/about'],
    [{ type: 'page', slug: 'x', path: '//evil.example' }, '/'],
    [{ type: 'page', slug: 'x', path: 'https://evil.example' }, '/'],
    [{ type: 'page', slug: 'x' }, '/'],
    [{ type: 'blog' }, '/'],
    [{}, '/'],
  ])('%j goes to %s', (suggestion, href) => {
    expect(suggestionHref(suggestion as never)).toBe(href)
  })

  it('labels a suggestion with its category, or its type’s default', () => {
    expect(categoryOf({ type: 'page', category: 'Service' })).toBe('Service')
    expect(categoryOf({ type: 'blog', category: '' })).toBe('Blog Post')
    expect(categoryOf({ type: 'portfolio', category: '' })).toBe('Portfolio Item')
    expect(categoryOf({ type: 'page', category: '' })).toBe('Page')
  })
})

describe('Latest Resources: which suggestions are shown (spec section 5)', () => {
  const blog = (n: number) => ({ id: `b${n}`, slug: `post-${n}`, title: `Post ${n}`, type: 'blog' })
  const project = (n: number) => ({
    id: `p${n}`,
    slug: `project-${n}`,
    title: `Project ${n}`,
    type: 'portfolio',
  })

  it('keeps an item only with an id, a slug, a title and a type of blog or portfolio', () => {
    expect(isValidSuggestion(blog(1))).toBe(true)
    expect(isValidSuggestion({ ...blog(1), id: 7 })).toBe(true)
    expect(isValidSuggestion({ ...blog(1), id: '' })).toBe(false)
    expect(isValidSuggestion({ ...blog(1), slug: undefined })).toBe(false)
    expect(isValidSuggestion({ ...blog(1), title: '  ' })).toBe(false)
    expect(isValidSuggestion({ ...blog(1), type: 'page' })).toBe(false)
    expect(isValidSuggestion(null)).toBe(false)
    expect(isValidSuggestion('post')).toBe(false)
  })

  it('shows at most 3, blog posts and projects in turn, skipping invalid ones', () => {
    const shown = suggestionsToShow({
      success: true,
      data: { blogs: [blog(1), { title: 'no id' }, blog(2)], portfolio: [project(1), project(2)] },
    })
    expect(shown.map((item) => item.id)).toEqual(['b1', 'p1', 'b2'])
    expect(suggestionsToShow({ success: true, data: { blogs: [], portfolio: [] } })).toEqual([])
    expect(suggestionsToShow({ success: true, data: { blogs: [blog(1)] } })).toHaveLength(1)
  })

  it('treats an answer that is not a success as an error', () => {
    expect(() => suggestionsToShow({ success: false, error: 'Down' })).toThrow('Down')
    expect(() => suggestionsToShow(null)).toThrow()
  })

  it('cuts the text to 120 characters with tags stripped', () => {
    const text = suggestionText({
      ...blog(1),
      type: 'blog',
      content: `<p>Chinking <strong>flexes</strong> with the logs.</p> ${'More words here. '.repeat(20)}`,
    })
    expect(text.startsWith('Chinking flexes with the logs. More words')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(120)
    expect(text).not.toMatch(/[<>]/)
    expect(suggestionText({ ...blog(2), type: 'blog', description: 'Short.' })).toBe('Short.')
  })
})
