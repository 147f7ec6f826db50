import { expect, test } from '@playwright/test'

import { ADMIN, account, newestEmailTo, signedIn, type Account } from './fixtures'

/**
 * Issue 40, the owner's walk through the studio: the places it lost the owner (a breadcrumb that
 * said "Create New" on a saved lead, none after a reload, a tab icon that was a 404), the admin's
 * setup card, the export's quick dates and the home page's sections by name.
 */

const STAFF: Account = {
  email: 'walk-staff@example.com',
  password: 'staff-walk-password-1',
  name: 'Sam Walk',
  role: 'staff',
}

test('a lead entered by hand: the breadcrumb names it, after the save and after a reload', async ({
  page,
}) => {
  const name = `Hank Handmade ${Date.now()}`
  await signedIn(page)
  await page.goto('/admin/collections/leads/create')
  const crumbs = page.locator('.step-nav')
  await expect(crumbs).toContainText('Create New')
  await page.locator('#field-name').fill(name)
  await page.locator('#field-email').fill('hank.handmade@example.com')
  await page.locator('#field-phone').fill('719-555-0177')
  await page.locator('#field-source').click()
  await page.getByRole('option', { name: 'Phone', exact: true }).click()
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(crumbs).toContainText(name)
  await expect(crumbs).not.toContainText('Create New')

  await page.reload()
  await expect(crumbs.getByRole('link', { name: 'Leads' })).toBeVisible()
  await expect(crumbs).toContainText(name)
  // The logo in the corner leads home, as on every other page.
  await crumbs.locator('a[href="/admin"]').first().click()
  await expect(page).toHaveURL(/\/admin$/)
})

test('the studio’s tab icon is there', async ({ page, request }) => {
  await signedIn(page)
  await page.goto('/admin')
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href')
  expect(href).toBe('/icon.png')
  const icon = await request.get(href!)
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toBe('image/png')
})

test('the admin’s setup card says what the site still needs, in plain words; staff do not see it', async ({
  page,
  browser,
}) => {
  await signedIn(page)
  await page.goto('/admin')
  // The e2e server has its public address, sends no e-mail and no texts, and makes no backups.
  const card = page.locator('[data-cockpit="setup"]')
  await expect(card.getByRole('heading')).toHaveText('Setting up your site: 3 steps left')
  await expect(card.locator('[data-step="texts"]')).toContainText(
    'Text messages to homeowners and to you are not sent yet',
  )
  await expect(card.locator('[data-step="address"]')).toHaveAttribute('data-done', 'true')
  const email = card.locator('[data-step="email"]')
  await expect(email).toContainText('kept in the Outbox')
  await expect(email).toContainText('Ask whoever runs your server')
  await expect(card.locator('[data-step="backup"]')).toContainText('Automatic backups are off')
  await email.getByRole('link', { name: 'Open the Outbox' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/outbox(\?|$)/)

  const staff = await browser.newContext()
  const staffPage = await staff.newPage()
  await account(staffPage.request, STAFF)
  await signedIn(staffPage, STAFF)
  await staffPage.goto('/admin')
  await expect(staffPage.getByRole('heading', { name: 'Lead desk' })).toBeVisible()
  await expect(staffPage.locator('[data-cockpit="setup"]')).toHaveCount(0)
  await staff.close()
})

test('the export’s quick dates fill both dates and count again', async ({ page }) => {
  await signedIn(page)
  await page.goto('/admin/export')
  const quick = page.getByRole('navigation', { name: 'Quick dates' })
  const count = page.locator('#export-count')
  await expect(count).toBeVisible()
  await quick.getByRole('link', { name: 'Last 30 days' }).click()
  const from = page.getByLabel('From')
  const to = page.getByLabel('To', { exact: true })
  const today = await to.inputValue().then((value) => value || null)
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
  expect((day(today!) - day(await from.inputValue())) / 86_400_000).toBe(29)
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/)
  await expect(quick.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await quick.getByRole('link', { name: 'This year' }).click()
  await expect(from).toHaveValue(`${today!.slice(0, 4)}-01-01`)
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    new RegExp(`from=${today!.slice(0, 4)}-01-01`),
  )
})

test('the home page’s sections are listed by their names', async ({ page }) => {
  await signedIn(page, ADMIN)
  await page.goto('/admin/globals/home')
  await page.locator('.tabs-field__tab-button', { hasText: 'Sections' }).click()
  const rows = page.locator('.array-field__row')
  await expect(rows.first()).toContainText('Estimate form')
  await expect(page.locator('.array-field').getByText('Testimonials').first()).toBeVisible()
  await expect(page.locator('.array-field')).not.toContainText(/Section \d{2}/)

  // A row drags from the middle of its bar, where its name is, not only from the small handle
  // (the form is left unsaved: the suite's home page keeps its order).
  const names = () => rows.locator('.collapsible__header-wrap').allInnerTexts()
  const before = await names()
  const bar = (index: number) => rows.nth(index).locator('.collapsible__toggle-wrap').first()
  const from = (await bar(1).boundingBox())!
  const to = (await bar(0).boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 10 })
  await page.mouse.up()
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)])
})

test('a password link’s page works without a script, says why a password is refused, and works once', async ({
  browser,
  request,
  baseURL,
}) => {
  const user: Account = {
    email: `choose-${Date.now()}@example.com`,
    password: 'the-first-password-1',
    name: 'Chris Choose',
    role: 'staff',
  }
  await account(request, user)
  expect(
    (await request.post('/api/users/forgot-password', { data: { email: user.email } })).ok(),
  ).toBe(true)
  const mail = await newestEmailTo(request, user.email)
  const link = /href="([^"]*\/choose-password\/[^"]*)"/.exec(mail.html)![1]
  const token = link.split('/choose-password/')[1]
  // A link sent before, to Payload's page, forwards to this one.
  const old = await request.get(`/admin/reset/${token}`, { maxRedirects: 0 })
  expect(old.status()).toBe(307)
  expect(old.headers().location).toBe(`/choose-password/${token}`)
  // Another site's form, with this (the attacker's own) token, signs nobody in, and uses nothing.
  for (const headers of <Record<string, string>[]>[
    { Origin: 'https://evil.example' },
    { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    { Origin: baseURL!, 'Sec-Fetch-Site': 'same-site' },
  ]) {
    const forged = await request.post('/api/users/choose-password', {
      form: { token, password: 'forged-password-123', confirm: 'forged-password-123' },
      headers,
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    expect(forged.headers()['set-cookie']).toBeUndefined()
  }

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(link.replace(baseURL!, ''))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password')
  await expect(
    page.getByText(`For ${user.email}, in the High Country Log Home Finishing studio`),
  ).toBeVisible()
  const choose = async (password: string, again = password) => {
    await page.getByLabel('New password').fill(password)
    await page.getByLabel('The same password again').fill(again)
    await page.getByRole('button', { name: 'Choose your password' }).click()
  }
  // The browser's own check is left out, as an old browser would: the server says why.
  await page
    .locator('input[minlength]')
    .evaluateAll((inputs) => inputs.forEach((input) => input.removeAttribute('minlength')))
  const refusal = page.locator('#choose-password-error')
  await choose('too-short')
  await expect(refusal).toHaveText('Use at least 12 characters.')
  await choose('aaaaaaaaaaaa')
  await expect(refusal).toHaveText(/^This password is too easy to guess: add a few more words\./)
  await choose('a-long-enough-password-1', 'a-different-password-1')
  await expect(refusal).toHaveText(/not the same/)
  await choose('a-long-enough-password-1')
  await expect(page).toHaveURL(/\/admin\/?$/)
  // Used: the link says so, and where to get a new one.
  await page.goto(link.replace(baseURL!, ''))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link no longer works')
  await context.close()
  const signedInNow = await request.post('/api/users/login', {
    data: { email: user.email, password: 'a-long-enough-password-1' },
  })
  expect(signedInNow.status()).toBe(200)
})
