import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { throwAwayServerEnv } from '../../scripts/lib.mjs'
import { copyBuild, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'

/**
 * A fresh deployment: the production server of the end-to-end build on an empty database (its
 * migrations applied at start, no user). Payload's create-first-user form would make whoever comes
 * first its owner; here it is refused with what to set, and ADMIN_EMAIL/ADMIN_PASSWORD make the
 * admin as the server starts. The servers use a copy of the build (scripts/lib/site.mjs
 * copyBuild), so nothing they render reaches the suite's server. The standalone build (the
 * container) is tried the same way by `node scripts/standalone.mjs`.
 */
test.describe.configure({ mode: 'serial' })

type Site = Awaited<ReturnType<typeof startSite>>

const port = e2ePort + 121
const stranger = { email: 'first@example.com', password: 'first-comer-password', name: 'X' }
let site: Site | undefined
let buildCopy = ''
let nextDistDir = ''

/** A fresh data folder and its server's environment, with no admin and no starting content. */
function emptySiteEnv(name: string) {
  const made = throwAwayServerEnv(name, { NEXT_DIST_DIR: nextDistDir }) as {
    dataDir: string
    env: Record<string, string | undefined>
  }
  delete made.env.ADMIN_EMAIL
  delete made.env.ADMIN_PASSWORD
  delete made.env.SEED_ON_START
  return made
}

/** A server on a new, empty database; `admin` gives it ADMIN_EMAIL and ADMIN_PASSWORD. */
async function emptySite(name: string, admin?: { email: string; password: string }) {
  const { dataDir, env } = emptySiteEnv(name)
  if (admin) Object.assign(env, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
  return startSite({ env, dataDir, port, ready: '/api/users/me' })
}

test.beforeAll(() => {
  buildCopy = throwAwayServerEnv('first-start-build').dataDir
  nextDistDir = copyBuild(buildCopy)
})

// The copy of the build is large; the servers' databases and logs stay.
test.afterAll(() => {
  if (buildCopy) fs.rmSync(buildCopy, { recursive: true, force: true })
})

test.afterEach(async () => {
  await site?.stop()
  site = undefined
})

test('without ADMIN_EMAIL and ADMIN_PASSWORD nobody can make the first account', async ({
  page,
}) => {
  test.setTimeout(120_000)
  site = await emptySite('first-start-none')

  const registered = await fetch(`${site.base}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...stranger, role: 'admin' }),
  })
  expect(registered.status).toBe(403)
  const { errors } = await registered.json()
  expect(errors[0].message).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/)
  expect(registered.headers.get('set-cookie')).toBeNull()
  const login = await fetch(`${site.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stranger),
  })
  expect(login.status).toBe(401)

  const form = await fetch(`${site.base}/admin/create-first-user`, { redirect: 'manual' })
  expect(form.status).toBe(403)
  expect(await form.text()).toContain('ADMIN_EMAIL and ADMIN_PASSWORD')

  // The studio's front door shows the message, not the form.
  await page.goto(`${site.base}/admin`)
  await expect(page.getByRole('heading', { name: 'No studio account yet' })).toBeVisible()
  await expect(page.getByText(/Set ADMIN_EMAIL and ADMIN_PASSWORD/)).toBeVisible()
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
})

test('with ADMIN_EMAIL and ADMIN_PASSWORD the server makes that admin as it starts', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const owner = { email: 'owner@example.com', password: 'owner-password-from-env' }
  site = await emptySite('first-start-admin', owner)

  const login = await fetch(`${site.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  })
  expect(login.status).toBe(200)
  expect((await login.json()).user.role).toBe('admin')
  // The form stays closed: the account exists, and the address is refused anyway.
  expect((await fetch(`${site.base}/admin/create-first-user`)).status).toBe(403)
  const registered = await fetch(`${site.base}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...stranger, role: 'admin' }),
  })
  expect(registered.status).toBe(403)

  await page.goto(`${site.base}/admin`)
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/)
  await page.getByLabel(/email/i).fill(owner.email)
  await page.getByLabel(/password/i).fill(owner.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Leads', exact: true }).first()).toBeVisible()
})

test('a production server does not start until TRUSTED_PROXY_HOPS says what is in front of it', async () => {
  test.setTimeout(120_000)
  // Unset, the server cannot know whether X-Forwarded-For is its proxy's or the client's.
  const { dataDir, env } = emptySiteEnv('first-start-no-proxy-setting')
  delete env.TRUSTED_PROXY_HOPS
  await expect(startSite({ env, dataDir, port, ready: '/api/users/me' })).rejects.toThrow(
    /exited while starting/,
  )
  const log = fs.readFileSync(`${dataDir}/server.log`, 'utf8')
  expect(log).toContain('TRUSTED_PROXY_HOPS is not set')
  expect(log).toContain('TRUSTED_PROXY_HOPS=0')

  // 0, what `npm run up` writes: it starts, and says its limits per visitor are advisory.
  site = await emptySite('first-start-no-proxy')
  expect(site.log.map(({ line }) => line).join('\n')).toMatch(/TRUSTED_PROXY_HOPS=0: .*advisory/)
})
