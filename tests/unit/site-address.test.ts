import fs from 'fs'
import os from 'os'
import path from 'path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { siteAddress } from '@/lib/site/address.mjs'
import { absoluteUrl, serverUrl } from '@/lib/site/urls'
import { dropPages, keepPagesOn, pagesAddress } from '../../server/prerendered.mjs'

describe('the site’s address', () => {
  it('is NEXT_PUBLIC_SERVER_URL, without its trailing slash', () => {
    expect(siteAddress({ NEXT_PUBLIC_SERVER_URL: 'https://www.example.com/', PORT: '4000' })).toBe(
      'https://www.example.com',
    )
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

/** A build folder as Next.js leaves it: two prerendered routes, one page rendered since. */
function fakeBuild(dir: string, robotsAddress: string) {
  const app = path.join(dir, 'server', 'app')
  fs.mkdirSync(path.join(app, 'index.segments'), { recursive: true })
  fs.mkdirSync(path.join(app, 'blog'), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'prerender-manifest.json'),
    JSON.stringify({ routes: { '/': {}, '/blog/a-post': {}, '/robots.txt': {} } }),
  )
  for (const file of ['index.html', 'index.rsc', 'index.meta', 'index.segments/_tree.segment.rsc'])
    fs.writeFileSync(path.join(app, file), robotsAddress)
  for (const file of ['a-post.html', 'a-post.rsc', 'a-post.meta'])
    fs.writeFileSync(path.join(app, 'blog', file), robotsAddress)
  fs.writeFileSync(path.join(app, 'page.js'), 'the compiled page')
  fs.writeFileSync(path.join(app, 'robots.txt.body'), `Sitemap: ${robotsAddress}/sitemap.xml\n`)
  const cached = path.join(dir, 'server', 'route-cache', 'APP_PAGE', 'abc', '$')
  fs.mkdirSync(cached, { recursive: true })
  fs.writeFileSync(path.join(cached, 'faq.html'), robotsAddress)
  return app
}

describe('the pages Next.js keeps on disk (server/prerendered.mjs)', () => {
  let dir = ''
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-prerendered-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('were made for the address the build’s robots.txt names, until a server says otherwise', () => {
    fakeBuild(dir, 'http://127.0.0.1:3100')
    expect(pagesAddress(dir)).toBe('http://127.0.0.1:3100')
    fs.writeFileSync(path.join(dir, 'site-address'), 'https://www.example.com\n')
    expect(pagesAddress(dir)).toBe('https://www.example.com')
    fs.rmSync(dir, { recursive: true })
    expect(pagesAddress(dir)).toBeNull()
  })

  it('stay when the server’s address is theirs', () => {
    const app = fakeBuild(dir, 'http://localhost:3000')
    expect(keepPagesOn(dir, 'http://localhost:3000')).toEqual({ dropped: false })
    expect(fs.existsSync(path.join(app, 'index.html'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'server', 'route-cache'))).toBe(true)
  })

  it('go when it is another, the compiled code stays, and the new address is recorded', () => {
    const app = fakeBuild(dir, 'http://localhost:3000')
    expect(keepPagesOn(dir, 'http://localhost:3999')).toEqual({
      dropped: true,
      was: 'http://localhost:3000',
    })
    for (const gone of [
      'index.html',
      'index.rsc',
      'index.meta',
      'index.segments',
      'robots.txt.body',
    ])
      expect(fs.existsSync(path.join(app, gone)), gone).toBe(false)
    expect(fs.readdirSync(path.join(app, 'blog'))).toEqual([])
    expect(fs.existsSync(path.join(dir, 'server', 'route-cache'))).toBe(false)
    expect(fs.readFileSync(path.join(app, 'page.js'), 'utf8')).toBe('the compiled page')
    expect(pagesAddress(dir)).toBe('http://localhost:3999')
    // Started again on the same address: nothing more to do.
    expect(keepPagesOn(dir, 'http://localhost:3999')).toEqual({ dropped: false })
  })

  it('all go when nothing says which address they were made for', () => {
    const app = fakeBuild(dir, 'http://localhost:3000')
    fs.rmSync(path.join(app, 'robots.txt.body'))
    expect(keepPagesOn(dir, 'http://localhost:3000')).toEqual({ dropped: true, was: null })
    expect(fs.existsSync(path.join(app, 'index.html'))).toBe(false)
  })

  it('can be removed outright (the container’s build)', () => {
    const app = fakeBuild(dir, 'http://localhost:3000')
    expect(dropPages(dir)).toBe(3)
    expect(fs.existsSync(path.join(app, 'index.html'))).toBe(false)
    expect(pagesAddress(dir)).toBeNull()
  })
})
