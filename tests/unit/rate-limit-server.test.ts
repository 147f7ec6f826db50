import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  CLIENT_ADDRESS_HEADER as SERVER_HEADER,
  offerBeaconIngest,
  resetBridge,
} from '@/lib/server-bridge.mjs'

import { serveBeacon, stampClientAddress } from '../../server/beacons.mjs'

vi.mock('server-only', () => ({}))

const { CLIENT_ADDRESS_HEADER, clientAddress, createRateLimiter } = await import('@/lib/rate-limit')

/**
 * The key of the limits per address on a real HTTP server, set up as server/index.mjs sets up
 * ours: every request stamped with its connection's address, beacons handed to the route's
 * handler (server/beacons.mjs), everything else to "Next" (here: a handler reading the request's
 * headers as Next hands them to a route). A visitor cannot choose their key by what they send.
 */
let server: http.Server | undefined

afterEach(async () => {
  resetBridge()
  if (!server) return
  server.closeAllConnections()
  await new Promise((resolve) => server!.close(resolve))
  server = undefined
})

/** A limit of one request per address; answers the key it counted under and whether it passed. */
async function start(hops: number) {
  const limiter = createRateLimiter({ name: `server-${hops}`, limit: 1, windowMs: 60_000 })
  const answer = async (headers: Pick<Headers, 'get'>) => {
    const key = clientAddress(headers, hops)
    return { key, ok: (await limiter.consume(key)).ok }
  }
  offerBeaconIngest({
    maxBytes: 2048,
    answer: async ({ headers }) => ({ status: 200, headers: {}, json: await answer(headers) }),
  })
  server = http.createServer(async (req, res) => {
    stampClientAddress(req)
    if (await serveBeacon(req, res)) return
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    // What Next does: the socket's address only when the client sent no X-Forwarded-For.
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', req.socket.remoteAddress!)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(await answer(headers)))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

const send = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...headers },
    body: '{}',
  })
  return (await response.json()) as { key: string; ok: boolean }
}

describe('the address the limits key on, behind our server', () => {
  it('is the same header name in the server bridge and in the limiter', () => {
    expect(SERVER_HEADER).toBe(CLIENT_ADDRESS_HEADER)
  })

  for (const path of ['/api/events', '/api/calculator']) {
    it(`with no proxy trusted, ignores a forged X-Forwarded-For (${path})`, async () => {
      const url = `${await start(0)}${path}`
      expect(await send(url)).toEqual({ key: '127.0.0.1', ok: true })
      // New forged addresses each time, and the server's own header forged too: still one key.
      expect(await send(url, { 'x-forwarded-for': '203.0.113.1' })).toEqual({
        key: '127.0.0.1',
        ok: false,
      })
      expect(
        await send(url, {
          'x-forwarded-for': '198.51.100.2, 203.0.113.2',
          [CLIENT_ADDRESS_HEADER]: '192.0.2.3',
          'x-real-ip': '192.0.2.4',
        }),
      ).toEqual({ key: '127.0.0.1', ok: false })
    })
  }

  it('with one proxy trusted, keys on the hop that proxy appended', async () => {
    const url = `${await start(1)}/api/events`
    // The proxy appended 203.0.113.5 to what its client sent.
    expect(await send(url, { 'x-forwarded-for': 'forged, 203.0.113.5' })).toEqual({
      key: '203.0.113.5',
      ok: true,
    })
    expect(await send(url, { 'x-forwarded-for': 'other, 203.0.113.5' })).toEqual({
      key: '203.0.113.5',
      ok: false,
    })
    expect(await send(url, { 'x-forwarded-for': '203.0.113.6' })).toEqual({
      key: '203.0.113.6',
      ok: true,
    })
    // A request that did not come through the proxy: the connection's address.
    expect(await send(url)).toEqual({ key: '127.0.0.1', ok: true })
  })

  for (const path of ['/api/events', '/api/calculator']) {
    it(`counts an IPv6 visitor by its /64, whichever address of it they take (${path})`, async () => {
      const url = `${await start(1)}${path}`
      const from = (address: string) => send(url, { 'x-forwarded-for': address })
      expect(await from('2001:db8:aa:bb::1')).toEqual({ key: '2001:db8:aa:bb::1', ok: true })
      // Any other address of the same /64 is the same visitor to the limit.
      expect((await from('2001:db8:aa:bb:1234:5678:9abc:def0')).ok).toBe(false)
      expect((await from('2001:db8:aa:bb::2')).ok).toBe(false)
      // The next /64 is someone else.
      expect((await from('2001:db8:aa:bc::1')).ok).toBe(true)
    })
  }
})
