import { expect, test, type APIResponse, type Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { modeFromEnv, securityHeaders } from '../../src/lib/security/headers.mjs'
import { makeImage, makeVideo } from '../helpers/files'
import { signIn } from './fixtures'

/**
 * The security headers of src/lib/security/headers.mjs on real answers of the e2e server (Next.js's
 * server on the e2e build): pages Next.js renders or answers from its page cache, the 404 page,
 * the studio, the APIs, the beacons, static and uploaded files, and the proxy's redirect. Then the
 * Content-Security-Policy in the browser: on the public pages, the estimate form, the chat, the
 * studio and a post's live preview, no `securitypolicyviolation` and no CSP (or
 * Permissions-Policy) message in the console, in any frame.
 */

/** The e2e server's mode: a production build at an http:// address, so no HSTS. */
const MODE = modeFromEnv({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: baseURL })

function expectSecurityHeaders(response: APIResponse, pathname: string) {
  const sent = response.headers()
  for (const { key, value } of securityHeaders(pathname, MODE)) {
    expect(sent[key.toLowerCase()], `${key} of ${pathname}`).toBe(value)
  }
  expect(sent['strict-transport-security'], `HSTS over http on ${pathname}`).toBeUndefined()
}

test.describe('security headers on every kind of answer', () => {
  test('a page, rendered and then from Next.js’s page cache', async ({ playwright }) => {
    // No cookies: a visitor's requests are the ones the page cache answers.
    const visitor = await playwright.request.newContext({ baseURL })
    const first = await visitor.get('/faq')
    expect(first.status()).toBe(200)
    expectSecurityHeaders(first, '/faq')
    const cached = await visitor.get('/faq')
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
    expectSecurityHeaders(cached, '/faq')
    await visitor.dispose()
  })

  test('the 404 page, for an unknown post and for an address no route matches', async ({
    request,
  }) => {
    for (const path of ['/blog/no-such-post', '/no/such/address']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expectSecurityHeaders(response, path)
    }
  })

  test('the studio, the APIs and the preview route', async ({ request }) => {
    const login = await request.get('/admin/login')
    expect(login.status()).toBe(200)
    expectSecurityHeaders(login, '/admin/login')
    expect(login.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    const search = await request.get('/api/search?q=log')
    expect(search.status()).toBe(200)
    expectSecurityHeaders(search, '/api/search')
    expect(search.headers()['content-security-policy']).toMatch(/^default-src 'none'/)

    // The live preview's first stop, framed by the studio: frame-ancestors 'self'.
    const preview = await request.get('/next/preview?collection=posts&slug=x&previewSecret=no')
    expect(preview.status()).toBe(403)
    expectSecurityHeaders(preview, '/next/preview')
    expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  test('the beacons', async ({ request }) => {
    for (let i = 0; i < 3; i++) {
      const response = await request.post('/api/events', {
        headers: { 'content-type': 'text/plain' },
        data: JSON.stringify({ n: 'pageview', p: '/security', r: '', s: '', w: 1280 }),
      })
      expect(response.status(), `beacon ${i}`).toBeLessThan(500)
      expectSecurityHeaders(response, '/api/events')
    }
  })

  test('static files, uploaded files and the proxy’s redirect', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const script = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0]
    expect(script).toBeTruthy()
    const file = await request.get(script!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/javascript/)
    expectSecurityHeaders(file, script!)
    // A built script carries nosniff only: a policy on it would do nothing but weigh.
    expect(file.headers()['content-security-policy']).toBeUndefined()

    const media = await (await request.get('/api/media?limit=1&depth=0')).json()
    const url = new URL(media.docs[0].url, baseURL).pathname
    const picture = await request.get(url)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toMatch(/^image\//)
    expectSecurityHeaders(picture, url)

    // src/proxy.ts sends an anonymous visitor of a staff page to the sign-in page.
    const redirect = await request.get('/analytics', { maxRedirects: 0 })
    expect(redirect.status()).toBe(307)
    expectSecurityHeaders(redirect, '/analytics')
  })
})

/**
 * Every CSP violation of the page and its frames (reported by the browser to the document, then
 * logged here), and every console message about the CSP, Permissions-Policy or COOP.
 */
async function policyProblems(page: Page) {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI} ` +
          `(${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`,
      )
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (
      /Content Security Policy|securitypolicyviolation|Permissions-Policy|Cross-Origin-Opener-Policy/i.test(
        text,
      )
    ) {
      problems.push(`${message.type()}: ${text}`)
    }
  })
  return problems
}

test.describe('the Content-Security-Policy in the browser', () => {
  test('the home page, the estimate form with files and the chat with a photo', async ({
    page,
  }) => {
    const problems = await policyProblems(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    // The lazy pictures (their inline script, data: placeholders) and the analytics beacon (its
    // inline loader, its file, sendBeacon) once the page has loaded.
    await page.mouse.wheel(0, 20_000)
    await expect
      .poll(() => page.evaluate(() => typeof (window as { hcTrack?: unknown }).hcTrack))
      .toBe('function')

    // The chat overlay: its code on first use, a photo's preview.
    await expect(page.locator('html[data-log-lens="overlay"]')).toBeAttached()
    await page.evaluate(() => window.dispatchEvent(new Event('openLogLensModal')))
    await expect(page.getByTestId('log-lens-overlay')).toBeVisible()
    const panel = page.getByTestId('chat-panel')
    await expect(panel.getByTestId('chat-assistant').nth(1)).toBeVisible()
    await panel.getByTestId('chat-file-input').setInputFiles({
      name: 'south-wall.png',
      mimeType: 'image/png',
      buffer: await makeImage(64, 48),
    })
    await expect(
      panel.getByTestId('chat-selected').getByRole('img', { name: 'south-wall.png' }),
    ).toBeVisible()

    // The estimate form: its live code, and blob: previews of a photo and a video.
    await page.goto('/cost-calculator', { waitUntil: 'networkidle' })
    await page.getByTestId('file-input').setInputFiles([
      { name: 'front-wall.png', mimeType: 'image/png', buffer: await makeImage(32, 24) },
      { name: 'walkaround.mp4', mimeType: 'video/mp4', buffer: makeVideo(64 * 1024) },
    ])
    const items = page.getByTestId('media-item')
    await expect(items.nth(0).locator('img')).toHaveAttribute('src', /^blob:/)
    await expect(items.nth(1).locator('video')).toHaveAttribute('src', /^blob:/)

    // A page the server answers from memory, and the 404 page.
    await page.goto('/faq', { waitUntil: 'networkidle' })
    await page.goto('/blog/no-such-post', { waitUntil: 'networkidle' })

    expect(problems).toEqual([])
  })

  test('the studio: sign-in, the dashboard, a post’s live preview and an upload’s preview', async ({
    page,
  }) => {
    const problems = await policyProblems(page)
    await signIn(page)
    await page.waitForLoadState('networkidle')

    // Live preview: the post's public page in a frame of the studio, through /next/preview.
    // A seeded post no other test opens in the studio (an open editor locks its document).
    const posts = await (
      await page.request.get(
        '/api/posts?where[slug][equals]=chinking-vs-caulking-log-homes&limit=1&depth=0',
      )
    ).json()
    const post = posts.docs[0]
    await page.goto(`/admin/collections/posts/${post.id}`, { waitUntil: 'networkidle' })
    await page.locator('#live-preview-toggler').click()
    const preview = page.frameLocator('#live-preview-iframe')
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()
    await expect
      .poll(() => page.frames().some((frame) => frame.url().includes(`/blog/${post.slug}`)))
      .toBe(true)
    // What the previewed page does last, after its load event: the beacon's script, then (a
    // second later) the prefetch hints. Not `networkidle`: once in a full run it never came,
    // though every request of the page and its frame had ended (Playwright can lose the idle
    // state of a frame whose requests end around its domcontentloaded: microsoft/playwright#42598).
    const previewed = page.frames().find((frame) => frame.url().includes(`/blog/${post.slug}`))!
    await expect
      .poll(() =>
        previewed.evaluate(
          () =>
            typeof (window as { hcTrack?: unknown }).hcTrack === 'function' &&
            document.querySelector('link[rel="prefetch"]') !== null,
        ),
      )
      .toBe(true)

    await page.goto('/admin/collections/media/create', { waitUntil: 'networkidle' })
    await page.locator('input[type="file"]').setInputFiles({
      name: 'swatch.png',
      mimeType: 'image/png',
      buffer: await makeImage(320, 200),
    })
    // Payload draws the thumbnail from a blob: address into a data: one.
    await expect(page.locator('img[src^="blob:"], img[src^="data:image/"]').first()).toBeVisible()

    expect(problems).toEqual([])
  })
})
