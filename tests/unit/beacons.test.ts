import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { BEACON_INGEST, serveBeacon } from '../../server/beacons.mjs'

/**
 * server/beacons.mjs on a real HTTP server: beacons go to the handler the route registered, with
 * their body and the forwarded address Next.js would have given them; the rest goes to Next.
 */
const store = globalThis as Record<symbol, unknown>
let server: http.Server | undefined
let nextServed: string[] = []

afterEach(async () => {
  delete store[BEACON_INGEST]
  nextServed = []
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

async function start() {
  server = http.createServer(async (req, res) => {
    if (await serveBeacon(req, res)) return
    nextServed.push(`${req.method} ${req.url}`)
    res.end('next')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

const beacon = (base: string, body = '{"n":"pageview"}', headers: Record<string, string> = {}) =>
  fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body,
  })

describe('the beacon layer', () => {
  it('leaves the first beacon to Next.js, which registers the handler', async () => {
    const base = await start()
    expect(await (await beacon(base)).text()).toBe('next')
    expect(nextServed).toEqual(['POST /api/events'])
  })

  it('hands later beacons to the registered handler, with body, headers and address', async () => {
    const seen: { body: string; address: string | null; agent: string | null; url: string }[] = []
    store[BEACON_INGEST] = async (request: Request) => {
      seen.push({
        body: await request.text(),
        address: request.headers.get('x-forwarded-for'),
        agent: request.headers.get('user-agent'),
        url: request.url,
      })
      return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } })
    }
    const base = await start()
    const response = await beacon(base, '{"n":"call_click","p":"/"}', { 'user-agent': 'Phone' })
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(seen).toEqual([
      {
        body: '{"n":"call_click","p":"/"}',
        address: '127.0.0.1',
        agent: 'Phone',
        url: expect.stringMatching(/\/api\/events$/),
      },
    ])
    // A proxy's forwarded address is kept as it came.
    await beacon(base, '{}', { 'x-forwarded-for': '203.0.113.9' })
    expect(seen[1].address).toBe('203.0.113.9')
    expect(nextServed).toEqual([])
  })

  it('passes on the handler’s refusals as they are', async () => {
    store[BEACON_INGEST] = async () =>
      Response.json({ error: 'Too many events' }, { status: 429, headers: { 'retry-after': '7' } })
    const base = await start()
    const response = await beacon(base)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('7')
    expect(await response.json()).toEqual({ error: 'Too many events' })
  })

  it('answers a large body the handler stopped reading, and the connection goes on', async () => {
    store[BEACON_INGEST] = async (request: Request) => {
      const reader = request.body!.getReader()
      await reader.read()
      await reader.cancel()
      return new Response(null, { status: 413 })
    }
    const base = await start()
    expect((await beacon(base, 'x'.repeat(200_000))).status).toBe(413)
    expect((await beacon(base)).status).toBe(413)
  })

  it('leaves every other request to Next.js', async () => {
    store[BEACON_INGEST] = async () => new Response(null, { status: 202 })
    const base = await start()
    await fetch(`${base}/api/events`)
    await fetch(`${base}/api/eventsx`, { method: 'POST', body: '{}' })
    await fetch(`${base}/`, { method: 'POST', body: '{}' })
    expect(nextServed).toEqual(['GET /api/events', 'POST /api/eventsx', 'POST /'])
  })
})
