import { expect, type Page } from '@playwright/test'

/** Matches scripts/e2e-server.mjs, which seeds the admin user with these. */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-1' }

/** Signs in to the studio through its login form. */
export async function signIn(page: Page, user = ADMIN) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(user.email)
  await page.getByLabel(/password/i).fill(user.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
