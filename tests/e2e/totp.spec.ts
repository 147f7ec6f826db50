import { expect, test, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'

import { account, signIn, typeInto, type Account } from './fixtures'

/**
 * Two-step sign-in in the studio, on a phone's screen, as its owner does it: set up on the account
 * page by the QR code's page (the key shown in letters is read here, as an app that cannot scan
 * would take it), signed out, signed in again with a code computed here from that key (as the
 * authenticator app computes it), then with a recovery code, once: the same recovery code a second
 * time is refused. Through the API: tests/int/totp.test.ts.
 */
test.use({ viewport: { width: 390, height: 844 } })
test.describe.configure({ timeout: 120_000 })

/** The app's code `stepsAhead` 30-second steps from now (the server takes the next one too). */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + stepsAhead * 30_000 })

/** Signs out through the studio's own sign-out, which leads to the sign-in page. */
async function signOut(page: Page) {
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
  await expect(page.locator('form[data-step="password"][data-form-ready="true"]')).toBeAttached()
}

/** The sign-in form's first step: the e-mail and password, one press; the code step follows. */
async function passwordStep(page: Page, user: Account) {
  await typeInto(page.getByLabel(/email/i), user.email)
  await typeInto(page.getByLabel(/password/i), user.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible()
}

test('an editor sets up two-step sign-in, then signs in with a code and with a recovery code once', async ({
  page,
  request,
}, testInfo) => {
  const user: Account = {
    email: `two-step-${Date.now()}@example.com`,
    password: 'two-step-password-1',
    name: 'Two Step Editor',
    role: 'editor',
  }
  await account(request, user)
  await signIn(page, user)

  // The account page: set it up.
  await page.goto('/admin/account')
  const panel = page.getByTestId('two-step')
  await expect(panel).toContainText('Off.')
  await panel.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible()
  const shown = panel.getByTestId('totp-secret')
  const secret = ((await shown.textContent()) ?? '').replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  expect(await shown.getAttribute('data-secret')).toBe(secret)
  const shot = testInfo.outputPath('setup.png')
  await panel.screenshot({ path: shot })
  await testInfo.attach('the setup on the account page', { path: shot, contentType: 'image/png' })
  await typeInto(panel.getByLabel('Then type the 6-digit code the app shows'), appCode(secret))
  await typeInto(panel.getByLabel('Your password'), user.password)
  await panel.getByRole('button', { name: 'Turn on' }).click()

  // The ten recovery codes, shown once.
  const list = panel.getByTestId('recovery-codes').getByRole('listitem')
  await expect(list).toHaveCount(10)
  const codes = (await list.allTextContents()).map((code) => code.trim())
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/)
  await expect(panel.getByRole('button', { name: 'Download' })).toBeVisible()
  await panel.getByRole('button', { name: 'Done' }).click()
  await expect(panel).toContainText('10 of 10 recovery codes left')

  // The secret is nowhere on the account page once it is set up.
  await page.reload()
  await expect(panel).toContainText('On:')
  expect(await page.content()).not.toContain(secret)

  // Signed out, then in: the password, then a code from the app.
  await signOut(page)
  await passwordStep(page, user)
  const code = page.locator('#field-code')
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(code).toHaveAttribute('inputmode', 'numeric')
  // The code of the next step: the one that confirmed the setup is used already.
  await typeInto(code, appCode(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  // Then with a recovery code instead, typed as shown.
  await signOut(page)
  await passwordStep(page, user)
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await typeInto(page.getByLabel('Recovery code'), codes[0])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  // The same recovery code a second time: refused, and still on the sign-in page.
  await signOut(page)
  await passwordStep(page, user)
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await typeInto(page.getByLabel('Recovery code'), codes[0])
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'That recovery code did not work' }),
  ).toHaveText('That recovery code did not work, or it was used already.')
  await expect(page).toHaveURL(/\/admin\/login/)
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(
    false,
  )
})
