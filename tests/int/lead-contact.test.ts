import { ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import type { Lead, User, Visit } from '@/payload-types'

/**
 * Issue 54: a caller who gave a phone and no e-mail is a lead like any other. A lead needs a name
 * and one way to reach them; the e-mails to the homeowner skip a lead (or visit) without an
 * address, and the lead's history says so; every e-mail sent about a lead is recorded on it, with
 * its state, whoever sends it.
 */
const { deliverVisitReminder } = await import('@/features/booking/server/reminders')
const { deliverLeadEmails, emailsFor } = await import('@/features/leads/server/emails')
const { recoverDroppedWork, LEAD_SETTLE_MS } = await import('@/features/leads/server/recover')
const { NO_WAY_TO_REACH } = await import('@/features/leads/domain')
const { noteNotSent } = await import('@/features/leads/server/sent')

let ctx: TestPayload
let staff: User
let admin: User

beforeAll(async () => {
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettings, notificationEmail: 'office@example.com' },
  })
  const make = (role: User['role'], name: string) =>
    ctx.payload.create({
      collection: 'users',
      data: { email: `${role}-contact@example.com`, password: 'correct horse battery', name, role },
    })
  staff = await make('staff', 'Sam Staff')
  admin = await make('admin', 'Olive Owner')
})

afterAll(async () => {
  await ctx?.cleanup()
})

/** A lead as staff record a caller: through the API's access, as the studio's form saves it. */
const recordCaller = (data: Partial<Lead>) =>
  ctx.payload.create({
    collection: 'leads',
    data: { source: 'phone', status: 'new', ...data } as Lead,
    user: staff,
    overrideAccess: false,
  })

let window = 0
/** A visit staff book for the lead, with the lead's contact details, on a day of its own. */
const bookFor = (lead: Lead) => {
  window += 1
  const start = new Date(Date.UTC(2031, 0, window, 15))
  return ctx.payload.create({
    collection: 'visits',
    data: {
      lead: lead.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      state: 'booked',
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      place: 'Fairplay',
    },
    user: staff,
    overrideAccess: false,
  })
}

const cancel = (visit: Visit) =>
  ctx.payload.update({
    collection: 'visits',
    id: visit.id,
    data: { state: 'cancelled' },
    user: staff,
    overrideAccess: false,
  })

const stored = (lead: Lead) =>
  ctx.payload.findByID({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true })

const outboxOf = async (lead: Lead) =>
  (
    await ctx.payload.find({
      collection: 'outbox',
      where: { lead: { equals: lead.id } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((mail) => [mail.kind, mail.to])

/** The ValidationError's fields and messages, or null when the save went through. */
async function refusal(save: Promise<unknown>) {
  try {
    await save
    return null
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return error.data.errors.map(({ path, message }) => [path, message])
  }
}

describe('a lead needs a name and one way to reach them', () => {
  it('saves a caller with a phone and no e-mail; refuses one with neither, on both fields', async () => {
    const caller = await recordCaller({ name: 'Phil Phoneonly', phone: '719 555 0142', email: '' })
    expect(caller).toMatchObject({ name: 'Phil Phoneonly', phone: '(719) 555-0142', email: null })
    const writer = await recordCaller({ name: 'Ella Emailonly', email: 'ella@example.com' })
    expect(writer).toMatchObject({ email: 'ella@example.com', phone: null })

    expect(
      await refusal(recordCaller({ name: 'Nobody Reachable', email: '', phone: ' ' })),
    ).toEqual([
      ['email', NO_WAY_TO_REACH],
      ['phone', NO_WAY_TO_REACH],
    ])
    // Nor can a saved lead lose its last way: taking the phone of the caller is refused.
    expect(
      await refusal(
        ctx.payload.update({
          collection: 'leads',
          id: caller.id,
          data: { phone: '' },
          user: staff,
          overrideAccess: false,
        }),
      ),
    ).toEqual([
      ['email', NO_WAY_TO_REACH],
      ['phone', NO_WAY_TO_REACH],
    ])
    // A mistyped address is still refused as one.
    expect(
      await refusal(recordCaller({ name: 'Tom Typo', email: 'tom@', phone: '7195550100' })),
    ).toEqual([['email', 'Please enter a valid email address.']])
  })
})

describe('the e-mails to a homeowner with no address', () => {
  it('a visit booked, cancelled and reminded: none sent, each in the lead’s history', async () => {
    const caller = await recordCaller({ name: 'Cora Caller', phone: '719 555 0155' })
    const visit = await bookFor(caller)
    expect(visit).toMatchObject({ email: null, phone: '(719) 555-0155', state: 'booked' })
    expect(await deliverVisitReminder(ctx.payload, visit.id, visit.start)).toBe('no-address')
    await cancel(visit)

    const lead = await stored(caller)
    expect(
      lead.notes?.map((entry) => [entry.kind, entry.note, entry.authorName ?? 'Site']),
    ).toEqual([
      ['note', expect.stringMatching(/^Booked a free on-site inspection: /), 'Sam Staff'],
      [
        'email',
        'The inspection’s confirmation was not e-mailed: there is no e-mail address to send it to.',
        'Site',
      ],
      [
        'email',
        'The reminder of tomorrow’s inspection was not e-mailed: there is no e-mail address to send it to.',
        'Site',
      ],
      ['note', expect.stringMatching(/^Cancelled the inspection of /), 'Sam Staff'],
      [
        'email',
        'The inspection’s cancellation was not e-mailed: there is no e-mail address to send it to.',
        'Site',
      ],
    ])
    expect(lead.emails ?? []).toEqual([])
    expect(await outboxOf(caller)).toEqual([])
  })

  it('the site’s line of an unsent e-mail does not answer the lead; staff cannot write one', async () => {
    const caller = await recordCaller({ name: 'Una Unanswered', phone: '719 555 0166' })
    await noteNotSent(ctx.payload, caller.id, 'estimate')
    const noted = await stored(caller)
    expect(noted.notes?.map((entry) => [entry.kind, entry.note])).toEqual([
      ['email', 'The estimate was not e-mailed: there is no e-mail address to send it to.'],
    ])
    // Still waiting for an answer: the 24-48 hour promise is not met by the site's own line.
    expect(noted.respondedAt).toBeNull()

    // An "email" entry sent through the API is not taken: the history stays as it was.
    await ctx.payload.update({
      collection: 'leads',
      id: caller.id,
      data: { notes: [{ kind: 'email', note: 'The estimate was not e-mailed.' }] },
      user: staff,
      overrideAccess: false,
    })
    expect((await stored(caller)).notes).toEqual(noted.notes)
  })

  it('a review request for a won lead with no e-mail is refused, saying why', async () => {
    const caller = await recordCaller({ name: 'Wyn Won', phone: '719 555 0177', status: 'won' })
    await expect(
      ctx.payload.create({
        collection: 'review-requests',
        data: { lead: caller.id, delayDays: 0 },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/no e-mail address to send a review request to/)
    const requests = await ctx.payload.count({
      collection: 'review-requests',
      where: { lead: { equals: caller.id } },
    })
    expect(requests.totalDocs).toBe(0)
  })
})

describe('every e-mail about a lead, recorded on it', () => {
  it('the visit’s e-mails beside the request’s own, each with its state; none sent twice', async () => {
    const settings = await ctx.payload.findGlobal({ slug: 'site-settings' })
    const lead = await ctx.payload.create({
      collection: 'leads',
      data: {
        name: 'Rita Recorded',
        email: 'rita@example.com',
        phone: '719 555 0188',
        source: 'calculator',
        status: 'new',
        emails: emailsFor(settings, 'rita@example.com'),
      },
      overrideAccess: true,
    })
    // The visit's confirmation goes out while the request's two e-mails still wait.
    const visit = await bookFor(lead)
    await deliverLeadEmails(ctx.payload, lead.id)
    await cancel(visit)
    await deliverLeadEmails(ctx.payload, lead.id)

    const emails = (await stored(lead)).emails ?? []
    expect(emails.map(({ kind, to, state, via }) => [kind, to, state, via])).toEqual([
      ['notification', 'office@example.com', 'sent', 'outbox'],
      ['estimate', 'rita@example.com', 'sent', 'outbox'],
      ['visit-booked', 'rita@example.com', 'sent', 'outbox'],
      ['visit-cancelled', 'rita@example.com', 'sent', 'outbox'],
    ])
    for (const email of emails) {
      expect(Date.parse(email.at!)).toBeGreaterThan(0)
      expect(Date.parse(email.sentAt!)).toBeGreaterThanOrEqual(Date.parse(email.at!))
    }
    // Each once in the Outbox, linked to the lead.
    expect((await outboxOf(lead)).sort()).toEqual(
      [
        ['notification', 'office@example.com'],
        ['estimate', 'rita@example.com'],
        ['visit-booked', 'rita@example.com'],
        ['visit-cancelled', 'rita@example.com'],
      ].sort(),
    )
  })

  it('a review request waits on the lead as queued; the sweep does not take it for the lead’s own', async () => {
    const lead = await ctx.payload.create({
      collection: 'leads',
      data: {
        name: 'Quinn Queued',
        email: 'quinn@example.com',
        phone: '719 555 0199',
        source: 'phone',
        status: 'won',
      },
      overrideAccess: true,
    })
    await ctx.payload.create({
      collection: 'review-requests',
      data: { lead: lead.id, delayDays: 7 },
      user: admin,
      overrideAccess: false,
    })
    expect(
      ((await stored(lead)).emails ?? []).map(({ kind, to, state }) => [kind, to, state]),
    ).toEqual([['review-request', 'quinn@example.com', 'queued']])
    // The recovery sweep a minute on owes this lead nothing of its own.
    const later = Date.now() + LEAD_SETTLE_MS + 1000
    expect((await recoverDroppedWork(ctx.payload, later)).requeued).toBe(0)
  })
})
