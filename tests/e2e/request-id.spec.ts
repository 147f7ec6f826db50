import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { ADMIN, login } from './fixtures'

/**
 * The request id (src/proxy.ts, src/lib/logging): a sane `x-request-id` comes back as it was sent,
 * a missing or malformed one is replaced by a new id, on pages Next.js renders, pages it answers
 * from its page cache, the 404 page, and the APIs (the health endpoint among them, which a load
 * balancer probes).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test.describe('x-request-id', () => {
  test('a page, from Next.js and from the server’s memory', async ({ playwright }) => {
    // No cookies: a visitor's requests are the ones the page cache answers.
    const visitor = await playwright.request.newContext({ baseURL })
    const first = await visitor.get('/faq', { headers: { 'x-request-id': 'test-123' } })
    expect(first.status()).toBe(200)
    expect(first.headers()['x-request-id']).toBe('test-123')

    // A page from the cache: the id is this request's own.
    const cached = await visitor.get('/faq', { headers: { 'x-request-id': 'test-124' } })
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
    expect(cached.headers()['x-request-id']).toBe('test-124')

    const made = await visitor.get('/faq')
    expect(made.headers()['x-request-id']).toMatch(UUID)
    const again = await visitor.get('/faq')
    expect(again.headers()['x-request-id']).toMatch(UUID)
    expect(again.headers()['x-request-id']).not.toBe(made.headers()['x-request-id'])

    const malformed = await visitor.get('/faq', { headers: { 'x-request-id': 'bad id <x>' } })
    expect(malformed.headers()['x-request-id']).toMatch(UUID)
    await visitor.dispose()
  })

  test('the 404 page', async ({ request }) => {
    for (const id of ['test-404-a', 'test-404-b']) {
      const response = await request.get('/blog/no-such-post', { headers: { 'x-request-id': id } })
      expect(response.status()).toBe(404)
      expect(response.headers()['x-request-id']).toBe(id)
    }
  })

  test('the APIs, and the health endpoint', async ({ request }) => {
    const search = await request.get('/api/search?q=log', {
      headers: { 'x-request-id': 'test-123' },
    })
    expect(search.status()).toBe(200)
    expect(search.headers()['x-request-id']).toBe('test-123')
    const generated = await request.get('/api/search?q=log')
    expect(generated.headers()['x-request-id']).toMatch(UUID)

    // A probe on this machine (this test's requests come from 127.0.0.1, as the container's
    // HEALTHCHECK's do) reads the status alone, as anyone does.
    const probe = await request.get('/api/health', { headers: { 'x-request-id': 'probe-0' } })
    expect(probe.headers()['x-request-id']).toBe('probe-0')
    expect(await probe.json()).toEqual({ status: 'ok' })

    // Signed in, staff and admins read the checks. The e2e server: a production build on SQLite,
    // its migrations run, e-mail to the outbox (its Resend key is emptied), its jobs running, and
    // no nightly backup (BACKUP_TIME=off).
    const health = await request.get('/api/health', {
      headers: { 'x-request-id': 'probe-1', Authorization: await login(request, ADMIN) },
    })
    expect(health.headers()['x-request-id']).toBe('probe-1')
    expect(health.headers()['cache-control']).toContain('no-store')
    const body = await health.json()
    expect(body, JSON.stringify(body.reasons)).toMatchObject({
      status: 'ok',
      checks: {
        database: { ok: true },
        migrations: { ok: true, mode: 'migrations', pending: [] },
        email: { mode: 'outbox' },
        ai: { ok: true },
        jobs: { ok: true },
      },
      backup: { ok: false, mode: 'off', lastGood: null },
    })
    expect(health.status()).toBe(200)

    // The same request as it arrives through a proxy, or with a forged address: the status only.
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9', 'x-hclh-client-ip': '127.0.0.1' },
    ]
    for (const headers of forwarded) {
      const proxied = await request.get('/api/health', { headers })
      expect(proxied.status()).toBe(200)
      expect(await proxied.json()).toEqual({ status: 'ok' })
    }
  })
})
