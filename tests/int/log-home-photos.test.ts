import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Lead, LeadFile, User } from '@/payload-types'
import { makeImage, makeVideo } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The query behind /log-home-photos (src/features/leads/photos/photos.ts) on a real database: newest first,
 * pages, the filters on the lead's status and source (through the relationship), videos and chat
 * files without a lead yet; and that the files and their thumbnails stay private.
 */
const { findLeadPhotos, parsePhotoQuery, photosHref, PHOTOS_PER_PAGE } =
  await import('@/features/leads/photos/photos')

let ctx: TestPayload
let payload: Payload
const users = {} as Record<'editor' | 'staff', User>
const leads = {} as Record<'ann' | 'bob' | 'cal', Lead>
/** Every file made, in the order made. */
const made: LeadFile[] = []

const lead = (name: string, source: Lead['source'], status: Lead['status']) =>
  payload.create({
    collection: 'leads',
    data: {
      name,
      email: `${name.split(' ')[0].toLowerCase()}@example.com`,
      phone: '7195550100',
      source,
      status,
    },
  })

async function file(
  kind: LeadFile['kind'],
  data: { lead?: number; conversation?: string; sentInChat?: boolean; createdAt?: string },
  small = false,
) {
  const n = made.length + 1
  // Pictures bigger than the 400x300 thumbnail, which Payload generates only for those.
  const bytes =
    kind === 'image' ? await makeImage(small ? 120 : 800, small ? 90 : 600) : makeVideo(4096)
  const doc = await payload.create({
    collection: 'lead-files',
    data: {
      alt: `File ${n}`,
      kind,
      originalName: `file-${n}.${kind === 'image' ? 'png' : 'mp4'}`,
      ...data,
    },
    file: {
      data: bytes,
      mimetype: kind === 'image' ? 'image/png' : 'video/mp4',
      name: `file-${n}.${kind === 'image' ? 'png' : 'mp4'}`,
      size: bytes.length,
    },
  })
  made.push(doc)
  return doc
}

const names = (tiles: { name: string }[]) => tiles.map((tile) => tile.name)

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  for (const role of ['editor', 'staff'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@example.com`, password: 'correct horse battery', name: role, role },
    })
  }
  leads.ann = await lead('Ann Calculator', 'calculator', 'new')
  leads.bob = await lead('Bob Chat', 'chat', 'quoted')
  leads.cal = await lead('Cal Phone', 'phone', 'won')
  await file('image', { lead: leads.ann.id }) // file-1
  await file('video', { lead: leads.ann.id }) // file-2
  await file('image', { lead: leads.bob.id }) // file-3
  await file('image', { conversation: 'chat-session-1', sentInChat: true }, true) // file-4: chat, no lead yet, small
  await file('video', { lead: leads.cal.id }) // file-5
  await file('image', { lead: leads.ann.id }) // file-6
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('findLeadPhotos', () => {
  it('lists every file newest first, videos and chat files without a lead included', async () => {
    const result = await findLeadPhotos(payload, parsePhotoQuery({}))
    expect(names(result.tiles)).toEqual([
      'file-6.png',
      'file-5.mp4',
      'file-4.png',
      'file-3.png',
      'file-2.mp4',
      'file-1.png',
    ])
    expect(result).toMatchObject({ page: 1, totalPages: 1, totalDocs: 6, perPage: 48 })
    expect(PHOTOS_PER_PAGE).toBe(48)
  })

  it('gives each tile its lead, source, status, private addresses and generated thumbnail', async () => {
    const { tiles } = await findLeadPhotos(payload, parsePhotoQuery({}))
    const byName = Object.fromEntries(tiles.map((tile) => [tile.name, tile]))
    const photo = byName['file-6.png']
    expect(photo).toMatchObject({
      kind: 'image',
      alt: 'File 6',
      mimeType: 'image/png',
      width: 800,
      height: 600,
      source: 'calculator',
      lead: { id: leads.ann.id, name: 'Ann Calculator', status: 'new', source: 'calculator' },
    })
    expect(photo.url).toBe(`/api/lead-files/file/${made[5].filename}`)
    expect(photo.thumbnailUrl).toMatch(/^\/api\/lead-files\/file\/file-6-400x300\.webp$/)

    // Videos get no generated thumbnail; the page draws its own tile.
    expect(byName['file-5.mp4']).toMatchObject({
      kind: 'video',
      mimeType: 'video/mp4',
      thumbnailUrl: null,
      source: 'phone',
      lead: { name: 'Cal Phone', status: 'won' },
    })
    expect(byName['file-5.mp4'].url).toBe(`/api/lead-files/file/${made[4].filename}`)

    // Sent in the chat before the homeowner gave contact details.
    expect(byName['file-4.png']).toMatchObject({ lead: null, source: 'chat' })
    // No bigger than a thumbnail, so Payload made none: the picture is its own.
    expect(byName['file-4.png'].thumbnailUrl).toBe(byName['file-4.png'].url)
  })

  it('pages without a file on two pages or on none, and falls back to the last page', async () => {
    const query = parsePhotoQuery({})
    const first = await findLeadPhotos(payload, { ...query, page: 1 }, { perPage: 4 })
    const second = await findLeadPhotos(payload, { ...query, page: 2 }, { perPage: 4 })
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalDocs: 6 })
    expect(names(first.tiles)).toEqual(['file-6.png', 'file-5.mp4', 'file-4.png', 'file-3.png'])
    expect(names(second.tiles)).toEqual(['file-2.mp4', 'file-1.png'])
    const beyond = await findLeadPhotos(payload, { ...query, page: 9 }, { perPage: 4 })
    expect(beyond.page).toBe(2)
    expect(names(beyond.tiles)).toEqual(['file-2.mp4', 'file-1.png'])
  })

  it.each([
    [{ status: 'new' }, ['file-6.png', 'file-2.mp4', 'file-1.png']],
    [{ status: 'quoted' }, ['file-3.png']],
    [{ status: 'lost' }, []],
    [{ source: 'calculator' }, ['file-6.png', 'file-2.mp4', 'file-1.png']],
    [{ source: 'chat' }, ['file-4.png', 'file-3.png']],
    [{ source: 'phone' }, ['file-5.mp4']],
    [{ status: 'won', source: 'phone' }, ['file-5.mp4']],
    [{ status: 'new', source: 'chat' }, []],
  ])('filters on the lead: %o', async (params, expected) => {
    const result = await findLeadPhotos(payload, parsePhotoQuery(params))
    expect(names(result.tiles)).toEqual(expected)
    expect(result.totalDocs).toBe(expected.length)
  })

  it('orders by when the file came in, not by when it was stored', async () => {
    const old = await file('image', { lead: leads.cal.id, createdAt: '2020-01-02T03:04:05.000Z' })
    try {
      const { tiles } = await findLeadPhotos(payload, parsePhotoQuery({ source: 'phone' }))
      expect(names(tiles)).toEqual(['file-5.mp4', old.originalName])
      expect(tiles[1].createdAt).toBe('2020-01-02T03:04:05.000Z')
    } finally {
      await payload.delete({ collection: 'lead-files', id: old.id })
      made.pop()
    }
  })

  it('applies Payload’s access rules for the user it is given', async () => {
    const asStaff = await findLeadPhotos(payload, parsePhotoQuery({}), { user: users.staff })
    expect(asStaff.totalDocs).toBe(6)
    expect(asStaff.tiles[0].lead?.name).toBe('Ann Calculator')
    // The chat filter and a chat file's source, for a user who may not read the conversation key.
    const chat = await findLeadPhotos(payload, parsePhotoQuery({ source: 'chat' }), {
      user: users.staff,
    })
    expect(chat.tiles.map((tile) => [tile.name, tile.source])).toEqual([
      ['file-4.png', 'chat'],
      ['file-3.png', 'chat'],
    ])
    await expect(
      findLeadPhotos(payload, parsePhotoQuery({}), { user: users.editor }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('shows 48 a page by default', async () => {
    const extra: LeadFile[] = []
    try {
      for (let i = 0; i < 44; i++) extra.push(await file('video', { lead: leads.bob.id }))
      const first = await findLeadPhotos(payload, parsePhotoQuery({}))
      const second = await findLeadPhotos(payload, parsePhotoQuery({ page: '2' }))
      expect(first).toMatchObject({ page: 1, totalPages: 2, totalDocs: 50 })
      expect(first.tiles).toHaveLength(48)
      expect(names(second.tiles)).toEqual(['file-2.mp4', 'file-1.png'])
      const seen = new Set([...first.tiles, ...second.tiles].map((tile) => tile.id))
      expect(seen.size).toBe(50)
    } finally {
      await payload.delete({
        collection: 'lead-files',
        where: { id: { in: extra.map((f) => f.id) } },
      })
      made.splice(6)
    }
  })
})

describe('parsePhotoQuery and photosHref', () => {
  it('reads the filters and the page, and drops what it does not know', () => {
    expect(parsePhotoQuery({ status: 'won', source: 'chat', page: '3' })).toEqual({
      status: 'won',
      source: 'chat',
      page: 3,
    })
    expect(parsePhotoQuery({ status: 'bogus', source: '', page: '-2' })).toEqual({ page: 1 })
    expect(parsePhotoQuery({ status: ['lost', 'won'], page: 'x' })).toEqual({
      status: 'lost',
      page: 1,
    })
  })

  it('builds the addresses of the pagination and filter links', () => {
    expect(photosHref({ page: 1 })).toBe('/log-home-photos')
    expect(photosHref({ status: 'new', source: 'chat', page: 2 })).toBe(
      '/log-home-photos?status=new&source=chat&page=2',
    )
  })
})

describe('privacy of the files and their thumbnails', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    REST_GET(config)(new Request(`http://127.0.0.1:3000/api/${path}`, { headers }), {
      params: Promise.resolve({ slug: path.split('/') }),
    })
  const tokenOf = async (role: 'editor' | 'staff') => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: `${role}@example.com`, password: 'correct horse battery' },
    })
    return { Authorization: `JWT ${token}` }
  }

  it('serves neither the original nor the thumbnail to a visitor or an editor, both to staff', async () => {
    const { tiles } = await findLeadPhotos(payload, parsePhotoQuery({}))
    const photo = tiles.find((tile) => tile.kind === 'image' && tile.thumbnailUrl)!
    const video = tiles.find((tile) => tile.kind === 'video')!
    const paths = [photo.url, photo.thumbnailUrl!, video.url].map((url) =>
      decodeURIComponent(url.replace(/^\/api\//, '')),
    )
    const editor = await tokenOf('editor')
    const staff = await tokenOf('staff')
    for (const path of paths) {
      expect((await get(path)).status, `anonymous ${path}`).toBe(403)
      expect((await get(path, editor)).status, `editor ${path}`).toBe(403)
      const allowed = await get(path, staff)
      expect(allowed.status, `staff ${path}`).toBe(200)
      await allowed.arrayBuffer()
    }
    // The list itself, through the Local API with access on and nobody signed in.
    await expect(
      payload.find({ collection: 'lead-files', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
