import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import { makeImage } from '../helpers/files'
import { siteSettings } from '../../seed/content/settings'

type Who = 'anonymous' | 'editor' | 'staff' | 'admin'
const WHO: Who[] = ['anonymous', 'editor', 'staff', 'admin']

let ctx: TestPayload
let payload: Payload
const users = {} as Record<Exclude<Who, 'anonymous'>, User>
const as = (who: Who) => (who === 'anonymous' ? {} : { user: users[who] })

/** Minimal valid data for each collection; `n` keeps slugs unique. */
let imageId: number
const sample = (collection: CollectionSlug, n: string): Record<string, unknown> => {
  const text = {
    root: {
      type: 'root',
      children: [
        { type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Body', version: 1 }] },
      ],
      direction: null,
      format: '',
      indent: 0,
      version: 1,
    },
  }
  switch (collection) {
    case 'pages':
      return {
        title: `Page ${n}`,
        slug: `page-${n}`,
        layout: [{ blockType: 'content', richText: text }],
        _status: 'published',
      }
    case 'posts':
      return {
        title: `Post ${n}`,
        slug: `post-${n}`,
        excerpt: 'Excerpt',
        heroImage: imageId,
        content: text,
        _status: 'published',
      }
    case 'portfolio':
      return {
        title: `Project ${n}`,
        slug: `project-${n}`,
        summary: 'Summary',
        location: 'Fairplay, CO',
        beforeImage: imageId,
        afterImage: imageId,
        writeUp: text,
        _status: 'published',
      }
    case 'services':
      return { title: `Service ${n}`, slug: `service-${n}`, summary: 'Summary', image: imageId }
    case 'counties':
      return {
        name: `County ${n}`,
        slug: `county-${n}`,
        seat: 'Seat',
        elevation: 9000,
        summary: 'Summary',
      }
    case 'cities':
      return { name: `City ${n}`, slug: `city-${n}`, summary: 'Summary' }
    case 'testimonials':
      return {
        author: `Author ${n}`,
        content: 'Great work',
        location: 'Fairplay, CO',
        projectType: 'Staining',
        _status: 'published',
      }
    case 'faqs':
      return { question: `Question ${n}?`, answer: 'Answer' }
    case 'leads':
      return {
        name: `Lead ${n}`,
        email: `lead-${n}@example.com`,
        phone: '7195550100',
        source: 'phone',
      }
    default:
      throw new Error(`no sample for ${collection}`)
  }
}

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  for (const role of ['editor', 'staff', 'admin'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@example.com`, password: 'correct horse battery', name: role, role },
    })
  }
  const file = await makeImage(64, 48)
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Test picture' },
    file: { data: file, mimetype: 'image/png', name: 'test.png', size: file.length },
  })
  imageId = media.id
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
})

afterAll(async () => {
  await ctx?.cleanup()
})

/** Tries one operation as `who`; true when access allowed it. */
async function allowed(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401) return false
    throw error
  }
}

const content: CollectionSlug[] = [
  'pages',
  'posts',
  'portfolio',
  'services',
  'counties',
  'cities',
  'testimonials',
  'faqs',
]

describe('content collections', () => {
  const writers: Record<Who, boolean> = {
    anonymous: false,
    editor: true,
    staff: false,
    admin: true,
  }

  for (const collection of content) {
    for (const who of WHO) {
      it(`${collection}: ${who} ${writers[who] ? 'can' : 'cannot'} create, update and delete; everyone reads`, async () => {
        const seedDoc = await payload.create({
          collection,
          data: sample(collection, `${who}-base`) as never,
        })
        const canCreate = await allowed(() =>
          payload.create({
            collection,
            data: sample(collection, `${who}-new`) as never,
            overrideAccess: false,
            ...as(who),
          }),
        )
        const canUpdate = await allowed(() =>
          payload.update({
            collection,
            id: seedDoc.id,
            data: {} as never,
            overrideAccess: false,
            ...as(who),
          }),
        )
        const read = await payload.find({
          collection,
          where: { id: { equals: seedDoc.id } },
          overrideAccess: false,
          ...as(who),
        })
        const canDelete = await allowed(() =>
          payload.delete({ collection, id: seedDoc.id, overrideAccess: false, ...as(who) }),
        )

        expect({ canCreate, canUpdate, canDelete, reads: read.totalDocs }).toEqual({
          canCreate: writers[who],
          canUpdate: writers[who],
          canDelete: writers[who],
          reads: 1,
        })
      })
    }
  }
})

describe('drafts', () => {
  for (const collection of ['pages', 'posts', 'portfolio', 'testimonials'] as const) {
    it(`${collection}: anonymous readers see published documents only`, async () => {
      const draft = await payload.create({
        collection,
        data: { ...sample(collection, 'draft-only'), _status: 'draft' } as never,
        draft: true,
      })
      const anonymous = await payload.find({
        collection,
        where: { id: { equals: draft.id } },
        overrideAccess: false,
      })
      const editor = await payload.find({
        collection,
        where: { id: { equals: draft.id } },
        overrideAccess: false,
        user: users.editor,
        draft: true,
      })
      expect(anonymous.totalDocs).toBe(0)
      expect(editor.totalDocs).toBe(1)
    })
  }
})

describe('leads', () => {
  const expected: Record<
    Who,
    { create: boolean; read: boolean; update: boolean; delete: boolean }
  > = {
    anonymous: { create: false, read: false, update: false, delete: false },
    editor: { create: false, read: false, update: false, delete: false },
    staff: { create: true, read: true, update: true, delete: false },
    admin: { create: true, read: true, update: true, delete: true },
  }
  for (const who of WHO) {
    it(`${who}: ${JSON.stringify(expected[who])}`, async () => {
      const lead = await payload.create({
        collection: 'leads',
        data: sample('leads', `${who}-base`) as never,
      })
      const result = {
        create: await allowed(() =>
          payload.create({
            collection: 'leads',
            data: sample('leads', `${who}-new`) as never,
            overrideAccess: false,
            ...as(who),
          }),
        ),
        read: await allowed(() =>
          payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: false, ...as(who) }),
        ),
        update: await allowed(() =>
          payload.update({
            collection: 'leads',
            id: lead.id,
            data: { status: 'contacted' },
            overrideAccess: false,
            ...as(who),
          }),
        ),
        delete: await allowed(() =>
          payload.delete({ collection: 'leads', id: lead.id, overrideAccess: false, ...as(who) }),
        ),
      }
      expect(result).toEqual(expected[who])
    })
  }

  it('lists no leads to anonymous visitors or editors', async () => {
    await payload.create({ collection: 'leads', data: sample('leads', 'listed') as never })
    for (const who of ['anonymous', 'editor'] as const) {
      await expect(
        payload.find({ collection: 'leads', overrideAccess: false, ...as(who) }),
      ).rejects.toMatchObject({ status: 403 })
    }
    const staff = await payload.find({
      collection: 'leads',
      overrideAccess: false,
      user: users.staff,
    })
    expect(staff.totalDocs).toBeGreaterThan(0)
  })
})

describe('media', () => {
  const expected: Record<Who, { create: boolean; update: boolean; delete: boolean }> = {
    anonymous: { create: false, update: false, delete: false },
    editor: { create: true, update: true, delete: true },
    // Staff work leads; the public library is the content roles' (a review finding, issue 14).
    staff: { create: false, update: false, delete: false },
    admin: { create: true, update: true, delete: true },
  }
  for (const who of WHO) {
    it(`${who}: reads, and ${JSON.stringify(expected[who])}`, async () => {
      const file = await makeImage(32, 32)
      const upload = (name: string) => ({
        data: file,
        mimetype: 'image/png',
        name,
        size: file.length,
      })
      const doc = await payload.create({
        collection: 'media',
        data: { alt: 'x' },
        file: upload(`${who}-base.png`),
      })
      const result = {
        create: await allowed(() =>
          payload.create({
            collection: 'media',
            data: { alt: 'y' },
            file: upload(`${who}-new.png`),
            overrideAccess: false,
            ...as(who),
          }),
        ),
        update: await allowed(() =>
          payload.update({
            collection: 'media',
            id: doc.id,
            data: { alt: 'z' },
            overrideAccess: false,
            ...as(who),
          }),
        ),
        delete: await allowed(() =>
          payload.delete({ collection: 'media', id: doc.id, overrideAccess: false, ...as(who) }),
        ),
      }
      const read = await payload.find({ collection: 'media', overrideAccess: false, ...as(who) })
      expect(read.totalDocs).toBeGreaterThan(0)
      expect(result).toEqual(expected[who])
    })
  }
})

describe('users', () => {
  it('only admins list every user, create users or delete them', async () => {
    const all = await payload.count({ collection: 'users' })
    const adminList = await payload.find({
      collection: 'users',
      overrideAccess: false,
      user: users.admin,
    })
    expect(adminList.totalDocs).toBe(all.totalDocs)
    for (const who of ['editor', 'staff'] as const) {
      const own = await payload.find({
        collection: 'users',
        overrideAccess: false,
        user: users[who],
      })
      expect(own.docs.map((u) => u.email)).toEqual([`${who}@example.com`])
      expect(
        await allowed(() =>
          payload.create({
            collection: 'users',
            data: {
              email: `new-${who}@example.com`,
              password: 'correct horse battery',
              name: 'x',
              role: 'admin',
            },
            overrideAccess: false,
            user: users[who],
          }),
        ),
      ).toBe(false)
      expect(
        await allowed(() =>
          payload.delete({
            collection: 'users',
            id: users.admin.id,
            overrideAccess: false,
            user: users[who],
          }),
        ),
      ).toBe(false)
    }
    await expect(
      payload.find({ collection: 'users', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('nobody but an admin can change a role, not even their own', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: users.editor.id,
      data: { role: 'admin', name: 'Editor renamed' },
      overrideAccess: false,
      user: users.editor,
    })
    expect(updated.name).toBe('Editor renamed')
    expect(updated.role).toBe('editor')
    const promoted = await payload.update({
      collection: 'users',
      id: users.staff.id,
      data: { role: 'editor' },
      overrideAccess: false,
      user: users.admin,
    })
    expect(promoted.role).toBe('editor')
    await payload.update({ collection: 'users', id: users.staff.id, data: { role: 'staff' } })
  })
})

describe('globals', () => {
  for (const slug of ['site-settings', 'header', 'footer'] as const) {
    it(`${slug}: everyone reads; editors and admins update; staff and anonymous do not`, async () => {
      for (const who of WHO) {
        await payload.findGlobal({ slug, overrideAccess: false, ...as(who) })
        const canUpdate = await allowed(() =>
          payload.updateGlobal({ slug, data: {}, overrideAccess: false, ...as(who) }),
        )
        expect({ who, canUpdate }).toEqual({ who, canUpdate: who === 'editor' || who === 'admin' })
      }
    })
  }

  it('site-settings: only admins read or change the backups’ time and copies to keep', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { backups: { time: '02:15' } } })
    for (const who of WHO) {
      const read = await payload.findGlobal({
        slug: 'site-settings',
        overrideAccess: false,
        ...as(who),
      })
      expect({ who, backups: read.backups?.time }).toEqual({
        who,
        backups: who === 'admin' ? '02:15' : undefined,
      })
    }
    // An editor may save the profile, but not the backups in it.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { backups: { time: '11:00', keep: 1 } },
      overrideAccess: false,
      ...as('editor'),
    })
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.backups).toMatchObject({ time: '02:15' })
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { backups: { time: '3 am' } },
        overrideAccess: false,
        ...as('admin'),
      }),
    ).rejects.toThrow(/Time of day/)
  })
})

/**
 * The role matrix of the collections the site writes itself (or staff alone): what each role may
 * do through the API, as the collections' access functions say.
 */
type Ops = { create: boolean; read: boolean; update: boolean; delete: boolean }
const none: Ops = { create: false, read: false, update: false, delete: false }
const readOnly = (read: boolean): Ops => ({ ...none, read })

async function tryEverything(
  who: Who,
  collection: CollectionSlug,
  data: () => Record<string, unknown>,
  file?: () => Promise<{ data: Buffer; mimetype: string; name: string; size: number }>,
): Promise<Ops> {
  const doc = await payload.create({
    collection,
    data: data() as never,
    ...(file ? { file: await file() } : {}),
  })
  const access = { overrideAccess: false, ...as(who) }
  return {
    create: await allowed(async () =>
      payload.create({
        collection,
        data: data() as never,
        ...(file ? { file: await file() } : {}),
        ...access,
      }),
    ),
    read: await allowed(() => payload.findByID({ collection, id: doc.id, ...access })),
    update: await allowed(() =>
      payload.update({ collection, id: doc.id, data: {} as never, ...access }),
    ),
    delete: await allowed(() => payload.delete({ collection, id: doc.id, ...access })),
  }
}

describe('collections the site writes', () => {
  let n = 0
  const cases: {
    collection: CollectionSlug
    data: () => Record<string, unknown>
    expected: Record<Who, Ops>
  }[] = [
    {
      // Password-reset messages land here too: admins only, and nobody writes them by hand.
      collection: 'outbox',
      data: () => ({ to: 'homeowner@example.com', subject: `Subject ${++n}`, text: 'Hello' }),
      expected: {
        anonymous: none,
        editor: none,
        staff: none,
        admin: { ...readOnly(true), delete: true },
      },
    },
    {
      collection: 'analytics-events',
      data: () => ({
        name: 'pageview',
        path: `/page-${++n}`,
        day: '2026-01-05',
        visitor: 'a1b2c3',
        count: 1,
      }),
      expected: {
        anonymous: none,
        editor: none,
        staff: readOnly(true),
        admin: { ...readOnly(true), delete: true },
      },
    },
    {
      collection: 'analytics-daily',
      data: () => ({
        day: `2025-12-${String((++n % 28) + 1).padStart(2, '0')}`,
        visitors: 1,
        pageviews: 2,
        totals: {},
      }),
      expected: {
        anonymous: none,
        editor: none,
        staff: readOnly(true),
        admin: { ...readOnly(true), delete: true },
      },
    },
    {
      // What visitors searched for: any signed-in user reads it (editors write the content that
      // answers it); nobody writes it through the API, only admins delete.
      collection: 'search-queries',
      data: () => ({ query: `chinking ${++n}`, results: 0, searches: 1, source: 'box' }),
      expected: {
        anonymous: none,
        editor: readOnly(true),
        staff: readOnly(true),
        admin: { ...readOnly(true), delete: true },
      },
    },
  ]
  for (const { collection, data, expected } of cases) {
    for (const who of WHO) {
      it(`${collection}: ${who} ${JSON.stringify(expected[who])}`, async () => {
        expect(await tryEverything(who, collection, data)).toEqual(expected[who])
      })
    }
  }

  // Homeowners' photos and videos: staff and admins work them, only admins delete.
  const leadFiles: Record<Who, Ops> = {
    anonymous: none,
    editor: none,
    staff: { create: true, read: true, update: true, delete: false },
    admin: { create: true, read: true, update: true, delete: true },
  }
  for (const who of WHO) {
    it(`lead-files: ${who} ${JSON.stringify(leadFiles[who])}`, async () => {
      const picture = await makeImage(24, 24)
      const file = async () => ({
        data: picture,
        mimetype: 'image/png',
        name: `lead-${who}-${++n}.png`,
        size: picture.length,
      })
      const result = await tryEverything(
        who,
        'lead-files',
        () => ({ alt: 'A wall', kind: 'image' }),
        file,
      )
      expect(result).toEqual(leadFiles[who])
    })
  }
})

describe('home global', () => {
  it('everyone reads; editors and admins update; staff and anonymous do not', async () => {
    for (const who of WHO) {
      await payload.findGlobal({ slug: 'home', overrideAccess: false, ...as(who) })
      // An empty home fails validation once access lets the save through: a 400 is "allowed".
      let status = 200
      try {
        await payload.updateGlobal({ slug: 'home', data: {}, overrideAccess: false, ...as(who) })
      } catch (error) {
        status = (error as { status?: number }).status ?? 500
      }
      expect({ who, status }).toEqual({
        who,
        status: who === 'editor' || who === 'admin' ? expect.not.toBeOneOf([401, 403]) : 403,
      })
    }
  })
})

describe('field-level access', () => {
  it('site-settings: only admins read or set the lead-notification address', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { notificationEmail: 'office@example.com' },
    })
    for (const who of WHO) {
      const read = await payload.findGlobal({
        slug: 'site-settings',
        overrideAccess: false,
        ...as(who),
      })
      expect({ who, to: read.notificationEmail }).toEqual({
        who,
        to: who === 'admin' ? 'office@example.com' : undefined,
      })
    }
    // An editor may save the profile, but the address stays the admin's.
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { notificationEmail: 'someone-else@example.com', phone: '(719) 555-0199' },
      overrideAccess: false,
      ...as('editor'),
    })
    expect(saved.phone).toBe('(719) 555-0199')
    const afterEditor = await payload.findGlobal({ slug: 'site-settings' })
    expect(afterEditor.notificationEmail).toBe('office@example.com')

    await payload.updateGlobal({
      slug: 'site-settings',
      data: { notificationEmail: 'owner@example.com' },
      overrideAccess: false,
      ...as('admin'),
    })
    const afterAdmin = await payload.findGlobal({ slug: 'site-settings' })
    expect(afterAdmin.notificationEmail).toBe('owner@example.com')
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
  })

  it('site-settings: the lead-notification address is required; an editor’s contact address is never used for it', async () => {
    for (const empty of ['', null]) {
      await expect(
        payload.updateGlobal({
          slug: 'site-settings',
          data: { notificationEmail: empty as never },
          overrideAccess: false,
          ...as('admin'),
        }),
        String(empty),
      ).rejects.toThrow(/Lead notifications to/)
    }
    expect((await payload.findGlobal({ slug: 'site-settings' })).notificationEmail).toBe(
      siteSettings.notificationEmail,
    )
    // An editor changes the public contact address: the business still hears of leads at the
    // admin's address, and the editor's save stands.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { email: 'editor-chose-this@example.com' },
      overrideAccess: false,
      ...as('editor'),
    })
    const lead = await payload.create({
      collection: 'leads',
      data: {
        name: 'Nia Notice',
        email: 'nia@example.com',
        phone: '7195550100',
        source: 'phone',
        status: 'new',
      },
    })
    const { chatEmailsFor, emailsFor } = await import('@/features/leads/server/emails')
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.email).toBe('editor-chose-this@example.com')
    for (const emails of [emailsFor(settings, lead.email!), chatEmailsFor(settings)]) {
      expect(emails[0]).toMatchObject({ kind: 'notification', to: siteSettings.notificationEmail })
    }
    await payload.delete({ collection: 'leads', id: lead.id })
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
  })

  it('leads: the source and the e-mails’ record are locked for everyone, staff and admins too', async () => {
    const lead = await payload.create({
      collection: 'leads',
      data: {
        ...sample('leads', 'locked'),
        emails: [{ kind: 'notification', to: 'office@example.com', state: 'sent', attempts: 1 }],
      } as never,
    })
    for (const who of ['staff', 'admin'] as const) {
      const updated = await payload.update({
        collection: 'leads',
        id: lead.id,
        data: {
          source: 'chat',
          emails: [],
          status: 'contacted',
          location: `Fairplay (${who})`,
        } as never,
        overrideAccess: false,
        user: users[who],
      })
      // The fields open to them change; the locked ones keep what the site wrote.
      expect(updated.location).toBe(`Fairplay (${who})`)
      expect(updated.source).toBe('phone')
      expect(updated.emails).toHaveLength(1)
      expect(updated.emails![0]).toMatchObject({ to: 'office@example.com', state: 'sent' })
    }
    // Made through the API, a lead cannot bring a record of e-mails with it.
    const made = await payload.create({
      collection: 'leads',
      data: {
        ...sample('leads', 'made-by-staff'),
        emails: [{ kind: 'notification', to: 'elsewhere@example.com', state: 'sent' }],
      } as never,
      overrideAccess: false,
      user: users.staff,
    })
    expect(made.source).toBe('phone')
    expect(made.emails ?? []).toEqual([])
    // An editor cannot change a lead at all, locked fields or not.
    expect(
      await allowed(() =>
        payload.update({
          collection: 'leads',
          id: lead.id,
          data: { source: 'chat' } as never,
          overrideAccess: false,
          user: users.editor,
        }),
      ),
    ).toBe(false)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id })
    expect(stored.source).toBe('phone')
  })
})

describe('a user editing another user', () => {
  it('editors and staff cannot change another account; admins can', async () => {
    const other = await payload.create({
      collection: 'users',
      data: {
        email: 'other-editor@example.com',
        password: 'correct horse battery',
        name: 'Other',
        role: 'editor',
      },
    })
    for (const who of ['editor', 'staff'] as const) {
      for (const data of [
        { name: `Renamed by ${who}` },
        { email: `taken-by-${who}@example.com` },
        { password: 'a new password 123' },
        { role: 'admin' },
      ]) {
        expect(
          await allowed(() =>
            payload.update({
              collection: 'users',
              id: other.id,
              data: data as never,
              overrideAccess: false,
              user: users[who],
            }),
          ),
          `${who} ${JSON.stringify(data)}`,
        ).toBe(false)
      }
      // Nor see it: to them it is not there.
      await expect(
        payload.findByID({
          collection: 'users',
          id: other.id,
          overrideAccess: false,
          user: users[who],
        }),
      ).rejects.toMatchObject({ status: 404 })
    }
    const unchanged = await payload.findByID({ collection: 'users', id: other.id })
    expect(unchanged).toMatchObject({
      name: 'Other',
      email: 'other-editor@example.com',
      role: 'editor',
    })

    const byAdmin = await payload.update({
      collection: 'users',
      id: other.id,
      data: { name: 'Renamed by admin', role: 'staff' },
      overrideAccess: false,
      user: users.admin,
    })
    expect(byAdmin).toMatchObject({ name: 'Renamed by admin', role: 'staff' })
  })

  it('an editor cannot raise their own role, even alone in the request', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: users.editor.id,
      data: { role: 'admin' },
      overrideAccess: false,
      user: users.editor,
    })
    expect(updated.role).toBe('editor')
    expect((await payload.findByID({ collection: 'users', id: users.editor.id })).role).toBe(
      'editor',
    )
  })
})
