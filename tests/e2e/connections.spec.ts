import http from 'node:http'

import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'

/**
 * An idle connection stays open longer than the proxy in front keeps its own (nginx: 60 s), so a
 * request is never sent on a connection the server is closing at that moment ("socket hang up").
 * With Node's default (5 s, closed at 6) the second request goes on a new connection, or fails
 * with "socket hang up" when sent as the server closes; the server runs with 65 s (scripts/lib.mjs
 * KEEP_ALIVE, as `npm start`).
 */
test('an idle connection is still open after 8 seconds, and the next request goes on it', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = () =>
    new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${baseURL}/api/health`, { agent }, (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode, reused: request.reusedSocket }),
        )
      })
      request.on('error', reject)
    })
  try {
    expect(await get()).toEqual({ status: 200, reused: false })
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    expect(await get()).toEqual({ status: 200, reused: true })
  } finally {
    agent.destroy()
  }
})
