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

test.describe('the image optimiser', () => {
  test('takes the media library’s files and nothing else of the site', async ({ request }) => {
    const media = await request.get('/api/media?limit=1&depth=0')
    const [picture] = (await media.json()).docs as { url: string }[]
    expect(picture.url).toMatch(/^\/api\/media\/file\//)
    const optimised = (url: string) =>
      request.get(`/_next/image?url=${encodeURIComponent(url)}&w=480&q=75`)
    expect((await optimised(picture.url)).status()).toBe(200)
    for (const url of [
      '/api/lead-files/file/front.jpg',
      '/api/lead-files/file/front-400x300.webp',
      '/api/users/me',
      '/search-fallback.svg',
      '/',
    ]) {
      expect((await optimised(url)).status(), url).toBe(400)
    }
  })
})
