import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { account, ADMIN, newestEmailTo, signedIn, signIn, type Account } from './fixtures'

test.describe('admin studio', () => {
  test('an admin signs in, sees the collections and lists blog posts', async ({ page }) => {
    await signIn(page)
    for (const label of ['Blog posts', 'Portfolio', 'Leads', 'Services', 'Counties', 'Cities']) {
      await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible()
    }
    await page.goto('/admin/collections/posts?search=maintenance%20schedule')
    await expect(page.getByRole('link', { name: /maintenance schedule/i }).first()).toBeVisible()
  })

  test('an admin uploads a picture to the media library', async ({ page }) => {
    await signedIn(page)
    await page.goto('/admin/collections/media/create')
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 47, g: 93, b: 70 } },
    })
      .png()
      .toBuffer()
    await page.locator('input[type="file"]').setInputFiles({
      name: 'studio-upload.png',
      mimeType: 'image/png',
      buffer: png,
    })
    await page.locator('#field-alt').fill('A green test swatch uploaded from the studio')
    await page.locator('#action-save').click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    await page.goto('/admin/collections/media')
    await expect(page.getByText('studio-upload', { exact: false }).first()).toBeVisible()
  })

  test('a post published in the studio appears on the site without a rebuild', async ({
    page,
    context,
  }) => {
    const title = `Spring checklist ${Date.now()}`
    await signedIn(page)
    await page.goto('/admin/collections/posts/create')
    await page.locator('#field-title').fill(title)
    await page
      .locator('#field-excerpt')
      .fill('What to look at on your log home when the snow melts.')

    // Cover image: pick one from the library.
    await page
      .getByRole('button', { name: /choose from existing/i })
      .first()
      .click()
    const drawer = page.locator('.drawer__content, [role="dialog"]').last()
    await drawer.locator('tbody tr').first().locator('button, a').first().click()

    // The body last, and Save pressed the moment the last word is typed: every word is stored.
    const editor = page.locator('[contenteditable="true"][data-lexical-editor="true"]').first()
    await editor.click()
    await editor.pressSequentially(
      'Check the south wall first: it takes the most sun, every spring.',
    )
    // Published from the new form: the post is stored now (not before), so Payload says created.
    await page.locator('#action-save').click()
    await expect(page.getByText(/successfully created/i).first()).toBeVisible()

    // A visitor, signed out, finds it in the site search at once, then on the blog and at its
    // own address.
    const visitor = await context.browser()!.newContext()
    const site = await visitor.newPage()
    await site.goto('/blog')
    const search = site.getByTestId('search-header')
    // A click focuses the field: its combobox loads (at once, or as soon as the page listens).
    await search.locator('input').click()
    await expect(search.locator('input')).toHaveAttribute('role', 'combobox')
    await search.locator('input').fill(title)
    await expect(site.getByRole('option', { name: new RegExp(title) })).toBeVisible()
    await site.getByTestId('search-clear').click()
    await expect(site.getByRole('link', { name: title })).toBeVisible()
    await site.getByRole('link', { name: title }).click()
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(
      site.getByText('Check the south wall first: it takes the most sun, every spring.'),
    ).toBeVisible()
    await visitor.close()
  })

  test('an editor changes a published page in the studio and the site shows it at once', async ({
    page,
    browser,
  }) => {
    const intro = `Family-run since 2004 (edited ${Date.now()}).`
    await signedIn(page)
    await page.goto('/admin/collections/pages?search=about')
    await page.getByRole('link', { name: /about/i }).first().click()
    await page.locator('#field-intro').fill(intro)
    await page.locator('#action-save').click()
    await expect(
      page.getByText(/published successfully|updated successfully/i).first(),
    ).toBeVisible()

    const visitor = await browser.newContext()
    const site = await visitor.newPage()
    await site.goto('/about')
    await expect(site.getByText(intro)).toBeVisible()
    await visitor.close()
  })

  test('a page Next.js keeps in its page cache shows a change at once', async ({
    request,
    playwright,
    baseURL,
  }) => {
    // Next.js answers a page from its cache until the content changes (lib/revalidation).
    // The visitor has no cookies (a studio user's draft mode goes past the cache).
    const visitor = await playwright.request.newContext({ baseURL })
    await visitor.get('/testimonials')
    const cached = await visitor.get('/testimonials')
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT')

    const login = await request.post('/api/users/login', { data: ADMIN })
    const auth = { Authorization: `JWT ${(await login.json()).token}` }
    const found = await request.get('/api/pages?where[slug][equals]=testimonials&depth=0', {
      headers: auth,
    })
    const [page] = (await found.json()).docs
    const intro = `What homeowners say (changed ${Date.now()}).`
    const changed = await request.patch(`/api/pages/${page.id}`, {
      headers: auth,
      data: { intro, _status: 'published' },
    })
    expect(changed.status()).toBe(200)

    const after = await visitor.get('/testimonials')
    expect(after.headers()['x-nextjs-cache']).not.toBe('HIT')
    expect(await after.text()).toContain(intro)
    await visitor.dispose()
  })

  test('drafts stay private; the studio preview shows them to a signed-in editor', async ({
    page,
    browser,
  }) => {
    const title = `Draft about decks ${Date.now()}`
    const slug = title.toLowerCase().replace(/\s+/g, '-')
    await signedIn(page)
    await page.goto('/admin/collections/posts/create')
    await page.locator('#field-title').fill(title)
    await page.locator('#field-excerpt').fill('Not ready yet.')
    // The first "Save draft" stores it (a new post is not autosaved); the studio's preview link
    // then carries its slug.
    await page.locator('#action-save-draft').click()
    await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
    const previewLink = page.locator(`a[href*="/next/preview"][href*="slug=${slug}"]`).first()
    await expect(previewLink).toBeAttached()
    const preview = new URL((await previewLink.getAttribute('href'))!)

    const visitor = await browser.newContext()
    const anonymous = await visitor.newPage()
    expect((await anonymous.goto(`/blog/${slug}`))?.status()).toBe(404)
    expect((await anonymous.goto(preview.pathname + preview.search))?.status()).toBe(403)
    await visitor.close()

    const wrong = new URL(preview)
    wrong.searchParams.set('previewSecret', 'wrong')
    expect((await page.goto(wrong.pathname + wrong.search))?.status()).toBe(403)
    await page.goto(preview.pathname + preview.search)
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    // The draft-mode cookie outlives the session: signed out, the draft is gone with it.
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).toContain('__prerender_bypass')
    await page.context().clearCookies({ name: 'payload-token' })
    expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404)

    // A preview never sends anyone off the site.
    for (const path of ['/\\evil.example', '//evil.example', '/\t/evil.example']) {
      const offSite = new URL(preview)
      offSite.searchParams.set('path', path)
      expect(
        (await page.request.get(offSite.pathname + offSite.search, { maxRedirects: 0 })).status(),
      ).toBe(400)
    }
  })
})

test.describe('signing in', () => {
  test('a visitor without a session is sent to sign in by the server', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/admin', '/admin/collections/pages', '/admin/account']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      const location = new URL(response.headers().location, baseURL)
      expect(location.pathname + location.search, path).toBe(
        `/admin/login?redirect=${encodeURIComponent(path)}`,
      )
    }
    // The pages for signing in (and out) open without a session.
    for (const path of ['/admin/login', '/admin/forgot']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
    }
  })

  test('a forgotten password is reset from the link in the e-mail', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // An account of its own: the suite's admin keeps its password.
    const user: Account = {
      email: `forgetful-${Date.now()}@example.com`,
      password: 'the-old-password-1',
      name: 'Forgetful Editor',
      role: 'editor',
    }
    await account(request, user)

    await page.goto('/admin/forgot')
    await page.getByLabel(/email/i).fill(user.email)
    await page.getByRole('button', { name: /submit/i }).click()
    await expect(page.getByText(/receive instructions to reset your password/i)).toBeVisible()

    // Without RESEND_API_KEY the e-mail is kept in the outbox, which admins read.
    const email = await newestEmailTo(request, user.email)
    expect(email.subject).toBe('Reset your studio password | High Country Log Home Finishing')
    const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)
    const links = hrefs.filter((href) => href.includes('/choose-password/'))
    expect(links.length).toBeGreaterThan(0)
    // Every link opens from a mail client: absolute, on the site's address.
    for (const href of hrefs.filter((href) => !/^(tel|mailto):/.test(href))) {
      expect(href.startsWith(`${baseURL}/`) || href === baseURL, href).toBe(true)
    }

    // Opened from the mail client: a browser without the studio's session.
    const mailClient = await browser.newContext()
    const opened = await mailClient.newPage()
    await opened.goto(links[0].replaceAll('&amp;', '&'))
    const newPassword = 'the-new-password-2'
    await opened.getByLabel('New password').fill(newPassword)
    await opened.getByLabel('The same password again').fill(newPassword)
    await opened.getByRole('button', { name: 'Choose your password' }).click()
    await expect(opened).toHaveURL(/\/admin\/?$/)
    await mailClient.close()

    // The new password signs in; the old one no longer does.
    await page.context().clearCookies()
    await signIn(page, { email: user.email, password: newPassword })
    const old = await request.post('/api/users/login', {
      data: { email: user.email, password: user.password },
    })
    expect(old.status()).toBe(401)
  })
})
