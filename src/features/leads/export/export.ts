import 'server-only'

import { stringify } from 'csv-stringify/sync'
import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'

import { coloradoDateTime, coloradoDayStart, nextDay } from '@/lib/time/colorado'
import { sql, sqlList, sqliteValues, type SQL } from '@/lib/payload/sqlite'
import { PRICING, isServiceType } from '@/features/estimate/pricing'
import type { LeadExportFilters } from '@/features/leads/export/schema'
import type { User } from '@/payload-types'
import { serverUrl } from '@/lib/site/urls'

/** The business's time: the filters' days and the notes' times are read on its clock. */

/**
 * Leads read per query: a page's rows are written before the next page is read. Small enough
 * that a page's short-lived objects die in V8's young generation: at 300 or more they outlived it
 * and were promoted, and memory grew with the export (100,000 leads: +15 MB at 200, +118 MB at
 * 500), for no gain in speed.
 */
export const EXPORT_PAGE_SIZE = 200

export const LEAD_CSV_HEADER = [
  'ID',
  'Created',
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
] as const

/**
 * One entry of a lead's history (`notes`), typed loosely: older entries have no `kind`, and
 * status changes (`kind: 'status'`) carry `from`/`to` instead of a note.
 */
type HistoryEntry = { kind?: unknown; note?: unknown; authorName?: unknown; at?: unknown }

/** What a row needs of a lead: a lead read at depth 0 (or deeper: photos may be documents). */
export type ExportLead = {
  id: number | string
  createdAt: string
  status?: string | null
  source?: string | null
  name?: string | null
  email?: string | null
  phone?: string | null
  location?: string | null
  serviceType?: string | null
  squareFootage?: number | null
  propertyAge?: string | null
  estimate?: number | null
  aiEstimate?: number | null
  description?: string | null
  notes?: readonly HistoryEntry[] | null
  media?: readonly (number | string | { id: number | string })[] | null
}

/** The fields a row reads: the transcript and the e-mail log are never loaded. */
const SELECT = {
  createdAt: true,
  status: true,
  source: true,
  name: true,
  email: true,
  phone: true,
  location: true,
  serviceType: true,
  squareFootage: true,
  propertyAge: true,
  estimate: true,
  aiEstimate: true,
  description: true,
  notes: true,
  media: true,
} as const

/**
 * What a spreadsheet would read as the start of a formula (OWASP, CSV injection): a tab or a
 * carriage return, or `=`, `+`, `-`, `@` (with the full-width `＝＋－＠` that Apple Numbers folds
 * into the plain ones) after any leading whitespace: a spreadsheet that trims cells on import
 * (LibreOffice's "Trim spaces", Google Sheets) reads ` =1+1` and `\n+1+1` as formulas too.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/

/**
 * A text cell a spreadsheet will show as text: one starting like a formula (FORMULA_START) gets a
 * single quote in front (OWASP's advice), so `=HYPERLINK(...)` typed into the estimate form stays
 * words. Phone numbers like `+1 719...` get the quote too.
 */
export const neutraliseCell = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : neutraliseCell(String(value))

/**
 * Numeric fields are written as numbers, not neutralised: a number is never a formula, and a
 * quote would make a spreadsheet read it as text (estimates are positive anyway).
 */
const number = (value: number | null | undefined): number | '' =>
  typeof value === 'number' && Number.isFinite(value) ? value : ''

/**
 * The notes of a lead's history as one cell: the notes only (status changes are left out; the
 * Status column has the current one), in their stored order, one a line as
 * `YYYY-MM-DD HH:MM Author: note` in America/Denver time. An entry without a kind is a note (the
 * history's older form); without an author it is the site's. A note's own line breaks become
 * spaces, so a line is always one note.
 */
export function formatNotes(notes: ExportLead['notes']): string {
  return (notes ?? [])
    .filter((entry) => (entry.kind ?? 'note') === 'note')
    .map((entry) => {
      const note = String(entry.note ?? '')
        .replace(/\s*[\r\n]+\s*/g, ' ')
        .trim()
      const author =
        typeof entry.authorName === 'string' && entry.authorName.trim()
          ? entry.authorName.trim()
          : 'Site'
      const when = coloradoDateTime(entry.at)
      return `${when ? `${when} ` : ''}${author}: ${note}`
    })
    .join('\n')
}

/** Links to a lead's photos and videos in the studio, one a line. */
export function photoLinks(media: ExportLead['media'], base = serverUrl()): string {
  return (media ?? [])
    .map((file) => (typeof file === 'object' && file !== null ? file.id : file))
    .filter((id) => id !== null && id !== undefined && id !== '')
    .map((id) => `${base}/admin/collections/lead-files/${encodeURIComponent(String(id))}`)
    .join('\n')
}

const isoDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : (value ?? '')
}

const serviceLabel = (value: string | null | undefined) =>
  isServiceType(value) ? PRICING[value].label : (value ?? '')

/** One lead as a CSV row, in the order of LEAD_CSV_HEADER. Text cells are neutralised. */
export function leadCsvRow(lead: ExportLead, base = serverUrl()): (string | number)[] {
  return [
    text(lead.id),
    text(isoDate(lead.createdAt)),
    text(lead.status),
    text(lead.source),
    text(lead.name),
    text(lead.email),
    text(lead.phone),
    text(lead.location),
    text(serviceLabel(lead.serviceType)),
    number(lead.squareFootage),
    text(lead.propertyAge),
    number(lead.estimate),
    number(lead.aiEstimate),
    text(lead.description),
    text(formatNotes(lead.notes)),
    text(photoLinks(lead.media, base)),
  ]
}

/**
 * Rows as CSV text, by csv-stringify; records end with CRLF (RFC 4180). Every cell is quoted, the
 * empty ones (`""`) and the numbers too: no cell is left to a reader's guess (one starting with a
 * space or holding a lone `\n`, which csv-stringify would not quote by itself), and the file reads
 * the same in every spreadsheet. A quoted number is still a number to Excel, Numbers, LibreOffice
 * and Google Sheets; the quotes cost two bytes a cell.
 */
export const toCsv = (rows: (string | number)[][]): string =>
  stringify(rows, { record_delimiter: 'windows', quoted: true, quoted_empty: true })

/** Byte-order mark: Excel reads the file as UTF-8 only with it. */
export const BOM = '\uFEFF'

/**
 * The Payload query of the filters. `from`/`to` are whole days in America/Denver: from the
 * start of `from` to the start of the day after `to`.
 */
export function exportWhere(filters: LeadExportFilters): Where {
  const and: Where[] = []
  if (filters.from) {
    and.push({ createdAt: { greater_than_equal: coloradoDayStart(filters.from) } })
  }
  if (filters.to) {
    and.push({ createdAt: { less_than: coloradoDayStart(nextDay(filters.to)) } })
  }
  if (filters.status.length) and.push({ status: { in: filters.status } })
  if (filters.source.length) and.push({ source: { in: filters.source } })
  return { and }
}

/** Read as `user` (staff, access applied); without one, as the system (scripts, tests). */
const as = (user?: User | null) => (user ? { user, overrideAccess: false } : {})

/** How many leads the filters export. */
export async function countLeads(
  payload: Payload,
  filters: LeadExportFilters,
  user?: User | null,
): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'leads',
    where: exportWhere(filters),
    ...as(user),
  })
  return totalDocs
}

/** The download's name: `leads-YYYY-MM-DD.csv`, the day in America/Denver. */
export function exportFileName(date = new Date()): string {
  return `leads-${coloradoDateTime(date).slice(0, 10)}.csv`
}

/** Where a page starts: after this lead, in the order of `createdAt`, then `id`. */
type After = { createdAt: string; id: number | string } | null

/** One page of leads of the export's filters, `limit` at most, after `after`. */
type PageReader = (after: After, limit: number) => Promise<ExportLead[]>

/**
 * Pages read with one SQL query each, on SQLite: the row's columns only, a lead's notes as one
 * JSON array and its photos as one list of ids, as arrays of values. The adapter's `find` builds
 * each lead as a whole document first: measured on pages of 200 leads, it made about 24 KB of
 * short-lived objects per lead (4.8 MB a page) against 4 KB here, and took 7.1 ms a page against
 * 2.7. On 100,000 leads that garbage is what grew the server by 50-120 MB while it exported.
 * The tables are Payload's for the Leads collection (leads, leads_notes, leads_rels);
 * tests/int/lead-export.test.ts checks that both readers write the same file.
 */
function sqlPages(payload: Payload, filters: LeadExportFilters): PageReader | null {
  const values = sqliteValues(payload)
  if (!values) return null
  const conditions: SQL[] = []
  if (filters.from) conditions.push(sql`l.created_at >= ${coloradoDayStart(filters.from)}`)
  if (filters.to) conditions.push(sql`l.created_at < ${coloradoDayStart(nextDay(filters.to))}`)
  if (filters.status.length) conditions.push(sql`l.status IN (${sqlList(filters.status)})`)
  if (filters.source.length) conditions.push(sql`l.source IN (${sqlList(filters.source)})`)

  return async (after, limit) => {
    const where = [...conditions]
    if (after) {
      where.push(
        sql`(l.created_at > ${after.createdAt} OR (l.created_at = ${after.createdAt} AND l.id > ${after.id}))`,
      )
    }
    const rows = await values(sql`
      SELECT l.id, l.created_at, l.status, l.source, l.name, l.email, l.phone, l.location,
        l.service_type, l.square_footage, l.property_age, l.estimate, l.ai_estimate, l.description,
        (SELECT json_group_array(json_array(kind, note, author_name, at)) FROM (
          SELECT kind, note, author_name, at FROM leads_notes WHERE _parent_id = l.id ORDER BY _order
        )),
        (SELECT json_group_array(lead_files_id) FROM (
          SELECT lead_files_id FROM leads_rels
          WHERE parent_id = l.id AND path = 'media' ORDER BY "order"
        ))
      FROM leads l
      ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
      ORDER BY l.created_at, l.id
      LIMIT ${limit}`)
    // A row is array-like (libsql's), not an array: read by position.
    return rows.map((row) => {
      const text = (i: number) => row[i] as string | null
      const number = (i: number) => row[i] as number | null
      return {
        id: row[0] as number,
        createdAt: row[1] as string,
        status: text(2),
        source: text(3),
        name: text(4),
        email: text(5),
        phone: text(6),
        location: text(7),
        serviceType: text(8),
        squareFootage: number(9),
        propertyAge: text(10),
        estimate: number(11),
        aiEstimate: number(12),
        description: text(13),
        notes: (JSON.parse(String(row[14])) as unknown[][]).map(([kind, note, authorName, at]) => ({
          kind,
          note,
          authorName,
          at,
        })),
        media: JSON.parse(String(row[15])) as number[],
      }
    })
  }
}

/**
 * Pages read through the database adapter's `find` (`payload.db`, the layer under the Local
 * API's, any adapter), with plain `where` operators and the collection's read access.
 */
function adapterPages(
  payload: Payload,
  conditions: Where[],
  req: Partial<PayloadRequest>,
): PageReader {
  return async (after, limit) => {
    const keyset: Where[] = after
      ? [
          // The first condition alone is a range on the createdAt index; the second breaks ties
          // between leads created in the same millisecond.
          { createdAt: { greater_than_equal: after.createdAt } },
          {
            or: [
              { createdAt: { greater_than: after.createdAt } },
              { id: { greater_than: after.id } },
            ],
          },
        ]
      : []
    const { docs } = await payload.db.find<ExportLead>({
      collection: 'leads',
      where: { and: [...conditions, ...keyset] },
      sort: ['createdAt', 'id'],
      limit,
      pagination: false,
      select: SELECT,
      req,
    })
    return docs
  }
}

/** The leads' read access for `user` (collection access): true, false or a query to add. */
async function readAccess(
  payload: Payload,
  user: User,
): Promise<{ req: PayloadRequest; access: boolean | Where }> {
  const req = await createLocalReq({ user }, payload)
  const read = payload.collections.leads.config.access.read
  return { req, access: read ? await read({ req }) : false }
}

/**
 * The leads of `filters` as CSV bytes: the byte-order mark and the header at once, then the
 * leads oldest first (by `createdAt`, then `id`), EXPORT_PAGE_SIZE at a time. A page is read only
 * when the reader has taken the one before (a pull stream with one chunk of room), so memory stays
 * flat whatever the number of leads and a slow download holds no more than a page.
 *
 * Pages follow the last row read (keyset: created after it, or at the same instant with a higher
 * id) instead of an offset: every query starts where the index is, not 100,000 rows in, and a
 * lead added meanwhile does not shift the pages.
 *
 * On SQLite, with the user's read access granted whole (staff and admins), pages come from one
 * SQL query each (sqlPages); otherwise (MongoDB, `reader: 'adapter'`) from the database adapter's
 * `find`, with the collection's read access applied once for `user`. Not the Local API's `find`:
 * it runs every document through its afterRead pass (these fields have no hooks and no field
 * access), which on 100,000 leads took twice as long and grew the process by 290 MB.
 */
export function leadsCsvStream(
  payload: Payload,
  filters: LeadExportFilters,
  options: {
    user?: User | null
    pageSize?: number
    base?: string
    reader?: 'auto' | 'adapter'
  } = {},
): ReadableStream<Uint8Array> {
  const { user, pageSize = EXPORT_PAGE_SIZE, base = serverUrl(), reader = 'auto' } = options
  const encoder = new TextEncoder()
  let read: PageReader
  let last: After = null

  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        controller.enqueue(encoder.encode(BOM + toCsv([[...LEAD_CSV_HEADER]])))
        const conditions = exportWhere(filters).and ?? []
        // No user: the system's read (scripts, tests), everything.
        let req: Partial<PayloadRequest> = {}
        let readsAll = true
        if (user) {
          const checked = await readAccess(payload, user)
          if (checked.access === false) throw new Error('This user may not read leads.')
          if (checked.access !== true) {
            conditions.push(checked.access)
            readsAll = false
          }
          req = checked.req
        }
        read =
          (reader === 'auto' && readsAll && sqlPages(payload, filters)) ||
          adapterPages(payload, conditions, req)
      },
      async pull(controller) {
        // A turn of the event loop before each page. SQLite answers this process's reads at once,
        // so without it the whole export is one chain of promises: nothing else is served until
        // it ends (4.3 s for 100,000 leads, every page and beacon waiting).
        await new Promise((resolve) => setImmediate(resolve))
        try {
          const docs = await read(last, pageSize)
          if (docs.length) {
            controller.enqueue(encoder.encode(toCsv(docs.map((lead) => leadCsvRow(lead, base)))))
          }
          const end = docs.at(-1)
          if (docs.length < pageSize || !end) controller.close()
          else last = { createdAt: end.createdAt, id: end.id }
        } catch (error) {
          // The headers are gone already: the download ends short, and the log says why.
          payload.logger.error({ err: error }, 'Lead export: reading leads failed')
          controller.error(error)
        }
      },
    },
    // One page waiting at most: the next is read when the reader has taken it.
    { highWaterMark: 1 },
  )
}
