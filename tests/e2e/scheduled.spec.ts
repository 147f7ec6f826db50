import { expect, test, type APIRequestContext } from '@playwright/test'

import { ADMIN, login, paragraph, signedIn } from './fixtures'

/**
 * Issue 40: a post published with a publish date ahead is scheduled, not live. It is on no page of
 * the site, not in the sitemap, the search or at its own address until that moment, and then it is
 * everywhere without a redeploy. The studio calls it "Scheduled for …" wherever it shows the
 * status, and schedules a post that was never saved. Dates on the site are Colorado's, as in the
 * studio.
 */

const stamp = Date.now()

async function post(
  request: APIRequestContext,
  authorization: string,
  data: { title: string; slug: string; publishedAt?: string; _status: 'draft' | 'published' },
) {
  const media = await request.get('/api/media?limit=1&depth=0', { headers: { authorization } })
  const created = await request.post(`/api/posts${data._status === 'draft' ? '?draft=true' : ''}`, {
    headers: { authorization },
    data: {
      ...data,
      excerpt: `An excerpt of ${data.title}.`,
      heroImage: (await media.json()).docs[0].id,
      content: paragraph(`The body of ${data.title}.`),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()).doc as { id: number; publishedAt: string }
}

/** Where a visitor (no cookie) finds the post: each place the site lists or serves it. */
async function visibleTo(request: APIRequestContext, slug: string, word: string) {
  const [page, blog, sitemap, search] = await Promise.all([
    request.get(`/blog/${slug}`),
    request.get('/blog'),
    request.get('/sitemap.xml'),
    request.get(`/api/search?q=${word}`),
  ])
  return {
    page: page.status(),
    blog: (await blog.text()).includes(`/blog/${slug}`),
    sitemap: (await sitemap.text()).includes(`/blog/${slug}<`),
    search: JSON.stringify(await search.json()).includes(`/blog/${slug}`),
  }
}

const HIDDEN = { page: 404, blog: false, sitemap: false, search: false }
const LIVE = { page: 200, blog: true, sitemap: true, search: true }

test('a post published with a date ahead is nowhere until then, then everywhere without a redeploy', async ({
  page,
  playwright,
}) => {
  test.slow()
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const admin = await login(page.request, ADMIN)
  const word = `zephyrwood${stamp}`
  const slug = `scheduled-${stamp}`
  const at = new Date(Date.now() + 25_000)
  const doc = await post(page.request, admin, {
    title: `A scheduled ${word} post`,
    slug,
    publishedAt: at.toISOString(),
    _status: 'published',
  })

  expect(await visibleTo(visitor, slug, word)).toEqual(HIDDEN)
  // Nor through the API, to a visitor.
  const api = await visitor.get(`/api/posts?where[slug][equals]=${slug}&depth=0`)
  expect((await api.json()).totalDocs).toBe(0)

  // The studio says so: the document's status, and the list.
  await signedIn(page)
  await page.goto(`/admin/collections/posts/${doc.id}`)
  await expect(page.getByTestId('scheduled-status')).toContainText(/^Status: Scheduled for /)
  await page.goto(`/admin/collections/posts?search=${word}`)
  const row = page.locator('tbody tr').filter({ hasText: word })
  await expect(row).toContainText('Scheduled for ')
  await expect(row).not.toContainText('Published')

  // Its moment: live on every page, the sitemap and the search, with nothing redeployed.
  await expect
    .poll(() => visibleTo(visitor, slug, word), { timeout: 60_000, intervals: [2_000] })
    .toEqual(LIVE)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  await page.reload()
  await expect(row).not.toContainText('Scheduled')
  await visitor.dispose()
})

test('Schedule is there before the first save, and a draft scheduled from it stays off the site', async ({
  page,
  playwright,
}) => {
  const admin = await login(page.request, ADMIN)
  await signedIn(page)
  await page.goto('/admin/collections/posts/create')
  await expect(page.locator('#schedule-colorado')).toBeVisible()

  const word = `quillmoor${stamp}`
  const slug = `draft-scheduled-${stamp}`
  const draft = await post(page.request, admin, {
    title: `A ${word} draft`,
    slug,
    _status: 'draft',
  })
  await page.goto(`/admin/collections/posts/${draft.id}`)
  await expect(page.locator('.doc-controls .status')).toContainText('Status: Draft')
  await page.locator('#schedule-colorado').click()
  const drawer = page.getByTestId('schedule-drawer')
  const year = new Date().getUTCFullYear() + 1
  await drawer.getByLabel('Day and time, Colorado time (Mountain Time)').fill(`${year}-12-01T09:00`)
  await drawer.getByRole('button', { name: 'Schedule publish' }).click()
  await expect(page.getByTestId('scheduled-status')).toHaveText(
    `Status: Scheduled for Dec 1, ${year}, 9:00 AM MST`,
  )
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  expect(await visibleTo(visitor, slug, word)).toEqual(HIDDEN)
  await visitor.dispose()

  // Reloaded, it still says so.
  await page.reload()
  await expect(page.getByTestId('scheduled-status')).toHaveText(
    `Status: Scheduled for Dec 1, ${year}, 9:00 AM MST`,
  )
})

test('a post is dated with its Colorado day on the site, as in the studio', async ({ page }) => {
  const admin = await login(page.request, ADMIN)
  const slug = `colorado-evening-${stamp}`
  // 9 PM on October 6 in Colorado is October 7 in UTC.
  await post(page.request, admin, {
    title: `An evening post ${stamp}`,
    slug,
    publishedAt: '2025-10-07T03:00:00.000Z',
    _status: 'published',
  })
  await page.goto(`/blog/${slug}`)
  await expect(page.locator('main time').first()).toHaveText('October 6, 2025')

  await signedIn(page)
  await page.goto(`/admin/collections/posts?search=${stamp}`)
  await expect(page.locator('tbody tr').filter({ hasText: 'An evening post' })).toContainText(
    'Oct 6, 2025',
  )
})
