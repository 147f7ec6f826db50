import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { serverDataEnv, throwAwayServerEnv } from '../../scripts/lib.mjs'
import { copyBuild, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'
import { ADMIN, signIn } from './fixtures'

/**
 * Before each idle collection the production server lets go of the build's chunks in Node's
 * require cache (server/chunk-cache.mjs), which Next.js's runtime has already read: Next loads
 * every route at start, and the studio loads chunks of its own later. Everything after that must
 * still work. A server of a copy of the build on the suite's database, quiet after 2 s
 * (IDLE_GC_MS), logging what it let go of (IDLE_GC_LOG).
 */
test.describe.configure({ mode: 'serial' })

type Site = Awaited<ReturnType<typeof startSite>>

const port = e2ePort + 140
let site: Site | undefined
let dataDir = ''

test.afterAll(async () => {
  await site?.stop()
  if (dataDir) fs.rmSync(path.join(dataDir, 'next'), { recursive: true, force: true })
})

/** How many chunks the server has let go of so far, from its log. */
const released = () =>
  (site?.log ?? []).reduce((sum: number, { line }: { line: string }) => {
    const chunks = /let go of (\d+) loaded chunks/.exec(line)?.[1]
    return sum + Number(chunks ?? 0)
  }, 0)

test('the site, the studio and the APIs work after the server lets go of the loaded chunks', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const fresh = throwAwayServerEnv('server-memory')
  dataDir = fresh.dataDir
  site = await startSite({
    env: {
      ...fresh.env,
      // The suite's server's database, files and secret (scripts/e2e-server.mjs).
      ...serverDataEnv('e2e'),
      NEXT_DIST_DIR: copyBuild(fresh.dataDir),
      IDLE_GC_MS: '2000',
      IDLE_GC_LOG: '1',
    },
    dataDir,
    port,
  })
  const base = site.base

  // Quiet after the start's requests: every route's chunks, loaded at start, go.
  await expect.poll(released, { timeout: 60_000 }).toBeGreaterThan(20)
  const atStart = released()
  for (const address of ['/', '/services/chinking', '/blog', '/faq', '/search?q=chinking']) {
    const response = await page.goto(`${base}${address}`)
    expect(response?.status(), address).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  const search = await fetch(`${base}/api/search?q=chinking`)
  expect(search.status).toBe(200)
  expect((await search.json()).count).toBeGreaterThan(0)

  // The studio loads chunks of its own, which go at the next quiet spell.
  await signIn(page, ADMIN, base)
  await page.goto(`${base}/admin/collections/leads`)
  await expect(page.getByRole('region', { name: 'Quick filters' })).toBeVisible()
  await page.goto('about:blank')
  const quiet = Date.now()
  const collectedSince = (since: number) =>
    site!.log.some(
      ({ t, line }: { t: number; line: string }) => t >= since && line.includes('idle collection:'),
    )
  await expect.poll(() => collectedSince(quiet), { timeout: 60_000 }).toBe(true)
  expect(released()).toBeGreaterThan(atStart)

  await page.goto(`${base}/admin/collections/leads`)
  await expect(page.getByRole('region', { name: 'Quick filters' })).toBeVisible()
  await page.goto(`${base}/admin/collections/services`)
  await expect(page.getByRole('link', { name: /chinking/i }).first()).toBeVisible()
  // Routes whose chunks are copies of one another (each group of routes has its own).
  for (const address of ['/api/health', '/sitemap.xml', '/api/search?q=stain']) {
    expect((await fetch(`${base}${address}`)).status, address).toBe(200)
  }
  const lines = site.log.map(({ line }: { line: string }) => line)
  expect(lines.filter((line: string) => /ChunkLoadError|Failed to load chunk/.test(line))).toEqual(
    [],
  )
})
