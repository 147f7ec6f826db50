import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

// features/leads/export is server code; here its pure parts run as the server would.
vi.mock('server-only', () => ({}))

const {
  BOM,
  exportFileName,
  formatNotes,
  LEAD_CSV_HEADER,
  leadCsvRow,
  neutraliseCell,
  photoLinks,
  toCsv,
} = await import('@/features/leads/export/rows')
const { exportWhere } = await import('@/features/leads/export/readers')
const { leadsCsvStream } = await import('@/features/leads/export/stream')
const { leadExportQuery, parseLeadExportQuery } = await import('@/features/leads/export/schema')

type ExportLead = Parameters<typeof leadCsvRow>[0]

const BASE = 'https://studio.example'
/** The header row as written: every cell quoted. */
const quotedHeader = LEAD_CSV_HEADER.map((name) => `"${name}"`).join(',')

/** The lead as a spreadsheet reads it back: written by csv-stringify, read by csv-parse. */
const roundTrip = (lead: ExportLead) => {
  const records = parse(BOM + toCsv([[...LEAD_CSV_HEADER], leadCsvRow(lead, BASE)]), {
    bom: true,
    columns: true,
  }) as Record<(typeof LEAD_CSV_HEADER)[number], string>[]
  expect(records).toHaveLength(1)
  return records[0]
}

const minimal: ExportLead = {
  id: 7,
  createdAt: '2026-11-24T16:05:00.000Z',
  status: 'new',
  source: 'calculator',
  name: 'Pat Homeowner',
  email: 'pat@example.com',
  phone: '(719) 555-0100',
}

describe('the header row', () => {
  it('names every column a spreadsheet user expects, in order', () => {
    expect(LEAD_CSV_HEADER).toEqual([
      'ID',
      'Date (Colorado)',
      'Time (Colorado)',
      'Status',
      'Source',
      'Name',
      'E-mail',
      'Phone',
      'Location',
      'Service type',
      'Square footage',
      'Property age',
      'Estimate ($)',
      'Assistant estimate ($)',
      'Description',
      'Notes',
      'Photos',
    ])
    const text = toCsv([[...LEAD_CSV_HEADER]])
    expect(text).toBe(`${quotedHeader}\r\n`)
    expect(parse(text)).toEqual([[...LEAD_CSV_HEADER]])
  })

  it('rows have as many cells as the header', () => {
    expect(leadCsvRow(minimal, BASE)).toHaveLength(LEAD_CSV_HEADER.length)
  })
})

describe('neutraliseCell (CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")'],
    ['+1 719 555 0100'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['＝1+1'],
    ['＠SUM(A1)'],
    // After leading whitespace, which a spreadsheet that trims cells on import drops.
    [' =1+1'],
    ['   +SUM(A1)'],
    ['\t=cmd'],
    ['\n+1+1'],
    ['\n\n-2'],
    [' \u00A0@A1'],
    ['\u3000＝1+1'],
    ['\uFEFF=1+1'],
  ])('puts a quote in front of %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`)
  })

  it.each([
    ['plain'],
    [''],
    [' plain'],
    ['\nline'],
    ['a=b'],
    ['a =b'],
    ["'already"],
    ['1-2'],
    ['Ünïcode 🏡'],
  ])('leaves %j alone', (value) => {
    expect(neutraliseCell(value)).toBe(value)
  })
})

describe('a row through csv-stringify and back through csv-parse', () => {
  it('neutralises every formula start in every text field', () => {
    const record = roundTrip({
      ...minimal,
      name: '=cmd|"/C calc"!A0',
      email: '@evil.example',
      // A number from abroad is kept as typed (formatPhone), and so neutralised.
      phone: '+44 20 7946 0958',
      location: '-Fairplay',
      propertyAge: '\t25 years',
      description: '\rSouth wall',
    })
    expect(record.Name).toBe(`'=cmd|"/C calc"!A0`)
    expect(record['E-mail']).toBe(`'@evil.example`)
    expect(record.Phone).toBe(`'+44 20 7946 0958`)
    expect(record.Location).toBe(`'-Fairplay`)
    expect(record['Property age']).toBe(`'\t25 years`)
    expect(record.Description).toBe(`'\rSouth wall`)
  })

  it('keeps quotes, commas, line breaks and any Unicode exactly', () => {
    const description = 'He said "stain it", then:\nline two,\r\nline three; ☃ 🏡 ñ 日本語'
    const record = roundTrip({
      ...minimal,
      name: 'Zoë "Zee" O’Brien, Jr.',
      location: 'Fairplay, CO',
      description,
    })
    expect(record.Name).toBe('Zoë "Zee" O’Brien, Jr.')
    expect(record.Location).toBe('Fairplay, CO')
    expect(record.Description).toBe(description)
  })

  it('quotes every cell: text, numbers and empty ones', () => {
    const line = toCsv([['a,b', 'say "hi"', 'two\nlines', 'plain', ' spaced', 2400, -5, '']])
    expect(line).toBe('"a,b","say ""hi""","two\nlines","plain"," spaced","2400","-5",""\r\n')
  })

  it('writes a row with every cell quoted and every formula start neutralised', () => {
    const line = toCsv([
      leadCsvRow(
        {
          ...minimal,
          name: ' =1+1',
          location: '\n+SUM(A1)',
          propertyAge: '\t=cmd',
          squareFootage: 2400,
          estimate: 18000,
        },
        BASE,
      ),
    ])
    const cells = [
      '"7"',
      '"2026-11-24"',
      '"09:05"',
      '"New"',
      '"Estimate form"',
      `"' =1+1"`,
      '"pat@example.com"',
      '"(719) 555-0100"',
      `"'\n+SUM(A1)"`,
      '""',
      '"2400"',
      `"'\t=cmd"`,
      '"18000"',
      '""',
      '""',
      '""',
      '""',
    ]
    expect(line).toBe(`${cells.join(',')}\r\n`)
  })

  it('writes numbers as numbers, never neutralised', () => {
    const row = leadCsvRow(
      { ...minimal, squareFootage: 2400, estimate: 18000, aiEstimate: -5 },
      BASE,
    )
    expect(row[10]).toBe(2400)
    expect(row[12]).toBe(18000)
    // A negative number is a number to a spreadsheet, not a formula.
    expect(row[13]).toBe(-5)
    const record = roundTrip({ ...minimal, squareFootage: 2400, estimate: 18000, aiEstimate: 0 })
    expect(record['Square footage']).toBe('2400')
    expect(record['Estimate ($)']).toBe('18000')
    expect(record['Assistant estimate ($)']).toBe('0')
  })

  it('writes every column of a full lead', () => {
    const record = roundTrip({
      ...minimal,
      location: 'Fairplay, CO',
      serviceType: 'full',
      squareFootage: 2400,
      propertyAge: '25 years',
      estimate: 18000,
      aiEstimate: 17500,
      description: 'Grey south wall',
      notes: [{ kind: 'note', note: 'Called back', authorName: 'Sam', at: '2026-11-24T16:05:00Z' }],
      media: [3, 4],
    })
    expect(record).toEqual({
      ID: '7',
      'Date (Colorado)': '2026-11-24',
      'Time (Colorado)': '09:05',
      Status: 'New',
      Source: 'Estimate form',
      Name: 'Pat Homeowner',
      'E-mail': 'pat@example.com',
      Phone: '(719) 555-0100',
      Location: 'Fairplay, CO',
      'Service type': 'Full Restoration / Comprehensive Repairs',
      'Square footage': '2400',
      'Property age': '25 years',
      'Estimate ($)': '18000',
      'Assistant estimate ($)': '17500',
      Description: 'Grey south wall',
      Notes: '2026-11-24 09:05 Sam: Called back',
      Photos: `${BASE}/admin/collections/lead-files/3\n${BASE}/admin/collections/lead-files/4`,
    })
  })

  it('leaves the cells of a lead without optional fields empty', () => {
    const record = roundTrip(minimal)
    expect(record).toMatchObject({
      ID: '7',
      'Date (Colorado)': '2026-11-24',
      'Time (Colorado)': '09:05',
      Location: '',
      'Service type': '',
      'Square footage': '',
      'Property age': '',
      'Estimate ($)': '',
      'Assistant estimate ($)': '',
      Description: '',
      Notes: '',
      Photos: '',
    })
    expect(
      roundTrip({ ...minimal, location: null, notes: null, media: null, estimate: null }),
    ).toMatchObject({ Location: '', Notes: '', Photos: '', 'Estimate ($)': '' })
  })

  it('writes the day and time a lead came in on Colorado’s clock, summer and winter', () => {
    // 12:00 UTC is 06:00 in July (MDT, UTC-6) and 05:00 in January (MST, UTC-7).
    expect(roundTrip({ ...minimal, createdAt: '2026-07-04T12:00:00Z' })).toMatchObject({
      'Date (Colorado)': '2026-07-04',
      'Time (Colorado)': '06:00',
    })
    // 03:30 UTC on the 1st is still the evening before in Colorado.
    expect(roundTrip({ ...minimal, createdAt: '2026-01-01T03:30:00Z' })).toMatchObject({
      'Date (Colorado)': '2025-12-31',
      'Time (Colorado)': '20:30',
    })
  })

  it('writes status and source as the studio’s labels', () => {
    expect(roundTrip({ ...minimal, status: 'contacted', source: 'chat' })).toMatchObject({
      Status: 'Contacted',
      Source: 'Chat',
    })
    expect(roundTrip(minimal)).toMatchObject({ Status: 'New', Source: 'Estimate form' })
  })

  it('writes every North American phone in one format, and keeps others as typed', () => {
    for (const phone of ['7195550100', '(719) 555-0100', '719.555.0100', '+1 719 555 0100']) {
      expect(roundTrip({ ...minimal, phone }).Phone).toBe('(719) 555-0100')
    }
    expect(roundTrip({ ...minimal, phone: '719-555-0100 ext. 4' }).Phone).toBe(
      '719-555-0100 ext. 4',
    )
  })

  it('fills the service column of a chat lead with its kind of work', () => {
    expect(
      roundTrip({ ...minimal, source: 'chat', serviceType: null, workType: 'staining' })[
        'Service type'
      ],
    ).toBe('Staining')
    // The estimate form's service wins where there is one.
    expect(
      roundTrip({ ...minimal, serviceType: 'full', workType: 'staining' })['Service type'],
    ).toBe('Full Restoration / Comprehensive Repairs')
  })
})

describe('the notes column', () => {
  it('writes the notes one a line in Colorado time, without the status changes', () => {
    const text = formatNotes([
      { kind: 'note', note: 'First call', authorName: 'Sam', at: '2026-01-15T17:30:00.000Z' },
      { kind: 'status', from: 'new', to: 'contacted', authorName: 'Sam', at: '2026-01-15T17:31Z' },
      { kind: 'note', note: 'Sent the quote', authorName: 'Alex', at: '2026-07-01T02:05:00Z' },
    ] as never)
    // 17:30 UTC is 10:30 MST in January; 02:05 UTC on July 1 is 20:05 MDT on June 30.
    expect(text).toBe('2026-01-15 10:30 Sam: First call\n2026-06-30 20:05 Alex: Sent the quote')
  })

  it('takes an entry without a kind as a note, and a note without an author as the site’s', () => {
    expect(
      formatNotes([
        { note: 'Old style note', at: '2026-03-01T15:00:00Z' },
        { kind: 'note', note: 'No author', authorName: '  ', at: '2026-03-01T15:01:00Z' },
        { kind: 'note', note: 'No time', authorName: 'Sam' },
      ]),
    ).toBe('2026-03-01 08:00 Site: Old style note\n2026-03-01 08:01 Site: No author\nSam: No time')
  })

  it('keeps one note a line when a note has line breaks of its own', () => {
    expect(
      formatNotes([{ note: 'Line one\r\n\r\n  line two\nline three', at: '2026-03-01T15:00Z' }]),
    ).toBe('2026-03-01 08:00 Site: Line one line two line three')
  })

  it('is empty with no notes or only status changes', () => {
    expect(formatNotes(undefined)).toBe('')
    expect(formatNotes([])).toBe('')
    expect(formatNotes([{ kind: 'status', at: '2026-03-01T15:00Z' }])).toBe('')
  })

  it('is neutralised as a cell when it starts like a formula', () => {
    const record = roundTrip({ ...minimal, notes: [{ authorName: '=BAD()', note: 'x' }] })
    expect(record.Notes).toBe(`'=BAD(): x`)
  })
})

describe('the photos column', () => {
  it('links each file to the studio, one a line, ids or documents', () => {
    expect(photoLinks([12, '65f0c0ffee', { id: 14 }], BASE)).toBe(
      [12, '65f0c0ffee', 14].map((id) => `${BASE}/admin/collections/lead-files/${id}`).join('\n'),
    )
    expect(photoLinks(null, BASE)).toBe('')
  })

  it('uses the site address when none is given', () => {
    const before = process.env.NEXT_PUBLIC_SERVER_URL
    process.env.NEXT_PUBLIC_SERVER_URL = 'https://www.example.com/'
    try {
      expect(photoLinks([1])).toBe('https://www.example.com/admin/collections/lead-files/1')
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_SERVER_URL
      else process.env.NEXT_PUBLIC_SERVER_URL = before
    }
  })
})

describe('days in Colorado time', () => {
  it('names the file with the day in Colorado', () => {
    expect(exportFileName(new Date('2026-11-24T18:00:00Z'))).toBe('leads-2026-11-24.csv')
    // 04:00 UTC on the 25th is still the evening of the 24th in Colorado.
    expect(exportFileName(new Date('2026-11-25T04:00:00Z'))).toBe('leads-2026-11-24.csv')
  })

  it('turns the filters into a query with whole days, both included', () => {
    expect(
      exportWhere({ from: '2026-11-01', to: '2026-11-30', status: ['new', 'won'], source: [] }),
    ).toEqual({
      and: [
        // Leads in the trash are never exported, as the studio's list leaves them out.
        { deletedAt: { exists: false } },
        { createdAt: { greater_than_equal: '2026-11-01T06:00:00.000Z' } },
        { createdAt: { less_than: '2026-12-01T07:00:00.000Z' } },
        { status: { in: ['new', 'won'] } },
      ],
    })
    expect(exportWhere({ status: [], source: ['chat'] })).toEqual({
      and: [{ deletedAt: { exists: false } }, { source: { in: ['chat'] } }],
    })
    expect(exportWhere({ status: [], source: [] })).toEqual({
      and: [{ deletedAt: { exists: false } }],
    })
  })
})

describe('the filters from a query string', () => {
  const parsed = (query: string) => parseLeadExportQuery(new URLSearchParams(query))

  it('reads dates and repeated statuses and sources', () => {
    const result = parsed(
      'from=2026-11-01&to=2026-11-30&status=new&status=won&status=new&source=chat&other=x',
    )
    expect(result.success && result.data).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      status: ['new', 'won'],
      source: ['chat'],
    })
  })

  it('takes empty dates (untouched date inputs) as no date', () => {
    const result = parsed('from=&to=')
    expect(result.success && result.data).toEqual({ status: [], source: [] })
  })

  it('takes a page’s searchParams object as well', () => {
    const result = parseLeadExportQuery({ status: ['quoted', 'lost'], source: 'phone' })
    expect(result.success && result.data).toEqual({
      status: ['quoted', 'lost'],
      source: ['phone'],
    })
  })

  it.each([
    ['from=2026-13-01', 'From is not a real date'],
    ['to=2026-02-30', 'To is not a real date'],
    ['from=yesterday', 'From must be a date (YYYY-MM-DD)'],
    ['from=2026-11-30&to=2026-11-01', 'From must be on or before To'],
    ['status=pending', 'Unknown status'],
    ['source=fax', 'Unknown source'],
  ])('refuses %s', (query, message) => {
    const result = parsed(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message)
  })

  it('writes the same query back for the download', () => {
    const result = parsed('status=won&from=2026-11-01&source=chat&source=phone')
    expect(result.success && leadExportQuery(result.data)).toBe(
      'from=2026-11-01&status=won&source=chat&source=phone',
    )
    expect(leadExportQuery({ status: [], source: [] })).toBe('')
  })
})

describe('leadsCsvStream, on a fake database adapter', () => {
  /** `total` leads, 3 created in each millisecond (ties the keyset must break by id). */
  const fakePayload = (total: number) => {
    const all = Array.from({ length: total }, (_, i) => ({
      ...minimal,
      id: i + 1,
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3)).toISOString(),
    }))
    type Cond = Record<string, Record<string, string | number>>
    const matches = (lead: (typeof all)[number], where: { and?: unknown[]; or?: unknown[] }) => {
      const test = (cond: Cond): boolean => {
        if ('or' in cond) return (cond.or as unknown as Cond[]).some(test)
        const [[field, ops]] = Object.entries(cond)
        const value = lead[field as keyof typeof lead] as string | number
        const [[op, arg]] = Object.entries(ops)
        if (op === 'greater_than') return value > arg
        if (op === 'greater_than_equal') return value >= arg
        if (op === 'exists') return (value !== undefined && value !== null) === Boolean(arg)
        throw new Error(`unexpected ${op}`)
      }
      return (where.and as Cond[]).every(test)
    }
    const find = vi.fn(
      async (args: { where: { and: unknown[] }; limit: number; sort: string[] }) => {
        expect(args.sort).toEqual(['createdAt', 'id'])
        return { docs: all.filter((lead) => matches(lead, args.where)).slice(0, args.limit) }
      },
    )
    return { payload: { db: { find }, logger: { error: vi.fn() } } as unknown as Payload, find }
  }

  it('sends the BOM and the header before reading, then one page per read, every lead once', async () => {
    const { payload, find } = fakePayload(10)
    const reader = leadsCsvStream(
      payload,
      { status: [], source: [] },
      { pageSize: 4, base: BASE },
    ).getReader()
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
    // Backpressure: the header waits in the stream, and nothing is read until it is taken.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(find).not.toHaveBeenCalled()
    const first = await reader.read()
    let text = decoder.decode(first.value)
    expect(text).toBe(`${BOM}${quotedHeader}\r\n`)
    for (;;) {
      const callsBefore = find.mock.calls.length
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
      // One page read per chunk taken, never more.
      expect(find.mock.calls.length - callsBefore).toBeLessThanOrEqual(1)
    }
    expect(find).toHaveBeenCalledTimes(3) // 4 + 4 + 2
    const records = parse(text, { bom: true, columns: true }) as Record<string, string>[]
    expect(records.map((record) => record.ID)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    )
  })

  it('ends after a page that is exactly full with one more (empty) read', async () => {
    const { payload, find } = fakePayload(8)
    const text = await new Response(
      leadsCsvStream(payload, { status: [], source: [] }, { pageSize: 4, base: BASE }),
    ).text()
    expect(find).toHaveBeenCalledTimes(3)
    expect((parse(text, { bom: true, columns: true }) as unknown[]).length).toBe(8)
  })

  it('errors the stream, and logs, when a read fails', async () => {
    const find = vi.fn().mockRejectedValue(new Error('database gone'))
    const error = vi.fn()
    const payload = { db: { find }, logger: { error } } as unknown as Payload
    await expect(
      new Response(leadsCsvStream(payload, { status: [], source: [] }, { base: BASE })).text(),
    ).rejects.toThrow()
    expect(error).toHaveBeenCalledOnce()
  })
})
