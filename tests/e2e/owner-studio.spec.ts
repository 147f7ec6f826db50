import fs from 'node:fs'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import { baseURL } from '../../playwright.config'
import { ADMIN, login, paragraph, signedIn } from './fixtures'

/**
 * The studio as the owner uses it (issue 27): scheduling a post on Colorado's clock from a
 * browser in another zone, a chat lead's case file with the assistant's words rendered as the
 * chat showed them, the leads list on a phone, and the CSV export read by a CSV parser.
 */

// The owner's laptop set to another zone: what they type is still Colorado time.
test.use({ timezoneId: 'Europe/Berlin' })

const stamp = Date.now()

/** A draft of a title alone, or (`complete`) with all a published post needs. */
async function draftPost(
  request: APIRequestContext,
  auth: string,
  title: string,
  complete = false,
) {
  const media = await request.get('/api/media?limit=1&depth=0', {
    headers: { Authorization: auth },
  })
  const rest = complete
    ? {
        excerpt: 'When to stain before winter.',
        heroImage: (await media.json()).docs[0].id,
        content: paragraph('Stain in a dry week of early fall.'),
      }
    : {}
  const created = await request.post('/api/posts?draft=true', {
    headers: { Authorization: auth },
    data: { title, slug: title.toLowerCase().replace(/\W+/g, '-'), _status: 'draft', ...rest },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return (await created.json()).doc as { id: number }
}

/** Dec 1 of the first year in which it is still ahead, as the `datetime-local` input takes it. */
function nextDecemberFirst() {
  const now = new Date()
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
  return { year, input: `${year}-12-01T09:00` }
}

test.describe('scheduling', () => {
  test('the owner schedules a post at 9:00 AM Colorado time and the list says so', async ({
    page,
    request,
  }) => {
    const admin = await login(request, ADMIN)
    const title = `Winter stain check ${stamp}`
    const post = await draftPost(request, admin, title, true)

    await signedIn(page)
    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.locator('#schedule-colorado').click()
    const drawer = page.getByTestId('schedule-drawer')
    await expect(drawer).toBeVisible()
    // A post never published: Publish, chosen; no Unpublish to pick by mistake.
    await expect(drawer.getByRole('radio', { name: 'Publish' })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: /Unpublish/ })).toHaveCount(0)
    await expect(drawer.getByText('Nothing scheduled.')).toBeVisible()

    const { year, input } = nextDecemberFirst()
    await drawer.getByLabel('Day and time, Colorado time (Mountain Time)').fill(input)
    await drawer.getByRole('button', { name: 'Schedule publish' }).click()
    // Published with that date: on the site from then on, and the post says so.
    await expect(page.getByTestId('scheduled-status')).toHaveText(
      `Status: Scheduled for Dec 1, ${year}, 9:00 AM MST`,
    )

    // The list: the scheduled time on Colorado's clock (Berlin would have made it 1:00 AM).
    await page.goto(`/admin/collections/posts?search=${encodeURIComponent(title)}`)
    const row = page.locator('tbody tr').filter({ hasText: title })
    const thisYear = new Date().getUTCFullYear() === year
    await expect(row).toContainText(
      thisYear ? 'Scheduled for Dec 1, 9:00 AM MST' : `Scheduled for Dec 1, ${year}, 9:00 AM MST`,
    )

    // Reopened: the time is named, and a new one moves it (no Unpublish to schedule: it is not
    // on the site).
    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.locator('#schedule-colorado').click()
    await expect(drawer.getByTestId('scheduled-by-date')).toContainText(
      `On the site Dec 1, ${year}, 9:00 AM MST`,
    )
    await expect(drawer.getByRole('radio', { name: 'Publish' })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: /Unpublish/ })).toHaveCount(0)
    // A time already past is refused, with words.
    await drawer.getByLabel('Day and time, Colorado time (Mountain Time)').fill('2020-01-01T09:00')
    await drawer.getByRole('button', { name: 'Schedule publish' }).click()
    await expect(drawer.getByRole('alert')).toHaveText('Pick a time in the future.')
  })

  test('a draft missing what a published post needs is not scheduled: the form says what', async ({
    page,
    request,
  }) => {
    const admin = await login(request, ADMIN)
    const post = await draftPost(request, admin, `Half a post ${stamp}`)
    await signedIn(page)
    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.locator('#schedule-colorado').click()
    const drawer = page.getByTestId('schedule-drawer')
    await drawer
      .getByLabel('Day and time, Colorado time (Mountain Time)')
      .fill(nextDecemberFirst().input)
    await drawer.getByRole('button', { name: 'Schedule publish' }).click()
    await expect(page.getByText(/The following fields are invalid/)).toBeVisible()
    await expect(page.locator('.doc-controls .status')).toHaveText('Status: Draft')
    const stored = await request.get(`/api/posts/${post.id}?depth=0&draft=true`, {
      headers: { Authorization: admin },
    })
    expect((await stored.json())._status).toBe('draft')
  })

  test('a published post offers Unpublish too', async ({ page, request }) => {
    const admin = await login(request, ADMIN)
    const { docs } = await (
      await request.get(
        `/api/posts?where[_status][equals]=published&where[publishedAt][less_than]=${new Date().toISOString()}&limit=1&depth=0`,
        {
          headers: { Authorization: admin },
        },
      )
    ).json()
    await signedIn(page)
    await page.goto(`/admin/collections/posts/${docs[0].id}`)
    await page.locator('#schedule-colorado').click()
    const drawer = page.getByTestId('schedule-drawer')
    await expect(drawer.getByRole('radio', { name: 'Publish the latest changes' })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: /Unpublish/ })).not.toBeChecked()
  })
})

test.describe('Create New', () => {
  const SLUGS = ['posts', 'pages', 'portfolio'] as const
  const since = new Date().toISOString()
  /**
   * The documents this test could have made: since it began, untitled (an empty draft) or with
   * this run's stamp in the title. Other specs make posts at the same time (scheduled.spec runs
   * in the second stream), so a count of every post would count theirs.
   */
  const count = async (request: APIRequestContext, auth: string, slug: string) => {
    const where = new URLSearchParams({
      limit: '1',
      depth: '0',
      draft: 'true',
      'where[and][0][createdAt][greater_than_equal]': since,
      'where[and][1][or][0][title][exists]': 'false',
      'where[and][1][or][1][title][equals]': '',
      'where[and][1][or][2][title][contains]': String(stamp),
    })
    const found = await request.get(`/api/${slug}?${where}`, { headers: { Authorization: auth } })
    expect(found.ok(), await found.text()).toBe(true)
    return (await found.json()).totalDocs as number
  }
  const createView = (slug: string) => new RegExp(`/admin/collections/${slug}/create$`)

  test('opening Create New and leaving stores nothing; Save draft stores it and autosave keeps it', async ({
    page,
    request,
  }) => {
    // Three forms opened and watched for longer than autosave's interval, then a save.
    test.slow()
    const admin = await login(request, ADMIN)
    await signedIn(page)
    for (const slug of SLUGS) {
      const before = await count(request, admin, slug)
      await page.goto(`/admin/collections/${slug}`)
      await page
        .getByRole('link', { name: /^create new/i })
        .first()
        .click()
      await expect(page.locator('#field-title')).toBeEditable()
      // Longer than autosave's 1.5 s: Payload used to have stored an empty, numbered draft (and
      // moved to its address) the moment the form opened.
      await page.waitForTimeout(3_000)
      await expect(page).toHaveURL(createView(slug))
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/${slug}(\\?.*)?$`))
      expect(await count(request, admin, slug), slug).toBe(before)
    }

    // Typed into, then left: nothing stored either (the studio asks first).
    const before = await count(request, admin, 'posts')
    await page.goto('/admin/collections/posts/create')
    await page.locator('#field-title').fill(`Left behind ${stamp}`)
    await page.waitForTimeout(3_000)
    await expect(page).toHaveURL(createView('posts'))
    expect(await count(request, admin, 'posts')).toBe(before)
    await page.getByRole('banner').getByRole('link', { name: 'Blog posts', exact: true }).click()
    await page.getByRole('button', { name: 'Leave anyway' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/posts(\?.*)?$/)
    expect(await count(request, admin, 'posts')).toBe(before)

    // Saved: stored once, as a draft; from then on autosave keeps what the owner types.
    const title = `Saved on purpose ${stamp}`
    await page
      .getByRole('link', { name: /^create new/i })
      .first()
      .click()
    await page.locator('#field-title').fill(title)
    await page.locator('#action-save-draft').click()
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+$/)
    const id = page.url().split('/').pop()
    expect(await count(request, admin, 'posts')).toBe(before + 1)
    await page.locator('#field-excerpt').fill('Typed after the first save.')
    await expect
      .poll(async () => {
        const doc = await request.get(`/api/posts/${id}?draft=true&depth=0`, {
          headers: { Authorization: admin },
        })
        return ((await doc.json()) as { excerpt?: string; _status: string }).excerpt
      })
      .toBe('Typed after the first save.')
    expect(await count(request, admin, 'posts')).toBe(before + 1)
    await page.goto('/admin/collections/posts?sort=-createdAt')
    await expect(page.locator('tbody tr').first()).toContainText(title)
  })
})

/** A chat lead as the chat stores it: the assistant's words in markdown. */
async function chatLead(request: APIRequestContext, auth: string, name: string) {
  const created = await request.post('/api/leads', {
    headers: { Authorization: auth },
    data: {
      name,
      email: `chat-${stamp}@example.com`,
      phone: '7195550142',
      source: 'chat',
      status: 'new',
      workType: 'staining',
      transcript: [
        {
          role: 'user',
          content: 'What would staining cost? **not bold**',
          at: new Date().toISOString(),
        },
        {
          role: 'assistant',
          content:
            'For about 2,000 sq ft, expect around **$8,400**.\n\n- Wash\n- Stain\n\nSee [Log Home Staining](/services/log-home-staining).',
          at: new Date().toISOString(),
        },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return (await created.json()).doc as { id: number; phone: string }
}

test.describe('the lead screens', () => {
  test('a chat lead’s case file shows the conversation as the chat did, times in Colorado', async ({
    page,
    request,
  }) => {
    const admin = await login(request, ADMIN)
    const lead = await chatLead(request, admin, `Chat Owner ${stamp}`)
    // Stored in one format.
    expect(lead.phone).toBe('(719) 555-0142')

    await signedIn(page)
    await page.goto(`/admin/collections/leads/${lead.id}`)
    const transcript = page.getByTestId('lead-transcript')
    await expect(transcript).toBeVisible()
    await expect(transcript.locator('strong', { hasText: '$8,400' })).toBeVisible()
    await expect(transcript.getByRole('link', { name: 'Log Home Staining' })).toHaveAttribute(
      'href',
      '/services/log-home-staining',
    )
    await expect(transcript.getByRole('listitem').filter({ hasText: 'Wash' }).last()).toBeVisible()
    await expect(transcript).not.toContainText('**$8,400**')
    // The homeowner's words stay as typed.
    await expect(transcript).toContainText('**not bold**')
    // Every time named: Colorado's zone.
    await expect(transcript).toContainText(/\d{1,2}:\d{2} [AP]M M[SD]T/)
    await expect(page.locator('.lead-desk__case')).toContainText(/came in .*M[SD]T/)
  })

  test('the leads list: dashes for empty cells, Colorado times; on a phone, cards with Call', async ({
    page,
    request,
  }, testInfo) => {
    const admin = await login(request, ADMIN)
    const name = `Phone Owner ${stamp}`
    await chatLead(request, admin, name)

    await signedIn(page)
    await page.goto('/admin/collections/leads')
    const table = page.locator('.collection-list__tables')
    await expect(table).toBeVisible()
    await expect(table).not.toContainText('<No')
    const row = table.locator('tbody tr').filter({ hasText: name })
    await expect(row).toContainText('—')
    await expect(row).toContainText(/M[SD]T/)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    const cards = page.getByTestId('lead-phone-list')
    await expect(cards).toBeVisible()
    await expect(table).toBeHidden()
    // The filters fold away: the first screen is leads.
    await expect(page.getByRole('region', { name: 'Quick filters' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Quick filters' })).toBeVisible()
    const card = cards.getByRole('listitem').filter({ hasText: name })
    await expect(card).toContainText(/just now|\d+ min/)
    await expect(card).toContainText('New')
    await expect(card.getByRole('link', { name: `Call ${name}` })).toHaveAttribute(
      'href',
      'tel:+17195550142',
    )
    const box = await cards.getByRole('listitem').first().boundingBox()
    expect(box && box.y < 844).toBe(true)
    // Nothing scrolls sideways in the list.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(wide).toBeLessThanOrEqual(390)

    const shot = testInfo.outputPath('leads-list-phone.png')
    await page.screenshot({ path: shot, fullPage: false })
    await testInfo.attach('leads-list-phone', { path: shot, contentType: 'image/png' })
    expect(fs.statSync(shot).size).toBeGreaterThan(1000)

    await page.getByRole('button', { name: 'Quick filters' }).click()
    await expect(page.getByRole('region', { name: 'Quick filters' })).toBeVisible()
  })
})

test('the export opens in a spreadsheet: Colorado dates, labels, links, one phone format', async ({
  request,
}) => {
  const admin = await login(request, ADMIN)
  const name = `Export Owner ${stamp}`
  await chatLead(request, admin, name)
  const response = await request.get('/api/staff/export', { headers: { Authorization: admin } })
  expect(response.status()).toBe(200)
  const rows = parse(await response.body(), { bom: true, columns: true }) as Record<
    string,
    string
  >[]
  const row = rows.find((entry) => entry.Name === name)
  expect(row).toMatchObject({
    Status: 'New',
    Source: 'Chat',
    Phone: '(719) 555-0142',
    'Service type': 'Staining',
  })
  expect(row?.['Date (Colorado)']).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(row?.['Time (Colorado)']).toMatch(/^\d{2}:\d{2}$/)
  for (const entry of rows) {
    expect(entry.Status).toMatch(/^(New|Contacted|Quoted|Won|Lost)$/)
    expect(entry.Source).toMatch(/^(Estimate form|Chat|Contact|Phone)$/)
    if (entry.Phone.replace(/\D/g, '').length === 10) {
      expect(entry.Phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
    }
    for (const link of entry.Photos ? entry.Photos.split('\n') : []) {
      expect(link.startsWith(`${baseURL}/admin/collections/lead-files/`)).toBe(true)
    }
  }
})
