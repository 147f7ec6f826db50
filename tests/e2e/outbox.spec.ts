import { expect, test } from '@playwright/test'

import { ADMIN, login, signedIn } from './fixtures'

/**
 * Issue 40: the Outbox shows each kept e-mail as the homeowner reads it, rendered in a sandboxed
 * frame with its links, with nothing loaded from another site (its code editor came from a public
 * CDN and showed nothing), and says what each e-mail is in words.
 */
test('a kept e-mail reads as the homeowner sees it, links and all, from nothing but the site', async ({
  page,
}) => {
  const email = `outbox-${Date.now()}@example.com`
  const sent = await page.request.post('/api/calculator', {
    data: {
      name: 'Olive Outbox',
      email,
      phone: '719-555-0142',
      serviceType: 'detailed',
      squareFootage: '1500',
      location: 'Buena Vista, CO',
    },
  })
  expect(sent.status()).toBe(200)
  const admin = await login(page.request, ADMIN)
  // The server's queue keeps the estimate within seconds.
  let id = 0
  await expect
    .poll(
      async () => {
        const found = await page.request.get(
          `/api/outbox?where[to][equals]=${encodeURIComponent(email)}&limit=1&depth=0`,
          { headers: { Authorization: admin } },
        )
        id = (await found.json()).docs[0]?.id ?? 0
        return id
      },
      { timeout: 30_000 },
    )
    .not.toBe(0)

  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1') elsewhere.push(url.href)
  })
  await signedIn(page)
  await page.goto(`/admin/collections/outbox/${id}`)
  const frame = page.frameLocator('iframe.outbox-preview__frame')
  await expect(frame.getByText('Olive', { exact: false }).first()).toBeVisible()
  // Its links open in a tab of their own, out of the studio.
  const link = frame.locator('a[href]').first()
  await expect(link).toBeVisible()
  await expect(page.locator('iframe.outbox-preview__frame')).toHaveAttribute(
    'sandbox',
    'allow-popups allow-popups-to-escape-sandbox',
  )
  await expect(page.getByText('Estimate, to the homeowner')).toBeVisible()
  expect(elsewhere).toEqual([])

  // The list says what each e-mail is.
  await page.goto(`/admin/collections/outbox?where[to][equals]=${encodeURIComponent(email)}`)
  await expect(page.locator('tbody tr').first()).toContainText('Estimate, to the homeowner')
})
