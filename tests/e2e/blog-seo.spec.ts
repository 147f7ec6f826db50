import { expect, test, type APIRequestContext } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { account, ADMIN, login, signedIn, type Account } from './fixtures'

/**
 * /blog-seo, the blog SEO analyzer (src/lib/blogSeo): who may open it, the list of every post with
 * its scores and problems, a post's checks with their fixes, and the analysis in the studio's post
 * editor, which follows what is typed without a save. In Chromium against the production build.
 */
const EDITOR: Account = {
  email: 'bea.blogger@example.com',
  password: 'e2e-blogger-password-1',
  name: 'Bea Blogger',
  role: 'editor',
}
const STAFF: Account = {
  email: 'stan.desk@example.com',
  password: 'e2e-desk-password-1',
  name: 'Stan Desk',
  role: 'staff',
}

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const block = (type: 'paragraph' | 'heading', value: string) => ({
  type,
  ...(type === 'heading' ? { tag: 'h2' } : { textFormat: 0 }),
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})

/** A draft post made through the REST API (drafts stay off the public site). */
async function draftPost(
  request: APIRequestContext,
  admin: string,
  data: { title: string; slug: string; excerpt: string; focusKeyphrase: string },
) {
  const media = await request.get('/api/media?limit=1&depth=0', {
    headers: { Authorization: admin },
  })
  const [cover] = (await media.json()).docs
  const created = await request.post('/api/posts?draft=true', {
    headers: { Authorization: admin },
    data: {
      ...data,
      heroImage: cover.id,
      _status: 'draft',
      content: {
        root: {
          type: 'root',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          children: [
            block('paragraph', 'Chinking seals the gaps between the logs of your home.'),
            block('heading', 'When chinking cracks'),
            block('paragraph', 'Cold air and water get in. So we check it every spring.'),
          ],
        },
      },
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  return (await created.json()).doc as { id: number; title: string; slug: string }
}

test.describe('who gets in', () => {
  test('anonymous visitors are sent to sign in, and brought back after it', async ({
    page,
    request,
  }) => {
    for (const path of ['/blog-seo', '/blog-seo/log-home-maintenance-schedule-colorado']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      const location = new URL(response.headers().location, baseURL)
      expect(location.pathname + location.search, path).toBe(
        `/admin/login?redirect=${encodeURIComponent(path)}`,
      )
    }

    await account(request, EDITOR)
    await page.goto('/blog-seo')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/)
    await page.getByLabel(/email/i).fill(EDITOR.email)
    await page.getByLabel(/password/i).fill(EDITOR.password)
    await page.getByRole('button', { name: /login/i }).click()
    // The first visit analyses every post (a quarter of a second each, several seconds on a
    // loaded machine) before the page answers: the way back waits for it.
    await expect(page).toHaveURL(/\/blog-seo$/, { timeout: 45_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Blog SEO' })).toBeVisible()
  })

  test('a staff user gets 403; editors and admins get in', async ({ page, request }) => {
    const staff = await account(request, STAFF)
    const editor = await account(request, EDITOR)
    const admin = await login(request, ADMIN)
    for (const path of ['/blog-seo', '/blog-seo/log-home-maintenance-schedule-colorado']) {
      const as = (who: string) => request.get(path, { headers: { Authorization: who } })
      expect((await as(staff)).status(), path).toBe(403)
      expect((await as(editor)).status(), path).toBe(200)
      expect((await as(admin)).status(), path).toBe(200)
    }

    await signedIn(page, STAFF)
    const response = await page.goto('/blog-seo')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You do not have access to this page',
    )
  })
})

test.describe('an editor coaches the blog', () => {
  test('the list shows every post with its scores and problem count', async ({ page, request }) => {
    const editor = await account(request, EDITOR)
    const found = await request.get(
      '/api/posts?draft=true&depth=0&pagination=false&select[title]=true',
      { headers: { Authorization: editor } },
    )
    const posts = (await found.json()).docs as Array<{ title: string }>
    expect(posts.length).toBeGreaterThanOrEqual(12)

    await signedIn(page, EDITOR)
    await page.goto('/blog-seo')
    const table = page.getByRole('table', { name: 'Blog posts by SEO score, weakest first' })
    await expect(table).toBeVisible()
    for (const column of ['Post', 'Focus keyphrase', 'SEO', 'Readability', 'Problems']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible()
    }
    await expect(table.getByRole('row')).toHaveCount(posts.length + 1)
    for (const post of posts) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: post.title }) })
      await expect(row, post.title).toHaveCount(1)
      const cells = row.getByRole('cell')
      // SEO with its word and score, readability with its word: never colour alone.
      await expect(cells.nth(1)).toHaveText(/^(Good|OK|Poor) \(\d+\)$/)
      await expect(cells.nth(2)).toHaveText(/^(Good|OK|Poor)$/)
      await expect(cells.nth(3)).toHaveText(/^\d+$/)
    }
  })

  test('a post’s page lists every check, its result and a fix', async ({ page, request }) => {
    await account(request, EDITOR)
    await signedIn(page, EDITOR)
    await page.goto('/blog-seo')
    await page
      .getByRole('link', { name: 'A Year-Round Maintenance Schedule for Colorado Log Homes' })
      .click()
    await expect(page).toHaveURL(/\/blog-seo\/log-home-maintenance-schedule-colorado$/)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'A Year-Round Maintenance Schedule for Colorado Log Homes',
      }),
    ).toBeVisible()
    const scores = page.getByTestId('blog-seo-scores')
    await expect(scores).toContainText(/SEO\s*(Good|OK|Poor) \(\d+\)/)
    await expect(scores).toContainText(/Readability\s*(Good|OK|Poor)/)

    const seo = page.getByRole('region', { name: 'SEO', exact: true })
    const readability = page.getByRole('region', { name: 'Readability', exact: true })
    for (const label of [
      'Focus keyphrase',
      'Meta description length',
      'SEO title width',
      'Text length',
      'Internal links',
      'Outbound links',
      'Image alt text',
      'Single H1',
    ]) {
      await expect(seo.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible()
    }
    for (const label of [
      'Flesch reading ease',
      'Paragraph length',
      'Sentence length',
      'Subheading distribution',
      'Passive voice',
      'Transition words',
    ]) {
      await expect(
        readability.getByRole('heading', { level: 3, name: label, exact: true }),
      ).toBeVisible()
    }
    // The seeded post links to no other site: a real problem, with its one-line fix.
    const outbound = seo.getByRole('listitem').filter({ hasText: 'Outbound links' })
    await expect(outbound).toContainText('Poor')
    await expect(outbound).toContainText('No outbound links appear in this page.')
    await expect(outbound).toContainText('Fix: Link to a useful source on another site')
    await expect(page.getByRole('link', { name: 'Edit in the studio' })).toHaveAttribute(
      'href',
      /\/admin\/collections\/posts\/\d+$/,
    )
    await expect(page.locator('a[href*="yoast.com"], a[href*="yoa.st"]')).toHaveCount(0)
  })

  test('the studio’s post editor shows the analysis and follows what is typed, unsaved', async ({
    page,
    request,
  }) => {
    await account(request, EDITOR)
    const admin = await login(request, ADMIN)
    const stamp = Date.now()
    const other = await draftPost(request, admin, {
      title: `Chinking in spring ${stamp}`,
      slug: `chinking-in-spring-${stamp}`,
      excerpt: 'When to look at the chinking.',
      focusKeyphrase: `spring chinking check ${stamp}`,
    })
    const post = await draftPost(request, admin, {
      title: `Cracked chinking ${stamp}`,
      slug: `cracked-chinking-${stamp}`,
      excerpt: 'Short note.',
      focusKeyphrase: 'cracked chinking',
    })

    await signedIn(page, EDITOR)
    await page.goto(`/admin/collections/posts/${post.id}`)
    const panel = page.getByRole('region', { name: 'SEO analysis' })
    await expect(panel).toBeVisible()
    const toFix = panel.getByRole('list', { name: 'To fix' })
    const item = (label: string) => toFix.getByRole('listitem').filter({ hasText: label })

    // The meta description falls back to the excerpt, 11 characters: too short.
    await expect(item('Meta description length')).toContainText(
      'Fix: Lengthen the meta description to 120–156 characters (it has 11).',
    )
    await expect(item('Text length')).toContainText('Fix: Write at least 300 words.')
    await expect(panel.getByRole('status')).toContainText(/SEO: (Good|OK|Poor) \(\d+\)/)

    // The SEO tab's meta description, typed: the check passes without a save.
    await page.getByRole('button', { name: 'SEO', exact: true }).click()
    await page
      .locator('#field-meta__description')
      .fill(
        'Cracked chinking lets cold air and snowmelt into a log home. How to spot it early, what a repair involves and when to call a pro.',
      )
    await expect(item('Meta description length')).toHaveCount(0)
    await expect(panel.getByText('Good results')).toBeVisible()

    // The focus keyphrase, typed: now another post's, so that check fails and names it.
    const keyphrase = page.locator('#field-focusKeyphrase')
    await keyphrase.fill('')
    await keyphrase.pressSequentially(`spring chinking check ${stamp}`)
    await expect(item('Keyphrase not used by another post')).toContainText(`“${other.title}”`)
    await expect(item('Keyphrase not used by another post')).toContainText(
      'Fix: Choose a keyphrase no other post targets',
    )
    await keyphrase.fill('cracked chinking')
    await expect(item('Keyphrase not used by another post')).toHaveCount(0)
  })
})
