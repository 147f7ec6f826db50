import { expect, test } from '@playwright/test'

import { account, type Account } from './fixtures'

/**
 * An owner's save renders again only the pages that show what changed (lib/revalidation): after
 * an editor changes a blog post's title, every page that shows the post shows the new title at
 * once, and a page that does not show it is still answered from Next.js's page cache. A post is
 * shown by its own page and the blog's list; the search and the sitemap are answered per request
 * (the search from its index, which follows the change log); the home page draws no post on the
 * server (its latest resources load in the browser, from the search index), and related posts
 * are stored but drawn on no page.
 */
const EDITOR: Account = {
  email: 'fresh-after-save-editor@example.com',
  password: 'fresh-after-save-password-1',
  name: 'Fresh Editor',
  role: 'editor',
}

test('an editor renames a post: the pages that show it show the new title, the others stay cached', async ({
  request,
  playwright,
  baseURL,
}) => {
  const authorization = await account(request, EDITOR)
  // A visitor without cookies (a studio user's draft mode goes past the cache). The newest post
  // the visitor sees (not one scheduled for later, which another spec may have made).
  const visitor = await playwright.request.newContext({ baseURL })
  const newest = await visitor.get('/api/posts?limit=1&sort=-publishedAt&depth=0')
  const post = (await newest.json()).docs[0]
  const postPath = `/blog/${post.slug}`
  const showIt = [postPath, '/blog']
  const showItNot = ['/services', '/faq', '/portfolio']

  // Each page is in the page cache first, its second answer a HIT.
  for (const path of [...showIt, ...showItNot]) {
    await visitor.get(path)
    expect((await visitor.get(path)).headers()['x-nextjs-cache'], path).toBe('HIT')
  }

  const word = `Quillion${Date.now()}`
  const title = `${post.title} ${word}`
  const saved = await request.patch(`/api/posts/${post.id}`, {
    headers: { Authorization: authorization },
    data: { title, _status: 'published' },
  })
  expect(saved.status()).toBe(200)
  const updatedAt = new Date((await saved.json()).doc.updatedAt).toISOString()

  for (const path of showIt) {
    const page = await visitor.get(path)
    expect(page.headers()['x-nextjs-cache'], path).not.toBe('HIT')
    expect(await page.text(), path).toContain(word)
  }
  // The search finds it by its new title, in the box's answers and on its page (the route
  // handlers' index and the pages' each follow the change log within a second).
  for (const path of [`/api/search?q=${word.toLowerCase()}`, `/search?q=${word.toLowerCase()}`]) {
    await expect
      .poll(async () => (await visitor.get(path)).text(), { timeout: 10_000 })
      .toContain(word)
  }
  // The sitemap dates the post by its change.
  const sitemap = await (await visitor.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(
    new RegExp(`${postPath}</loc>\\s*<lastmod>${updatedAt.replace(/\./g, '\\.')}</lastmod>`),
  )
  // Pages that do not show the post were not rendered again.
  for (const path of showItNot) {
    expect((await visitor.get(path)).headers()['x-nextjs-cache'], path).toBe('HIT')
  }
  await visitor.dispose()
})
