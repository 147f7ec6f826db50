import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** Matches scripts/e2e-server.mjs, which seeds the admin user with these. */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-1' }

/**
 * Signs in to the studio through its login form (on the server at `base`, this suite's own by
 * default), as a person does: a click into each field, then one press on Login. The studio's forms
 * take the pointer only once they work (src/app/(payload)/custom.scss), so each click lands as
 * early as a person's could.
 */
export async function signIn(page: Page, user = ADMIN, base = '') {
  await page.goto(`${base}/admin/login`)
  await typeInto(page.getByLabel(/email/i), user.email)
  await typeInto(page.getByLabel(/password/i), user.password)
  await page.getByRole('button', { name: /login/i }).click()
  // The press is taken at once (the login answers); the dashboard it leads to is the studio's
  // heaviest page, and on a server's first visit with the CPU slowed it can take past 15 s.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/**
 * Signed in without the form, as a browser that signed in earlier: the REST login's session cookie
 * in the page's context (`page.request` shares its cookies). For tests whose subject is not
 * signing in; they open the page they are about at once, not the dashboard first. `signIn` is the
 * form, for the tests about signing in.
 */
export async function signedIn(
  page: Page,
  user: { email: string; password: string } = ADMIN,
  base = '',
) {
  const response = await page.request.post(`${base}/api/users/login`, {
    data: { email: user.email, password: user.password },
  })
  expect(response.ok()).toBe(true)
}

/** A click into the field, then its text: what a person's hand does. */
export async function typeInto(field: Locator, text: string) {
  await field.click()
  await field.fill(text)
}

/** A studio account the e2e tests make for themselves (the suite's database starts fresh). */
export type Account = { email: string; password: string; name: string; role: 'staff' | 'editor' }

/** Signs in through the REST API: the `Authorization` header value for that user. */
export async function login(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/users/login', {
    data: { email: user.email, password: user.password },
  })
  expect(response.ok()).toBe(true)
  return `JWT ${(await response.json()).token}`
}

/** The account, created by the admin the first time; its `Authorization` header value. */
export async function account(request: APIRequestContext, user: Account) {
  const admin = await login(request, ADMIN)
  const found = await request.get(`/api/users?where[email][equals]=${user.email}`, {
    headers: { Authorization: admin },
  })
  if ((await found.json()).totalDocs === 0) {
    const created = await request.post('/api/users', {
      data: user,
      headers: { Authorization: admin },
    })
    expect(created.ok()).toBe(true)
  }
  return login(request, user)
}

/** A rich-text body of one paragraph, as the REST API takes it. */
export const paragraph = (text: string) => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
  },
})

/** A published post of a test's own, through the REST API (the suite's other posts stay put). */
export async function publishedPost(
  request: APIRequestContext,
  authorization: string,
  post: { slug: string; title: string; excerpt: string; body: string },
) {
  const media = await request.get('/api/media?limit=1&depth=0', { headers: { authorization } })
  const created = await request.post('/api/posts', {
    headers: { authorization },
    data: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      heroImage: (await media.json()).docs[0].id,
      content: paragraph(post.body),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  return (await created.json()).doc.id as number
}

/**
 * The newest e-mail to `to` in the outbox (the suite's server has no RESEND_API_KEY), once it is
 * there: a password link is sent after forgot-password answers (features/staff/server/
 * forgotPassword.ts), so the answer alone does not mean it is written yet.
 */
export async function newestEmailTo(request: APIRequestContext, to: string) {
  const admin = await login(request, ADMIN)
  let found: { subject: string; html: string } | undefined
  await expect
    .poll(async () => {
      const outbox = await request.get(
        `/api/outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt&limit=1`,
        { headers: { Authorization: admin } },
      )
      found = ((await outbox.json()).docs as { subject: string; html: string }[])[0]
      return Boolean(found)
    })
    .toBe(true)
  return found!
}
