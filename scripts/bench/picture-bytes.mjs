#!/usr/bin/env node
// The picture bytes a phone downloads per page, and how long the seed takes to make them:
//   node scripts/bench/picture-bytes.mjs [--build] [--port 3600] [--list] [--base http://127.0.0.1:3000]
// Without --base it seeds a throw-away database in data/bench-picture-bytes at the seed's own
// picture width (1600 px, as `npm run seed` makes them; SEED_IMAGE_WIDTH overrides), timing the
// seed, and serves the production build in .next-e2e (built first with --build, or when there is
// none) on 127.0.0.1:3600 (--port). Then, for each page, a fresh Chromium (Debian's where
// installed) with Lighthouse's phone (412x823 CSS px at DPR 1.75, touch, a phone's user agent)
// opens it and counts the responses of type image and their bytes (the bodies as sent): once the
// page has loaded and the network is quiet (the first view), and again after scrolling to the
// bottom (the whole page, lazy pictures included), with the part of it the page draws (the rest:
// the hero's next picture, fetched 1.5 s before its turn, and the first pictures of pages that the
// site's links prefetch, which Next.js preloads), and how long the slowest picture took on the
// first visit after the server started and on the next. --list prints every picture (* first
// view, d drawn).
import fs from 'node:fs'

import { chromium } from '@playwright/test'

import { chromiumPath, run, throwAwayServerEnv } from '../lib.mjs'
import { flag, startServer } from './harness.mjs'

const PAGES = ['/', '/portfolio', '/blog/chinking-vs-caulking-log-homes']
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  // Lighthouse 12's mobile user agent.
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
}
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
const port = Number(flag('port') ?? 3600)
const list = process.argv.includes('--list')
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

let base = flag('base')?.replace(/\/$/, '')
if (!base) {
  const { env } = throwAwayServerEnv('bench-picture-bytes', {
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-password-1',
    PREVIEW_SECRET: 'bench-preview-secret',
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
  })
  console.log(`[bench] seeding a fresh database (pictures ${env.SEED_IMAGE_WIDTH || 1600} px wide)`)
  const started = performance.now()
  const code = await run('node', ['node_modules/tsx/dist/cli.mjs', 'seed/run.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (code !== 0) throw new Error(`the seed failed with exit code ${code}`)
  const seconds = (performance.now() - started) / 1000
  const mediaFiles = fs.readdirSync(env.MEDIA_DIR)
  const mediaBytes = mediaFiles.reduce(
    (sum, file) => sum + fs.statSync(`${env.MEDIA_DIR}/${file}`).size,
    0,
  )
  console.log(
    `[bench] seed: ${seconds.toFixed(1)} s (the whole process); media folder: ${mediaFiles.length} files, ${(mediaBytes / 1024 / 1024).toFixed(1)} MB`,
  )
  ;({ base } = await startServer({
    env,
    port,
    build: process.argv.includes('--build'),
    ready: '/api/users/me',
  }))
} else {
  console.log(`[bench] measuring the server at ${base}`)
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ARGS })

/**
 * Opens `page` on a fresh phone: the pictures of its first view and of the whole page, which of
 * them the page draws (the others: the hero's next picture, and pictures that pages the site's
 * links prefetch preload), and how long each took from request to last byte.
 */
async function measure(path) {
  const context = await browser.newContext(PHONE)
  const tab = await context.newPage()
  const seen = []
  const pending = []
  tab.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return
    pending.push(
      request.sizes().then(async ({ responseBodySize }) => {
        const response = await request.response()
        const timing = request.timing()
        seen.push({
          url: request.url().replace(base, ''),
          status: response?.status(),
          type: response?.headers()['content-type'],
          bytes: responseBodySize,
          ms: timing.responseEnd,
        })
      }),
    )
  })
  const answer = await tab.goto(`${base}${path}`, { waitUntil: 'load' })
  if (!answer?.ok()) throw new Error(`GET ${path} answered ${answer?.status()}`)
  await tab.waitForLoadState('networkidle')
  await Promise.all(pending)
  const firstView = [...seen]
  // Down the page a screen at a time, as a reader scrolls, then wait for the lazy pictures.
  for (let i = 0; i < 60; i++) {
    const atBottom = await tab.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await tab.waitForTimeout(250)
    if (atBottom) break
  }
  await tab.waitForLoadState('networkidle')
  await tab.waitForTimeout(500)
  await Promise.all(pending)
  const drawn = new Set(
    await tab.evaluate(() =>
      [...document.images].map((img) => img.currentSrc.replace(window.location.origin, '')),
    ),
  )
  await context.close()
  const whole = seen.map((item) => ({ ...item, drawn: drawn.has(item.url) }))
  return { firstView, whole }
}

const sum = (items) => items.reduce((total, item) => total + item.bytes, 0)
const slowest = (items) => Math.max(0, ...items.map((item) => item.ms))
const rows = []
for (const path of PAGES) {
  // The first visit after the server started (the page's first render, and any picture made on
  // its first request), then the figures of a visit after it.
  const cold = await measure(path)
  const { firstView, whole } = await measure(path)
  rows.push({ path, firstView, whole })
  const drawn = whole.filter((item) => item.drawn)
  console.log(
    `${path}: first view ${firstView.length} pictures, ${kB(sum(firstView))}; whole page ${whole.length} pictures, ${kB(sum(whole))}, of which drawn on the page ${drawn.length}, ${kB(sum(drawn))}; slowest picture ${slowest(whole).toFixed(0)} ms (first visit: ${slowest(cold.whole).toFixed(0)} ms)`,
  )
  if (list) {
    for (const item of whole) {
      const marks = `${firstView.some((one) => one.url === item.url) ? '*' : ' '}${item.drawn ? 'd' : ' '}`
      const ms = `${item.ms.toFixed(0)} ms`.padStart(8)
      console.log(`  ${marks} ${kB(item.bytes).padStart(9)} ${ms} ${item.type} ${item.url}`)
    }
  }
}
await browser.close()
const all = rows.reduce((total, row) => total + sum(row.whole), 0)
const first = rows.reduce((total, row) => total + sum(row.firstView), 0)
const drawn = rows.reduce((total, row) => total + sum(row.whole.filter((item) => item.drawn)), 0)
console.log(
  `[bench] all three pages: first view ${kB(first)}; whole pages ${kB(all)}, of which drawn ${kB(drawn)}`,
)
process.exit(0)
