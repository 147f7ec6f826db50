import { describe, expect, it } from 'vitest'

import { documentAt, isCodePage, siteAddressOf } from '@/features/redirects/addresses'
import { buildTable } from '@/features/redirects/server/table'
import { addressKey, findRedirect, redirectLocation } from '@/lib/redirects/match'
import type { Redirect } from '@/payload-types'

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

  it('refuses a path that a browser or a server would read as another site once normalised or decoded', () => {
    for (const input of [
      '/.//evil.example/phish',
      '/a/..//evil.example',
      '/%2e%2e//evil.example',
      '/./\\evil.example',
      '/%2F%2Fevil.example/phish',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/.%2F/evil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/\t/evil.example',
      '/.\t//evil.example',
      '/\n/evil.example',
      '/%2F%09/evil.example',
    ]) {
      expect(siteAddressOf(input, SITE, true).ok, JSON.stringify(input)).toBe(false)
      expect(siteAddressOf(input, SITE).ok, JSON.stringify(input)).toBe(false)
    }
    // An escaped slash inside a path stays an ordinary address.
    expect(siteAddressOf('/a%2Fb', SITE)).toEqual({ ok: true, path: '/a%2Fb' })
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

  it('leaves out a stored target that is not a path on this site', () => {
    // Saved before the addresses were checked decoded, or written around the studio's hooks.
    const table = buildTable([
      custom('/a', '//evil.example/phish'),
      custom('/b', '/\\evil.example'),
      custom('/c', 'https://evil.example/'),
      custom('/d', '/%2F%2Fevil.example'),
      custom('/e', '/fine'),
    ])
    for (const url of ['/a', '/b', '/c', '/d']) expect(findRedirect(table, url), url).toBeNull()
    expect(findRedirect(table, '/e')).toEqual({ location: '/fine', status: 301 })
  })

  it('sends a redirect only to the request’s own address', () => {
    const request = 'https://www.example.com/old?x=1'
    expect(redirectLocation('/new?x=1', request)).toBe('https://www.example.com/new?x=1')
    for (const to of [
      '//evil.example/phish',
      '/\\evil.example',
      'https://evil.example/',
      '/%2F/evil',
    ]) {
      expect(redirectLocation(to, request), to).toBeNull()
    }
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
