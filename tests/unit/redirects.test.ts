import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { documentAt, isCodePage, siteAddressOf } from '@/features/redirects/addresses'
import { buildTable } from '@/features/redirects/server/table'
import { addressKey, findRedirect, type RedirectTable } from '@/lib/redirects/match.mjs'
import { provideRedirectTable, resetBridge } from '@/lib/server-bridge.mjs'
import type { Redirect } from '@/payload-types'

import { createRedirects } from '../../server/redirects.mjs'

const SITE = 'https://www.example.com'

describe('the addresses a redirect may use', () => {
  it('keeps paths on this site, the site’s own full address as its path', () => {
    expect(siteAddressOf('/blog/old-post/', SITE)).toEqual({ ok: true, path: '/blog/old-post' })
    expect(siteAddressOf(' https://www.example.com/a/b?x=1 ', SITE, true)).toEqual({
      ok: true,
      path: '/a/b?x=1',
    })
    expect(siteAddressOf('/a/b?x=1#top', SITE)).toEqual({ ok: true, path: '/a/b' })
    expect(siteAddressOf('/old page', SITE)).toEqual({ ok: true, path: '/old%20page' })
    expect(siteAddressOf('/a/../contact', SITE)).toEqual({ ok: true, path: '/contact' })
  })

  it('refuses anything that would send a visitor to another site, or into the studio', () => {
    for (const input of [
      'https://evil.example/x',
      'http://www.example.com.evil.example/',
      'https://www.example.com@evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'evil.example',
      '',
      '/admin',
      '/api/users',
      '/_next/static/x.js',
    ]) {
      expect(siteAddressOf(input, SITE, true).ok, input).toBe(false)
    }
  })

  it('knows the pages drawn by code and the documents an address would show', () => {
    expect(isCodePage('/')).toBe(true)
    expect(isCodePage('/blog/page/3')).toBe(true)
    expect(isCodePage('/blog/some-post')).toBe(false)
    expect(documentAt('/blog/some-post')).toEqual([{ collection: 'posts', slug: 'some-post' }])
    expect(documentAt('/cities/fairplay-log-home-restoration')).toEqual([
      { collection: 'cities', slug: 'fairplay' },
    ])
    expect(documentAt('/about')).toEqual([{ collection: 'pages', slug: 'about' }])
    expect(documentAt('/faq')).toEqual([])
    expect(documentAt('/old-site/page.html')).toEqual([])
    expect(documentAt('/blog/%zz')).toEqual([])
  })
})

const custom = (from: string, url: string, type: '301' | '302' = '301') =>
  ({ id: 1, from, to: { type: 'custom', url }, type }) as Redirect

describe('the table', () => {
  it('is one lookup: the path without its trailing slash, the visitor’s query kept', () => {
    const table = buildTable([custom('/old', '/new'), custom('/with-query', '/contact?from=old')])
    expect(findRedirect(table, '/old')).toEqual({ location: '/new', status: 301 })
    expect(findRedirect(table, '/old/?utm=x')).toEqual({ location: '/new?utm=x', status: 301 })
    expect(findRedirect(table, '/with-query?a=1#h')).toEqual({
      location: '/contact?from=old&a=1',
      status: 301,
    })
    expect(findRedirect(table, '/Old')).toBeNull()
    expect(findRedirect(table, '/old/more')).toBeNull()
    expect(addressKey('/')).toBe('/')
  })

  it('follows a chain to its end and leaves loops out', () => {
    const table = buildTable([
      custom('/a', '/b', '302'),
      custom('/b', '/c'),
      custom('/c', '/d'),
      custom('/x', '/y'),
      custom('/y', '/x'),
      custom('/self', '/self'),
    ])
    expect(findRedirect(table, '/a')).toEqual({ location: '/d', status: 302 })
    expect(findRedirect(table, '/b')).toEqual({ location: '/d', status: 301 })
    for (const url of ['/x', '/y', '/self']) expect(findRedirect(table, url)).toBeNull()
  })

  it('leads to a document while it is live, to its listing once it is not', () => {
    const reference = (value: object, relationTo = 'posts') =>
      ({ id: 2, from: '/r', to: { type: 'reference', reference: { relationTo, value } } }) as never
    expect(
      findRedirect(buildTable([reference({ id: 1, slug: 'new', _status: 'published' })]), '/r'),
    ).toEqual({ location: '/blog/new', status: 301 })
    expect(
      findRedirect(buildTable([reference({ id: 1, slug: 'new', _status: 'draft' })]), '/r')
        ?.location,
    ).toBe('/blog')
    expect(
      findRedirect(buildTable([reference({ id: 1, slug: 'x', hasPage: false }, 'cities')]), '/r')
        ?.location,
    ).toBe('/cities')
  })
})

describe('the server’s answer (server/redirects.mjs)', () => {
  let server: http.Server | undefined
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve))
    resetBridge()
  })

  async function serve(warm: () => Promise<void>) {
    const redirects = createRedirects({ warm })
    server = http.createServer((req, res) => {
      void redirects.serve(req, res).then((done) => {
        if (!done) res.writeHead(200, { 'content-type': 'text/plain' }).end('page')
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  }

  it('answers 301 with the new address and no body, before the page; other requests pass', async () => {
    const table: RedirectTable = new Map([['/old', { to: '/new', status: 301 }]])
    provideRedirectTable(table)
    const base = await serve(async () => {})
    const hit = await fetch(`${base}/old?x=1`, { redirect: 'manual' })
    expect(hit.status).toBe(301)
    expect(hit.headers.get('location')).toBe('/new?x=1')
    expect(hit.headers.get('cache-control')).toBe('public, max-age=300')
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await hit.text()).toBe('')
    expect((await fetch(`${base}/old`, { method: 'HEAD', redirect: 'manual' })).status).toBe(301)
    for (const [path, method] of [
      ['/old', 'POST'],
      ['/other', 'GET'],
      ['/api/old', 'GET'],
      ['/admin/old', 'GET'],
    ]) {
      const passed = await fetch(`${base}${path}`, { method, redirect: 'manual' })
      expect(passed.status, `${method} ${path}`).toBe(200)
    }
    // A change to the table is seen by the next request.
    table.set('/other', { to: '/contact', status: 302 })
    expect((await fetch(`${base}/other`, { redirect: 'manual' })).status).toBe(302)
  })

  it('loads the table once for 30 requests arriving before it, and serves pages if it cannot', async () => {
    let warmed = 0
    const base = await serve(async () => {
      warmed++
      await new Promise((resolve) => setTimeout(resolve, 50))
      provideRedirectTable(new Map([['/old', { to: '/new', status: 301 }]]))
    })
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetch(`${base}/old`, { redirect: 'manual' })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(301))
    expect(warmed).toBe(1)

    resetBridge()
    await new Promise((resolve) => server?.close(resolve))
    const failing = await serve(async () => {
      throw new Error('the database is away')
    })
    const original = console.error
    console.error = () => {}
    try {
      expect((await fetch(`${failing}/old`, { redirect: 'manual' })).status).toBe(200)
    } finally {
      console.error = original
    }
  })
})
