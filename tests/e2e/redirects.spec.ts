import { expect, test } from '@playwright/test'

import { ADMIN, login, publishedPost, signedIn, typeInto } from './fixtures'

/**
 * Links that never break (issue 26): a published post renamed in the studio leaves a 301 at its
 * old address, answered by the production server before any page is drawn (the raw answer, not
 * the page a browser ends on), and the sitemap lists only the new address; the studio refuses a
 * redirect away from the site with a clear message.
 */

test('a published post renamed in the studio: its old address answers 301 to the new one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const oldSlug = `winter-checklist-${stamp}`
  const newSlug = `winter-log-home-checklist-${stamp}`
  const authorization = await login(request, ADMIN)
  const id = await publishedPost(request, authorization, {
    slug: oldSlug,
    title: `Rename me ${oldSlug}`,
    excerpt: 'A post renamed in the studio.',
    body: 'Old links keep working.',
  })
  expect((await request.get(`/blog/${oldSlug}`)).status()).toBe(200)

  await signedIn(page)
  await page.goto(`/admin/collections/posts/${id}`)
  // The slug is locked until "Unlock" is pressed: one press.
  await page.locator('#field-slug-lock').click()
  await expect(page.locator('#field-slug')).toBeEditable()
  await typeInto(page.locator('#field-slug'), newSlug)
  await page.locator('#action-save').click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()
  // The post says where its old address leads now, right after the save and after a reload
  // (issue 40).
  const notice = page.getByTestId('forwarding-notice')
  await expect(notice).toContainText(`/blog/${oldSlug} now forwards to /blog/${newSlug}.`)
  await page.reload()
  await expect(notice).toContainText(`/blog/${oldSlug} now forwards to /blog/${newSlug}.`)

  // The raw answer to the old address: a 301 with the new path, nothing drawn (Next.js sends the
  // new address as the body's text).
  const old = await request.get(`/blog/${oldSlug}?utm_source=newsletter`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toBe(`/blog/${newSlug}?utm_source=newsletter`)
  expect(await old.text()).not.toContain('<')
  // A browser without JavaScript lands on the post.
  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled: false })
  const site = await visitor.newPage()
  await site.goto(`/blog/${oldSlug}`)
  await expect(site).toHaveURL(new RegExp(`/blog/${newSlug}$`))
  await expect(site.getByRole('heading', { level: 1, name: `Rename me ${oldSlug}` })).toBeVisible()
  await visitor.close()

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/blog/${newSlug}</loc>`)
  expect(sitemap).not.toContain(`/blog/${oldSlug}</loc>`)

  // The studio lists it, saying why it was made and where it goes, in words.
  await page.goto('/admin/collections/redirects')
  const row = page.locator('tbody tr', { hasText: `/blog/${oldSlug}` })
  await expect(row).toContainText(`/blog/${newSlug}`)
  await expect(row.locator('td.cell-type')).toHaveText('Permanent')
  await expect(page.locator('thead')).toContainText('Goes to')
})

test('the studio refuses a redirect to another site, saying why', async ({ page, request }) => {
  await signedIn(page)
  await page.goto('/admin/collections/redirects/create')
  await page.getByText('An address', { exact: true }).first().click()
  await expect(page.locator('#field-to__url')).toBeVisible()
  // An address of its own for each run, so the test can run again on the same database.
  const from = `/spring-offer-${Date.now()}`
  await typeInto(page.locator('#field-from'), from)
  await typeInto(page.locator('#field-to__url'), 'https://evil.example/offer')
  await page.locator('#action-save').click()
  await expect(
    page
      .getByText(/must be an address on this site/i)
      .filter({ visible: true })
      .first(),
  ).toBeVisible()
  const answer = await request.get(from, { maxRedirects: 0 })
  expect(answer.status()).toBe(404)

  // Pointed at the contact page instead, it works at once.
  await page.locator('#field-to__url').fill('/contact')
  await page.locator('#action-save').click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  const saved = await request.get(from, { maxRedirects: 0 })
  expect(saved.status()).toBe(301)
  expect(saved.headers().location).toBe('/contact')
})

test('a redirect never hides a live page', async ({ request }) => {
  const authorization = await login(request, ADMIN)
  const refused = await request.post('/api/redirects', {
    headers: { authorization },
    data: { from: '/contact', to: { type: 'custom', url: '/faq' }, type: '301' },
  })
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toMatch(/live page/)
  expect((await request.get('/contact', { maxRedirects: 0 })).status()).toBe(200)
})
