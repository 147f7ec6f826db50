import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { baseURL } from '../../playwright.config'

import { stoppedClock } from '../helpers/clock'
import { ROUTES } from './routes'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** Console errors and failed requests while a page loads. */
function watch(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${url.pathname}`)
    }
  })
  return problems
}

/** Whether every picture on screen has arrived (or failed, which `watch` counts). */
const picturesOnScreenLoaded = () =>
  Array.from(document.images).every((image) => {
    const box = image.getBoundingClientRect()
    const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
    return image.complete || !onScreen
  })

// One visit a route: first at a phone's width, then the same page widened to a desktop's, which
// fetches what the wider layout asks for (its larger pictures) under the same watch.
test.describe('every route at phone, then desktop width', () => {
  test.use({ viewport: PHONE })
  for (const route of ROUTES) {
    test(`${route}`, async ({ page }) => {
      const problems = watch(page)
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).toBeVisible()
        await expect(page.getByTestId('site-header')).toBeVisible()
        await expect(page.getByTestId('site-footer')).toBeAttached()
        await page.waitForLoadState('networkidle')
        await page.waitForFunction(picturesOnScreenLoaded)
      }
      expect(problems).toEqual([])
      if (AXE_ROUTES.includes(route)) expect(await axeViolations(page)).toEqual([])
    })
  }
})

/** A page of each kind that axe reads (at the desktop width, as the visit above ends). */
const AXE_ROUTES = [
  '/',
  '/portfolio',
  '/portfolio/log-home',
  '/blog',
  '/blog/chinking-vs-caulking-log-homes',
  '/services',
  '/services/chinking',
  '/counties/park-county',
  '/cities/denver-log-home-restoration',
  '/about',
  '/faq',
  '/contact',
  '/testimonials',
  '/service-areas',
  '/cost-calculator',
]

/** axe's WCAG 2.1 A and AA violations on the page as it is, each with the elements it found. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/**
 * Reads what the server's HTML holds, as a search engine's first pass does: scripts off, and
 * nothing but the document fetched (no pictures, styles or fonts to wait for).
 */
function serverHtmlOnly() {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(async ({ page }) => {
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort(),
    )
  })
}

test.describe('404', () => {
  test('unknown paths answer 404, noindex, five links, then go home after 3 seconds', async ({
    page,
  }) => {
    // The page's timers run on Playwright's clock, stopped from the page's first script on: only
    // the test moves it (visitor-edges.spec.ts holds the page's scripts too).
    await stoppedClock(page)
    const response = await page.goto('/no-such-page/at-all')
    expect(response?.status()).toBe(404)
    // One robots tag: Next.js's own `noindex`, which it writes into every 404.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page).toHaveTitle(/not found/i)
    const main = page.locator('main')
    for (const href of ['/', '/portfolio', '/blog', '/contact', '/cost-calculator']) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible()
    }
    // React shows the countdown's lazy code on a timer: the clock moves in small steps until then.
    const countdown = main.getByText(/Taking you to the home page in/)
    const pageClock = () => page.evaluate(() => performance.now())
    while (!(await countdown.isVisible())) {
      expect(await pageClock()).toBeLessThan(1_000)
      await page.clock.runFor(50)
    }
    await expect(countdown).toHaveText('Taking you to the home page in 3 seconds…')
    // 1.5 seconds after it showed it is counting and has not gone home; a little past 3 it has.
    await page.clock.runFor(1_500)
    await expect(countdown).toHaveText(/in 2 seconds/)
    expect(new URL(page.url()).pathname).toBe('/no-such-page/at-all')
    await page.clock.runFor(1_600)
    await page.waitForURL((url) => url.pathname === '/')
  })

  test('an unmatched address has its content in the server HTML, with the header and footer', async ({
    request,
  }) => {
    const response = await request.get('/no-such-page/at-all')
    expect(response.status()).toBe(404)
    const body = (await response.text()).split('<body')[1] ?? ''
    const visible = body.replace(/<script[\s\S]*?<\/script>/g, '')
    expect(visible).toContain('Page Not Found')
    expect(visible).toContain('data-testid="site-header"')
    expect(visible).toContain('data-testid="site-footer"')
  })

  test('a missing blog post is a 404 too', async ({ context }) => {
    // A tab each: the 404 page leaves for home after 3 s, which under load could cut into the
    // next address's navigation in a shared tab.
    for (const path of ['/blog/not-a-post', '/counties/nowhere-county', '/cities/denver']) {
      const tab = await context.newPage()
      expect((await tab.goto(path))?.status(), path).toBe(404)
      await tab.close()
    }
  })
})

test.describe('header, drawer and contact dialog', () => {
  test('the drawer lists the menu, badges and quick city links, and closes on a link', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await page.getByTestId('mobile-menu-trigger').click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    for (const label of [
      'Finishing Portfolio',
      'Log Home Products',
      'Reviews',
      'Cost Calculator',
    ]) {
      await expect(menu.getByRole('link', { name: new RegExp(label) })).toBeVisible()
    }
    await expect(menu.getByText('New', { exact: true })).toBeVisible()
    await expect(menu.getByText('Popular', { exact: true })).toBeVisible()
    for (const href of [
      '/cities/denver-log-home-restoration',
      '/cities/boulder-log-home-restoration',
      '/cities/colorado-springs-log-home-restoration',
      '/cities',
    ]) {
      await expect(menu.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(menu.locator('a[href="tel:+17195550142"]')).toHaveCount(1)
    await menu.getByRole('link', { name: /Reviews/ }).click()
    await expect(page).toHaveURL(/\/testimonials$/)
    await expect(menu).toBeHidden()

    await page.getByTestId('mobile-menu-trigger').click()
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await page.getByTestId('mobile-menu-trigger').click()
    await menu.getByRole('link', { name: 'Get Quote' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(menu).toBeHidden()
  })

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the Call button opens Contact Options with Call and Text (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/services')
      await page.getByTestId('call-button').click()
      const dialog = page.getByRole('dialog', { name: 'Contact Options' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute(
        'href',
        'tel:+17195550142',
      )
      await expect(dialog.getByRole('link', { name: 'Text' })).toHaveAttribute(
        'href',
        'sms:+17195550142',
      )
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })
  }

  test('the desktop navigation highlights the current page', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/portfolio')
    const nav = page.getByTestId('desktop-nav')
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'Blog' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await nav.getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
  })

  test('a route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/services')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByTestId('site-footer').getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test('the prefetch hints go in after the page has loaded, not in its HTML', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).not.toContain('rel="prefetch"')
  await page.goto('/')
  const hints = page.locator('head link[rel="prefetch"]')
  await expect(hints).toHaveCount(4, { timeout: 10_000 })
  expect(
    await hints.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(['/services', '/portfolio', '/contact', '/calculator'])
})

test.describe('home hero', () => {
  const active = '[data-testid="hero-slides"] [data-active="true"] img'
  const heroRequests = (page: Page) => {
    const seen: string[] = []
    page.on('request', (request) => {
      const match = decodeURIComponent(request.url()).match(/home-hero-(\d)/)
      if (match && request.resourceType() === 'image') seen.push(match[1])
    })
    return seen
  }

  test('rotates its pictures every 5 seconds', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator(active)).toHaveCount(1)
    const first = await page.locator(active).getAttribute('alt')
    await expect
      .poll(() => page.locator(active).getAttribute('alt'), { timeout: 8000 })
      .not.toBe(first)
  })

  test('fetches only the first picture at first, the next one shortly before its turn', async ({
    page,
  }) => {
    const seen = heroRequests(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect([...new Set(seen)]).toEqual(['1'])
    await expect.poll(() => [...new Set(seen)], { timeout: 6000 }).toEqual(['1', '2'])
  })

  test('leaves out a picture that fails to load', async ({ page }) => {
    await page.route('**/api/media/file/**', (route) =>
      decodeURIComponent(route.request().url()).includes('home-hero-2')
        ? route.abort()
        : route.continue(),
    )
    await page.goto('/')
    const third = page.locator('[data-testid="hero-slides"] img').nth(1)
    await expect(third).toHaveAttribute('src', /home-hero-3/, { timeout: 12_000 })
    await expect(page.locator(active)).toHaveAttribute('src', /home-hero-3/, { timeout: 8000 })
    await expect(page.locator('[data-testid="hero-slides"] img[src*="home-hero-2"]')).toHaveCount(0)
  })
})

test('a part of the page whose code fails to load raises a preload-error event', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/faq')
  await page.waitForLoadState('networkidle')
  // Everything the page needed has loaded; the menu drawer's code, fetched on first use, fails.
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  const raised = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('preload-error', (event) =>
          resolve(String((event as CustomEvent).detail)),
        ),
      ),
  )
  await page.getByTestId('mobile-menu-trigger').click()
  expect(await raised).toMatch(/error|fail|load/i)
})

test.describe('lazy pictures', () => {
  test.use({ viewport: PHONE })
  const frames = (page: Page) =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
  /** The picture an address is a file of (its name without size and format): any width, any format. */
  const fileOf = (address: string) =>
    new URL(address, 'http://site').pathname.replace(/-\d+x\d+\.\w+$/, '')

  test('a picture below the fold starts loading 50 px before it scrolls into view, not sooner', async ({
    page,
  }) => {
    const files: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'image') files.push(fileOf(request.url()))
    })
    await page.goto('/portfolio')
    await page.waitForLoadState('networkidle')
    const picture = page.locator('main img[loading="lazy"]').last()
    const held = await picture.getAttribute('data-held-src')
    expect(held).toBeTruthy()
    const file = fileOf(held!)
    expect(files).not.toContain(file)
    // Its <picture>'s AVIF files are held too: the browser would choose among them otherwise.
    const source = page.locator('main picture:has(img[loading="lazy"]) source').last()
    await expect(source).toHaveAttribute('data-held-srcset', /\.avif \d+w/)
    await expect(source).not.toHaveAttribute('srcset')

    const top = await picture.evaluate((img) => img.getBoundingClientRect().top + window.scrollY)
    const scrollTo = (y: number) =>
      page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y)
    await scrollTo(top - PHONE.height - 200)
    await frames(page)
    await expect(picture).toHaveAttribute('data-held-src')
    expect(files).not.toContain(file)

    await scrollTo(top - PHONE.height - 30)
    await expect(picture).not.toHaveAttribute('data-held-src')
    await expect(source).toHaveAttribute('srcset', /\.avif \d+w/)
    await expect.poll(() => files).toContain(file)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(1)
  })
})

test.describe('accessibility', () => {
  test('axe reads a page of each kind in its visit above', () => {
    expect(AXE_ROUTES.filter((route) => !ROUTES.includes(route))).toEqual([])
  })

  test('axe finds no violations on the 404 page', async ({ page }) => {
    await page.goto('/no-such-page')
    // The 404 page goes home 3 s after the navigation began, and a slow load and axe's reading
    // together took longer once in CI (axe cannot read a page whose clock stands still or that
    // runs no scripts): the visitor stays, as anyone who needs more time does. The countdown is
    // tried in the 404 test above.
    await page.getByRole('button', { name: 'Stay on this page' }).click()
    expect(await axeViolations(page)).toEqual([])
  })

  test('axe finds no violations in the open drawer and dialog', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await page.getByTestId('mobile-menu-trigger').click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
    const drawer = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(drawer.violations.map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: 'Close menu' }).click()
    await page.getByTestId('call-button').click()
    await expect(page.getByRole('dialog', { name: 'Contact Options' })).toBeVisible()
    const dialog = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(dialog.violations.map((v) => v.id)).toEqual([])
  })
})

type JsonLdNode = Record<string, unknown> & { '@type'?: string }

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as JsonLdNode | JsonLdNode[]
    return Array.isArray(parsed) ? parsed : [parsed]
  })
}

const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => node['@type'] === type)

test.describe('structured data', () => {
  serverHtmlOnly()

  test('the contact page has the full profile; other pages name the business by the same @id', async ({
    page,
  }) => {
    await page.goto('/contact')
    const onContact = ofType(await jsonLd(page), 'HomeAndConstructionBusiness')
    expect(onContact.some((node) => node.openingHoursSpecification && node.sameAs)).toBe(true)
    await page.goto('/services/chinking')
    const named = ofType(await jsonLd(page), 'HomeAndConstructionBusiness')
    expect(named).toHaveLength(1)
    expect(named[0]).toMatchObject({
      '@id': onContact[0]['@id'],
      name: 'High Country Log Home Finishing',
      telephone: '+17195550142',
      address: { addressLocality: 'Fairplay' },
    })
    expect(named[0].openingHoursSpecification).toBeUndefined()
  })

  test('every page has the business and parses; inner pages have breadcrumbs', async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route)
      const nodes = await jsonLd(page)
      const [business] = ofType(nodes, 'HomeAndConstructionBusiness')
      expect(business, route).toBeTruthy()
      expect(JSON.stringify(nodes), route).not.toContain('AggregateRating')
      if (route !== '/') expect(ofType(nodes, 'BreadcrumbList'), route).toHaveLength(1)
    }
  })

  test('the home page has the full business: address, geo, hours, price range, phone, e-mail, social, services, areas', async ({
    page,
  }) => {
    await page.goto('/')
    const business = ofType(await jsonLd(page), 'HomeAndConstructionBusiness').find(
      (node) => node.openingHoursSpecification,
    )
    if (!business) throw new Error('no full business profile on the home page')
    expect(business).toMatchObject({
      name: 'High Country Log Home Finishing',
      telephone: '+17195550142',
      email: 'estimates@example.com',
      priceRange: '$$$',
      address: { '@type': 'PostalAddress', addressLocality: 'Fairplay', postalCode: '80440' },
      geo: { '@type': 'GeoCoordinates' },
    })
    const hours = business.openingHoursSpecification as Array<Record<string, unknown>>
    expect(hours.map((h) => [h.dayOfWeek, h.opens, h.closes])).toEqual([
      [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:00', '17:00'],
      [['Saturday'], '09:00', '15:00'],
    ])
    expect(business.sameAs).toHaveLength(7)
    const areas = JSON.stringify(business.areaServed)
    for (const county of ['Park', 'Summit', 'Eagle', 'Pitkin']) expect(areas).toContain(county)
    expect(JSON.stringify(business)).toContain('/services/chinking')
  })

  test('posts are BlogPostings, services are Services', async ({ page }) => {
    await page.goto('/blog/chinking-vs-caulking-log-homes')
    const [post] = ofType(await jsonLd(page), 'BlogPosting')
    expect(post).toMatchObject({ headline: expect.any(String), datePublished: expect.any(String) })
    expect(String(post.image)).toMatch(/^http/)

    await page.goto('/services/chinking')
    const [service] = ofType(await jsonLd(page), 'Service')
    expect(service).toMatchObject({ name: 'Log Home Chinking' })
  })
})

test.describe('metadata', () => {
  serverHtmlOnly()

  test('every page has its own title and description, a canonical URL and share cards', async ({
    page,
  }) => {
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const route of ROUTES.filter((r) => r !== '/calculator')) {
      await page.goto(route)
      const title = await page.title()
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(
        titles.get(title),
        `${route} repeats the title of ${titles.get(title)}`,
      ).toBeUndefined()
      expect(descriptions.get(description!), `${route} repeats a description`).toBeUndefined()
      titles.set(title, route)
      descriptions.set(description!, route)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical?.replace(/\/$/, '')).toBe(`${baseURL}${route}`.replace(/\/$/, ''))
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
        'content',
        /^http/,
      )
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      )
      await expect(page.locator('meta[name="revisit-after"]')).toHaveAttribute('content', '7 days')
    }
  })

  test('/calculator is the cost calculator, with the same canonical address', async ({ page }) => {
    await page.goto('/calculator')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/cost-calculator`,
    )
  })
})

test.describe('sitemap, robots and links', () => {
  test('every page of the sitemap is reached by following links from the home page', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    const seen = new Set(['/'])
    const queue = ['/']
    while (queue.length > 0 && seen.size < 300) {
      const html = await (await request.get(queue.shift()!)).text()
      for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)/g)) {
        if (seen.has(href) || href.startsWith('/admin') || href.startsWith('/api')) continue
        seen.add(href)
        queue.push(href)
      }
    }
    expect(urls.filter((url) => !seen.has(url))).toEqual([])
  })

  test('the sitemap lists every route and nothing unpublished', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
    for (const route of ROUTES.filter((r) => !r.startsWith('/blog/page/') && r !== '/calculator')) {
      expect(urls, route).toContain(route === '/' ? '/' : route)
    }
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.some((url) => url.startsWith('/admin') || url.startsWith('/api'))).toBe(false)
    // A second address of one page (canonical /cost-calculator) is not listed.
    expect(urls).not.toContain('/calculator')

    // A draft saved by the studio stays out of the sitemap.
    const login = await request.post('/api/users/login', {
      data: { email: 'admin@example.com', password: 'e2e-admin-password-1' },
    })
    const { token } = await login.json()
    const draft = await request.post('/api/posts?draft=true', {
      headers: { Authorization: `JWT ${token}` },
      data: { title: 'Secret draft', slug: 'secret-draft-sitemap', _status: 'draft' },
    })
    expect(draft.status()).toBe(201)
    const after = await (await request.get('/sitemap.xml')).text()
    expect(after).not.toContain('secret-draft-sitemap')
  })

  test('robots.txt keeps crawlers out of staff routes, with crawl-delay 10', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    for (const path of [
      '/admin',
      '/analytics',
      '/blog-seo',
      '/log-home-photos',
      '/file-upload-test',
    ]) {
      expect(robots).toContain(`Disallow: ${path}`)
    }
    expect(robots).toMatch(/Crawl-delay: 10/i)
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('a crawl from the home page finds no broken internal link', async ({ request }) => {
    test.setTimeout(240_000)
    const seen = new Set<string>(['/'])
    const queue = ['/']
    const broken: string[] = []
    while (queue.length) {
      const path = queue.shift()!
      const response = await request.get(path)
      if (response.status() !== 200) {
        broken.push(`${response.status()} ${path}`)
        continue
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
      const html = await response.text()
      for (const [, href] of html.matchAll(/<a[^>]+href="([^"#]+)/g)) {
        if (!href.startsWith('/') || href.startsWith('//')) continue
        const target = href.replace(/&amp;/g, '&')
        if (/^\/(admin|api|next)\b/.test(target) || seen.has(target)) continue
        seen.add(target)
        queue.push(target)
      }
    }
    expect(broken).toEqual([])
    expect(seen.size).toBeGreaterThan(50)
  })
})
