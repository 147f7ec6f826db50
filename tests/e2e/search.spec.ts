import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

/** The header's search box, once its combobox code has loaded (on the first hover). */
async function headerSearch(page: Page) {
  const form = page.getByTestId('search-header')
  const input = form.locator('input[name="q"]')
  // One hover: before the page's script runs, the box loads once it does (HeaderSearch.tsx).
  await form.hover()
  await expect(input).toHaveAttribute('role', 'combobox')
  return { form, input, panel: page.getByTestId('search-panel') }
}

/** The search requests the page sends. */
function searchRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/search') seen.push(url.search)
  })
  return seen
}

function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

const options = (page: Page) => page.getByRole('option')

test.describe('the header search box', () => {
  test.use({ viewport: DESKTOP })

  test('a burst of typing sends one request, after the typing stops', async ({ page }) => {
    const requests = searchRequests(page)
    // The page's clock runs on its own while the page loads, then stands still: from there on
    // only runFor moves it, so the keystrokes' spacing and the 700 ms wait are the page's.
    const start = new Date('2026-01-05T09:00:00-07:00')
    await page.clock.install({ time: start })
    await page.goto('/services')
    const { input, panel } = await headerSearch(page)
    await input.click()
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000))

    // A key every 60 ms: each restarts the wait, so nothing is sent while typing.
    for (const key of 'chinking') {
      await input.press(key)
      await page.clock.runFor(60)
    }
    await expect(input).toHaveValue('chinking')
    // 60 + 639 ms after the last key: still nothing.
    await page.clock.runFor(639)
    expect(requests).toEqual([])

    // 700 ms after the last key: one request, for the whole word.
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/search')
    await page.clock.runFor(1)
    await sent
    await page.clock.resume()
    await expect(panel.getByText(/\d+ results found/)).toBeVisible()
    expect(requests).toEqual(['?q=chinking'])
  })

  test('every state of the panel', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.goto('/')
    const { form, input, panel } = await headerSearch(page)

    // One character: no panel.
    await input.fill('s')
    await expect(panel).toBeHidden()

    // Loading: 'Searching...', skeleton rows, a spinner in the clear button.
    let release = () => {}
    await page.route('**/api/search?*', async (route) => {
      await new Promise<void>((resolve) => (release = resolve))
      await route.continue()
    })
    await input.fill('staining')
    await expect(panel.getByText('Searching...')).toBeVisible()
    await expect(panel.getByTestId('search-skeleton')).toHaveCount(3)
    await expect(form.getByTestId('search-spinner')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toBeAttached()
    release()
    // Once the held request has gone on (unroute alone can race the handler's continue).
    await page.unrouteAll({ behavior: 'wait' })

    // Results: the count, 'Smart results', image, title, description and category.
    await expect(panel.getByText(/^\d+ results found$/)).toBeVisible()
    await expect(panel.getByText('Smart results')).toBeVisible()
    await expect(form.getByTestId('search-spinner')).toBeHidden()
    const first = options(page).first()
    await expect(first).toContainText('Log Home Staining')
    await expect(first).toContainText('Service')
    await expect(first.locator('img')).toHaveAttribute('data-fallback', 'false')
    await expect(first.locator('.lg\\:block')).toBeVisible() // the description, on a desktop
    await expect(page.getByRole('status').filter({ hasText: /results found/ })).toBeAttached()

    // Closed by a click outside (beside the panel, on the page); open again on focus.
    await page.mouse.click(DESKTOP.width - 10, DESKTOP.height - 10)
    await expect(panel).toBeHidden()
    await input.focus()
    await expect(panel).toBeVisible()

    // No results.
    await input.fill('zzqxv')
    await expect(panel.getByText('No results found')).toBeVisible()
    await expect(panel.getByText('Try different keywords or check spelling')).toBeVisible()
    await expect(panel.getByText('Smart results')).toBeHidden()

    // Clear: empty box, closed panel.
    await form.getByRole('button', { name: 'Clear search' }).click()
    await expect(input).toHaveValue('')
    await expect(panel).toBeHidden()
    await expect(input).toBeFocused()

    // A failing server: 'No results found', the error only in the console.
    await page.route('**/api/search?*', (route) =>
      route.fulfill({ status: 500, body: 'Search broke' }),
    )
    await input.fill('deck')
    await expect(panel.getByText('No results found')).toBeVisible()
    await expect.poll(() => errors.join('\n')).toContain('500: Search broke')
    await expect(page.getByText('Search broke')).toHaveCount(0)
  })

  test('the keyboard: arrows move, Enter opens, Escape closes then clears', async ({ page }) => {
    await page.goto('/portfolio')
    const { input, panel } = await headerSearch(page)
    await input.click()
    await input.fill('log home')
    await expect(options(page).first()).toBeVisible()
    const count = await options(page).count()
    expect(count).toBeGreaterThan(2)
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await expect(input).toHaveAttribute('aria-controls', /.+/)

    await page.keyboard.press('ArrowDown')
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true')
    const firstId = await options(page).nth(0).getAttribute('id')
    await expect(input).toHaveAttribute('aria-activedescendant', firstId!)
    await page.keyboard.press('ArrowDown')
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp') // wraps to the last
    await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true')

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toHaveValue('log home')
    await page.keyboard.press('ArrowDown')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(input).toHaveValue('')

    await input.fill('westcliffe')
    await expect(options(page).first()).toContainText('Westcliffe')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/portfolio\/westcliffe-colorado-log-home-restoration$/)
    await expect(input).toHaveValue('')

    // Enter with no option chosen: every result on the search page.
    await input.fill('chinking')
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=chinking$/)
    await expect(page.getByTestId('search-results')).toContainText('Log Home Chinking')
  })

  test('a picture that fails to load shows the fallback picture', async ({ page }) => {
    await page.route('**/api/media/file/**', (route) => route.abort())
    await page.goto('/about')
    const { input } = await headerSearch(page)
    await input.fill('chinking')
    const image = options(page).first().locator('img')
    await expect(image).toHaveAttribute('data-fallback', 'true')
    await expect(image).toHaveAttribute('src', '/search-fallback.svg')
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  for (const { q, category, url } of [
    {
      q: 'chinking caulking',
      category: 'Blog Post',
      url: /\/blog\/chinking-vs-caulking-log-homes$/,
    },
    { q: 'westcliffe', category: 'Portfolio Item', url: /\/portfolio\/westcliffe-/ },
    { q: 'chinking', category: 'Service', url: /\/services\/chinking$/ },
    { q: 'summit', category: 'Service Area', url: /\/counties\/summit-county$/ },
    { q: 'denver', category: 'City', url: /\/cities\/denver-log-home-restoration$/ },
    { q: 'alma', category: 'City', url: /\/cities#city-alma$/ },
    { q: 'maintenance guide', category: 'Page', url: /\/maintenance-guide$/ },
  ]) {
    test(`choosing a ${category} result (“${q}”) leads to its page`, async ({ page }) => {
      await page.goto('/contact')
      const { input, panel } = await headerSearch(page)
      await input.fill(q)
      await options(page).filter({ hasText: category }).first().click()
      await expect(panel).toBeHidden()
      await expect(input).toHaveValue('')
      await expect(page).toHaveURL(url)
    })
  }

  test('an FAQ result opens its answer, from another page and on the FAQ page', async ({
    page,
  }) => {
    await page.goto('/')
    let { input } = await headerSearch(page)
    await input.fill('how often inspected')
    await options(page).filter({ hasText: 'FAQ' }).first().click()
    await expect(page).toHaveURL(/\/faq#faq-\d+$/)
    const answer = page.locator('details[open]')
    await expect(answer).toHaveCount(1)
    await expect(answer).toContainText('How often should my log home be inspected?')
    await expect(answer).toBeInViewport()

    ;({ input } = await headerSearch(page))
    await input.fill('chinking job take')
    await options(page).filter({ hasText: 'FAQ' }).first().click()
    await expect(
      page.locator('details[open]', { hasText: 'How long does a chinking job take?' }),
    ).toBeVisible()
  })

  test('a result of an unknown type goes to /{slug}', async ({ page }) => {
    await page.route('**/api/search?*', (route) =>
      route.fulfill({
        json: {
          count: 1,
          suggestions: [
            {
              id: 'x',
              type: 'video',
              title: 'About us',
              description: '',
              image: null,
              category: '',
              slug: 'about',
              path: '',
            },
          ],
        },
      }),
    )
    await page.goto('/faq')
    const { input } = await headerSearch(page)
    await input.fill('about')
    await expect(options(page).first()).toContainText('Page') // the default category
    await options(page).first().click()
    await expect(page).toHaveURL(/\/about$/)
  })

  test('the open panel passes axe', async ({ page }) => {
    await page.goto('/')
    const { input } = await headerSearch(page)
    await input.fill('staining')
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([])
  })
})

test('on a phone, the drawer has a search field', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await expect(page.getByTestId('search-header')).toBeHidden()
  await page.getByTestId('mobile-menu-trigger').click()
  const menu = page.getByTestId('mobile-menu')
  const form = menu.getByTestId('search-drawer')
  const input = form.locator('input[name="q"]')
  await expect(input).toHaveAttribute('placeholder', 'Search blogs, pages, projects...')
  await input.click()
  await expect(input).toHaveAttribute('role', 'combobox')
  await input.fill('stainning')
  const option = menu.getByRole('option').filter({ hasText: 'Log Home Staining' })
  await expect(option).toBeVisible()
  // Escape closes the suggestions, not the menu.
  await page.keyboard.press('Escape')
  await expect(menu.getByRole('option')).toHaveCount(0)
  await expect(menu).toBeVisible()
  // A tap on the field opens them again.
  await input.click()
  await option.click()
  await expect(page).toHaveURL(/\/services\/staining$/)
  await expect(menu).toBeHidden()
})

test.describe('the search page', () => {
  test('works without JavaScript: the header form, grouped results, noindex', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByTestId('search-header').locator('input').fill('hail damge')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=hail\+damge$/)
    const results = page.getByTestId('search-results')
    await expect(results.getByText(/^\d+ results found/)).toBeVisible()
    await expect(results.getByRole('heading', { name: /^Service \(\d+\)$/ })).toBeVisible()
    await expect(
      results.locator('a[href="/services/log-home-hail-damage-restoration"]'),
    ).toContainText('Log Home Hail Damage Restoration')
    await expect(results.getByRole('heading', { name: /^Page \(\d+\)$/ })).toBeVisible()
    await expect(results.locator('a[href="/hail-damage-restoration"]')).toBeVisible()
    await expect(page.locator('#search-page-q')).toHaveValue('hail damge')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    await page.goto('/search?q=zzqxv')
    await expect(results.getByText('No results found')).toBeVisible()
    await expect(results.getByText('Try different keywords or check spelling')).toBeVisible()
    for (const href of ['/services', '/blog', '/contact']) {
      await expect(results.locator(`a[href="${href}"]`)).toBeVisible()
    }

    await page.goto('/search')
    await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/)
    await page.goto(`/search?q=${'x'.repeat(201)}`)
    await expect(results.getByRole('alert')).toHaveText(
      'Search text must be at most 200 characters',
    )
    await context.close()
  })

  test('passes axe with results', async ({ page }) => {
    await page.goto('/search?q=log+home')
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})

test.describe('Latest Resources on the home page', () => {
  const block = (page: Page) => page.getByTestId('latest-resources')

  test('loads only near the screen: a spinner, then 3 items', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/random-suggestions')) asked.push(request.url())
    })
    let release = () => {}
    await page.route('**/api/random-suggestions', async (route) => {
      await new Promise<void>((resolve) => (release = resolve))
      await route.continue()
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])

    await block(page).scrollIntoViewIfNeeded()
    await expect(block(page).getByTestId('latest-spinner')).toBeVisible()
    await expect.poll(() => asked.length).toBe(1)
    release()
    const items = block(page).getByTestId('latest-item')
    await expect(items).toHaveCount(3)
    await expect(block(page).getByTestId('latest-spinner')).toHaveCount(0)
    for (const item of await items.all()) {
      await expect(item.getByRole('link')).toHaveAttribute('href', /^\/(blog|portfolio)\/[\w-]+$/)
      const text = await item.locator('p').last().textContent()
      expect(text!.length).toBeLessThanOrEqual(120)
      expect(text!.length).toBeGreaterThan(0)
    }
  })

  test('hides itself when the suggestions fail', async ({ page }) => {
    const errors = consoleErrors(page)
    await page.route('**/api/random-suggestions', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'Down' } }),
    )
    await page.goto('/')
    await block(page).scrollIntoViewIfNeeded()
    await expect(block(page)).toHaveCount(0, { timeout: 20_000 })
    expect(errors.join('\n')).toContain('500')
  })

  test('hides itself when there is nothing to show', async ({ page }) => {
    await page.route('**/api/random-suggestions', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: { blogs: [{ id: 1, title: 'No slug', type: 'blog' }], portfolio: [] },
        },
      }),
    )
    await page.goto('/')
    await block(page).scrollIntoViewIfNeeded()
    await expect(block(page)).toHaveCount(0)
  })
})
