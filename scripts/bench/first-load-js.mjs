#!/usr/bin/env node
// Prints the JavaScript a first visit downloads, per route, gzip-compressed as a server sends it.
// Usage: start the site (npm run up, or the e2e server on :3100), then
//   node scripts/bench/first-load-js.mjs [baseURL] [route ...]
// Budget (issue 3): the home page under 150 KB gzip. Payload's website template ships 278 KB.
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
)
let over = 0
for (const path of paths) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bodies = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    try {
      bodies.push(await response.body())
    } catch {
      // a script cancelled by navigation
    }
  })
  await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' })
  await context.close()
  const raw = bodies.reduce((sum, body) => sum + body.length, 0)
  const gzip = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0)
  const gzipKb = gzip / 1024
  if (path === '/' && gzipKb > BUDGET_KB) over++
  console.log(
    path.padEnd(44),
    String(bodies.length).padStart(7),
    (raw / 1024).toFixed(1).padStart(8),
    gzipKb.toFixed(1).padStart(8),
    `  ${(gzipKb / TEMPLATE_KB).toFixed(2)}×`,
  )
}
await browser.close()
console.log(`\nHome page budget ${BUDGET_KB} KB gzip: ${over ? 'OVER' : 'within'}.`)
