import { expect, test, type Page } from '@playwright/test'

import { ADMIN, account, signedIn, type Account } from './fixtures'

/**
 * Issue 40: the studio in an owner's words. Signed in as the admin and as staff, the test opens
 * every screen the studio's menu leads to: the dashboard, each list, the first document of each
 * list with every one of its tabs, and each global. It fails on a developer's word on screen: an
 * environment variable's name, the README, Payload's raw values and field names.
 */
const DEVELOPER_WORDS: [RegExp, string][] = [
  [/\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/, 'an environment variable’s name'],
  [/\bREADME\b/, 'the README'],
  [/^API$/m, 'the "API" tab'],
  [/^(?:true|false)$/m, 'a checkbox’s raw value'],
  [/<No [^>]*>/, 'Payload’s "<No …>"'],
  [/To URL Type|\bto > /, 'the redirect’s field names'],
  [/\d{3} - (?:Permanent|Temporary)/, 'the redirect kinds’ codes'],
  [/MIME Type/, '"MIME Type"'],
  [/File Size/, '"File Size"'],
  [/^Alt$/m, '"Alt"'],
  [/Force Unlock/, '"Force Unlock"'],
  [/Kind: [a-z]+-[a-z-]+/, 'an e-mail’s kind as the code names it'],
  [/America\/Denver/, 'the time zone’s code'],
  [/focus keyphrase below/, 'the SEO panel pointing the wrong way'],
  [/nothing to correspond/, 'Payload’s "nothing to correspond with your request"'],
]

const STAFF: Account = {
  email: 'words-staff@example.com',
  password: 'staff-words-password-1',
  name: 'Wes Words',
  role: 'staff',
}

/** The developer's words on the page as it shows now, each with what it is. */
async function developerWords(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  return DEVELOPER_WORDS.filter(([pattern]) => pattern.test(text)).map(
    ([pattern, what]) => `${page.url()}: ${what} (${text.match(pattern)?.[0]})`,
  )
}

/** The screens the studio's menu leads to, read from the menu itself. */
async function menuScreens(page: Page): Promise<string[]> {
  await page.goto('/admin')
  const nav = page.locator('.nav__wrap')
  await expect(nav.locator('a').first()).toBeAttached()
  const hrefs = await nav
    .locator('a[href^="/admin/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs)].filter((href) => href !== '/admin/logout')
}

/** A studio page drawn: its heading, and its form ready when it has one. */
async function drawn(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible()
  const form = page.locator('form[data-form-ready]')
  if ((await form.count()) > 0)
    await expect(form.first()).toHaveAttribute('data-form-ready', 'true')
}

/** A screen and, on a list, the first document of the list with each of its tabs. */
async function readScreen(page: Page, href: string, found: string[]) {
  await page.goto(href)
  await drawn(page)
  found.push(...(await developerWords(page)))
  const firstRow = page.locator('table tbody tr').first().locator('a[href^="/admin/"]').first()
  if (!href.includes('/collections/') || (await firstRow.count()) === 0)
    return readTabs(page, found)
  await page.goto((await firstRow.getAttribute('href'))!)
  await drawn(page)
  found.push(...(await developerWords(page)))
  await readTabs(page, found)
}

/** Each tab of the form on screen, opened in turn. */
async function readTabs(page: Page, found: string[]) {
  const tabs = page.locator('.tabs-field__tab-button')
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click()
    await expect(tabs.nth(i)).toHaveClass(/--active/)
    found.push(...(await developerWords(page)))
  }
}

test('the admin reads no developer’s word on any screen of the studio', async ({ page }) => {
  await signedIn(page, ADMIN)
  const screens = await menuScreens(page)
  expect(screens).toEqual(
    expect.arrayContaining([
      '/admin/collections/posts',
      '/admin/collections/media',
      '/admin/collections/redirects',
      '/admin/collections/testimonials',
      '/admin/collections/outbox',
      '/admin/collections/leads',
      '/admin/globals/site-settings',
    ]),
  )
  const found = await developerWords(page)
  for (const href of screens) await readScreen(page, href, found)
  expect(found).toEqual([])
})

test('staff read no developer’s word, and a page they may not open says so', async ({ page }) => {
  await account(page.request, STAFF)
  await signedIn(page, STAFF)
  const screens = await menuScreens(page)
  expect(screens).toContain('/admin/collections/leads')
  expect(screens).not.toContain('/admin/globals/site-settings')
  const found = await developerWords(page)
  for (const href of screens) await readScreen(page, href, found)
  expect(found).toEqual([])

  await page.goto('/admin/globals/site-settings')
  await expect(page.getByText('your account cannot open it')).toBeVisible()
  found.push(...(await developerWords(page)))
  expect(found).toEqual([])
})
