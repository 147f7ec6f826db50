import { expect, test, type Locator, type Page } from '@playwright/test'

import { ADMIN, login, signedIn } from './fixtures'

/**
 * Issue 54: the studio's messages covered "Add note" and "Send review request" for about 5 s
 * (Payload's toasts sat bottom right, over the case file's side column). They sit at the bottom in
 * the middle now (payload.config.ts, `admin.toast`): on a desktop and on a phone, each press's
 * message covers no control of the page, the pressed button included, on the case file and on a
 * document (never the header or the document's buttons, which are at the top). Each control is
 * pressed once, as a person would, and the boxes are compared.
 */
const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The message `text`, once shown; its box. */
async function toastBox(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]', { hasText: text })
  await expect(toast).toBeVisible()
  // Where it settles: its box no longer moves between two animation frames.
  await toast.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = ''
        const check = () => {
          const now = JSON.stringify(element.getBoundingClientRect())
          if (now === last) resolve()
          else {
            last = now
            requestAnimationFrame(check)
          }
        }
        requestAnimationFrame(check)
      }),
  )
  return (await toast.boundingBox())!
}

/**
 * The page's controls a person can see and reach (links, buttons, fields: the topmost thing at
 * their centre or a corner, the messages set aside) that lie under `box`, named.
 */
function controlsUnder(page: Page, box: Box) {
  return page.evaluate((box) => {
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]')
    if (toaster) toaster.style.visibility = 'hidden'
    const under = [
      ...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]'),
    ]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const r = element.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) return false
        const reachable = [
          [r.x + r.width / 2, r.y + r.height / 2],
          [r.x + 2, r.y + 2],
          [r.right - 2, r.bottom - 2],
        ].some(([x, y]) => {
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false
          const hit = document.elementFromPoint(x, y)
          return hit !== null && element.contains(hit)
        })
        return (
          reachable &&
          r.x < box.x + box.width &&
          box.x < r.right &&
          r.y < box.y + box.height &&
          box.y < r.bottom
        )
      })
      .map((element) => (element.textContent || element.outerHTML).trim().slice(0, 80))
    if (toaster) toaster.style.visibility = ''
    return under
  }, box)
}

/**
 * Scrolled to as a person scrolls to it, `button` pressed once; its message covers neither it
 * (where it is while the message shows) nor any other control. On a desktop the person scrolls
 * down until the button shows at the bottom edge, where Payload's bottom-right message covered the
 * case file's buttons. On a phone every message spans the screen's width at its bottom (sonner's
 * own rule below 600 px), so a button scrolled to that very edge is under it whatever the
 * position: the phone's browser brings the button to the middle, as it does for a press.
 */
async function pressAndCheck(page: Page, button: Locator, message: string) {
  const phone = page.viewportSize()!.width < 600
  await button.evaluate(
    (element, block) => element.scrollIntoView({ block }),
    phone ? ('center' as const) : ('end' as const),
  )
  await button.click()
  const toast = await toastBox(page, message)
  const pressed = (await button.boundingBox())!
  expect(overlap(toast, pressed), `"${message}" over the button pressed`).toBe(false)
  expect(await controlsUnder(page, toast), `controls under "${message}"`).toEqual([])
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height}, a message covers no control on the case file or a document`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const authorization = await login(request, ADMIN)
    const stamp = `${viewport.width}-${Date.now()}`
    const lead = await request.post('/api/leads', {
      headers: { authorization },
      data: {
        name: `Tara Toast ${viewport.width}`,
        email: `toast-${stamp}@example.com`,
        phone: '719-555-0161',
        source: 'phone',
        serviceType: 'full',
        status: 'won',
      },
    })
    expect(lead.status()).toBe(201)
    const leadId = (await lead.json()).doc.id as number
    const faq = await request.post('/api/faqs', {
      headers: { authorization },
      data: { question: `Do toasts cover buttons? ${stamp}`, answer: 'Not any more.' },
    })
    expect(faq.status()).toBe(201)
    const faqId = (await faq.json()).doc.id as number

    try {
      await signedIn(page)
      await page.goto(`/admin/collections/leads/${leadId}`)
      const history = page.getByRole('region', { name: 'History' })
      await history.getByLabel('Add a note').click()
      await history.getByLabel('Add a note').fill('Called back: the stain is chosen.')
      await pressAndCheck(page, history.getByRole('button', { name: 'Add note' }), 'Note added')

      const review = page.getByRole('region', { name: 'Review' })
      // "Send another review request" once the list shows the first.
      await pressAndCheck(
        page,
        review.getByRole('button', { name: /^Send (another )?review request$/ }),
        'Review request on its way',
      )

      // A document: Payload's own message after Save.
      await page.goto(`/admin/collections/faqs/${faqId}`)
      await page.locator('#field-answer').click()
      await page.locator('#field-answer').fill('Not any more: they sit where no button is.')
      await pressAndCheck(page, page.locator('#action-save'), 'Updated successfully')
    } finally {
      await request.delete(`/api/faqs/${faqId}`, { headers: { authorization } })
    }
  })
}
