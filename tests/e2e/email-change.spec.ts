import { expect, test } from '@playwright/test'

import { startFakeResend } from '../../scripts/lib/fakes.mjs'
import { prepareSite, signIn as signInApi, startSite } from '../../scripts/lib/site.mjs'
import { e2ePort } from '../../playwright.config'
import { signIn, signedIn, typeInto } from './fixtures'

/**
 * A studio account's e-mail address changed from a session left open, and put back from the old
 * address, on a production server of the e2e build whose e-mail goes to a Resend-speaking server
 * on 127.0.0.1: the account changes its own address on its account page (the current password
 * asked, refused without it, then given); the old address gets the notice; its link, opened in
 * the browser, explains and changes nothing until its button is pressed; the press puts the old
 * address back, ends the studio's session and leads on to choose a new password; the old address
 * then signs in with it, and the link works no more. The undo's every edge (parallel presses,
 * forged and expired links, the API): tests/int/email-change.test.ts.
 */
test.describe.configure({ mode: 'serial' })

type Site = Awaited<ReturnType<typeof startSite>>

let resend: Awaited<ReturnType<typeof startFakeResend>>
let site: Site
let authorization = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  resend = await startFakeResend({ apiKey: 're_email_change' })
  const { dataDir, env } = await prepareSite('email-change', {
    RESEND_API_KEY: resend.apiKey,
    RESEND_BASE_URL: resend.url,
    EMAIL_TIMEOUT_MS: '5000',
  })
  site = await startSite({ env, dataDir, port: e2ePort + 170 })
  authorization = await signInApi(site.base)
})

test.afterAll(async () => {
  await site?.stop()
  await resend?.close()
})

/** The undo link of the notice the fake Resend took for `to`, on this spec's server. */
async function undoLinkSentTo(to: string) {
  let html = ''
  await expect
    .poll(() => {
      html = String(
        resend.received.find(
          (mail) =>
            mail.body.to === to &&
            String(mail.body.subject).startsWith('Your studio e-mail address was changed'),
        )?.body.html ?? '',
      )
      return html
    })
    .toContain('/undo-email-change/')
  const link = /href="(http[^"]+\/undo-email-change\/[^"]+)"/.exec(html)?.[1]
  expect(link, 'an absolute link').toBeTruthy()
  const url = new URL(link!.replaceAll('&amp;', '&'))
  expect(url.origin).toBe(`http://127.0.0.1:${e2ePort}`) // the site's public address
  return `${site.base}${url.pathname}`
}

/** The account's address, as an admin reads it through the API. */
async function addressOf(id: number) {
  const response = await fetch(`${site.base}/api/users/${id}?depth=0`, {
    headers: { authorization },
  })
  return ((await response.json()) as { email: string }).email
}

test('an address changed from an open session is put back from the old address’s notice', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const user = {
    email: `erin.editor.${Date.now()}@change.example.com`,
    password: 'erin-e2e-password-1',
  }
  const taken = `someone.else.${Date.now()}@elsewhere.example.net`
  const made = await fetch(`${site.base}/api/users`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, name: 'Erin Editor', role: 'editor' }),
  })
  expect(made.status).toBe(201)
  const id = (await made.json()).doc.id as number

  // The account's own page, in a session left open: a new address asks for the password.
  await signedIn(page, user, site.base)
  await page.goto(`${site.base}/admin/account`)
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached()
  const current = page.getByLabel(/^Current password/)
  await expect(current).toHaveCount(0)
  // As for a new password, which asks it too (and not once Cancel drops the new password).
  await page.locator('#change-password').click()
  await expect(current).toBeVisible()
  await page.locator('#cancel-change-password').click()
  await expect(current).toHaveCount(0)
  await typeInto(page.locator('#field-email'), taken)
  await expect(current).toBeVisible()
  await page.locator('#action-save').click()
  // Refused by the server, on the field (CURRENT_PASSWORD_FOR_EMAIL): nothing changed.
  await expect(page.getByText('The following field is invalid: Current password')).toBeVisible()
  await expect(page.locator('.field-type.password.error')).toBeVisible()
  expect(await addressOf(id)).toBe(user.email)
  await typeInto(current, user.password)
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  expect(await addressOf(id)).toBe(taken)

  // The old address's notice, opened from the mail client: it explains, and changes nothing.
  const link = await undoLinkSentTo(user.email)
  const mailClient = await browser.newContext()
  const opened = await mailClient.newPage()
  await opened.goto(link)
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText(
    'Undo the change of e-mail address',
  )
  await expect(opened).toHaveTitle(/Undo a change of e-mail address/)
  await expect(opened.getByText(taken).first()).toBeVisible()
  await expect(opened.getByText(/choose a new one/)).toBeVisible()
  expect(await addressOf(id)).toBe(taken)

  // One press: the old address is back, and the owner chooses a new password.
  await opened.getByRole('button', { name: 'Undo the change' }).click()
  await expect(opened).toHaveURL(/\/choose-password\/[0-9a-f]+$/)
  await expect(opened.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await expect(opened.getByText(`For ${user.email}`)).toBeVisible()
  expect(await addressOf(id)).toBe(user.email)
  const chosen = 'erin-took-it-back-2'
  await opened.getByLabel('New password').fill(chosen)
  await opened.getByLabel('The same password again').fill(chosen)
  await opened.getByRole('button', { name: 'Choose your password' }).click()
  await expect(opened).toHaveURL(/\/admin\/?$/)

  // The link works no more.
  await opened.goto(link)
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText('This link no longer works')
  await mailClient.close()

  // The session that made the change has ended; the old address signs in with the new password,
  // and the account's history says what happened.
  await page.goto(`${site.base}/admin/account`)
  await expect(page).toHaveURL(/\/admin\/login/)
  const refused = await fetch(`${site.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  })
  expect(refused.status).toBe(401)
  await signIn(page, { email: user.email, password: chosen }, site.base)
  await page.goto(`${site.base}/admin/account`)
  await expect(page.locator('#field-email')).toHaveValue(user.email)
  const history = page.locator('#field-emailChanges')
  await expect(history).toContainText('E-mail address changes')
  await expect(history.locator('#field-emailChanges__0__how')).toContainText('By the user')
  await expect(history.locator('#field-emailChanges__1__how')).toContainText(
    'Undone from the e-mail link',
  )
})
