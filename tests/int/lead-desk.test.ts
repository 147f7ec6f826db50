import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deskSummary, recordDeskVisit, VISIT_GAP_MS } from '@/features/leads/desk/desk'
import type { Lead, User } from '@/payload-types'
import { createTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let staff: User
let admin: User

const newLead = (name: string, source: Lead['source'] = 'phone') =>
  payload.create({
    collection: 'leads',
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '719-555-0100',
      source,
      status: 'new',
    },
  })

/** As the studio and the case file save: the REST update runs with the user and access on. */
const saveAs = (user: User, id: number, data: Partial<Lead>) =>
  payload.update({ collection: 'leads', id, data, user, overrideAccess: false, depth: 0 })

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  const make = (role: User['role'], name: string) =>
    payload.create({
      collection: 'users',
      data: { email: `${role}@example.com`, password: 'correct horse battery', name, role },
    })
  staff = await make('staff', 'Sam Staff')
  admin = await make('admin', 'Ada Admin')
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('a lead’s history', () => {
  it('appends a note with its author and the server’s time, whatever the client sent', async () => {
    const lead = await newLead('Note Taker')
    const before = Date.now()
    const saved = await saveAs(staff, lead.id, {
      notes: [
        {
          kind: 'note',
          note: '  Called, left a voicemail.  ',
          authorName: 'Someone else',
          at: '2001-01-01T00:00:00.000Z',
        },
      ],
    })
    expect(saved.notes).toHaveLength(1)
    const [entry] = saved.notes!
    expect(entry).toMatchObject({
      kind: 'note',
      note: 'Called, left a voicemail.',
      authorName: 'Sam Staff',
      author: staff.id,
    })
    expect(new Date(entry.at!).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('records a status change, from where it was to where it went, by whom', async () => {
    const lead = await newLead('Status Mover')
    const saved = await saveAs(staff, lead.id, { status: 'contacted' })
    expect(saved.status).toBe('contacted')
    expect(saved.notes).toEqual([
      expect.objectContaining({
        kind: 'status',
        from: 'new',
        to: 'contacted',
        authorName: 'Sam Staff',
      }),
    ])
    // Saving the same status again records nothing.
    const again = await saveAs(admin, lead.id, { status: 'contacted', description: 'Two walls' })
    expect(again.notes).toHaveLength(1)
  })

  it('never loses or rewrites an entry: a stale form, an edit, a deletion all come back', async () => {
    const lead = await newLead('Careful Keeper')
    const first = await saveAs(staff, lead.id, { notes: [{ kind: 'note', note: 'First' }] })
    const [stored] = first.notes!
    // Someone else adds a note meanwhile.
    await saveAs(admin, lead.id, { notes: [{ kind: 'note', note: 'Second' }] })
    // A form opened before that saves its stale copy, with the first note edited.
    const stale = await saveAs(staff, lead.id, {
      notes: [{ ...stored, note: 'Rewritten', authorName: 'Forger' }],
      location: 'Fairplay, CO',
    })
    expect(stale.notes!.map((entry) => [entry.note, entry.authorName])).toEqual([
      ['First', 'Sam Staff'],
      ['Second', 'Ada Admin'],
    ])
    expect(stale.location).toBe('Fairplay, CO')
    // A save that sends no history at all leaves it as it is.
    const emptied = await saveAs(staff, lead.id, { notes: [] })
    expect(emptied.notes).toHaveLength(2)
  })

  it('two notes sent at the same moment are both kept', async () => {
    const lead = await newLead('Busy Desk')
    await Promise.all([
      saveAs(staff, lead.id, { notes: [{ kind: 'note', note: 'From the office' }] }),
      saveAs(admin, lead.id, { notes: [{ kind: 'note', note: 'From the truck' }] }),
    ])
    const stored = await payload.findByID({ collection: 'leads', id: lead.id })
    expect(stored.notes!.map((entry) => entry.note).sort()).toEqual([
      'From the office',
      'From the truck',
    ])
  })

  it('refuses an empty note with a clear message and keeps the lead as it was', async () => {
    const lead = await newLead('Empty Note')
    // The message the studio and the case file show (REST: errors[0].data.errors[0].message).
    const message = (note: string) =>
      saveAs(staff, lead.id, { notes: [{ kind: 'note', note }] }).then(
        () => 'saved',
        (error: { data?: { errors?: { message?: string }[] } }) => error.data?.errors?.[0]?.message,
      )
    expect(await message('   ')).toBe('Write the note first.')
    expect(await message('x'.repeat(5001))).toBe('A note can have up to 5000 characters.')
    const stored = await payload.findByID({ collection: 'leads', id: lead.id })
    expect(stored.notes ?? []).toEqual([])
  })

  it('a client cannot slip in a status entry of its own', async () => {
    const lead = await newLead('No Forgery')
    const saved = await saveAs(staff, lead.id, {
      notes: [{ kind: 'status', from: 'new', to: 'won' }],
    })
    expect(saved.notes ?? []).toEqual([])
    expect(saved.status).toBe('new')
  })

  it('the site’s own notes (no user) are kept without an author', async () => {
    const lead = await newLead('Site Note')
    const saved = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { notes: [{ kind: 'note', note: 'A file could not be stored' }] },
    })
    expect(saved.notes![0]).toMatchObject({ note: 'A file could not be stored', authorName: null })
  })
})

describe('the dashboard', () => {
  it('“new since your last visit” stays put during a visit and moves on at the next', async () => {
    const start = new Date('2026-11-20T15:00:00Z')
    const later = (ms: number) => new Date(start.getTime() + ms)
    expect(await recordDeskVisit(payload, staff, start)).toBeNull()
    // Back on the dashboard ten minutes later: the same visit, still no previous one.
    expect(await recordDeskVisit(payload, staff, later(10 * 60_000))).toBeNull()
    // The next morning: the previous visit is the last page of the one before.
    const nextMorning = later(18 * 3_600_000)
    expect(await recordDeskVisit(payload, staff, nextMorning)).toBe(
      later(10 * 60_000).toISOString(),
    )
    expect(
      await recordDeskVisit(payload, staff, new Date(nextMorning.getTime() + VISIT_GAP_MS - 1)),
    ).toBe(later(10 * 60_000).toISOString())
    // Each user has their own.
    expect(await recordDeskVisit(payload, admin, nextMorning)).toBeNull()
  })

  it('counts the leads since a time and in each status', async () => {
    const since = new Date().toISOString()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await newLead('Fresh One', 'chat')
    const won = await newLead('Fresh Two')
    await saveAs(staff, won.id, { status: 'won' })
    const summary = await deskSummary(payload, since)
    expect(summary.newSinceCount).toBe(2)
    expect(summary.newSince.map((lead) => lead.name)).toEqual(['Fresh Two', 'Fresh One'])
    const all = await payload.count({ collection: 'leads' })
    const total = Object.values(summary.byStatus).reduce((sum, n) => sum + n, 0)
    expect(total).toBe(all.totalDocs)
    expect(summary.byStatus.won).toBeGreaterThanOrEqual(1)
  })
})
