import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Matches scripts/e2e-server.mjs, which seeds the admin user with these. */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-1' }

/**
 * Signs in to the studio through its login form (on the server at `base`, this suite's own by
 * default). A press before the form is ready (a loaded machine) is lost: it fills and presses
 * again until the dashboard shows.
 */
export async function signIn(page: Page, user = ADMIN, base = '') {
  await page.goto(`${base}/admin/login`)
  await expect(async () => {
    if (!/\/admin\/?$/.test(page.url())) {
      await page.getByLabel(/email/i).fill(user.email, { timeout: 5000 })
      await page.getByLabel(/password/i).fill(user.password, { timeout: 5000 })
      await page.getByRole('button', { name: /login/i }).click({ timeout: 5000 })
    }
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 5000 })
  }).toPass({ timeout: 45_000 })
}

/** A studio account the e2e tests make for themselves (the suite's database starts fresh). */
export type Account = { email: string; password: string; name: string; role: 'staff' | 'editor' }

/** Signs in through the REST API: the `Authorization` header value for that user. */
export async function login(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/users/login', {
    data: { email: user.email, password: user.password },
  })
  expect(response.ok()).toBe(true)
  return `JWT ${(await response.json()).token}`
}

/** The account, created by the admin the first time; its `Authorization` header value. */
export async function account(request: APIRequestContext, user: Account) {
  const admin = await login(request, ADMIN)
  const found = await request.get(`/api/users?where[email][equals]=${user.email}`, {
    headers: { Authorization: admin },
  })
  if ((await found.json()).totalDocs === 0) {
    const created = await request.post('/api/users', {
      data: user,
      headers: { Authorization: admin },
    })
    expect(created.ok()).toBe(true)
  }
  return login(request, user)
}
