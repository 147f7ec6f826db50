import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { E2E_ADMIN, serverDataEnv, throwAwayServerEnv } from '../../scripts/lib.mjs'
import { startNginx } from '../../scripts/lib/nginx.mjs'
import { copyBuild, signIn, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'

/**
 * The site behind the proxy of README "Deploying": Debian's nginx running deploy/nginx/site.conf
 * as it is written, with its ports and cache folder changed, in front of a second server on the
 * suite's database (its own copy of the build) started as the README says (TRUSTED_PROXY_HOPS=1)
 * with a search limit of three a minute. What a visitor, a signed-in owner and a stranger forging
 * headers get through it.
 */
test.describe.configure({ mode: 'serial' })

const proxyPort = e2ePort + 140
const sitePort = e2ePort + 141
const proxy = `http://127.0.0.1:${proxyPort}`
let site: Awaited<ReturnType<typeof startSite>> | undefined
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
let dataDir = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const fresh = throwAwayServerEnv('behind-proxy')
  dataDir = fresh.dataDir
  const env = {
    ...fresh.env,
    // The suite's server's database, files and secret (scripts/e2e-server.mjs).
    ...serverDataEnv('e2e'),
    NEXT_DIST_DIR: copyBuild(fresh.dataDir),
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${proxyPort}`,
    TRUSTED_PROXY_HOPS: '1',
    SEARCH_RATE_LIMIT: '3/60',
  }
  site = await startSite({ env, dataDir, port: sitePort, ready: '/api/users/me' })
  nginx = await startNginx({
    port: proxyPort,
    upstreamPort: sitePort,
    dir: path.join(dataDir, 'nginx'),
  })
})

test.afterAll(async () => {
  await nginx?.stop()
  await site?.stop()
  if (dataDir) fs.rmSync(path.join(dataDir, 'next'), { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${proxy}${url}`, { headers, redirect: 'manual' })

test('a visitor’s pages come from a one-second cache; a signed-in owner’s never, nor are they kept', async () => {
  const first = await get('/faq')
  expect(first.status).toBe(200)
  expect(await first.text()).toContain('Frequently Asked Questions')
  expect(['MISS', 'EXPIRED']).toContain(first.headers.get('x-cache'))
  const again = await get('/faq')
  expect(again.headers.get('x-cache')).toBe('HIT')

  // Signed in (Payload's cookie), or in a draft preview: past the cache, and nothing stored.
  const token = (await signIn(proxy, E2E_ADMIN)).replace(/^JWT /, '')
  for (const cookie of [`payload-token=${token}`, '__prerender_bypass=preview']) {
    for (let i = 0; i < 2; i++) {
      const personal = await get('/service-areas', { cookie })
      expect(personal.status).toBe(200)
      expect(personal.headers.get('x-cache'), cookie).toBe('BYPASS')
    }
  }
  expect((await get('/service-areas')).headers.get('x-cache')).toBe('MISS')

  // A second later the page is asked of the site again: a change reaches visitors that soon.
  // nginx counts a copy's life in whole seconds and keeps it through its last one, so "1s" ends
  // between one and two seconds after the copy was made: two seconds after it, it has.
  await new Promise((resolve) => setTimeout(resolve, 2100))
  expect((await get('/faq')).headers.get('x-cache')).not.toBe('HIT')
})

test('forged X-Forwarded-For headers do not get past a limit', async () => {
  // Three searches a minute per visitor: a stranger writing a new address on each request is
  // still one visitor, the one nginx saw.
  const statuses: number[] = []
  for (let i = 0; i < 5; i++) {
    const forged = { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` }
    statuses.push((await get(`/api/search?q=stain${i}`, forged)).status)
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429])

  // The same requests sent to the server itself, past the proxy: each forged address counts
  // apart. That is why the server listens where only nginx reaches it (README, "Deploying").
  const direct: number[] = []
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${site!.base}/api/search?q=log${i}`, {
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    })
    direct.push(response.status)
  }
  expect(direct).toEqual([200, 200, 200, 200, 200])
})

test('every answer carries its request’s id, a page from the cache its own', async () => {
  await get('/testimonials')
  const mine = await get('/testimonials', { 'x-request-id': 'visitor-2' })
  expect(mine.headers.get('x-cache')).toBe('HIT')
  expect(mine.headers.get('x-request-id')).toBe('visitor-2')
  const made = await get('/testimonials', { 'x-request-id': 'bad id <x>' })
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/)
  const api = await get('/api/health', { 'x-request-id': 'probe-7' })
  expect(api.headers.get('x-request-id')).toBe('probe-7')
})

test('a visitor claiming to be on the server’s machine reads only the health status', async () => {
  const forged = await get('/api/health', { 'x-forwarded-for': '127.0.0.1' })
  expect(forged.status).toBe(200)
  expect(await forged.json()).toEqual({ status: 'ok' })
})

test('the 404 page comes through with its content and its status', async () => {
  const missing = await get('/blog/no-such-post')
  expect(missing.status).toBe(404)
  expect(await missing.text()).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
})
