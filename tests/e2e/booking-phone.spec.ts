import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * The booking picker on a homeowner's phone (390 × 844, the CPU slowed 4 times): in the chat it
 * takes the conversation's place with every window within reach and the message box still there;
 * on the contact page the times show where the press was made; a window is a choice, booked only
 * by the confirm press; at 320 px nothing lies over a time; a window taken meanwhile is refused
 * with the fresh windows in the list.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const stamp = Date.now()
let n = 0
/** A run's own surname, letters only (a name as the chat reads one): 1733 → "Bhdd". */
const letters = (value: number) => {
  const word = String(value % 100_000_000).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])
  return word[0].toUpperCase() + word.slice(1)
}
const homeowner = () => {
  n += 1
  return {
    name: `Kit ${['Aspen', 'Birch', 'Cedar', 'Dogwood', 'Elm'][n % 5]} ${letters(stamp + n)}`,
    email: `booking-phone-${stamp}-${n}@example.com`,
    phone: `(970) 555-${String((stamp + n) % 10_000).padStart(4, '0')}`,
    address: `${100 + n} Elk Ridge Rd`,
  }
}

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** The POSTs that book: none may leave before the confirm press. */
function bookingPosts(page: Page) {
  const posts: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/booking')
      posts.push(request.postDataJSON())
  })
  return posts
}

/** The picker's windows: radio-like choices, each pressed or not. */
const windowsOf = (picker: Locator) => picker.locator('button[aria-pressed]')

/**
 * Scrolled to `block` of its scroller (the page, or the chat's picker), the element is the
 * topmost thing at its centre and near its four corners: nothing lies over it.
 */
async function expectUncovered(target: Locator, block: ScrollLogicalPosition) {
  const covered = await target.evaluate((element, where) => {
    element.scrollIntoView({ block: where, inline: 'nearest' })
    const box = element.getBoundingClientRect()
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
      [box.left + 4, box.bottom - 4],
      [box.right - 4, box.bottom - 4],
    ]
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x, y)
      return hit && element.contains(hit)
        ? []
        : [`(${Math.round(x)}, ${Math.round(y)}): ${hit ? hit.outerHTML.slice(0, 120) : 'nothing'}`]
    })
  }, block)
  expect(covered, await target.evaluate((element) => element.outerHTML.slice(0, 200))).toEqual([])
}

async function expectAllUncovered(targets: Locator) {
  const count = await targets.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i += 1) {
    for (const block of ['end', 'center'] as const) await expectUncovered(targets.nth(i), block)
  }
}

test('in the chat, the picker takes the conversation’s place: every window in reach, booked on confirm', async ({
  page,
}) => {
  await slowPhone(page)
  const person = homeowner()
  const posts = bookingPosts(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.locator('html[data-log-lens="overlay"]')).toBeAttached()
  await page.getByTestId('log-lens-launcher').tap()
  const overlay = page.getByTestId('log-lens-overlay')
  const panel = overlay.getByTestId('chat-panel')
  const messageBox = panel.getByPlaceholder('Type a message...')
  await expect(panel.getByTestId('chat-assistant').nth(1)).toBeVisible()
  await messageBox.fill(
    `I'm ${person.name}, my email is ${person.email} and my phone is ${person.phone}. The house is in Breckenridge`,
  )
  await panel.getByRole('button', { name: 'Send message' }).tap()
  await expect(panel.getByTestId('chat-lead-saved')).toBeVisible()
  await panel.getByTestId('chat-book').getByTestId('book-inspection').tap()

  const picker = panel.getByTestId('booking-picker')
  await expect(picker.getByLabel(/Where is the home/)).toHaveValue('Breckenridge')
  const windows = windowsOf(picker)
  await expect(windows.first()).toBeVisible()
  // Every window can be brought into view and nothing lies over it; the message box stays in
  // the dialog, on the screen.
  await expectAllUncovered(windows)
  const dialog = (await overlay.boundingBox())!
  const input = (await messageBox.boundingBox())!
  expect(input.y + input.height).toBeLessThanOrEqual(dialog.y + dialog.height)
  await expect(messageBox).toBeInViewport()

  // Back to the conversation, and again to the same windows.
  await panel.getByRole('button', { name: 'Back to the chat' }).tap()
  await expect(picker).toBeHidden()
  await expect(panel.getByRole('log')).toBeVisible()
  await panel.getByTestId('chat-book').getByTestId('book-inspection').tap()
  await expect(windows.first()).toBeVisible()

  // A tap chooses; the confirm press books.
  const first = windows.first()
  const label = (await first.getAttribute('aria-label'))!
  expect(label).toMatch(/^(Mon|Wed|Fri), [A-Z][a-z]{2} \d+, \d+:00( [AP]M)? – \d+:00 [AP]M M[SD]T$/)
  await first.tap()
  await expect(picker.getByText(`Book ${label}?`)).toBeVisible()
  expect(posts).toEqual([])
  // The chat knows the name, e-mail and phone: only the street address is asked.
  await expect(picker.getByLabel('Your name')).toHaveCount(0)
  await picker.getByLabel('Street address').fill(person.address)
  await picker.getByRole('button', { name: 'Book this visit' }).tap()
  await expect(panel.getByTestId('booking-done')).toContainText(`Booked: we arrive ${label}.`)
  expect(posts).toHaveLength(1)
  expect(posts[0]).toMatchObject({ place: 'Breckenridge', address: person.address })
})

test('on the contact page the times show where the press was made; a tap only chooses', async ({
  page,
}) => {
  await slowPhone(page)
  const person = homeowner()
  const posts = bookingPosts(page)
  await page.goto('/contact', { waitUntil: 'networkidle' })
  await page.getByTestId('book-inspection').tap()
  const picker = page.getByTestId('booking-picker')
  const place = picker.getByLabel(/Where is the home/)
  await place.fill('Breckenridge')
  // The place box is as wide as the picker on a phone: what it holds shows.
  const placeBox = (await place.boundingBox())!
  const pickerBox = (await picker.boundingBox())!
  expect(placeBox.width).toBeGreaterThan(pickerBox.width * 0.8)
  await picker.getByRole('button', { name: 'See the open times' }).tap()
  const windows = windowsOf(picker)
  await expect(windows.first()).toBeInViewport()

  const first = windows.first()
  const label = (await first.getAttribute('aria-label'))!
  await first.tap()
  await expect(first).toBeHidden()
  await expect(picker.getByText(`Book ${label}?`)).toBeInViewport()
  expect(posts).toEqual([])

  // Another time after all: the list again, the choice kept.
  await picker.getByRole('button', { name: 'Pick another time' }).tap()
  await expect(first).toHaveAttribute('aria-pressed', 'true')
  const second = windows.nth(1)
  const secondLabel = (await second.getAttribute('aria-label'))!
  await second.tap()
  await expect(picker.getByText(`Book ${secondLabel}?`)).toBeVisible()
  await picker.getByLabel('Your name').fill(person.name)
  await picker.getByLabel('E-mail').fill(person.email)
  await picker.getByLabel('Phone').fill(person.phone)
  const address = picker.getByLabel('Street address')
  await expect(address).toHaveAttribute('autocomplete', 'street-address')
  await address.fill(person.address)
  expect(posts).toEqual([])
  await picker.getByRole('button', { name: 'Book this visit' }).tap()
  await expect(page.getByTestId('booking-done')).toContainText(`Booked: we arrive ${secondLabel}.`)
  expect(posts).toHaveLength(1)
  expect(posts[0]).toMatchObject({ address: person.address, email: person.email })
})

test('at 320 px nothing lies over a time or a field of the picker', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/contact', { waitUntil: 'networkidle' })
  await page.getByTestId('book-inspection').tap()
  const picker = page.getByTestId('booking-picker')
  await picker.getByLabel(/Where is the home/).fill('Fairplay')
  await picker.getByRole('button', { name: 'See the open times' }).tap()
  const windows = windowsOf(picker)
  await expect(windows.first()).toBeVisible()
  await expectAllUncovered(windows)
  await windows.first().tap()
  for (const label of ['Your name', 'E-mail', 'Phone', 'Street address']) {
    await expectUncovered(picker.getByLabel(label), 'end')
  }
  await expectUncovered(picker.getByRole('button', { name: 'Book this visit' }), 'end')
})

test('a window taken meanwhile is refused in words, with the fresh windows to choose from', async ({
  browser,
}) => {
  const open = async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto('/contact', { waitUntil: 'networkidle' })
    await page.getByTestId('book-inspection').tap()
    const picker = page.getByTestId('booking-picker')
    await picker.getByLabel(/Where is the home/).fill('Fairplay')
    await picker.getByRole('button', { name: 'See the open times' }).tap()
    await expect(windowsOf(picker).first()).toBeVisible()
    return { context, page, picker }
  }
  const confirm = async (picker: Locator, label: string) => {
    const person = homeowner()
    await picker.getByRole('button', { name: label, exact: true }).tap()
    await picker.getByLabel('Your name').fill(person.name)
    await picker.getByLabel('E-mail').fill(person.email)
    await picker.getByLabel('Phone').fill(person.phone)
    await picker.getByLabel('Street address').fill(person.address)
    await picker.getByRole('button', { name: 'Book this visit' }).tap()
  }
  const one = await open()
  const two = await open()
  const label = (await windowsOf(two.picker).first().getAttribute('aria-label'))!
  await confirm(one.picker, label)
  await expect(one.page.getByTestId('booking-done')).toContainText(`Booked: we arrive ${label}.`)

  await confirm(two.picker, label)
  await expect(two.picker.getByRole('alert')).toContainText('Someone just booked that time')
  // The choice again, with the windows still open: the taken one is not among them.
  await expect(two.picker.getByRole('button', { name: 'Book this visit' })).toHaveCount(0)
  await expect(windowsOf(two.picker).first()).toBeVisible()
  await expect(two.picker.getByRole('button', { name: label, exact: true })).toHaveCount(0)
  await one.context.close()
  await two.context.close()
})
