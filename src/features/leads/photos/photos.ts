import 'server-only'

import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { LEAD_SOURCES, LEAD_STATUSES } from '@/features/leads/domain'
import type { Lead, LeadFile, User } from '@/payload-types'

/** Tiles a page shows: twelve rows of four, and still one small query. */
export const PHOTOS_PER_PAGE = 48

export type LeadStatus = (typeof LEAD_STATUSES)[number]
export type LeadSource = (typeof LEAD_SOURCES)[number]

/** A repeated parameter (`?status=a&status=b`) counts by its first value. */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)

/** An unknown filter value is dropped (the page shows everything) rather than refused. */
const querySchema = z.object({
  status: z.preprocess(first, z.enum(LEAD_STATUSES)).optional().catch(undefined),
  source: z.preprocess(first, z.enum(LEAD_SOURCES)).optional().catch(undefined),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1),
})

export type PhotoQuery = { status?: LeadStatus; source?: LeadSource; page: number }

/** The page's `?status=&source=&page=` as typed values; anything unknown falls back to "all". */
export function parsePhotoQuery(params: Record<string, string | string[] | undefined>): PhotoQuery {
  return querySchema.parse(params)
}

/** The address of the photos page with these filters (page 1 is left out). */
export function photosHref(query: Partial<PhotoQuery>, path = '/log-home-photos'): string {
  const params = new URLSearchParams()
  if (query.status) params.set('status', query.status)
  if (query.source) params.set('source', query.source)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * The filter on the lead's own fields, queried through the relationship (`lead.status`): Payload
 * joins it in the database, so paging and counts stay right (tests/int/log-home-photos.test.ts
 * checks it on the test database). A chat photo sent before the homeowner gave contact details has
 * no lead yet: it counts as a chat file (`sentInChat`) and has no status.
 */
export function photoWhere(query: Pick<PhotoQuery, 'status' | 'source'>): Where {
  const and: Where[] = []
  if (query.status) and.push({ 'lead.status': { equals: query.status } })
  if (query.source === 'chat') {
    and.push({
      or: [
        { 'lead.source': { equals: 'chat' } },
        { and: [{ lead: { exists: false } }, { sentInChat: { equals: true } }] },
      ],
    })
  } else if (query.source) and.push({ 'lead.source': { equals: query.source } })
  return and.length ? { and } : {}
}

/** One tile: what the grid shows, with the private addresses served by Payload's file route. */
export type PhotoTile = {
  id: number
  kind: LeadFile['kind']
  alt: string
  /** The name on the homeowner's device, else the stored name. */
  name: string
  mimeType: string | null
  /** A picture in a format browsers draw (not HEIC or raw), or any video. */
  drawable: boolean
  filesize: number | null
  width: number | null
  height: number | null
  url: string
  thumbnailUrl: string | null
  createdAt: string
  lead: { id: number; name: string; status: LeadStatus; source: LeadSource } | null
  /** The lead's source, or 'chat' for a chat file not joined to a lead yet. */
  source: LeadSource | null
}

export type PhotoPage = {
  tiles: PhotoTile[]
  page: number
  totalPages: number
  totalDocs: number
  perPage: number
}

/** Payload's access-checked address of a stored file (or its generated size). */
export const leadFileUrl = (filename: string) =>
  `/api/lead-files/file/${encodeURIComponent(filename)}`

const FILE_SELECT = {
  alt: true,
  kind: true,
  originalName: true,
  lead: true,
  sentInChat: true,
  filename: true,
  mimeType: true,
  filesize: true,
  width: true,
  height: true,
  url: true,
  sizes: true,
  createdAt: true,
} as const

type Access = { user?: User | null }

/**
 * A page of homeowners' photos and videos, newest first, with each file's lead (one batched
 * query for the page's leads, their three fields only: a lead's transcript can be long). With a
 * `user`, Payload's access rules apply as they would to that user's own request.
 */
export async function findLeadPhotos(
  payload: Payload,
  query: PhotoQuery,
  { user, perPage = PHOTOS_PER_PAGE }: Access & { perPage?: number } = {},
): Promise<PhotoPage> {
  const access = user ? { user, overrideAccess: false } : {}
  const find = (page: number) =>
    payload.find({
      collection: 'lead-files',
      where: photoWhere(query),
      // The id breaks ties, so a file never shows on two pages or none.
      sort: ['-createdAt', '-id'],
      limit: perPage,
      page,
      depth: 0,
      select: FILE_SELECT,
      ...access,
    })
  let result = await find(query.page)
  // Past the last page (an old link after files were deleted): show the last page instead.
  if (result.docs.length === 0 && result.totalPages > 0 && query.page > result.totalPages) {
    result = await find(result.totalPages)
  }

  const leadIds = [...new Set(result.docs.map((file) => leadIdOf(file.lead)).filter(isNumber))]
  const leads = new Map<number, Pick<Lead, 'id' | 'name' | 'status' | 'source'>>()
  if (leadIds.length) {
    const { docs } = await payload.find({
      collection: 'leads',
      where: { id: { in: leadIds } },
      pagination: false,
      depth: 0,
      select: { name: true, status: true, source: true },
      ...access,
    })
    for (const lead of docs) leads.set(lead.id, lead)
  }

  return {
    tiles: result.docs.map((file) => toTile(file, leads)),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
    perPage,
  }
}

/** Web formats every browser draws: HEIC and raw photos are not among them. */
const DRAWABLE = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']

/**
 * Payload does not enlarge: a picture no bigger than the thumbnail gets none, and is its own.
 * (A picture sharp could not read, a HEIC say, has no size and no thumbnail: the page draws a
 * file tile for it.)
 */
const isSmallPicture = (file: Pick<LeadFile, 'kind' | 'mimeType' | 'width' | 'height'>) =>
  file.kind === 'image' &&
  DRAWABLE.includes(file.mimeType ?? '') &&
  Boolean(file.width && file.height && file.width <= 400 && file.height <= 300)

const isNumber = (value: unknown): value is number => typeof value === 'number'
const leadIdOf = (lead: LeadFile['lead']) => (typeof lead === 'object' && lead ? lead.id : lead)

function toTile(
  file: Pick<LeadFile, keyof typeof FILE_SELECT | 'id'>,
  leads: Map<number, Pick<Lead, 'id' | 'name' | 'status' | 'source'>>,
): PhotoTile {
  const id = leadIdOf(file.lead)
  const lead = typeof id === 'number' ? leads.get(id) : undefined
  const thumbnail = file.sizes?.thumbnail
  const filename = file.filename ?? ''
  return {
    id: file.id,
    kind: file.kind,
    alt: file.alt,
    name: file.originalName || filename,
    mimeType: file.mimeType ?? null,
    drawable: file.kind === 'video' || DRAWABLE.includes(file.mimeType ?? ''),
    filesize: file.filesize ?? null,
    width: file.width ?? null,
    height: file.height ?? null,
    url: file.url || leadFileUrl(filename),
    thumbnailUrl: thumbnail?.filename
      ? thumbnail.url || leadFileUrl(thumbnail.filename)
      : isSmallPicture(file)
        ? file.url || leadFileUrl(filename)
        : null,
    createdAt: file.createdAt,
    lead: lead ? { id: lead.id, name: lead.name, status: lead.status, source: lead.source } : null,
    source: lead ? lead.source : file.sentInChat ? 'chat' : null,
  }
}

const LABELS: Record<string, string> = {
  calculator: 'Estimate form',
  chat: 'Chat',
  contact: 'Contact form',
  phone: 'Phone',
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}

/** The words the page shows for a status or a source. */
export const labelOf = (value: string) => LABELS[value] ?? value
