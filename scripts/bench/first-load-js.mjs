#!/usr/bin/env node
// Prints the JavaScript a first visit downloads, per route, gzip-compressed as a server sends it.
// Usage: start the site (npm run up, or the e2e server on :3100), then
//   node scripts/bench/first-load-js.mjs [baseURL] [route ...]
// Counts the scripts the page's HTML names (its first-load JavaScript), and beside them all the
// scripts fetched until the network is idle, prefetches of linked pages included.
// Budget (issue 3): under 150 KB gzip; issue 11's target: 140 KB on content pages. Payload's
// website template ships 278 KB.
import fs from 'node:fs'
import zlib from 'node:zlib'

import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:3100', ...routes] = process.argv.slice(2)
const paths = routes.length
  ? routes
  : [
      '/',
      '/portfolio',
      '/portfolio/log-home',
      '/blog',
      '/blog/chinking-vs-caulking-log-homes',
      '/services/chinking',
      '/faq',
      '/contact',
      '/cost-calculator',
    ]
const BUDGET_KB = 150
const TEMPLATE_KB = 278

const executablePath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

console.log(
  'route'.padEnd(44),
  'scripts',
  'raw KB'.padStart(8),
  'gzip KB'.padStart(8),
  ' vs template',
  '  with prefetches (gzip KB)',
)
let over = 0
for (const path of paths) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    try {
      scripts.push({ url: new URL(response.url()).pathname, body: await response.body() })
    } catch {
      // a script cancelled by navigation
    }
  })
  const response = await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' })
  const html = (await response?.text()) ?? ''
  await context.close()
  // The page's own scripts are the ones its HTML names (script tags, preloads and the bundler's
  // chunk lists); the rest are the router prefetching the pages its visible links lead to.
  const own = scripts.filter((script) => html.includes(script.url.replace(/^\/_next\//, '')))
  const sizes = (list) => ({
    raw: list.reduce((sum, { body }) => sum + body.length, 0),
    gzip: list.reduce((sum, { body }) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
  })
  const mine = sizes(own)
  const all = sizes(scripts)
  const gzipKb = mine.gzip / 1024
  if (gzipKb > BUDGET_KB) over++
  console.log(
    path.padEnd(44),
    String(own.length).padStart(7),
    (mine.raw / 1024).toFixed(1).padStart(8),
    gzipKb.toFixed(1).padStart(8),
    `  ${(gzipKb / TEMPLATE_KB).toFixed(2)}×`,
    `  ${(all.gzip / 1024).toFixed(1).padStart(8)} (${scripts.length} scripts)`,
  )
}
await browser.close()
console.log(
  `\nBudget ${BUDGET_KB} KB gzip per route (issue 11's target: 140 on content pages): ${over} over.`,
)
