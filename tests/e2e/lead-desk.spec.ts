import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import { baseURL } from '../../playwright.config'
import { makeImage } from '../helpers/files'
import { account, ADMIN, login, signedIn, type Account } from './fixtures'

/**
 * The staff side: who may open the lead desk's pages and APIs, and a staff member's day with
 * it (the leads list, a case file, the export, the photos, the upload test), in Chromium
 * against the production build.
 */
const STAFF: Account = {
  email: 'sam.staff@example.com',
  password: 'e2e-staff-password-1',
  name: 'Sam Staff',
  role: 'staff',
}
const EDITOR: Account = {
  email: 'eddie.editor@example.com',
  password: 'e2e-editor-password-1',
  name: 'Eddie Editor',
  role: 'editor',
}

const PAGES = ['/admin/export', '/log-home-photos', '/file-upload-test']

test.describe('who gets in', () => {
  test('anonymous visitors are sent to sign in (pages) or refused (APIs)', async ({ request }) => {
    for (const path of [
      ...PAGES,
      '/log-home-photos?status=new',
      '/admin/collections/leads',
      '/admin/collections/leads/1',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      const location = new URL(response.headers().location, baseURL)
      expect(location.origin + location.pathname + location.search, path).toBe(
        `${baseURL}/admin/login?redirect=${encodeURIComponent(path)}`,
      )
    }
    expect((await request.get('/api/staff/export', { maxRedirects: 0 })).status()).toBe(401)
    expect((await request.post('/api/staff/upload-test', { multipart: {} })).status()).toBe(401)
    // Payload's own APIs of the leads and their files answer for themselves.
    expect((await request.get('/api/leads')).status()).toBe(403)
    expect((await request.get('/api/lead-files')).status()).toBe(403)
  })

  test('an editor gets 403 on every staff page and API; staff and admins get in', async ({
    request,
  }) => {
    const editor = await account(request, EDITOR)
    const staff = await account(request, STAFF)
    const admin = await login(request, ADMIN)
    for (const path of PAGES) {
      const refused = await request.get(path, { headers: { Authorization: editor } })
      expect(refused.status(), path).toBe(403)
      for (const who of [staff, admin]) {
        expect((await request.get(path, { headers: { Authorization: who } })).status(), path).toBe(
          200,
        )
      }
    }
    const exportAs = (who: string) =>
      request.get('/api/staff/export', { headers: { Authorization: who } })
    expect((await exportAs(editor)).status()).toBe(403)
    expect((await exportAs(staff)).status()).toBe(200)
    const upload = await request.post('/api/staff/upload-test', {
      headers: { Authorization: editor },
      multipart: { files: { name: 'a.png', mimeType: 'image/png', buffer: await makeImage(8, 8) } },
    })
    expect(upload.status()).toBe(403)
    expect((await request.get('/api/leads', { headers: { Authorization: editor } })).status()).toBe(
      403,
    )
  })

  test('a visitor who signs in is brought back to the page they asked for', async ({
    page,
    request,
  }) => {
    await account(request, STAFF)
    for (const path of PAGES) {
      await page.context().clearCookies()
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login\?redirect=/)
      await page.getByLabel(/email/i).fill(STAFF.email)
      await page.getByLabel(/password/i).fill(STAFF.password)
      await page.getByRole('button', { name: /login/i }).click()
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    }
  })
})

/** A homeowner's request through the public form's API, with a photo. */
async function estimateRequest(
  request: APIRequestContext,
  name: string,
  extra: Record<string, string> = {},
) {
  const form = new FormData()
  const fields = {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '719-555-0123',
    serviceType: 'full',
    squareFootage: '2000',
    location: 'Fairplay, CO',
    description: 'South wall: gray logs, peeling finish.',
    ...extra,
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append(
    'files',
    new Blob([new Uint8Array(await makeImage(640, 480))], { type: 'image/png' }),
    'south-wall.png',
  )
  const response = await request.post('/api/calculator', { multipart: form })
  expect(response.status()).toBe(200)
  // The answer names no lead (no id for the public): the lead of this e-mail address.
  const found = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(fields.email)}&sort=-createdAt&limit=1&depth=0`,
    { headers: { Authorization: await login(request, ADMIN) } },
  )
  expect(found.status()).toBe(200)
  return (await found.json()).docs[0].id as number
}

async function signInAs(page: Page, user: Account) {
  await signedIn(page, user)
}

test.describe('a staff member works the leads', () => {
  test('the list: filters, search and a status changed from the list', async ({
    page,
    request,
  }) => {
    await account(request, STAFF)
    const name = `Lisa List ${Date.now()}`
    await estimateRequest(request, name)
    await signInAs(page, STAFF)
    await page.goto('/admin/collections/leads')
    const filters = page.getByRole('region', { name: 'Quick filters' })
    await expect(filters).toBeVisible()

    // Columns a desk needs.
    for (const column of ['Status', 'Source', 'Service Type', 'Location', 'Estimate ($)']) {
      await expect(page.getByRole('columnheader', { name: column }).first()).toBeVisible()
    }

    await filters.getByRole('button', { name: 'New' }).click()
    await expect(page).toHaveURL(/where/)
    await expect(page.getByRole('link', { name }).first()).toBeVisible()
    await filters.getByLabel('Source').selectOption('chat')
    await expect(page.getByRole('link', { name })).toHaveCount(0)
    await filters.getByLabel('Source').selectOption('calculator')
    await expect(page.getByRole('link', { name }).first()).toBeVisible()
    await filters.getByLabel('From').fill('2020-01-01')
    await filters.getByLabel('To').fill('2020-12-31')
    await expect(page.getByRole('link', { name })).toHaveCount(0)
    await filters.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page.getByRole('link', { name }).first()).toBeVisible()

    // Status from the list, kept after a reload.
    await page.getByLabel(`Status of ${name}`).selectOption('contacted')
    await expect(page.getByText(`${name}: Contacted`)).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(`Status of ${name}`)).toHaveValue('contacted')
  })

  test('a case file: contact links, estimate, conversation, photos, a note and a status', async ({
    page,
    request,
  }) => {
    const staff = await account(request, STAFF)
    const name = `Carla Case ${Date.now()}`
    const id = await estimateRequest(request, name)
    // The homeowner also talked with the assistant: the transcript the chat saves.
    const saved = await request.patch(`/api/leads/${id}`, {
      headers: { Authorization: staff },
      data: {
        aiEstimate: 17500,
        transcript: [
          { role: 'user', content: 'The south wall looks gray.', at: new Date().toISOString() },
          { role: 'assistant', content: 'That is UV damage: a full restoration.' },
          { role: 'user', content: 'And the roof leaks.', unverified: true },
        ],
      },
    })
    expect(saved.ok()).toBe(true)

    await signInAs(page, STAFF)
    await page.goto(`/admin/collections/leads/${id}`)
    await expect(page.getByRole('link', { name: 'Call (719) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+17195550123',
    )
    await expect(page.getByRole('link', { name: 'Text', exact: true })).toHaveAttribute(
      'href',
      'sms:+17195550123',
    )
    await expect(page.getByRole('link', { name: /^E-mail / })).toHaveAttribute(
      'href',
      /^mailto:carla\.case/,
    )
    await expect(page.getByText('$17,500')).toBeVisible()
    const conversation = page.getByRole('list', { name: 'Conversation' })
    await expect(conversation.getByRole('listitem')).toHaveCount(3)
    await expect(conversation).toContainText('The south wall looks gray.')
    // What only the visitor's browser said is marked as such.
    await expect(conversation.getByText(/not checked/)).toHaveCount(1)
    await expect(conversation.getByRole('listitem').last()).toContainText(
      'Homeowner · not checked: sent by the visitor’s browser',
    )
    const photo = page.getByRole('region', { name: /Photos and videos/ }).getByRole('img')
    await expect(photo).toHaveCount(1)
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'E-mails' })).toContainText(
      'Estimate, to the homeowner',
    )

    // A note, then a status: both in the history, newest first, with the author.
    await page.getByLabel('Add a note').fill('Called; visit on Friday at 9.')
    await page.getByRole('button', { name: 'Add note' }).click()
    const history = page.getByRole('list', { name: /newest first/ })
    await expect(history.getByRole('listitem').first()).toContainText(
      'Called; visit on Friday at 9.',
    )
    await expect(history.getByRole('listitem').first()).toContainText('Sam Staff')
    await page.getByLabel(`Status of ${name}`).selectOption('quoted')
    await expect(history.getByRole('listitem').first()).toContainText('Status: New → Quoted')
    await expect(history.getByRole('listitem')).toHaveCount(2)

    // The form is one tab away, and says the same.
    await page.getByRole('link', { name: 'Edit details' }).click()
    await expect(page.locator('#field-status')).toContainText(/quoted/i)
  })

  test('the dashboard shows the leads by status, the staff tools and the backups', async ({
    page,
    request,
  }) => {
    await account(request, STAFF)
    await signInAs(page, STAFF)
    await page.goto('/admin')
    const desk = page.getByRole('region', { name: 'Lead desk' })
    await expect(desk).toBeVisible()
    await expect(desk.getByRole('link', { name: /^New: \d+ leads$/ })).toBeVisible()
    for (const tool of [
      'Export leads as CSV',
      'Photos and videos from homeowners',
      'Analytics: visitors, estimates and chats',
    ]) {
      await expect(desk.getByRole('link', { name: tool })).toBeVisible()
    }
    // Each tool where its users look: checking the upload rules is the admin's (issue 27).
    await expect(desk.getByRole('link', { name: /Try a file upload/ })).toHaveCount(0)
    // The e2e server makes no backups (BACKUP_TIME=off): staff are told (backups.spec.ts sees one
    // made).
    const backups = desk.getByRole('region', { name: 'Backups' })
    await expect(backups.getByTestId('backup-warnings')).toContainText(
      'Automatic backups are off: turned off in the server’s settings.',
    )
    await expect(backups).toContainText('No backup has been made yet.')
  })

  test('the export: a count, then a CSV a spreadsheet opens right', async ({ page, request }) => {
    await account(request, STAFF)
    const name = `Evan Export ${Date.now()}`
    const formula = '=HYPERLINK("https://evil.example","Click")'
    const id = await estimateRequest(request, name, { description: formula })
    await signInAs(page, STAFF)
    await page.goto('/admin/collections/leads')
    // Pressed once, as soon as it is a link (ListFilters.tsx: not before the list has started).
    await page.getByRole('link', { name: /Export leads/ }).click()
    await expect(page).toHaveURL(/\/admin\/export/)
    await expect(page.getByRole('heading', { name: 'Export leads' })).toBeVisible()
    await page.getByRole('checkbox', { name: 'New' }).check()
    await page.getByRole('button', { name: 'Update count' }).click()
    // The count and the link are the filtered ones only once the page has taken the new query:
    // before, they are the unfiltered ones, already on the page.
    await expect(page).toHaveURL(/[?&]status=new\b/)
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      /[?&]status=new\b/,
    )
    await expect(page.getByText(/\d+ leads? will be exported/)).toBeVisible()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await new Promise<Buffer>(async (resolve, reject) => {
      const stream = await download.createReadStream()
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => resolve(Buffer.concat(chunks)))
      stream.on('error', reject)
    })
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parse(bytes.subarray(3), { columns: true }) as Record<string, string>[]
    const row = rows.find((candidate) => candidate.ID === String(id))
    expect(row).toBeDefined()
    expect(row).toMatchObject({ Name: name, Status: 'New', Source: 'Estimate form' })
    // Neutralised against formula injection; every row is a new lead.
    expect(Object.values(row!)).toContain(`'${formula}`)
    expect(new Set(rows.map((candidate) => candidate.Status))).toEqual(new Set(['New']))
  })
})

test.describe('the chat’s conversation key', () => {
  test('staff and admins never read it, filter on it or sort by it through the API', async ({
    playwright,
    request,
  }) => {
    // A chat lead, saved from a cookie jar of its own (the endpoint starts the session).
    const visitor = await playwright.request.newContext({ baseURL })
    const saved = await visitor.post('/api/chat/lead', {
      data: { name: 'Kay Key', email: 'kay.key@example.com', phone: '719-555-0123' },
    })
    expect(saved.status()).toBe(200)
    const key = (await visitor.storageState()).cookies.find((c) => c.name === 'chat-session')!.value
    await visitor.dispose()
    expect(key).toMatch(/^[\w-]{43}$/)

    for (const who of [await account(request, STAFF), await login(request, ADMIN)]) {
      const get = (path: string) => request.get(path, { headers: { Authorization: who } })
      const list = await get(
        '/api/leads?where[email][equals]=kay.key@example.com&select[conversation]=true',
      )
      expect(list.status()).toBe(200)
      const { docs } = await list.json()
      expect(docs).toHaveLength(1)
      for (const path of [
        `/api/leads/${docs[0].id}`,
        `/api/leads/${docs[0].id}?select[conversation]=true`,
        '/api/leads?where[email][equals]=kay.key@example.com&select[conversation]=true',
        '/api/lead-files?select[conversation]=true&limit=100',
      ]) {
        const response = await get(path)
        expect(response.status(), path).toBe(200)
        const text = await response.text()
        expect(text, path).not.toContain(key)
        expect(text, path).not.toContain('"conversation"')
      }
      // A filter or a sort on it is refused, the right key and a wrong one alike.
      const answers = new Set<string>()
      for (const query of [
        `where[conversation][equals]=${key}`,
        `where[conversation][equals]=${'x'.repeat(43)}`,
        `where[conversation][like]=${key.slice(0, 3)}`,
        'sort=conversation',
      ]) {
        for (const collection of ['leads', 'lead-files']) {
          const response = await get(`/api/${collection}?${query}`)
          answers.add(`${response.status()} ${await response.text()}`)
        }
      }
      expect(answers.size).toBe(1)
      expect([...answers][0]).toMatch(/^400 .*The following path cannot be queried: conversation/)
    }
  })
})

test.describe('the staff pages beside the studio', () => {
  test('the photos: each file with its lead, filtered, opened full size', async ({
    page,
    request,
  }) => {
    await account(request, STAFF)
    const name = `Pia Photo ${Date.now()}`
    const id = await estimateRequest(request, name)
    await signInAs(page, STAFF)
    await page.goto('/log-home-photos')
    await expect(
      page.getByRole('heading', { name: 'Photos and videos from homeowners' }),
    ).toBeVisible()
    const tile = page.getByTestId('photo-tile').filter({ hasText: name })
    await expect(tile).toHaveCount(1)
    await expect(tile.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/admin/collections/leads/${id}`,
    )
    const thumbnail = tile.getByRole('img').first()
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    const filters = page.getByRole('search', { name: 'Filter photos and videos' })
    await filters.getByLabel('Source').selectOption('chat')
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/source=chat/)
    await expect(page.getByTestId('photo-tile').filter({ hasText: name })).toHaveCount(0)
    await filters.getByLabel('Source').selectOption('calculator')
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByTestId('photo-tile').filter({ hasText: name })).toHaveCount(1)

    // A tile is a link to the file: a press before the page's script runs opens the file itself
    // (without JavaScript too). The lightbox is what the script makes of the press; the filters'
    // page has just loaded, so this waits for the script (the press is still made once).
    await expect(page.locator('[data-lightbox="ready"]')).toBeAttached()
    await page
      .getByTestId('photo-tile')
      .filter({ hasText: name })
      .locator('a[href^="/api/lead-files/file/"]')
      .click()
    const lightbox = page.getByTestId('lightbox')
    await expect(lightbox).toBeVisible()
    const full = lightbox.getByRole('img').first()
    await expect
      .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640)
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()
  })

  test('the upload test: what the server decided for each file, and nothing kept', async ({
    page,
    request,
  }) => {
    const staff = await account(request, STAFF)
    const files = async () =>
      (
        await (
          await request.get('/api/lead-files?limit=1', { headers: { Authorization: staff } })
        ).json()
      ).totalDocs as number
    const before = await files()
    await signInAs(page, STAFF)
    await page.goto('/file-upload-test')
    await expect(page.getByRole('heading', { name: 'Upload test', level: 1 })).toBeVisible()
    await page.getByLabel('Files to test').setInputFiles([
      { name: 'wall.png', mimeType: 'image/png', buffer: await makeImage(64, 48) },
      // A text file that calls itself a picture: the browser cannot tell, the server can.
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text') },
    ])
    await expect(page.getByTestId('test-file')).toHaveCount(2)
    await page.getByRole('button', { name: 'Run on the server' }).click()
    const results = page.getByRole('table', { name: 'What the server decided' })
    const row = (file: string) => results.getByRole('row', { name: new RegExp(file) })
    await expect(row('wall\\.png')).toContainText('Accepted')
    await expect(row('wall\\.png')).toContainText('image/png')
    await expect(row('notes\\.jpg')).toContainText('Refused')
    await expect(row('notes\\.jpg')).toContainText('415')
    expect(await files()).toBe(before)
  })
})
