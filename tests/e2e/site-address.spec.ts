import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { serverDataEnv, throwAwayServerEnv } from '../../scripts/lib.mjs'
import { copyBuild, startSite } from '../../scripts/lib/site.mjs'
import { baseURL, e2ePort } from '../../playwright.config'

/**
 * The site's own address is read when the server runs: the end-to-end build was made for the
 * suite's address (NEXT_PUBLIC_SERVER_URL=baseURL), and a production server of that build started
 * on another port without NEXT_PUBLIC_SERVER_URL gives http://localhost:<its port> in canonical
 * links, JSON-LD, the sitemap and robots.txt; restarted with NEXT_PUBLIC_SERVER_URL, that
 * address. It serves the suite's database (a second process on one database, as README "Several
 * servers" allows) from a copy of the build, whose pages it renders for its own address
 * (src/lib/site/pages.ts).
 */
test.describe.configure({ mode: 'serial' })

type Site = Awaited<ReturnType<typeof startSite>>

const port = e2ePort + 120
let site: Site | undefined
let dataDir = ''
let env: Record<string, string | undefined> = {}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const fresh = throwAwayServerEnv('site-address')
  dataDir = fresh.dataDir
  env = {
    ...fresh.env,
    // The suite's server's database, files and secret (scripts/e2e-server.mjs).
    ...serverDataEnv('e2e'),
    NEXT_DIST_DIR: copyBuild(fresh.dataDir),
  }
  delete env.NEXT_PUBLIC_SERVER_URL
  delete env.PORT
})

test.afterAll(async () => {
  await site?.stop()
  // The copy of the build is large; the server's log stays.
  if (dataDir) fs.rmSync(path.join(dataDir, 'next'), { recursive: true, force: true })
})

/** What a page, the sitemap and robots.txt say the site's address is. */
async function addressesOn(base: string) {
  const home = await (await fetch(`${base}/`)).text()
  const service = await (await fetch(`${base}/services/chinking`)).text()
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const robots = await (await fetch(`${base}/robots.txt`)).text()
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
  return {
    home,
    canonical: [canonical(home), canonical(service)],
    jsonLd: [...home.matchAll(/"url":"([^"]*)"/g)].map(([, url]) => url),
    locs: [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc),
    sitemapLine: /^Sitemap: (.*)$/m.exec(robots)?.[1],
  }
}

function expectAddress(found: Awaited<ReturnType<typeof addressesOn>>, address: string) {
  // The home page's canonical address is the bare origin (Next.js drops the root's slash).
  expect(found.canonical).toEqual([address, `${address}/services/chinking`])
  expect(found.jsonLd.length).toBeGreaterThan(0)
  for (const url of found.jsonLd) expect(url.startsWith(`${address}/`), url).toBe(true)
  expect(found.locs.length).toBeGreaterThan(20)
  for (const loc of found.locs) expect(loc.startsWith(`${address}/`), loc).toBe(true)
  expect(found.sitemapLine).toBe(`${address}/sitemap.xml`)
}

test('without NEXT_PUBLIC_SERVER_URL the address follows the port the server runs on', async () => {
  test.setTimeout(120_000)
  site = await startSite({ env, dataDir, port })
  const found = await addressesOn(site.base)
  expectAddress(found, `http://localhost:${port}`)
  expect(found.home).not.toContain(baseURL)
  // The suite's own server, on the build's address, is unchanged.
  expectAddress(await addressesOn(baseURL), baseURL)
})

test('NEXT_PUBLIC_SERVER_URL is read when the server starts, not when it was built', async () => {
  test.setTimeout(120_000)
  await site?.stop()
  site = await startSite({
    env: { ...env, NEXT_PUBLIC_SERVER_URL: 'https://logs.example.com/' },
    dataDir,
    port,
  })
  expectAddress(await addressesOn(site.base), 'https://logs.example.com')
})
