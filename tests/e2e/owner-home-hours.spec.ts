import { expect, test, type Page } from '@playwright/test'

import { ADMIN, login, signedIn } from './fixtures'

/**
 * Issue 27, as the owner: the home page's sections ordered and hidden, the business hours entered
 * once (with AM/PM), and a staff member invited by e-mail who chooses their own password.
 */
test.describe.configure({ mode: 'serial' })

const headings = (page: Page) =>
  page.locator('main h2, body > section h2, section h2').allTextContents()

test('the owner hides and reorders home sections and the public home page follows', async ({
  page,
  browser,
  request,
}) => {
  const visitor = await browser.newContext()
  const site = await visitor.newPage()
  await site.goto('/')
  const before = await headings(site)
  const whyChooseUs = site.locator('#why-heading')
  const counties = site.locator('#counties-heading')
  await expect(whyChooseUs).toBeVisible()
  const whyText = (await whyChooseUs.textContent())!
  const countiesText = (await counties.textContent())!
  // Today's order: "why choose us" comes before the counties.
  expect(before.indexOf(whyText)).toBeLessThan(before.indexOf(countiesText))

  await signedIn(page)
  await page.goto('/admin/globals/home')
  await page.getByRole('button', { name: 'Sections', exact: true }).first().click()
  await expect(page.locator('#sections-row-4')).toBeVisible()
  // Hide "Why choose us" for the season (second row), then move "Counties" (fifth) up twice.
  await page.locator('#field-sections__1__hidden').check()
  for (const row of [4, 3]) {
    await page.locator(`#sections-row-${row} .array-actions__button`).click()
    await page.getByRole('button', { name: /move up/i }).click()
  }
  await page.locator('#action-save').click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  // The stored list: why-choose-us hidden, its words kept; counties moved up.
  const auth = { Authorization: await login(request, ADMIN) }
  const home = await (await request.get('/api/globals/home?depth=0', { headers: auth })).json()
  const sections = home.sections as { section: string; hidden: boolean }[]
  expect(sections.find((row) => row.section === 'whyChooseUs')?.hidden).toBe(true)
  expect(home.whyChooseUs.heading).toBe(whyText)
  const order = sections.map((row) => row.section)
  expect(order.indexOf('counties')).toBeLessThan(4)

  await site.goto('/')
  await expect(site.locator('#why-heading')).toHaveCount(0)
  const after = await headings(site)
  expect(after).not.toContain(whyText)
  // Counties now come before the showcase (which was before it).
  const showcaseText = home.showcase.heading as string
  expect(after.indexOf(countiesText)).toBeLessThan(after.indexOf(showcaseText))

  // Back as it was, for the other tests.
  const restored = await request.post('/api/globals/home', {
    headers: auth,
    data: { sections: order.map((section) => ({ section, hidden: false })) },
  })
  expect(restored.status()).toBe(200)
  await visitor.close()
})

test('the home page opens in the studio’s live preview', async ({ page }) => {
  await signedIn(page)
  await page.goto('/admin/globals/home')
  const preview = page.locator('a[href*="/next/preview"], button[aria-label*="preview" i]').first()
  await expect(preview).toBeAttached()
})

test('hours entered once with AM/PM: the footer and the JSON-LD follow', async ({
  page,
  browser,
  request,
}) => {
  await signedIn(page)
  await page.goto('/admin/globals/site-settings')
  await page.getByRole('button', { name: 'Hours', exact: true }).first().click()
  const opens = page.locator('#field-openingHours__0__opens')
  const closes = page.locator('#field-openingHours__0__closes')
  await expect(closes).toBeVisible()
  // Typed as the owner says it: 7:00 AM and 4:30 PM.
  await opens.click()
  await page.keyboard.type('7:00 AM')
  await closes.click()
  await page.keyboard.type('4:30 PM')
  await expect(closes).toHaveValue('16:30')
  await page.locator('#field-hoursNote').fill('Sun by appointment')
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/globals/site-settings') &&
      response.request().method() === 'POST',
  )
  await page.locator('#action-save').click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  const visitor = await browser.newContext()
  const site = await visitor.newPage()
  await site.goto('/contact')
  const footer = site.locator('footer')
  await expect(footer).toContainText('Mon–Fri 7:00 AM – 4:30 PM')
  await expect(footer).toContainText('Sun by appointment')
  const blocks = await site.locator('script[type="application/ld+json"]').allTextContents()
  const nodes = blocks.flatMap((text) => {
    const json = JSON.parse(text)
    return (json['@graph'] ?? [json]) as Record<string, unknown>[]
  })
  const business = nodes.find((node) => node.openingHoursSpecification)!
  expect(business.openingHoursSpecification).toContainEqual(
    expect.objectContaining({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:00',
      closes: '16:30',
    }),
  )
  await visitor.close()

  // The API takes "4:30 PM" too (no HTTP 400), stored as 24-hour time; nonsense gets a clear error.
  const auth = { Authorization: await login(request, ADMIN) }
  const current = await (
    await request.get('/api/globals/site-settings?depth=0', { headers: auth })
  ).json()
  const hours = current.openingHours as { days: string[]; opens: string; closes: string }[]
  const typed = await request.post('/api/globals/site-settings', {
    headers: auth,
    data: {
      hoursNote: '',
      openingHours: [{ ...hours[0], opens: '8:00 am', closes: '5:00 PM' }, ...hours.slice(1)],
    },
  })
  expect(typed.status()).toBe(200)
  const stored = (await typed.json()).result.openingHours[0]
  expect([stored.opens, stored.closes]).toEqual(['08:00', '17:00'])
  const nonsense = await request.post('/api/globals/site-settings', {
    headers: auth,
    data: { openingHours: [{ ...hours[0], opens: 'whenever', closes: '5:00 PM' }] },
  })
  expect(nonsense.status()).toBe(400)
  expect(JSON.stringify(await nonsense.json())).toContain('Use a time of day')
})

// The admin's form, as the owner uses it (the invitation's server side, including who may invite
// and 30 at once, is tests/int/staff-invite.test.ts).
test('an invited staff member sets their own password from the e-mail and sees only what staff change', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = `new-staff-${Date.now()}@example.com`
  await signedIn(page)
  await page.goto('/admin/collections/users/create')
  // The admin types no password: the form says an e-mail invites the new user.
  await expect(page.getByTestId('invite-note')).toBeVisible()
  await expect(page.locator('#field-password')).toBeHidden()
  await page.locator('#field-email').fill(email)
  // A name forgotten: the server's check shows on the field, and nothing is stored or sent.
  await expect(page.locator('form[data-form-ready="true"]')).toBeAttached()
  await page.locator('#action-save').click()
  await expect(page.locator('.field-type.text.error').filter({ hasText: 'Name' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/users\/create$/)
  await page.locator('#field-name').fill('Nora Staff')
  await page.locator('#field-role').click()
  await page.getByRole('option', { name: 'Staff', exact: true }).click()
  await page.locator('#action-save').click()
  // An invitation, in its words (issue 40), not "User successfully created.".
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  await expect(page.getByText(/successfully created/i)).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+$/)

  // The invitation (kept in the outbox: the e2e server sends no mail).
  const admin = { Authorization: await login(request, ADMIN) }
  const outbox = await request.get(
    `/api/outbox?where[to][equals]=${encodeURIComponent(email)}&sort=-createdAt`,
    { headers: admin },
  )
  const mails = (await outbox.json()).docs as { subject: string; html: string }[]
  expect(mails).toHaveLength(1)
  expect(mails[0].subject).toBe('Your studio account | High Country Log Home Finishing')
  const hrefs = [...mails[0].html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)
  const link = hrefs.find((href) => href.includes('/choose-password/'))!
  expect(link.startsWith(`${baseURL}/choose-password/`)).toBe(true)
  const token = decodeURIComponent(link.split('/choose-password/')[1])

  // Nobody knows the stored password: a guess at the stand-in fails.
  const guess = await request.post('/api/users/login', {
    data: { email, password: 'invite-by-email:the-server-chooses-a-random-password' },
  })
  expect(guess.status()).toBe(401)

  // Opened from the mail client: the reset page, where the new user chooses a password.
  const mailClient = await browser.newContext()
  const opened = await mailClient.newPage()
  await opened.goto(link.replaceAll('&amp;', '&'))
  // An invitation's page, with the business's name: "Choose your password", not "Reset Password".
  await expect(opened.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await expect(opened).toHaveTitle(/Choose your password/)
  await expect(opened.getByText('High Country Log Home Finishing').first()).toBeVisible()
  const password = 'nora-chose-this-1'
  await opened.getByLabel('New password').fill(password)
  await opened.getByLabel('The same password again').fill(password)
  await opened.getByRole('button', { name: 'Choose your password' }).click()
  await expect(opened).toHaveURL(/\/admin\/?$/)

  // Staff see what they change (leads), not the content, the home page or the business profile.
  const nav = opened.locator('nav')
  await expect(nav.getByRole('link', { name: 'Leads', exact: true }).first()).toBeVisible()
  for (const label of ['Blog posts', 'Home page', 'Business profile', 'Media', 'Services']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0)
  }
  const profile = await opened.goto('/admin/globals/site-settings')
  expect(profile?.status()).toBe(404)
  await mailClient.close()

  // The link works once.
  const again = await request.post('/api/users/reset-password', {
    data: { token, password: 'someone-else-2' },
  })
  expect(again.status()).toBe(403)
  const staffLogin = await request.post('/api/users/login', { data: { email, password } })
  expect(staffLogin.status()).toBe(200)

  // A stranger (or a staff member) cannot make accounts, so cannot send invitations.
  const staffAuth = { Authorization: `JWT ${(await staffLogin.json()).token}` }
  for (const headers of [{}, staffAuth]) {
    const stranger = `stranger-${Date.now()}@example.com`
    const made = await request.post('/api/users', {
      headers,
      data: { email: stranger, name: 'Stranger', role: 'admin' },
    })
    expect(made.status()).toBe(403)
    const sent = await request.get(
      `/api/outbox?where[to][equals]=${encodeURIComponent(stranger)}`,
      { headers: admin },
    )
    expect((await sent.json()).totalDocs).toBe(0)
  }
})
