import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Lead, User } from '@/payload-types'
import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * GET /api/staff/export through its real route handler on a real database: who may download,
 * the file's bytes and headers, the filters (whole days in Colorado time), the count the view
 * shows against the rows, and the keyset paging across leads created in the same millisecond.
 */
const { GET } = await import('@/app/(staff)/api/staff/export/route')
const { countLeads } = await import('@/features/leads/export/readers')
const { LEAD_CSV_HEADER } = await import('@/features/leads/export/rows')
const { leadsCsvStream } = await import('@/features/leads/export/stream')
const { parseLeadExportQuery } = await import('@/features/leads/export/schema')
const { serverUrl } = await import('@/lib/site/urls')

let ctx: TestPayload
const users = {} as Record<'editor' | 'staff' | 'admin', { user: User; token: string }>
const password = 'correct horse battery'
const ids: Record<string, string> = {}
let photo: { id: number }

type Row = Record<(typeof LEAD_CSV_HEADER)[number], string>

/** Leads by name: when (UTC), status, source. Denver is UTC-7 in winter, UTC-6 in summer. */
const LEADS: Array<[string, string, Lead['status'], Lead['source']]> = [
  ['Ann', '2026-01-10T12:00:00.000Z', 'new', 'calculator'], // Jan 10, 05:00
  ['Ben', '2026-01-31T06:59:59.999Z', 'contacted', 'chat'], // Jan 30, 23:59:59.999
  ['Cat', '2026-01-31T07:00:00.000Z', 'won', 'chat'], // Jan 31, 00:00
  ['Dan', '2026-02-01T06:59:59.999Z', 'quoted', 'phone'], // Jan 31, 23:59:59.999
  ['Eve', '2026-02-01T07:00:00.000Z', 'lost', 'contact'], // Feb 1, 00:00
  ['Fay', '2026-07-04T18:00:00.000Z', 'won', 'calculator'], // Jul 4, 12:00 MDT
]
const ALL = LEADS.map(([name]) => name)

const url = (query = '') => `http://127.0.0.1:3000/api/staff/export${query ? `?${query}` : ''}`
const get = (query = '', headers: Record<string, string> = {}) =>
  GET(new Request(url(query), { headers }))
const as = (who: keyof typeof users) => ({ authorization: `JWT ${users[who].token}` })

/** The CSV of a 200 answer: its raw bytes and its rows. */
async function csvOf(response: Response) {
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  const rows = parse(Buffer.from(bytes), { bom: true, columns: true }) as Row[]
  return { bytes, rows }
}

const names = async (query: string) =>
  (await csvOf(await get(query, as('staff')))).rows.map((row) => row.Name)

beforeAll(async () => {
  ctx = await createTestPayload()
  const { payload } = ctx
  for (const role of ['editor', 'staff', 'admin'] as const) {
    const email = `${role}@example.com`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: `${role[0].toUpperCase()}${role.slice(1)} Sam`, role },
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    users[role] = { user, token: token! }
  }
  photo = await payload.create({
    collection: 'lead-files',
    data: { alt: 'South wall', kind: 'image' },
    file: {
      data: await makeImage(40, 30),
      mimetype: 'image/png',
      name: 'wall.png',
      size: 0,
    },
  })
  for (const [name, createdAt, status, source] of LEADS) {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        name,
        email: `${name.toLowerCase()}@example.com`,
        phone: '(719) 555-0100',
        status,
        source,
        createdAt,
      },
    })
    ids[name] = String(lead.id)
  }
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('who may download', () => {
  it('answers 401 without a signed-in user', async () => {
    const response = await get()
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: expect.any(String) })
  })

  it('answers 403 to an editor, by token or by the studio’s cookie', async () => {
    expect((await get('', as('editor'))).status).toBe(403)
    const cookie = await get('', {
      cookie: `payload-token=${users.editor.token}`,
      'sec-fetch-site': 'same-origin',
    })
    expect(cookie.status).toBe(403)
  })

  it('serves staff and admins', async () => {
    expect((await csvOf(await get('', as('staff')))).rows).toHaveLength(LEADS.length)
    expect((await csvOf(await get('', as('admin')))).rows).toHaveLength(LEADS.length)
    // The studio's cookie, from the studio's own page (payload.config.ts `csrf`).
    const cookie = await get('', {
      cookie: `payload-token=${users.staff.token}`,
      'sec-fetch-site': 'same-origin',
    })
    expect((await csvOf(cookie)).rows).toHaveLength(LEADS.length)
  })
})

describe('the file', () => {
  it('is UTF-8 CSV with a byte-order mark, a dated name, and no caching', async () => {
    const response = await get('', as('staff'))
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { bytes } = await csvOf(response)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    // Every cell quoted, the header's too.
    const header = LEAD_CSV_HEADER.map((name) => `"${name}"`).join(',')
    expect(text.startsWith(`\uFEFF${header}\r\n`)).toBe(true)
  })

  it('has one row per lead, oldest first, with the stored values', async () => {
    const { rows } = await csvOf(await get('', as('staff')))
    expect(rows.map((row) => row.Name)).toEqual(ALL)
    expect(rows[0]).toMatchObject({
      ID: ids.Ann,
      // 12:00 UTC on a January day is 05:00 in Colorado.
      'Date (Colorado)': '2026-01-10',
      'Time (Colorado)': '05:00',
      Status: 'New',
      Source: 'Estimate form',
      'E-mail': 'ann@example.com',
      Phone: '(719) 555-0100',
      Notes: '',
      Photos: '',
    })
  })

  it('writes the notes (not the status changes), the photos, and neutralises formulas', async () => {
    const { payload } = ctx
    const staff = users.staff.user
    const lead = await payload.create({
      collection: 'leads',
      user: staff,
      data: {
        name: '=HYPERLINK("http://evil.example","Zed")',
        email: 'zed@example.com',
        phone: '+1 719 555 0100',
        status: 'new',
        source: 'phone',
        description: 'Line one,\nline "two"',
        location: ' =1+1',
        propertyAge: '\n+cmd',
        estimate: 18000,
        media: [photo.id],
        notes: [{ kind: 'note', note: 'Called back' }],
        createdAt: '2026-08-01T12:00:00.000Z',
      },
    })
    await payload.update({ collection: 'leads', id: lead.id, user: staff, data: { status: 'won' } })
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    // The history has the note and the status change; the CSV only the note.
    expect(stored.notes?.map((entry) => (entry as { kind?: string }).kind ?? 'note')).toEqual([
      'note',
      'status',
    ])
    try {
      const { rows } = await csvOf(await get('from=2026-08-01&to=2026-08-01', as('staff')))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        Name: `'=HYPERLINK("http://evil.example","Zed")`,
        // Stored in one format (the Leads collection's phone hook), so no formula start left.
        Phone: '(719) 555-0100',
        Status: 'Won',
        Description: 'Line one,\nline "two"',
        Location: `' =1+1`,
        'Property age': `'\n+cmd`,
        'Estimate ($)': '18000',
        Photos: `${serverUrl()}/admin/collections/lead-files/${photo.id}`,
      })
      expect(rows[0].Notes).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} Staff Sam: Called back$/)
    } finally {
      await payload.delete({ collection: 'leads', id: lead.id })
    }
  })
})

describe('as a spreadsheet reads it', () => {
  it('stores phones in one format and writes a chat lead’s kind of work as its service', async () => {
    const { payload } = ctx
    const staff = users.staff.user
    const lead = await payload.create({
      collection: 'leads',
      user: staff,
      data: {
        name: 'Chat Homeowner',
        email: 'chat-homeowner@example.com',
        phone: '7195550142',
        status: 'contacted',
        source: 'chat',
        workType: 'staining',
        createdAt: '2026-09-15T02:48:04.500Z',
      },
    })
    try {
      // Stored normalised, not only written so.
      const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
      expect(stored.phone).toBe('(719) 555-0142')
      const updated = await payload.update({
        collection: 'leads',
        id: lead.id,
        user: staff,
        data: { phone: '+1 303.555.0199' },
      })
      expect(updated.phone).toBe('(303) 555-0199')

      const { rows } = await csvOf(await get('from=2026-09-14&to=2026-09-14', as('staff')))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        // 02:48 UTC on the 15th is 20:48 on the 14th in Colorado (MDT).
        'Date (Colorado)': '2026-09-14',
        'Time (Colorado)': '20:48',
        Status: 'Contacted',
        Source: 'Chat',
        Phone: '(303) 555-0199',
        'Service type': 'Staining',
      })
    } finally {
      await payload.delete({ collection: 'leads', id: lead.id })
    }
  })
})

/** Queries of the filters, and the leads (by name) each exports. */
const FILTERS: Array<[string, string[]]> = [
  ['', ALL],
  // Whole days in Colorado time, both ends included, to the millisecond.
  ['from=2026-01-31&to=2026-01-31', ['Cat', 'Dan']],
  ['from=2026-01-31', ['Cat', 'Dan', 'Eve', 'Fay']],
  ['to=2026-01-30', ['Ann', 'Ben']],
  ['from=2026-02-01&to=2026-07-04', ['Eve', 'Fay']],
  ['from=2026-07-05', []],
  ['status=won', ['Cat', 'Fay']],
  ['status=won&status=lost', ['Cat', 'Eve', 'Fay']],
  ['source=chat', ['Ben', 'Cat']],
  ['source=phone&source=contact', ['Dan', 'Eve']],
  ['from=2026-01-01&to=2026-01-31&status=won&status=contacted&source=chat', ['Ben', 'Cat']],
  ['from=2026-01-31&status=won&source=chat', ['Cat']],
  ['status=new&source=chat', []],
]

describe('the filters', () => {
  it.each(FILTERS)('?%s exports %j, as many as the count says', async (query, expected) => {
    expect(await names(query)).toEqual(expected)
    const parsed = parseLeadExportQuery(new URLSearchParams(query))
    expect(parsed.success).toBe(true)
    if (parsed.success) {
      expect(await countLeads(ctx.payload, parsed.data, users.staff.user)).toBe(expected.length)
    }
  })

  it.each([
    ['from=2026-02-30', 'from'],
    ['to=tomorrow', 'to'],
    ['from=2026-02-01&to=2026-01-01', 'to'],
    ['status=pending', 'status'],
    ['source=fax&status=won', 'source'],
  ])('answers 422 with the issues to ?%s', async (query, field) => {
    const response = await get(query, as('staff'))
    expect(response.status).toBe(422)
    const body = (await response.json()) as { error: string; issues: Record<string, string[]> }
    expect(body.error).toEqual(expect.any(String))
    expect(Object.keys(body.issues)).toEqual([field])
  })

  it('applies the leads’ read access to the user the stream reads for', async () => {
    const filters = { status: [], source: [] }
    const staff = leadsCsvStream(ctx.payload, filters, { user: users.staff.user })
    expect(parse(await new Response(staff).text(), { bom: true, columns: true })).toHaveLength(
      LEADS.length,
    )
    const editor = leadsCsvStream(ctx.payload, filters, { user: users.editor.user })
    await expect(new Response(editor).text()).rejects.toThrow()
  })

  it('writes the same file through SQL as through the adapter’s find, for every filter', async () => {
    const { payload } = ctx
    const staff = users.staff.user
    const second = await payload.create({
      collection: 'lead-files',
      data: { alt: 'Gable', kind: 'image' },
      file: { data: await makeImage(30, 20), mimetype: 'image/png', name: 'gable.png', size: 0 },
    })
    // Created in the same millisecond as Cat, with notes and photos in an order to keep.
    const lead = await payload.create({
      collection: 'leads',
      user: staff,
      data: {
        name: 'Gus, "the neighbour"',
        email: 'gus@example.com',
        phone: '-5',
        location: '\t=cmd',
        description: ' @SUM(A1)',
        status: 'won',
        source: 'chat',
        squareFootage: 2400,
        aiEstimate: 15100,
        media: [second.id, photo.id],
        notes: [
          { kind: 'note', note: 'Second visit\nbooked' },
          { kind: 'note', note: 'Zoë sent a 🪵 photo' },
        ],
        createdAt: '2026-01-31T07:00:00.000Z',
      },
    })
    try {
      for (const [query] of FILTERS) {
        const parsed = parseLeadExportQuery(new URLSearchParams(query))
        if (!parsed.success) throw new Error(query)
        for (const pageSize of [1, 3, 500]) {
          const file = (reader: 'auto' | 'adapter') =>
            new Response(
              leadsCsvStream(payload, parsed.data, { user: staff, pageSize, reader }),
            ).text()
          expect(await file('auto'), `?${query}, pages of ${pageSize}`).toBe(await file('adapter'))
        }
      }
      // On SQLite the route reads with SQL, not with the adapter's find.
      const find = vi.spyOn(payload.db, 'find')
      const { rows } = await csvOf(await get('status=won&source=chat', as('staff')))
      const leadFinds = find.mock.calls.filter(([args]) => args.collection === 'leads')
      find.mockRestore()
      expect(leadFinds.length).toBe(payload.db.name === 'sqlite' ? 0 : 1)
      expect(rows.map((row) => row.Name)).toEqual(['Cat', 'Gus, "the neighbour"'])
      expect(rows[1].Photos.split('\n')).toEqual(
        [second.id, photo.id].map((id) => `${serverUrl()}/admin/collections/lead-files/${id}`),
      )
      expect(rows[1].Notes).toMatch(/Second visit booked\n.*Zoë sent a 🪵 photo$/)
    } finally {
      await payload.delete({ collection: 'leads', id: lead.id })
      await payload.delete({ collection: 'lead-files', id: second.id })
    }
  })

  it('leaves out trashed leads, as the list does, through SQL and through the adapter', async () => {
    const { payload } = ctx
    const trashed = await payload.create({
      collection: 'leads',
      data: {
        name: 'Tom Trashed',
        email: 'tom@example.com',
        phone: '(719) 555-0100',
        status: 'won',
        source: 'chat',
        createdAt: '2026-01-31T08:00:00.000Z',
      },
    })
    await payload.update({
      collection: 'leads',
      id: trashed.id,
      data: { deletedAt: new Date().toISOString() },
    })
    try {
      for (const [query, expected] of FILTERS) {
        const parsed = parseLeadExportQuery(new URLSearchParams(query))
        if (!parsed.success) throw new Error(query)
        for (const reader of ['auto', 'adapter'] as const) {
          const text = await new Response(
            leadsCsvStream(payload, parsed.data, { user: users.staff.user, reader }),
          ).text()
          const rows = parse(text, { bom: true, columns: true }) as Row[]
          expect(
            rows.map((row) => row.Name),
            `?${query} (${reader})`,
          ).toEqual(expected)
        }
        expect(await countLeads(payload, parsed.data, users.staff.user)).toBe(expected.length)
      }
      expect(await names('')).not.toContain('Tom Trashed')
    } finally {
      await payload.delete({ collection: 'leads', id: trashed.id, trash: true })
    }
  })

  it('checks who asks before the filters', async () => {
    expect((await get('status=pending')).status).toBe(401)
    expect((await get('status=pending', as('editor'))).status).toBe(403)
  })
})

describe('paging', () => {
  it('pages by the last row, every lead once, with ties on the same millisecond', async () => {
    const { payload } = ctx
    const created: string[] = []
    for (let i = 0; i < 7; i++) {
      const lead = await payload.create({
        collection: 'leads',
        data: {
          name: `Tie ${i}`,
          email: `tie${i}@example.com`,
          phone: '(719) 555-0100',
          source: 'contact',
          status: 'new',
          // Three leads in each of three milliseconds, at noon in Colorado on Oct 1.
          createdAt: new Date(Date.UTC(2026, 9, 1, 18) + Math.floor(i / 3)).toISOString(),
        },
      })
      created.push(String(lead.id))
    }
    try {
      const filters = { from: '2026-10-01', to: '2026-10-01', status: [], source: [] }
      for (const pageSize of [1, 2, 3, 500]) {
        const text = await new Response(leadsCsvStream(payload, filters, { pageSize })).text()
        const rows = parse(text, { bom: true, columns: true }) as Row[]
        expect(rows.map((row) => row.ID)).toEqual(created)
      }
      expect(await countLeads(payload, filters)).toBe(7)

      // Other work runs between the pages: a timer set when the download starts fires before it
      // ends. (SQLite answers at once, so without a turn of the event loop between pages the whole
      // export was one chain of promises, and a server answered nothing else until it ended.)
      const reader = leadsCsvStream(payload, filters, { pageSize: 1 }).getReader()
      let chunks = 0
      let chunksWhenTimerRan: number | null = null
      setTimeout(() => (chunksWhenTimerRan = chunks), 0)
      while (!(await reader.read()).done) chunks += 1
      expect(chunks).toBe(8)
      expect(chunksWhenTimerRan).not.toBeNull()
      expect(chunksWhenTimerRan).toBeLessThan(chunks)
    } finally {
      await payload.delete({ collection: 'leads', where: { id: { in: created } } })
    }
  })
})
