import { stringify } from 'csv-stringify/sync'

import { PRICING, isServiceType } from '@/features/estimate/pricing'
import { capitalize, SOURCE_LABELS, type LeadSource } from '@/features/leads/domain'
import { serverUrl } from '@/lib/site/urls'
import { coloradoDateTime } from '@/lib/time/colorado'
import { formatPhone } from '@/utilities/phone'

/**
 * The CSV export's rows: a lead as one row of text cells a spreadsheet shows as text, and rows as
 * CSV text. Pure: no database, no request.
 */

export const LEAD_CSV_HEADER = [
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
  workType?: string | null
  squareFootage?: number | null
  propertyAge?: string | null
  estimate?: number | null
  aiEstimate?: number | null
  description?: string | null
  notes?: readonly HistoryEntry[] | null
  media?: readonly (number | string | { id: number | string })[] | null
}

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

/**
 * The day and the clock time a lead came in, in Colorado: `YYYY-MM-DD` and `HH:MM`, two cells a
 * spreadsheet reads as a date and a time (empty for no valid date).
 */
const coloradoCells = (value: string | null | undefined): [string, string] => {
  const when = coloradoDateTime(value)
  return when ? [when.slice(0, 10), when.slice(11)] : ['', '']
}

/** A status as the studio shows it (`new` → `New`). */
const statusLabel = (value: string | null | undefined) => (value ? capitalize(value) : '')

/** A source as the studio shows it (`calculator` → `Estimate form`). */
const sourceLabel = (value: string | null | undefined) =>
  value ? (SOURCE_LABELS[value as LeadSource] ?? value) : ''

/**
 * The service column: the estimate form's service (its label), or, for a chat lead, which has
 * none, the kind of work the conversation was about (`staining` → `Staining`).
 */
const serviceLabel = (lead: ExportLead) =>
  isServiceType(lead.serviceType)
    ? PRICING[lead.serviceType].label
    : lead.serviceType || (lead.workType ? capitalize(lead.workType) : '')

/** One lead as a CSV row, in the order of LEAD_CSV_HEADER. Text cells are neutralised. */
export function leadCsvRow(lead: ExportLead, base = serverUrl()): (string | number)[] {
  const [day, time] = coloradoCells(lead.createdAt)
  return [
    text(lead.id),
    text(day),
    text(time),
    text(statusLabel(lead.status)),
    text(sourceLabel(lead.source)),
    text(lead.name),
    text(lead.email),
    text(lead.phone ? formatPhone(lead.phone) : ''),
    text(lead.location),
    text(serviceLabel(lead)),
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

/** The download's name: `leads-YYYY-MM-DD.csv`, the day in America/Denver. */
export function exportFileName(date = new Date()): string {
  return `leads-${coloradoDateTime(date).slice(0, 10)}.csv`
}
