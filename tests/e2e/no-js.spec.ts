import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN } from './fixtures'

/**
 * The site works before (and without) JavaScript: the pages show their content, the 404 page is
 * a real 404 with its links, and the estimate form is a real form that posts to the server,
 * which answers with the thank-you and stores the lead, or with the messages and every value
 * as it was typed.
 */
test.use({ javaScriptEnabled: false })

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  return `JWT ${(await login.json()).token}`
}

type StoredLead = Record<string, unknown>

const leadsOf = async (request: APIRequestContext, email: string): Promise<StoredLead[]> => {
  const response = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: await adminToken(request) } },
  )
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

const field = (page: Page, label: string) => page.getByLabel(label)
const submit = (page: Page) => page.getByRole('button', { name: 'Get My Estimate' })
const result = (page: Page) => page.getByTestId('estimate-result')

async function expectLiveFields(page: Page, html: string) {
  for (const label of ['Service type', 'Square footage', 'Full name', 'Email', 'Phone']) {
    await expect(field(page, label)).toBeEditable()
  }
  await expect(submit(page)).toBeEnabled()
  // Playwright turns scripts off but still parses <noscript> as text: read the HTML.
  expect(html).toMatch(
    /<noscript>.*Photos and videos can be added once JavaScript is on, or sent by replying to your estimate e-mail\..*<\/noscript>/s,
  )
}

/** After a sent request: the values as sent, locked, in the form and its summary; no submit button. */
async function expectSent(page: Page, email: string, phone: string) {
  await expect(submit(page)).toHaveCount(0)
  const sent: [string, string][] = [
    ['Service type', 'full'],
    ['Square footage', '2,000'],
    ['Full name', 'Noah Script'],
    ['Email', email],
    ['Phone', phone],
    ['Property age', '40 years'],
    ['Location', 'Salida, CO'],
    ['Project description', 'Grey logs on the west wall.\nOld chinking.'],
  ]
  for (const [label, value] of sent) {
    await expect(field(page, label)).toHaveValue(value)
    await expect(field(page, label)).toBeDisabled()
  }
  await expect(page.getByTestId('estimate-amount')).toHaveText('$15,000')
  const summary = page.getByTestId('project-summary')
  for (const value of ['Full Restoration / Comprehensive Repairs', '2,000 sq ft', '40 years']) {
    await expect(summary).toContainText(value)
  }
  await expect(summary).toContainText('Salida, CO')
  await expect(page.getByTestId('form-completion')).toHaveText('89%')
}

test.describe('without JavaScript', () => {
  const pages: { path: string; heading: string; text: string; form: boolean }[] = [
    {
      path: '/',
      heading: 'Log Home Restoration and Finishing for Colorado’s High Country',
      text: 'Choose the kind of work and the square footage of log surface for a ballpark price',
      form: true,
    },
    {
      path: '/services/chinking',
      heading: 'Log Home Chinking',
      text: 'Why chinking matters at altitude',
      form: false,
    },
    {
      path: '/cost-calculator',
      heading: 'Project Cost Calculator',
      text: 'Pick the kind of work and the square footage of log surface to see a ballpark price.',
      form: true,
    },
  ]
  for (const { path, heading, text, form } of pages) {
    test(`${path} shows its content${form ? ' and a form that can be filled' : ''}`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(heading)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.getByText(text).first()).toBeVisible()
      if (form) await expectLiveFields(page, (await response?.text()) ?? '')
    })
  }

  test('pictures below the fold keep their addresses (the browser lazy-loads them itself)', async ({
    page,
  }) => {
    await page.goto('/portfolio')
    const lazy = page.locator('main img[loading="lazy"]')
    expect(await lazy.count()).toBeGreaterThan(2)
    for (const img of await lazy.all()) {
      await expect(img).toHaveAttribute('src', /^\/api\/media\/file\//)
      await expect(img).toHaveAttribute('srcset', /\.webp \d+w/)
      await expect(img).not.toHaveAttribute('data-held-src')
    }
    for (const source of await page.locator('main picture source').all()) {
      await expect(source).toHaveAttribute('srcset', /\.avif \d+w/)
    }
    const last = lazy.last()
    await last.scrollIntoViewIfNeeded()
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(1)
  })

  // An unmatched address gets app/global-not-found.tsx; a route that finds no document (an unknown
  // post, or a single-segment address, which the pages route matches) draws the 404 page itself
  // (components/NotFound/NotFoundPage.tsx): the content in the HTML either way.
  const notFoundPaths = [
    '/no-such-section/no-such-page',
    '/this-page-does-not-exist',
    '/blog/no-such-post',
    '/services/no-such-service',
  ]
  for (const path of notFoundPaths) {
    test(`${path} answers 404 with the page and its links`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      // In the HTML itself, not only in the data React would draw it from.
      const html = (await response?.text()) ?? ''
      const inHtml = /<h1[^>]*>Page Not Found<\/h1>/.test(html)
      expect(inHtml, 'the heading is drawn in the HTML').toBe(true)
      const nav = /<nav[^>]*aria-label="Helpful links"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? ''
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
      const links = page.getByRole('navigation', { name: 'Helpful links' })
      for (const href of ['/', '/portfolio', '/blog', '/contact', '/cost-calculator']) {
        expect(nav.includes(`href="${href}"`), `a link to ${href} in the HTML`).toBe(true)
        await expect(links.locator(`a[href="${href}"]`)).toBeVisible()
      }
    })
  }

  test('the calculator’s form stores the lead and answers with the thank-you', async ({
    page,
    request,
  }) => {
    const email = `no-script-${Date.now()}@example.com`
    // Its own phone too: the booking below takes one upcoming visit per phone.
    const phone = `(719) 555-${String(Date.now() % 10_000).padStart(4, '0')}`
    await page.goto('/cost-calculator')
    await field(page, 'Service type').selectOption('full')
    await field(page, 'Square footage').fill('2,000')
    await field(page, 'Full name').fill('Noah Script')
    await field(page, 'Email').fill(email)
    await field(page, 'Phone').fill(phone)
    await field(page, 'Property age').fill('40 years')
    await field(page, 'Location').fill('Salida, CO')
    await field(page, 'Project description').fill('Grey logs on the west wall.\nOld chinking.')
    await submit(page).click()

    // The browser lands on the result.
    await expect(page).toHaveURL(/\/cost-calculator#estimate-result$/)
    await expect(result(page)).toContainText('Estimate Submitted')
    await expect(result(page)).toContainText(
      // The e-mails wait in the outbox (no mail service on the test server): none is promised.
      'Thank you, Noah! Your estimate is $15,000. We have your request, and a specialist will contact you within 24-48 hours.',
    )
    // Said once, and what was sent stays: the fields (locked), the summary, and no submit button.
    expect(
      await page
        .getByText(/Thank you, Noah!/)
        .filter({ visible: true })
        .count(),
    ).toBe(1)
    await expectSent(page, email, phone)

    const leads = await leadsOf(request, email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      name: 'Noah Script',
      email,
      phone,
      serviceType: 'full',
      squareFootage: 2000,
      propertyAge: '40 years',
      location: 'Salida, CO',
      description: 'Grey logs on the west wall.\nOld chinking.',
      estimate: 15_000,
      source: 'calculator',
      status: 'new',
    })

    // The thank-you books the inspection for the same lead, on the booking page's plain form.
    await result(page).getByRole('link', { name: 'Book a free on-site inspection' }).click()
    // The place only in the address; the lead and the details come in the page's own cookie.
    await expect(page).toHaveURL(/\/book\?place=Salida%2C\+CO$/)
    await expect(page.getByLabel('E-mail')).toHaveValue(email)
    await expect(page.getByLabel('Phone')).toHaveValue(phone)
    await page.getByLabel('Street address of the home').fill('7 Ute Trail')
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Book this visit' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your inspection is booked')
    expect(await leadsOf(request, email)).toHaveLength(1)
  })

  test('after the thank-you, "Start a new estimate" keeps the service and the area', async ({
    page,
    request,
  }) => {
    const email = `no-script-new-${Date.now()}@example.com`
    const phone = '(719) 555-0177'
    await page.goto('/cost-calculator')
    await field(page, 'Service type').selectOption('full')
    await field(page, 'Square footage').fill('2,000')
    await field(page, 'Full name').fill('Noah Script')
    await field(page, 'Email').fill(email)
    await field(page, 'Phone').fill(phone)
    await field(page, 'Property age').fill('40 years')
    await field(page, 'Location').fill('Salida, CO')
    await field(page, 'Project description').fill('Grey logs on the west wall.\nOld chinking.')
    await submit(page).click()
    await expect(result(page)).toContainText('Thank you, Noah!')
    await expectSent(page, email, phone)

    await result(page).getByRole('button', { name: 'Start a new estimate' }).click()
    await expect(page).toHaveURL(/\/cost-calculator#estimate-result$/)
    await expect(result(page)).toBeEmpty()
    await expect(field(page, 'Service type')).toHaveValue('full')
    await expect(field(page, 'Square footage')).toHaveValue('2,000')
    await expect(page.getByTestId('estimate-amount')).toHaveText('$15,000')
    for (const label of ['Full name', 'Email', 'Phone', 'Property age', 'Location']) {
      await expect(field(page, label)).toHaveValue('')
      await expect(field(page, label)).toBeEditable()
    }
    await expect(field(page, 'Project description')).toHaveValue('')
    await expect(submit(page)).toBeEnabled()
    await expect(page.getByTestId('form-completion')).toHaveText('22%')
    // Starting again stores nothing.
    expect(await leadsOf(request, email)).toHaveLength(1)
  })

  test('a refused field comes back with its message and every value as typed', async ({
    page,
    request,
  }) => {
    const typed = {
      'Square footage': '1,200',
      'Full name': 'Ivy Invalid',
      Email: 'ivy-at-example.com',
      Phone: '719 555 0188',
      'Property age': 'about 25 years',
      Location: 'Fairplay, CO',
      'Project description': 'Peeling stain\non the south side.',
    }
    await page.goto('/cost-calculator')
    await field(page, 'Service type').selectOption('detailed')
    for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value)
    await submit(page).click()

    await expect(page).toHaveURL(/\/cost-calculator#estimate-result$/)
    const email = field(page, 'Email')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Invalid email address')
    await expect(result(page)).toContainText('Invalid email address')
    await expect(field(page, 'Service type')).toHaveValue('detailed')
    for (const [label, value] of Object.entries(typed)) {
      await expect(field(page, label)).toHaveValue(value)
    }
    for (const label of ['Service type', 'Square footage', 'Full name', 'Phone']) {
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true')
    }
    expect(await leadsOf(request, typed.Email)).toHaveLength(0)

    // Corrected, it goes through.
    const corrected = `ivy-${Date.now()}@example.com`
    await email.fill(corrected)
    await submit(page).click()
    await expect(result(page)).toContainText('Thank you, Ivy! Your estimate is $6,000.')
    expect(await leadsOf(request, corrected)).toHaveLength(1)
  })

  test('the home page’s form answers on the home page, at the form', async ({ page }) => {
    await page.goto('/')
    const slot = page.locator('[data-slot="estimate-form"]')
    await slot.getByLabel('Full name').fill('Hal Home')
    await slot.getByRole('button', { name: 'Get My Estimate' }).click()
    await expect(page).toHaveURL(/\/#estimate-result$/)
    await expect(slot.getByLabel('Service type')).toHaveAccessibleDescription(
      'Please select a service type',
    )
    await expect(slot.getByLabel('Square footage')).toHaveAccessibleDescription(
      'Square footage is required',
    )
    await expect(slot.getByLabel('Full name')).toHaveValue('Hal Home')
    await expect(slot.getByRole('heading', { level: 3, name: 'Project Details' })).toBeVisible()
  })
})
