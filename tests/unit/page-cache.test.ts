import { EventEmitter } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import {
  collect,
  createPageLayer,
  encodingFor,
  isCacheable,
  isPageRequest,
  NOT_FOUND_PROBE,
  oneRobotsTag,
} from '../../server/page-cache.mjs'

const STATIC = 's-maxage=31536000'
const PAGE = `<!DOCTYPE html><html><body>${'<p>log home</p>'.repeat(200)}</body></html>`
const NOT_FOUND_PAGE = `<!DOCTYPE html><html><body><h1>Page Not Found</h1>${' '.repeat(2000)}</body></html>`

const request = (headers: Record<string, string> = {}, method = 'GET', url = '/x') =>
  ({ method, url, headers }) as unknown as http.IncomingMessage

describe('which requests the page layer looks at', () => {
  it('takes a browser asking for a page', () => {
    expect(isPageRequest(request())).toBe(true)
    expect(isPageRequest(request({}, 'HEAD', '/blog/post?utm_source=x'))).toBe(true)
  })

  it('leaves the router, server actions, the studio, previews, the APIs and files to Next.js', () => {
    expect(isPageRequest(request({ rsc: '1' }))).toBe(false)
    expect(isPageRequest(request({ 'next-router-prefetch': '1' }))).toBe(false)
    expect(isPageRequest(request({ 'next-action': 'abc' }))).toBe(false)
    expect(isPageRequest(request({ cookie: 'a=1; payload-token=t' }))).toBe(false)
    expect(isPageRequest(request({ cookie: '__prerender_bypass=1' }))).toBe(false)
    expect(isPageRequest(request({}, 'POST'))).toBe(false)
    for (const url of ['/admin', '/admin/collections', '/api/search', '/_next/static/a.js']) {
      expect(isPageRequest(request({}, 'GET', url)), url).toBe(false)
    }
    expect(isPageRequest(request({}, 'GET', '/sitemap.xml'))).toBe(false)
    expect(isPageRequest(request({}, 'GET', '/next/preview?path=/'))).toBe(false)
    expect(isPageRequest(request({ cookie: 'theme=dark' }))).toBe(true)
  })

  it('keeps only what Next.js marked as a shared, cacheable 200', () => {
    expect(isCacheable(200, { 'cache-control': STATIC })).toBe(true)
    expect(isCacheable(200, { 'cache-control': 's-maxage=60, stale-while-revalidate' })).toBe(true)
    expect(isCacheable(404, { 'cache-control': STATIC })).toBe(false)
    expect(isCacheable(200, { 'cache-control': 'private, no-cache, no-store, max-age=0' })).toBe(
      false,
    )
    expect(isCacheable(200, {})).toBe(false)
    expect(isCacheable(200, { 'cache-control': STATIC, 'set-cookie': 'a=1' })).toBe(false)
  })

  it('compresses with Brotli where the browser takes it, else gzip, else not at all', () => {
    const coding = (header?: string) =>
      encodingFor(request(header === undefined ? {} : { 'accept-encoding': header }))
    expect(coding('gzip, deflate, br, zstd')).toBe('br')
    expect(coding('br;q=1, gzip;q=0.5')).toBe('br')
    expect(coding('br;q=0, gzip')).toBe('gzip')
    expect(coding('gzip')).toBe('gzip')
    expect(coding('gzip;q=0')).toBe('identity')
    expect(coding('identity')).toBe('identity')
    expect(coding()).toBe('identity')
  })
})

/**
 * The layer in a real HTTP server, in front of a handler that answers as Next.js does (headers
 * set one by one, the body in pieces or whole), and counts what reaches it.
 */
async function serveWithLayer(
  options: { ttlMs?: number; maxBytes?: number; now?: () => number } = {},
) {
  const calls: string[] = []
  let version = 1
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    calls.push(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? '-'}`)
    const path = req.url!.split('?')[0]
    await new Promise((resolve) => setImmediate(resolve))
    if (path === NOT_FOUND_PROBE || path === '/unmatched') {
      res.statusCode = 404
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(NOT_FOUND_PAGE)
    } else if (path === '/missing-post') {
      // notFound() in a matched route: a 404 whose body is an empty shell.
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      res.write('<html id="__next_error__"><body></body>')
      res.end('</html>')
    } else if (path === '/personal') {
      // A page Next marks as shared whose answer differs for a signed-in user or a draft preview.
      const cookie = req.headers.cookie ?? ''
      const who = cookie.includes('payload-token=')
        ? 'signed in'
        : cookie.includes('__prerender_bypass=')
          ? 'draft'
          : 'anonymous'
      res.setHeader('Cache-Control', STATIC)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(`${who} v${version}`)
    } else if (path === '/sets-cookie') {
      res.setHeader('Cache-Control', STATIC)
      res.setHeader('Set-Cookie', `visit=${version}; Path=/`)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(`welcome v${version}`)
    } else if (path === '/dynamic') {
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(`dynamic ${version}`)
    } else {
      res.setHeader('Cache-Control', STATIC)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', `"v${version}"`)
      res.setHeader('Vary', 'rsc, Next-Router-State-Tree')
      res.write(PAGE.slice(0, 100), 'utf8')
      res.end(Buffer.from(`${PAGE.slice(100)}<!-- ${path} v${version} -->`))
    }
  }
  const server = http.createServer()
  const layer = createPageLayer({
    handle,
    ttlMs: options.ttlMs ?? 60_000,
    maxBytes: options.maxBytes,
    now: options.now,
    notFoundPage: async () => {
      const response = await fetch(`${base()}${NOT_FOUND_PROBE}`)
      return {
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      }
    },
  })
  server.on('request', (req, res) => void layer.serve(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  return {
    calls,
    layer,
    nextVersion: () => version++,
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base()}${path}`, { headers }),
    /** The raw bytes as sent, without fetch's decompression. */
    raw: (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(`${base()}${path}`, { headers }, (response) => {
              const chunks: Buffer[] = []
              response.on('data', (chunk) => chunks.push(chunk))
              response.on('end', () =>
                resolve({
                  status: response.statusCode!,
                  headers: response.headers,
                  body: Buffer.concat(chunks),
                }),
              )
            })
            .on('error', reject)
        },
      ),
  }
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

describe('the page layer', () => {
  it('answers a cached page from memory, with Next’s headers, until its time is up', async () => {
    // The pages' clock, moved by the test (from above 0: lru-cache reads a start of 0 as none).
    let now = 1000
    const site = await serveWithLayer({ ttlMs: 300, now: () => now })
    const first = await site.get('/services/chinking')
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const firstBody = await first.text()
    expect(firstBody).toContain('v1 -->')

    site.nextVersion()
    now += 299
    const second = await site.get('/services/chinking')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(await second.text()).toBe(firstBody)
    expect(second.headers.get('cache-control')).toBe(STATIC)
    expect(second.headers.get('etag')).toBe('"v1"')
    expect(second.headers.get('vary')).toBe('rsc, Next-Router-State-Tree, Accept-Encoding')
    expect(site.calls).toHaveLength(1)

    now += 2
    const third = await site.get('/services/chinking')
    expect(third.headers.get('x-page-cache')).toBe('miss')
    expect(await third.text()).toContain('v2 -->')
  })

  it('compresses once per coding for browsers that take it, and asks Next for plain bytes', async () => {
    const site = await serveWithLayer()
    const brotli = await site.raw('/faq', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toContain('/faq v1')
    const gzipped = await site.raw('/faq', { 'accept-encoding': 'gzip, deflate' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length)
    expect(zlib.gunzipSync(gzipped.body).toString()).toContain('/faq v1')
    const plain = await site.raw('/faq', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['x-page-cache']).toBe('hit')
    expect(plain.body.toString()).toBe(zlib.gunzipSync(gzipped.body).toString())
    expect(brotli.body.length).toBeLessThan(gzipped.body.length)
    expect(site.calls).toEqual(['GET /faq -'])
  })

  it('answers 304 when the browser has the same version', async () => {
    const site = await serveWithLayer()
    await site.get('/contact')
    const again = await site.raw('/contact', { 'if-none-match': '"v1"' })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const other = await site.raw('/contact', { 'if-none-match': '"v0"' })
    expect(other.status).toBe(200)
  })

  it('never keeps a page that is not cacheable, nor serves a cached one to the studio or router', async () => {
    const site = await serveWithLayer()
    await site.get('/dynamic')
    await site.get('/dynamic')
    await site.get('/about')
    const signedIn = await site.get('/about', { cookie: 'payload-token=abc' })
    expect(signedIn.headers.get('x-page-cache')).toBeNull()
    const router = await site.get('/about', { rsc: '1' })
    expect(router.headers.get('x-page-cache')).toBeNull()
    expect(site.calls.map((call) => call.split(' ')[1])).toEqual([
      '/dynamic',
      '/dynamic',
      '/about',
      '/about',
      '/about',
    ])
  })

  it('never keeps a signed-in or draft answer, nor serves a kept one to them, in either order', async () => {
    for (const cookie of [
      'payload-token=abc',
      '__prerender_bypass=1',
      'theme=dark; payload-token=x',
    ]) {
      const site = await serveWithLayer()
      const own = cookie.includes('payload-token') ? 'signed in v1' : 'draft v1'
      // Signed in first: Next answers, and its answer is not kept for the next visitor.
      const signedIn = await site.get('/personal', { cookie })
      expect(signedIn.headers.get('x-page-cache'), cookie).toBeNull()
      expect(await signedIn.text()).toBe(own)
      const visitor = await site.get('/personal')
      expect(visitor.headers.get('x-page-cache'), cookie).toBe('miss')
      expect(await visitor.text()).toBe('anonymous v1')
      // The visitor's answer is kept, and never given to the signed-in user.
      const again = await site.get('/personal', { cookie })
      expect(again.headers.get('x-page-cache'), cookie).toBeNull()
      expect(await again.text()).toBe(own)
      const nextVisitor = await site.get('/personal')
      expect(nextVisitor.headers.get('x-page-cache')).toBe('hit')
      expect(await nextVisitor.text()).toBe('anonymous v1')
      expect(site.calls, cookie).toHaveLength(3)
      expect(site.layer.stats().pages).toBe(1)
    }
  })

  it('never keeps an answer that sets a cookie', async () => {
    const site = await serveWithLayer()
    for (const version of [1, 2]) {
      const answer = await site.get('/sets-cookie')
      expect(answer.headers.get('x-page-cache')).toBe('miss')
      expect(answer.headers.get('set-cookie')).toBe(`visit=${version}; Path=/`)
      expect(await answer.text()).toBe(`welcome v${version}`)
      site.nextVersion()
    }
    expect(site.calls).toHaveLength(2)
    expect(site.layer.stats().pages).toBe(0)
  })

  it('answers every page 404 with the site’s 404 page and its content', async () => {
    const site = await serveWithLayer()
    const missing = await site.get('/missing-post')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-page-cache')).toBe('not-found')
    expect(missing.headers.get('cache-control')).toMatch(/no-store/)
    expect(await missing.text()).toBe(NOT_FOUND_PAGE)
    const unmatched = await site.get('/unmatched')
    expect(await unmatched.text()).toBe(NOT_FOUND_PAGE)
    // The 404 page itself is fetched once while it is fresh.
    expect(site.calls.filter((call) => call.includes(NOT_FOUND_PROBE))).toHaveLength(1)
    // The router's own 404 data is left alone.
    const data = await site.get('/missing-post', { rsc: '1' })
    expect(await data.text()).toContain('__next_error__')
  })

  it('forgets everything when content changes (clear), and the oldest pages past its size', async () => {
    const site = await serveWithLayer({ maxBytes: 4 * 2 * (PAGE.length + 40) })
    await site.get('/a')
    await site.get('/a')
    expect(site.calls).toHaveLength(1)
    site.layer.clear()
    site.nextVersion()
    expect(await (await site.get('/a')).text()).toContain('/a v2')

    for (const path of ['/b', '/c', '/d', '/e']) await site.get(path)
    expect(site.layer.stats().pages).toBeLessThanOrEqual(4)
    expect((await site.get('/a')).headers.get('x-page-cache')).toBe('miss')
    expect((await site.get('/e')).headers.get('x-page-cache')).toBe('hit')
  })

  it('lets go of pages past their time when asked (the idle collection does), and keeps the rest', async () => {
    let now = 1000
    const site = await serveWithLayer({ ttlMs: 300, now: () => now })
    for (const path of ['/search?q=a', '/search?q=b', '/services/chinking']) await site.get(path)
    now += 200
    await site.get('/faq')
    expect(site.layer.stats().pages).toBe(4)
    now += 150
    site.layer.purgeStale()
    expect(site.layer.stats().pages).toBe(1)
    expect((await site.get('/faq')).headers.get('x-page-cache')).toBe('hit')
  })

  it('with no cache life, passes every page to Next.js but still mends its 404s', async () => {
    const site = await serveWithLayer({ ttlMs: 0 })
    await site.get('/a')
    expect((await site.get('/a')).headers.get('x-page-cache')).toBe('miss')
    expect(await (await site.get('/missing-post')).text()).toBe(NOT_FOUND_PAGE)
    expect(site.calls.filter((call) => call.startsWith('GET /a'))).toHaveLength(2)
  })
})

describe('collect', () => {
  v8.setFlagsFromString('--expose-gc')
  const gc = vm.runInNewContext('gc') as () => void

  /** A response as collect() sees it: headers set on it, and its 'close' event. */
  const response = () =>
    Object.assign(new EventEmitter(), {
      statusCode: 200,
      setHeader: () => {},
    }) as unknown as http.ServerResponse

  it('resolves with the body in one piece, and with null when the browser goes first', async () => {
    const res = response()
    const collected = collect(res)
    res.write('<p>log ')
    res.end(Buffer.from('home</p>'))
    expect((await collected)?.toString()).toBe('<p>log home</p>')

    const gone = response()
    const abandoned = collect(gone)
    gone.write('<p>half')
    gone.emit('close')
    expect(await abandoned).toBeNull()
  })

  it('lets go of the body once it has handed it over, though the response lives on', async () => {
    // A response can outlive its request: Next.js's after-response context, which holds it, is
    // kept by promises made while the request was handled (a module first loaded then). The
    // memory bench's heap after its quiet minute held 21 such responses and each page's body
    // twice, 2.9 MB.
    const res = response()
    /** Writes a page in two pieces; WeakRefs to the pieces and to the body handed over. */
    const serve = async () => {
      const collected = collect(res)
      const pieces = ['<p>log', ' home</p>'].map((text) => {
        const piece = Buffer.from(text.repeat(10_000))
        res.write(piece)
        return new WeakRef(piece)
      })
      res.end()
      const body = await collected
      expect(body?.length).toBe(150_000)
      return { pieces, body: new WeakRef(body!) }
    }
    const { pieces, body } = await serve()
    await new Promise((resolve) => setImmediate(resolve))
    gc()
    expect(pieces.map((piece) => piece.deref())).toEqual([undefined, undefined])
    expect(body.deref()).toBeUndefined()
    // The response still works as collect() left it: what Next writes after the end goes nowhere.
    expect(res.write('late')).toBe(res)
  })
})

describe('oneRobotsTag (issue 28)', () => {
  it('keeps the page’s own robots tag of the two a 404 page has, and leaves others alone', () => {
    const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body>x</body></html>`
    const twice = page(
      '<meta name="robots" content="noindex"/><title>Page Not Found</title><meta name="robots" content="noindex, nofollow"/>',
    )
    expect(oneRobotsTag(Buffer.from(twice)).toString()).toBe(
      page('<title>Page Not Found</title><meta name="robots" content="noindex, nofollow"/>'),
    )
    const once = Buffer.from(page('<meta name="robots" content="noindex, nofollow"/>'))
    expect(oneRobotsTag(once)).toBe(once)
  })
})
