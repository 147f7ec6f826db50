import { expect, test } from '@playwright/test'

test('the home page lists real seeded content', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Log Home Restoration and Finishing for Colorado’s High Country',
  )
  await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible()
  await expect(page.getByText('Log Home Chinking').first()).toBeVisible()
  await expect(page.getByText('Park County').first()).toBeVisible()
  await expect(page.getByTestId('featured-projects').getByRole('link')).toHaveCount(4)
  await page.getByTestId('latest-resources').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('latest-item').getByRole('link')).toHaveCount(3)
  expect(errors).toEqual([])
})

test.describe('leads are closed to anonymous visitors', () => {
  test('REST: no list, no read, no create', async ({ request }) => {
    const list = await request.get('/api/leads')
    expect(list.status()).toBe(403)
    const create = await request.post('/api/leads', {
      data: {
        name: 'Spam',
        email: 'spam@example.com',
        phone: '0000000000',
        source: 'chat',
        status: 'new',
      },
    })
    expect(create.status()).toBe(403)
    const one = await request.get('/api/leads/1')
    expect(one.status()).toBe(403)
  })

  test('GraphQL is off: no endpoint, no playground', async ({ request }) => {
    const query = await request.post('/api/graphql', {
      data: { query: '{ Leads { docs { id email } } }' },
    })
    expect(query.status()).toBe(404)
    const mutation = await request.post('/api/graphql', {
      data: {
        query:
          'mutation { createLead(data: { name: "Spam", email: "spam@example.com", phone: "0000000000", source: chat, status: new }) { id } }',
      },
    })
    expect(mutation.status()).toBe(404)
    expect((await request.get('/api/graphql-playground')).status()).toBe(404)
  })
})

test.describe('pictures', () => {
  test('are the files made at upload: a srcset of sizes that load, sized, lazy below the fold', async ({
    page,
    request,
  }) => {
    await page.goto('/portfolio')
    const card = page.locator('main picture').filter({ has: page.locator('img[loading="lazy"]') })
    await expect(card.first()).toBeAttached()
    const img = card.first().locator('img')
    // Its width and height hold its place before it loads.
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0)
    const entries = (srcset: string | null) =>
      (srcset ?? '').split(', ').map((entry) => {
        const [url, width] = entry.split(' ')
        return { url, width: Number.parseInt(width, 10) }
      })
    // The script that holds lazy pictures may have their addresses for now.
    const webp = entries(
      (await img.getAttribute('srcset')) ?? (await img.getAttribute('data-held-srcset')),
    )
    const source = card.first().locator('source[type="image/avif"]')
    const avif = entries(
      (await source.getAttribute('srcset')) ?? (await source.getAttribute('data-held-srcset')),
    )
    // Two widths of the card: a third of a desktop page, a phone's full width.
    expect(webp.map((entry) => entry.width)).toEqual([480, 768])
    expect(avif.map((entry) => entry.width)).toEqual([480, 768])
    for (const [entry, type] of [
      ...webp.map((entry) => [entry, 'image/webp'] as const),
      ...avif.map((entry) => [entry, 'image/avif'] as const),
    ]) {
      expect(entry.url).toMatch(new RegExp(`^/api/media/file/[^/]+-${entry.width}x\\d+\\.`))
      const file = await request.get(entry.url)
      expect(file.status(), entry.url).toBe(200)
      expect(file.headers()['content-type']).toBe(type)
    }
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)
  })
})
