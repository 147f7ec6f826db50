import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { E2E_ADMIN, serverDataEnv, throwAwayServerEnv } from '../../scripts/lib.mjs'
import { signIn, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'

/**
 * One Payload for the whole server, whichever part of the site asks for it first. Payload keeps
 * the instance the first caller made (getPayload's cache), and Next.js bundles the pages and the
 * API routes separately: with Payload bundled into each, a server whose first request was a page
 * (the studio's sign-in page, say, after a restart) answered the studio's refused saves without
 * their reasons, so the form showed no message at the field (the pages' copy of Payload's error
 * classes is not the one its REST handler checks with instanceof; payloadcms/payload#17298).
 * Payload is therefore a server external package (next.config.ts), loaded once by Node.js. This
 * test starts a second server on the suite's database whose first request is the sign-in page.
 */
const sitePort = e2ePort + 150
let site: Awaited<ReturnType<typeof startSite>> | undefined
let dataDir = ''

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const fresh = throwAwayServerEnv('one-payload')
  dataDir = fresh.dataDir
  const env = {
    ...fresh.env,
    ...serverDataEnv('e2e'),
    NEXT_DIST_DIR: '.next-e2e',
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${sitePort}`,
  }
  site = await startSite({ env, dataDir, port: sitePort, ready: '/admin/login' })
})

test.afterAll(async () => {
  await site?.stop()
  if (dataDir) fs.rmSync(path.join(dataDir, 'next'), { recursive: true, force: true })
})

test('a server whose first visitor opened the studio still says why the studio refused a save', async () => {
  const base = `http://127.0.0.1:${sitePort}`
  const authorization = await signIn(base, E2E_ADMIN)
  const refused = await fetch(`${base}/api/redirects`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ from: '/contact', to: { type: 'custom', url: '/faq' }, type: '301' }),
  })
  expect(refused.status).toBe(400)
  const answer = await refused.json()
  expect(answer.errors[0].data.errors[0]).toMatchObject({
    path: 'from',
    message: expect.stringMatching(/\/contact is a live page of the site/),
  })
})
