import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { makeImage } from '../helpers/files'
import { ADMIN, account, login, signedIn, typeInto, type Account } from './fixtures'

/**
 * Issues 40 and 54: the studio in an owner's words. Signed in as the admin and as staff, the test
 * opens every screen the studio's menu leads to: the dashboard, each list, the first document of
 * each list with every one of its tabs, and each global; as the admin also a new post with its
 * title typed and its schedule panel open, a new user, a redirect being made, and the item menus
 * of a page's sections and of the home page's. It fails on a developer's word on screen: an
 * environment variable's name, the README, Payload's raw values and field names (of every
 * collection and global, read from the config: tests/helpers/studio-vocabulary.ts), a date in
 * another style than the studio's one ("Dec 1, 2026, 7:32 PM MST"), a phone as it was typed.
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
  // Issue 54.
  [/\b_status\b/, 'the status’s field name'],
  [/^[\t ]*Slug[\t ]*$/m, 'the web address named "Slug"'],
  [/^(?:Unlock|Lock|Generate)$/m, 'the web address’s buttons "Unlock", "Lock", "Generate"'],
  [/\((?:301|302)\)|\b30[12] \((?:permanent|temporary)\)/, 'a redirect’s kind by its code'],
  [/From URL|Custom URL/, 'the redirect plugin’s "From URL", "Custom URL"'],
  [/Toggle block/, 'Payload’s "Toggle block"'],
  [/\b(?:Copy|Paste) (?:Row|Field)\b/, 'Payload’s "Copy Row", "Paste Row"'],
  [/\bState: [a-z]/, 'a state as the code names it ("State: sent")'],
  [
    /\b(?:Send|Used|Sent|Updated|Created|Published) At\b/,
    'a time named after its field ("Send At")',
  ],
  [/Analytics (?:events|days)/i, 'the analytics collections’ names'],
  [/check the upload rules|Upload test \(/, 'the upload test’s name'],
  [/\bResend\b/, 'the e-mail provider’s name'],
  [/\b(?:image|video|application|text)\/[a-z0-9.+-]+\b/, 'a file’s kind as its MIME type'],
  [/\b\d{2,5}x\d{2,5}\b/, 'a picture’s size as "1600x1000"'],
  [/\[Untitled\]”/, 'a schedule panel naming "[Untitled]"'],
  // The two styles of dates that were one too many, a raw timestamp, a phone as typed.
  [
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(?:st|nd|rd|th)\b/,
    'a date in Payload’s style ("December 1st 2026, 7:28 PM")',
  ],
  [/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'a raw timestamp'],
  [/(?<![\w/.-])\d{4}-\d{2}-\d{2}(?![\w-])/, 'a day as the database keeps it ("2026-12-01")'],
  [/(?<![\w/.-])\d{1,2}\/\d{1,2}\/\d{4}\b/, 'a date in numbers ("12/01/2026")'],
  [/(?<![\w/-])\d{10}(?![\w-])/, 'a phone as ten bare digits ("7195550003")'],
  [/(?<![\w(-])\d{3}[-.]\d{3}[-.]\d{4}(?![\w-])/, 'a phone with dots or dashes ("719-555-0003")'],
]

/** A time of day in the studio's words, with or without the year: "Dec 1, 2026, 7:32 PM". */
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'
const STAFF_TIME = new RegExp(`\\b${MONTH} \\d{1,2}(?:, \\d{4})?, \\d{1,2}:\\d{2} [AP]M`, 'g')
/** Colorado's zone named after a time, or after the end of a window that time starts. */
const ZONE_AFTER = /^(?: – \d{1,2}:\d{2} [AP]M)? M[SD]T\b/
/** The dates Payload draws in the document's header: the same words, the browser's clock. */
const HEADER_TIME = new RegExp(`^${MONTH} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M$`)

const EDITOR: Account = {
  email: 'words-editor@example.com',
  password: 'editor-words-password-1',
  name: 'Eve Words',
  role: 'editor',
}

const STAFF: Account = {
  email: 'words-staff@example.com',
  password: 'staff-words-password-1',
  name: 'Wes Words',
  role: 'staff',
}

/** The schema's words (tests/helpers/studio-vocabulary.ts), read from the config once. */
type Vocabulary = {
  names: string[]
  autoLabels: string[]
  selects: { label: string; column: string; values: string[] }[]
}

let vocabulary: Vocabulary | undefined
function schemaWords(): Vocabulary {
  if (!vocabulary) {
    const out = execFileSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'tests/helpers/studio-vocabulary.ts'],
      {
        encoding: 'utf8',
        // The config names a database; nothing opens it.
        env: {
          ...process.env,
          DATABASE_URI: `file:${path.join(os.tmpdir(), `studio-words-${process.pid}.db`)}`,
        },
      },
    )
    const line = out.split('\n').find((text) => text.startsWith('@vocabulary '))
    vocabulary = JSON.parse(line!.slice('@vocabulary '.length)) as Vocabulary
  }
  return vocabulary
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every pattern a screen's text is read for: the list above and the schema's own words. */
function textChecks(): [RegExp, string][] {
  const { names, autoLabels, selects } = schemaWords()
  const checks: [RegExp, string][] = [
    ...DEVELOPER_WORDS,
    ...names.map((name): [RegExp, string] => [
      new RegExp(`(?<![\\w/.#-])${escaped(name)}(?![\\w-])`),
      `the field name ${name}`,
    ]),
    // A label alone on its line (a field's, a column's): "At" is a word in a sentence.
    ...autoLabels.map((label): [RegExp, string] => [
      new RegExp(`^[\\t ]*${escaped(label)}:?[\\t ]*$`, 'm'),
      `Payload’s label made of a field’s name, "${label}"`,
    ]),
    ...selects.flatMap(({ label, values }) =>
      values.map((value): [RegExp, string] => [
        new RegExp(`\\b${escaped(label)}: ${escaped(value)}(?![\\w-])`),
        `a raw value, "${label}: ${value}"`,
      ]),
    ),
  ]
  return [...new Map(checks.map((check) => [check[0].source + check[0].flags, check])).values()]
}

/** How many screens the test read, and how many words and patterns it read each for. */
const tally = { screens: 0 }
const patternCount = () => {
  const { selects } = schemaWords()
  const codes = new Set(selects.flatMap((select) => select.values))
  // The text's patterns, the raw values a list cell or a picked value may not show, the date
  // rules (a time with its zone, the header's style).
  return { text: textChecks().length, values: codes.size, dates: 2 }
}

/** What a screen shows beyond its text: list cells, picked values, the header's dates. */
type Shown = {
  text: string
  cells: [string, string][]
  picked: string[]
  header: string[]
  written: string[]
}

const shownOn = (page: Page): Promise<Shown> =>
  page.evaluate(() => {
    const text = (element: Element) => (element as HTMLElement).innerText.trim()
    return {
      text: document.body.innerText,
      cells: [...document.querySelectorAll('td[class*="cell-"]')].map((cell): [string, string] => [
        [...cell.classList].find((name) => name.startsWith('cell-'))!.slice('cell-'.length),
        text(cell),
      ]),
      picked: [...document.querySelectorAll('.rs__single-value, .rs__multi-value__label')].map(
        text,
      ),
      header: [...document.querySelectorAll('.doc-controls__value-wrap .doc-controls__value')].map(
        text,
      ),
      // What the owner wrote (a post's body): not the studio's words.
      written: [...document.querySelectorAll('[data-lexical-editor="true"]')].map(
        (editor) => (editor as HTMLElement).innerText,
      ),
    }
  })

/** The developer's words on the page as it shows now, each with what it is. */
async function developerWords(page: Page): Promise<string[]> {
  tally.screens++
  const shown = await shownOn(page)
  const where = page.url()
  let text = shown.text
  for (const written of shown.written) text = text.replace(written, '')
  const found = textChecks()
    .filter(([pattern]) => pattern.test(text))
    .map(([pattern, what]) => `${where}: ${what} (${text.match(pattern)?.[0]})`)

  const { selects } = schemaWords()
  const codes = new Set(selects.flatMap((select) => select.values))
  for (const [column, cell] of shown.cells) {
    const select = selects.find((candidate) => candidate.column === column)
    if (select?.values.includes(cell)) found.push(`${where}: a raw value in a list (${cell})`)
  }
  for (const value of shown.picked) {
    if (codes.has(value)) found.push(`${where}: a raw value picked (${value})`)
  }

  // One style of dates: every time the studio draws names Colorado's zone, but the document
  // header's, which Payload draws in the browser (its clock, admin.dateFormat's same words).
  for (const value of shown.header) {
    if (value && !HEADER_TIME.test(value)) found.push(`${where}: a header date (${value})`)
    text = text.replace(value, '')
  }
  for (const match of text.matchAll(STAFF_TIME)) {
    // The zone after the time, or after the end of a window ("10:00 AM – 12:00 PM MST").
    const after = text.slice(match.index + match[0].length)
    if (!ZONE_AFTER.test(after)) found.push(`${where}: a time without its zone (${match[0]})`)
  }
  return found
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

/**
 * An item's menu opened (a page's section, a home page section): its tab opened if it is in one
 * (the form opens on the tab last opened), then one press on the item's dots.
 */
async function readItemMenu(
  page: Page,
  { href, tab, row }: { href: string; tab?: string; row: string },
  found: string[],
) {
  await page.goto(href)
  await drawn(page)
  if (tab) {
    const button = page.locator('.tabs-field__tab-button', { hasText: tab })
    await button.click()
    await expect(button).toHaveClass(/--active/)
  }
  await page.locator(`${row} .array-actions__button`).first().click()
  const menu = page.locator('.popup__content .array-actions__action').first()
  await expect(menu).toBeVisible()
  await expect(page.locator('.popup__content')).toContainText('Copy this item')
  found.push(...(await developerWords(page)))
}

/**
 * What the owner's studio holds after a week of work, made through the API: a caller's lead (the
 * phone as staff typed it), Won, with a review request sent, and a visit booked for them.
 */
async function aWeeksWork(request: APIRequestContext) {
  const authorization = await login(request, ADMIN)
  const stamp = Date.now()
  const lead = await request.post('/api/leads', {
    headers: { authorization },
    data: {
      name: `Wanda Words ${stamp}`,
      email: `words-${stamp}@example.com`,
      phone: '7195550003',
      source: 'phone',
      serviceType: 'full',
      status: 'won',
      location: 'Fairplay',
    },
  })
  expect(lead.status()).toBe(201)
  const id = (await lead.json()).doc.id as number
  const asked = await request.post('/api/review-requests', {
    headers: { authorization },
    data: { lead: id },
  })
  expect(asked.status()).toBe(201)
  const requestId = (await asked.json()).doc.id as number
  // Sent by the e-mail queue, every 5 seconds (to the outbox: the suite's server has no key).
  await expect
    .poll(async () => {
      const sent = await request.get(`/api/review-requests/${requestId}?depth=0`, {
        headers: { authorization },
      })
      return (await sent.json()).state
    })
    .toBe('sent')
  // A window of its own, at 9 AM on a day years ahead: no other test books it.
  const start = new Date(Date.UTC(2031, 0, 1, 16) + (stamp % 3000) * 24 * 60 * 60_000)
  const visit = await request.post('/api/visits', {
    headers: { authorization },
    data: {
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 60 * 60_000).toISOString(),
      lead: id,
      name: `Wanda Words ${stamp}`,
      email: `words-${stamp}@example.com`,
      phone: '719.555.0003',
      place: 'Fairplay',
      bookedBy: 'staff',
    },
  })
  expect(visit.status()).toBe(201)
}

test('the admin reads no developer’s word on any screen of the studio', async ({ page }) => {
  // Some 70 screens, the studio's heaviest pages among them.
  test.setTimeout(300_000)
  tally.screens = 0
  await aWeeksWork(page.request)
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
      '/admin/collections/review-requests',
      '/admin/collections/visits',
      '/admin/globals/site-settings',
    ]),
  )
  const found = await developerWords(page)
  for (const href of screens) await readScreen(page, href, found)

  // A brand-new post: its title typed, "Publish" (nothing published to change), and the schedule
  // panel named by the title as typed.
  await page.goto('/admin/collections/posts/create')
  await drawn(page)
  const title = `A post the owner began ${Date.now()}`
  await typeInto(page.locator('#field-title'), title)
  await expect(page.locator('#action-save')).toHaveText('Publish')
  found.push(...(await developerWords(page)))
  await page.locator('#schedule-colorado').click()
  const panel = page.getByTestId('schedule-drawer')
  await expect(panel).toBeVisible()
  await expect(page.getByRole('heading', { name: `Schedule “${title}”` })).toBeVisible()
  found.push(...(await developerWords(page)))

  // A new user: the note says the owner never types their password, and nothing asks for one.
  // A fresh page: the new post's question before leaving it unsaved stays with the other.
  const second = await page.context().newPage()
  await second.goto('/admin/collections/users/create')
  await drawn(second)
  await expect(second.getByTestId('invite-note')).toContainText('You never type or see')
  await expect(second.getByRole('button', { name: /password/i })).toHaveCount(0)
  found.push(...(await developerWords(second)))

  // A redirect being made, both ways it can go.
  await second.goto('/admin/collections/redirects/create')
  await drawn(second)
  found.push(...(await developerWords(second)))
  await second.getByText('An address', { exact: true }).click()
  await expect(second.locator('#field-to__url')).toBeVisible()
  found.push(...(await developerWords(second)))

  // The item menus: a page's first section, and the home page's.
  const authorization = await login(page.request, ADMIN)
  const pages = await page.request.get('/api/pages?limit=100&depth=0', {
    headers: { authorization },
  })
  const withSections = ((await pages.json()).docs as { id: number; layout?: unknown[] }[]).find(
    (doc) => (doc.layout?.length ?? 0) > 0,
  )!
  await readItemMenu(
    second,
    {
      href: `/admin/collections/pages/${withSections.id}`,
      tab: 'Content',
      row: '.blocks-field__row',
    },
    found,
  )
  await readItemMenu(
    second,
    { href: '/admin/globals/home', tab: 'Sections', row: '.array-field__row' },
    found,
  )
  await second.close()

  const counts = patternCount()
  const note = `${tally.screens} screens read for ${counts.text} words and patterns, ${counts.values} raw values and ${counts.dates} date rules`
  console.log(`studio-words (admin): ${note}`)
  test.info().annotations.push({ type: 'studio words (admin)', description: note })
  expect(found).toEqual([])
})

test('the post list is newest first, each date in the studio’s one style', async ({ page }) => {
  const authorization = await login(page.request, ADMIN)
  // As the list shows them: each post's latest version.
  const answer = await page.request.get('/api/posts?limit=100&depth=0&draft=true', {
    headers: { authorization },
  })
  const posts = (await answer.json()).docs as { title: string; publishedAt?: string | null }[]
  const dated = posts
    .filter((post) => post.publishedAt)
    .sort((a, b) => Date.parse(b.publishedAt!) - Date.parse(a.publishedAt!))
    .map((post) => post.title)
  expect(dated.length).toBeGreaterThan(3)

  // An account of its own: Payload keeps the order a person last chose for a list (other tests
  // sort the admin's), and this is the order the list starts with.
  await account(page.request, EDITOR)
  await signedIn(page, EDITOR)
  await page.goto('/admin/collections/posts?limit=100')
  await drawn(page)
  await expect(page.locator('table tbody tr')).toHaveCount(posts.length)
  const titles = await page.locator('td.cell-title').allInnerTexts()
  // The dated posts newest first, then those never dated (drafts), in any order.
  expect(titles.slice(0, dated.length)).toEqual(dated)
  // The list's dates: "Sep 22, 2026, 9:00 AM MDT", or "Scheduled for Dec 1, 9:00 AM MST".
  const staffTime = new RegExp(
    `^(?:Scheduled for )?${MONTH} \\d{1,2}(?:, \\d{4})?, \\d{1,2}:\\d{2} [AP]M M[SD]T$`,
  )
  for (const column of ['td.cell-publishedAt', 'td.cell-updatedAt']) {
    // An empty cell is the studio's dash (a draft never dated).
    const cells = (await page.locator(column).allInnerTexts())
      .map((cell) => cell.trim())
      .filter((cell) => cell !== '' && cell !== '—')
    expect(cells.length).toBeGreaterThan(3)
    for (const cell of cells) expect(cell).toMatch(staffTime)
  }
})

test('a picture’s page says what it is in words, and still moves its focal point and takes a new file', async ({
  page,
}) => {
  const authorization = await login(page.request, ADMIN)
  const made = await page.request.post('/api/media', {
    headers: { authorization },
    multipart: {
      file: { name: 'deck.png', mimeType: 'image/png', buffer: await makeImage(320, 200) },
      _payload: JSON.stringify({ alt: 'A deck, freshly stained' }),
    },
  })
  expect(made.status()).toBe(201)
  const id = (await made.json()).doc.id as number
  const stored = async () =>
    (await (
      await page.request.get(`/api/media/${id}?depth=0`, { headers: { authorization } })
    ).json()) as {
      filename: string
      mimeType: string
      focalX: number
      focalY: number
    }

  await signedIn(page, ADMIN)
  await page.goto(`/admin/collections/media/${id}`)
  await drawn(page)
  const file = page.getByTestId('file-section')
  await expect(file).toContainText('PNG picture, 320 × 200')

  // The focal point: Payload's own editor, applied by Save.
  await file.getByRole('button', { name: 'Crop or set the focal point' }).click()
  await typeInto(page.locator('input[name="X %"]'), '20')
  await typeInto(page.locator('input[name="Y %"]'), '30')
  await page.getByRole('button', { name: 'Apply Changes' }).click()
  await expect(file).toContainText('applied when you save')
  await page.locator('#action-save').click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  expect(await stored()).toMatchObject({ focalX: 20, focalY: 30 })

  // A new file in its place: one press, and the file chosen.
  const choosing = page.waitForEvent('filechooser')
  await file.getByRole('button', { name: 'Replace the file' }).click()
  await (
    await choosing
  ).setFiles({ name: 'deck-after.png', mimeType: 'image/png', buffer: await makeImage(400, 300) })
  await expect(page.getByTestId('file-replacement')).toContainText('New file: deck-after.png')
  await page.locator('#action-save').click()
  await expect(file).toContainText('PNG picture, 400 × 300')
  await expect(page.getByTestId('file-replacement')).toHaveCount(0)
  expect((await stored()).filename).toMatch(/^deck-after/)
})

test('staff read no developer’s word, and a page they may not open says so', async ({ page }) => {
  test.setTimeout(120_000)
  tally.screens = 0
  await account(page.request, STAFF)
  await signedIn(page, STAFF)
  const screens = await menuScreens(page)
  expect(screens).toContain('/admin/collections/leads')
  expect(screens).not.toContain('/admin/globals/site-settings')
  const found = await developerWords(page)
  for (const href of screens) await readScreen(page, href, found)

  await page.goto('/admin/globals/site-settings')
  await expect(page.getByText('your account cannot open it')).toBeVisible()
  found.push(...(await developerWords(page)))
  const counts = patternCount()
  const note = `${tally.screens} screens read for ${counts.text} words and patterns, ${counts.values} raw values and ${counts.dates} date rules`
  console.log(`studio-words (staff): ${note}`)
  test.info().annotations.push({ type: 'studio words (staff)', description: note })
  expect(found).toEqual([])
})
