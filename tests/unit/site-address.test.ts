import fs from 'fs'
import path from 'path'

import { describe, expect, it } from 'vitest'

import { siteAddress, siteOrigins } from '@/lib/site/address'
import { SITE_FILES, siteKey, sitePagePath } from '@/lib/site/pages'
import { absoluteUrl, serverUrl } from '@/lib/site/urls'

describe('the site’s address', () => {
  it('is NEXT_PUBLIC_SERVER_URL, without its trailing slash', () => {
    expect(siteAddress({ NEXT_PUBLIC_SERVER_URL: 'https://www.example.com/', PORT: '4000' })).toBe(
      'https://www.example.com',
    )
  })

  it('gives the studio’s cookie to its own origin and to this machine’s names on the port', () => {
    // Production: the public address, and the server reached on the machine itself.
    expect(
      siteOrigins({ NEXT_PUBLIC_SERVER_URL: 'https://logs.example.com/', PORT: '3000' }),
    ).toEqual([
      'https://logs.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
    // The e2e suite's address, and a server of it on a port of its own (scripts/lib/site.mjs).
    const e2e = siteOrigins({ NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:3100', PORT: '3221' })
    expect(e2e).toEqual(expect.arrayContaining(['http://127.0.0.1:3100', 'http://127.0.0.1:3221']))
    expect(e2e).not.toContain('http://127.0.0.1:3000')
    // No address set: the port's.
    expect(siteOrigins({})).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
  })

  it('follows PORT when NEXT_PUBLIC_SERVER_URL is unset or empty', () => {
    expect(siteAddress({ PORT: '3999' })).toBe('http://localhost:3999')
    expect(siteAddress({ NEXT_PUBLIC_SERVER_URL: '', PORT: '3999' })).toBe('http://localhost:3999')
    expect(siteAddress({})).toBe('http://localhost:3000')
  })

  it('is read when asked, not when the code was loaded', () => {
    const saved = { url: process.env.NEXT_PUBLIC_SERVER_URL, port: process.env.PORT }
    try {
      delete process.env.NEXT_PUBLIC_SERVER_URL
      process.env.PORT = '4123'
      expect(serverUrl()).toBe('http://localhost:4123')
      expect(absoluteUrl('/sitemap.xml')).toBe('http://localhost:4123/sitemap.xml')
      process.env.NEXT_PUBLIC_SERVER_URL = 'https://logs.example.com'
      expect(absoluteUrl('/blog')).toBe('https://logs.example.com/blog')
    } finally {
      for (const [key, value] of [
        ['NEXT_PUBLIC_SERVER_URL', saved.url],
        ['PORT', saved.port],
      ] as const) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    }
  })
})

describe('the public pages’ path under the address (lib/site/pages.ts)', () => {
  it('is the page under a key of the address, another key for another address', () => {
    const key = siteKey('http://localhost:3000')
    expect(key).toMatch(/^[0-9a-f]{12}$/)
    expect(siteKey('http://localhost:3000')).toBe(key)
    expect(siteKey('http://localhost:3999')).not.toBe(key)
    expect(siteKey('https://www.example.com')).not.toBe(key)
  })

  it('rewrites pages only: not the studio, the APIs, previews, Next.js’s files or other files', () => {
    const saved = { url: process.env.NEXT_PUBLIC_SERVER_URL }
    try {
      process.env.NEXT_PUBLIC_SERVER_URL = 'https://logs.example.com'
      const key = siteKey('https://logs.example.com')
      expect(sitePagePath('/')).toBe(`/${key}`)
      expect(sitePagePath('/faq')).toBe(`/${key}/faq`)
      expect(sitePagePath('/blog/chinking-vs-caulking')).toBe(`/${key}/blog/chinking-vs-caulking`)
      expect(sitePagePath('/a/b/c')).toBe(`/${key}/a/b/c`)
      for (const path of [
        '/admin',
        '/admin/collections/leads',
        '/api/search',
        '/api',
        '/next/preview',
        '/_next/static/chunks/a.js',
        '/robots.txt',
        '/sitemap.xml',
        '/icon-4usi79.png',
        '/apple-icon-4usi79.png',
        '/search-fallback.svg',
      ]) {
        expect(sitePagePath(path), path).toBeNull()
      }
      // An address with no page, a file's among them, goes to the site's routes (and 404 page).
      expect(sitePagePath('/about-us.html')).toBe(`/${key}/about-us.html`)
      expect(sitePagePath('/old-site/about.html')).toBe(`/${key}/old-site/about.html`)
      // Only the first segment names the studio or the API.
      expect(sitePagePath('/administration')).toBe(`/${key}/administration`)
      expect(sitePagePath('/blog/api')).toBe(`/${key}/blog/api`)
      // Another address: another key, so never a page made for the old one.
      process.env.NEXT_PUBLIC_SERVER_URL = 'https://www.example.com'
      expect(sitePagePath('/faq')).toBe(`/${siteKey('https://www.example.com')}/faq`)
    } finally {
      if (saved.url === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
      else process.env.NEXT_PUBLIC_SERVER_URL = saved.url
    }
  })
})

describe('the site’s files (lib/site/pages.ts SITE_FILES)', () => {
  it('are every file of public/ and every metadata route of src/app, none rewritten', () => {
    const publicFiles = fs.readdirSync(path.join(process.cwd(), 'public'))
    expect(publicFiles.length).toBeGreaterThan(0)
    for (const file of publicFiles) expect(SITE_FILES.test(`/${file}`), file).toBe(true)
    // The metadata files Next.js serves under their own names (icons get a hash).
    const app = path.join(process.cwd(), 'src/app')
    const metadata = fs
      .readdirSync(app, { recursive: true, encoding: 'utf8' })
      .map((file) => path.basename(file))
      .filter((file) =>
        /^(?:robots|sitemap|icon|apple-icon|favicon|manifest|opengraph-image|twitter-image)\./.test(
          file,
        ),
      )
    expect(metadata.sort()).toEqual(['apple-icon.png', 'icon.png', 'robots.ts', 'sitemap.ts'])
    for (const route of [
      '/robots.txt',
      '/sitemap.xml',
      '/icon-4usi79.png',
      '/apple-icon-4usi79.png',
    ]) {
      expect(SITE_FILES.test(route), route).toBe(true)
    }
  })

  it('hold the studio’s tab icon, /icon.png, the same picture as the site’s icon', () => {
    // payload.config.ts admin.meta.icons: Next.js serves the site's icon under a hashed name.
    const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file))
    expect(read('public/icon.png').equals(read('src/app/(frontend)/icon.png'))).toBe(true)
  })
})
