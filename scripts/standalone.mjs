#!/usr/bin/env node
// The container's server on a fresh deployment, tried without Docker (our machines have none).
// Builds Next.js's standalone output once (NEXT_OUTPUT=standalone into .next-standalone, on an
// empty database of its own, as the image is built: the build renders no page), assembles it as
// the Dockerfile assembles the image (the standalone folder, the static files and public/), and
// serves it with Next.js's standalone server.js from that folder, each time on a new, empty SQLite
// database:
//   1. without ADMIN_EMAIL/ADMIN_PASSWORD: POST /api/users/first-register and the create-first-user
//      page are refused (403, naming the variables), /admin in a browser shows the message;
//   2. with them and SEED_ON_START=if-empty: the admin exists (role admin) and signs in, and the
//      site shows the starting content, its links on the server's own address.
// Prints a table of what it checked and the seeding time; exits 1 when a check fails.
//   node scripts/standalone.mjs [--no-build]        (E2E_PORT moves its port: E2E_PORT + 130)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { chromiumPath, root, run, throwAwayServerEnv } from './lib.mjs'
import { finish, startSite } from './lib/site.mjs'

const DIST = '.next-standalone'
const port = Number(process.env.E2E_PORT || 3100) + 130
const { dataDir } = throwAwayServerEnv('standalone')
const app = path.join(dataDir, 'app')

if (!process.argv.includes('--no-build')) {
  // As the Dockerfile's build stage: the build loads Payload's config, which wants a secret and a
  // database (an empty one of its own); it renders no page from it (src/lib/site/pages.ts).
  const build = path.join(dataDir, 'build')
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_OUTPUT: 'standalone',
    NEXT_DIST_DIR: DIST,
    DATABASE_URI: `file:${path.join(build, 'site.db')}`,
    MEDIA_DIR: path.join(build, 'media'),
    LEAD_FILES_DIR: path.join(build, 'lead-files'),
    PAYLOAD_SECRET: 'only-for-the-build',
  }
  delete env.NEXT_PUBLIC_SERVER_URL
  delete env.PORT
  console.log(`[standalone] building into ${DIST}`)
  const code = await run('node', ['node_modules/.bin/next', 'build'], { env })
  if (code !== 0) process.exit(code)
}

// The image's /app, as the Dockerfile's run stage copies it.
console.log(`[standalone] assembling ${path.relative(root, app)}`)
fs.cpSync(path.join(root, DIST, 'standalone'), app, { recursive: true })
fs.cpSync(path.join(root, DIST, 'static'), path.join(app, DIST, 'static'), { recursive: true })
fs.cpSync(path.join(root, 'public'), path.join(app, 'public'), { recursive: true })
const appMb = execFileSync('du', ['-sm', app], { encoding: 'utf8' }).split('\t')[0]

/** The server of the assembled folder on a new, empty database. */
async function serve(name, extra) {
  const data = path.join(dataDir, name)
  fs.mkdirSync(data, { recursive: true })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_OUTPUT: 'standalone',
    NEXT_DIST_DIR: DIST,
    DATABASE_URI: `file:${path.join(data, 'site.db')}`,
    MEDIA_DIR: path.join(data, 'media'),
    LEAD_FILES_DIR: path.join(data, 'lead-files'),
    PAYLOAD_SECRET: `${name}-secret-not-for-production`,
    TRUSTED_PROXY_HOPS: '0',
    RESEND_API_KEY: '',
    ...extra,
  }
  for (const key of ['NEXT_PUBLIC_SERVER_URL', 'PORT', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) {
    if (!(key in extra)) delete env[key]
  }
  if (!('SEED_ON_START' in extra)) delete env.SEED_ON_START
  const started = Date.now()
  const site = await startSite({ env, dataDir: data, port, ready: '/api/users/me', cwd: app })
  return { site, seconds: (Date.now() - started) / 1000 }
}

const post = (base, pathname, body) =>
  fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const canonical = (html) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
const own = `http://localhost:${port}`
const targets = []
const check = (name, ok, figures = '') => targets.push([name, Boolean(ok), figures])

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  // 1. Nothing set: nobody can make the first account.
  {
    const { site } = await serve('no-admin', {})
    const stranger = { email: 'stranger@example.com', password: 'first-comer-password', name: 'X' }
    const registered = await post(site.base, '/api/users/first-register', {
      ...stranger,
      role: 'admin',
    })
    const message = (await registered.json()).errors?.[0]?.message ?? ''
    check(
      'first-register refused, naming ADMIN_EMAIL and ADMIN_PASSWORD',
      registered.status === 403 && /ADMIN_EMAIL and ADMIN_PASSWORD/.test(message),
      `${registered.status}`,
    )
    const login = await post(site.base, '/api/users/login', stranger)
    check('and no account was made', login.status === 401, `login ${login.status}`)
    const form = await fetch(`${site.base}/admin/create-first-user`)
    check(
      'the create-first-user page refused',
      form.status === 403 && (await form.text()).includes('ADMIN_EMAIL and ADMIN_PASSWORD'),
      `${form.status}`,
    )
    const page = await browser.newPage()
    await page.goto(`${site.base}/admin`)
    const shown = await page
      .getByRole('heading', { name: 'No studio account yet' })
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      )
    const passwordFields = await page.locator('input[type="password"]').count()
    check(
      '/admin in a browser shows the message, no form',
      shown && passwordFields === 0,
      page.url(),
    )
    await page.close()
    await site.stop()
  }

  // 2. ADMIN_EMAIL, ADMIN_PASSWORD and SEED_ON_START=if-empty.
  {
    const owner = { email: 'owner@example.com', password: 'owner-password-from-env' }
    const { site, seconds } = await serve('seeded', {
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SEED_ON_START: 'if-empty',
    })
    check('seeded at start, server ready', true, `${seconds.toFixed(0)} s to the first answer`)
    const login = await post(site.base, '/api/users/login', owner)
    const role = login.ok ? (await login.json()).user?.role : undefined
    check('the admin from ADMIN_EMAIL signs in', role === 'admin', `${login.status} ${role}`)
    const form = await fetch(`${site.base}/admin/create-first-user`)
    check('the create-first-user page still refused', form.status === 403, `${form.status}`)
    const home = await (await fetch(`${site.base}/`)).text()
    check(
      'the home page shows the starting content',
      home.includes('Colorado’s High Country') && home.includes('Log Home Chinking'),
    )
    check('its canonical link is on the server’s port', canonical(home) === own, canonical(home))
    const service = await fetch(`${site.base}/services/chinking`)
    check('a service page', service.status === 200, `${service.status}`)
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)
    check(
      'the sitemap lists the content on the server’s port',
      locs.length > 20 && locs.every((loc) => loc.startsWith(`${own}/`)),
      `${locs.length} addresses`,
    )
    const page = await browser.newPage()
    await page.goto(`${site.base}/admin`)
    await page.getByLabel(/email/i).fill(owner.email)
    await page.getByLabel(/password/i).fill(owner.password)
    await page.getByRole('button', { name: /login/i }).click()
    const signedIn = await page.waitForURL(/\/admin\/?$/, { timeout: 30_000 }).then(
      () => true,
      () => false,
    )
    check('the owner signs in to the studio in a browser', signedIn, page.url())
    await page.close()
    await site.stop()
  }
} finally {
  await browser.close()
}

check('the standalone folder', true, `${appMb} MB`)
finish(targets, dataDir, { kept: 'databases, server logs and the assembled folder' })
