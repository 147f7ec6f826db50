import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { startFakeResend, type FakeResend } from '../../scripts/lib/fakes.mjs'
import { makeExe, makeImage, makeLargeJpeg } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import type { Lead, ReviewRequest, User } from '@/payload-types'

/**
 * Review requests end to end on a real database, the real jobs queue, a Resend-speaking server on
 * 127.0.0.1 and the real route handler of `POST /api/review/<token>`: who may ask for one, the
 * e-mail and its link, and an attacker's tries (a replayed link, 30 posts of one link at once,
 * another lead's link, forged and expired ones, bad and oversized files, HTML in the text).
 */
const { POST } = await import('@/app/(frontend)/api/review/[token]/route')
const { signReviewToken } = await import('@/features/reviews/server/token')
const { openReviewLink } = await import('@/features/reviews/server/submit')

process.env.REVIEW_RATE_LIMIT = '1000/60'

let ctx: TestPayload
let resend: FakeResend
let staff: User
let editor: User
let admin: User

beforeAll(async () => {
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettings, notificationEmail: 'office@example.com' },
  })
  resend = await startFakeResend({ apiKey: 're_review_key' })
  process.env.RESEND_API_KEY = 're_review_key'
  process.env.RESEND_BASE_URL = resend.url
  process.env.NEXT_PUBLIC_SERVER_URL = 'https://logs.example.com'
  const make = (role: User['role'], name: string) =>
    ctx.payload.create({
      collection: 'users',
      data: { email: `${role}@example.com`, password: 'correct horse battery', name, role },
    })
  staff = await make('staff', 'Sam Staff')
  editor = await make('editor', 'Eddie Editor')
  admin = await make('admin', 'Olive Owner')
})

afterEach(() => resend.setMode('ok'))

afterAll(async () => {
  delete process.env.RESEND_API_KEY
  delete process.env.RESEND_BASE_URL
  delete process.env.NEXT_PUBLIC_SERVER_URL
  await resend?.close()
  await ctx?.cleanup()
})

let leads = 0
async function wonLead(status: Lead['status'] = 'won') {
  leads += 1
  return ctx.payload.create({
    collection: 'leads',
    data: {
      name: `Robin Reviewer${leads}`,
      email: `robin${leads}@example.com`,
      phone: '719 555 0100',
      source: 'phone',
      serviceType: 'full',
      status,
    },
  })
}

/** As the case file asks: the REST API as a signed-in user, with access on. */
const askAs = (user: User, lead: number, delayDays = 0) =>
  ctx.payload.create({
    collection: 'review-requests',
    data: { lead, delayDays },
    user,
    overrideAccess: false,
  })

const runQueue = () => ctx.payload.jobs.run({ queue: 'emails' })
const request = (id: number) =>
  ctx.payload.findByID({ collection: 'review-requests', id, depth: 0 })

/** The link of the e-mail the fake Resend took for `to`: the token in it. */
function tokenSentTo(to: string) {
  const mail = resend.received.findLast((entry) => entry.body.to === to)
  if (!mail) throw new Error(`no e-mail to ${to}`)
  const html = String(mail.body.html)
  const match = /href="https:\/\/logs\.example\.com\/review\/([^"]+)"/.exec(html)
  if (!match) throw new Error(`no review link in ${html}`)
  return match[1]
}

/** A won lead whose review request went out: its request and the link's token. */
async function sentRequest() {
  const lead = await wonLead()
  const asked = await askAs(admin, lead.id)
  await runQueue()
  return { lead, request: await request(asked.id), token: tokenSentTo(lead.email!) }
}

type Part = { name: string; bytes: Buffer; type?: string }
const fields = { rating: '5', content: 'The logs look new again. Great crew!', town: 'Salida' }

const post = (
  token: string,
  values: Record<string, string> = fields,
  files: Part[] = [],
  accept = 'application/json',
) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.append(key, value)
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    )
  }
  return POST(
    new Request(`http://127.0.0.1:3000/api/review/${token}`, {
      method: 'POST',
      headers: { accept },
      body: form,
    }),
    { params: Promise.resolve({ token }) },
  )
}

const testimonialsOf = (lead: number) =>
  ctx.payload.find({
    collection: 'testimonials',
    where: { lead: { equals: lead } },
    draft: true,
    depth: 0,
  })

describe('asking for a review', () => {
  it('is only for a won lead, and only the owner (admins) asks', async () => {
    const open = await wonLead('quoted')
    await expect(askAs(admin, open.id)).rejects.toThrow(/marked Won/)
    const won = await wonLead()
    await expect(askAs(staff, won.id)).rejects.toThrow(/not allowed/i)
    await expect(askAs(editor, won.id)).rejects.toThrow(/not allowed/i)
    await expect(
      ctx.payload.create({
        collection: 'review-requests',
        data: { lead: won.id },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(askAs(admin, won.id, 61)).rejects.toThrow()
    expect((await ctx.payload.count({ collection: 'review-requests' })).totalDocs).toBe(0)
  })

  it('cannot be sent by staff to themselves: a lead of their own, marked Won, gets no link', async () => {
    // What staff may do with leads: record one (as if by phone) with their own address, win it.
    const own = await ctx.payload.create({
      collection: 'leads',
      data: {
        name: 'Sam Staff',
        email: 'staff@example.com',
        phone: '719 555 0111',
        source: 'phone',
        status: 'new',
      },
      user: staff,
      overrideAccess: false,
    })
    await ctx.payload.update({
      collection: 'leads',
      id: own.id,
      data: { status: 'won' },
      user: staff,
      overrideAccess: false,
    })
    await expect(askAs(staff, own.id)).rejects.toThrow(/not allowed/i)
    await runQueue()
    expect(resend.received.filter((entry) => entry.body.to === 'staff@example.com')).toHaveLength(0)
    expect((await ctx.payload.count({ collection: 'review-requests' })).totalDocs).toBe(0)
  })

  it('sends the e-mail once through the queue, with an absolute link good for 60 days', async () => {
    const lead = await wonLead()
    // Whatever else the client sends is the site's to set.
    const asked = await ctx.payload.create({
      collection: 'review-requests',
      data: { lead: lead.id, to: 'attacker@example.com', state: 'sent' } as never,
      user: admin,
      overrideAccess: false,
    })
    expect(asked).toMatchObject({ to: lead.email, state: 'scheduled' })
    const before = Date.now()
    await runQueue()
    await runQueue()
    const sent = await request(asked.id)
    expect(sent.state).toBe('sent')
    const mails = resend.received.filter((entry) => entry.body.to === lead.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].body.subject).toContain('How did we do?')
    expect(String(mails[0].body.text)).toContain('https://logs.example.com/review/')
    const days = (Date.parse(sent.expiresAt!) - before) / 86_400_000
    expect(days).toBeGreaterThan(59.9)
    expect(days).toBeLessThan(60.1)
    const token = tokenSentTo(lead.email!)
    expect(await openReviewLink(ctx.payload, token)).toMatchObject({ ok: true })
  })

  it('waits for its day when scheduled, and is dropped if the lead is no longer won', async () => {
    const lead = await wonLead()
    const asked = await askAs(admin, lead.id, 7)
    const { docs } = await ctx.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendReviewRequest' } },
      sort: '-createdAt',
      limit: 1,
    })
    const days = (Date.parse(docs[0].waitUntil!) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    await runQueue()
    expect((await request(asked.id)).state).toBe('scheduled')
    // The seventh day comes, but the owner has moved the lead back meanwhile.
    await ctx.payload.update({
      collection: 'payload-jobs',
      id: docs[0].id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    })
    await ctx.payload.update({ collection: 'leads', id: lead.id, data: { status: 'quoted' } })
    await runQueue()
    expect((await request(asked.id)).state).toBe('cancelled')
    expect(resend.received.filter((entry) => entry.body.to === lead.email)).toHaveLength(0)
  })
})

describe('the homeowner’s review', () => {
  it('lands as a draft testimonial linked to the lead, with the photo, never public', async () => {
    const { lead, request: sent, token } = await sentRequest()
    const html = '<script>alert(1)</script><b>Great</b> work on our logs'
    const response = await post(token, { ...fields, rating: '4', content: html }, [
      { name: 'after.png', bytes: await makeImage(800, 600), type: 'image/png' },
    ])
    expect(response.status, await response.clone().text()).toBe(200)
    const { docs } = await testimonialsOf(lead.id)
    expect(docs).toHaveLength(1)
    const [review] = docs
    expect(review).toMatchObject({
      _status: 'draft',
      rating: 4,
      content: html,
      location: 'Salida',
      author: `Robin R.`,
      projectType: 'Full Restoration / Comprehensive Repairs',
      lead: lead.id,
      reviewRequest: sent.id,
    })
    expect(review.photos).toHaveLength(1)
    const photo = await ctx.payload.findByID({
      collection: 'lead-files',
      id: review.photos![0] as number,
      depth: 0,
    })
    expect(photo).toMatchObject({ lead: lead.id, kind: 'image', originalName: 'after.png' })
    const after = await ctx.payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(after.media).toContain(photo.id)
    expect(after.notes?.at(-1)?.note).toContain('Review received: 4 of 5 stars')
    expect((await request(sent.id)).usedAt).toBeTruthy()

    // Visitors see it only once the owner publishes it, and never its lead or photos.
    const asVisitor = () =>
      ctx.payload.find({
        collection: 'testimonials',
        where: { id: { equals: review.id } },
        overrideAccess: false,
      })
    expect((await asVisitor()).totalDocs).toBe(0)
    await ctx.payload.update({
      collection: 'testimonials',
      id: review.id,
      data: { _status: 'published' },
    })
    const [published] = (await asVisitor()).docs
    expect(published).toMatchObject({ rating: 4, content: html })
    expect(published.lead).toBeUndefined()
    expect(published.photos).toBeUndefined()
    expect(published.reviewRequest).toBeUndefined()
  })

  it('works once: a replayed link is refused and changes nothing', async () => {
    const { lead, token } = await sentRequest()
    expect((await post(token)).status).toBe(200)
    const again = await post(token, { ...fields, content: 'A second, different review text' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ success: false, problem: 'used' })
    expect(await openReviewLink(ctx.payload, token)).toEqual({ ok: false, problem: 'used' })
    const { docs } = await testimonialsOf(lead.id)
    expect(docs.map((doc) => doc.content)).toEqual([fields.content])
  })

  it('keeps exactly one review when the same link is posted 30 times at once', async () => {
    const { lead, token } = await sentRequest()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post(token, { ...fields, content: `Review number ${index} of thirty` }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(29)
    expect((await testimonialsOf(lead.id)).totalDocs).toBe(1)
  })

  it('refuses another lead’s request, forged, cut and expired links, and stores nothing', async () => {
    const mine = await sentRequest()
    const theirs = await sentRequest()
    const [id, expiry, signature] = mine.token.split('.')
    const expiresAt = new Date(mine.request.expiresAt!)
    const forged = [
      // My signature on their request's id, and on a longer life.
      `${theirs.request.id}.${expiry}.${signature}`,
      `${id}.${(parseInt(expiry, 36) + 86_400).toString(36)}.${signature}`,
      mine.token.slice(0, -1),
      'not-a-token',
      '1.2.3',
      '%3Cscript%3E',
      // Signed right but for a request that was never sent with that expiry.
      signReviewToken(mine.request.id, new Date(expiresAt.getTime() + 1000)),
      signReviewToken(999_999, expiresAt),
    ]
    for (const token of forged) {
      const answer = await post(token)
      expect(answer.status, token).toBe(404)
      expect(await answer.json()).toMatchObject({ problem: 'invalid' })
    }
    const expired = await post(signReviewToken(mine.request.id, new Date(Date.now() - 1000)))
    expect(expired.status).toBe(410)
    for (const { lead } of [mine, theirs]) {
      expect((await testimonialsOf(lead.id)).totalDocs).toBe(0)
    }
    // Both links still work for their own homeowners.
    expect((await post(theirs.token)).status).toBe(200)
    expect((await post(mine.token)).status).toBe(200)
  })

  it('refuses bad and oversized files with the estimate form’s rules, keeping the link', async () => {
    const { lead, token } = await sentRequest()
    const files = async () => (await ctx.payload.count({ collection: 'lead-files' })).totalDocs
    const before = await files()
    const exe = await post(token, fields, [
      { name: 'photo.jpg', bytes: makeExe(), type: 'image/jpeg' },
    ])
    expect([415, 422]).toContain(exe.status)
    const large = await post(token, fields, [
      { name: 'huge.jpg', bytes: await makeLargeJpeg(10 * 1024 * 1024 + 1024), type: 'image/jpeg' },
    ])
    expect(large.status).toBe(413)
    expect((await large.json()).error).toMatch(/too large/)
    const tooMany = await post(
      token,
      fields,
      await Promise.all(
        Array.from({ length: 11 }, async (_, index) => ({
          name: `p${index}.png`,
          bytes: await makeImage(8, 8),
          type: 'image/png',
        })),
      ),
    )
    expect(tooMany.status).toBe(413)
    expect(await files()).toBe(before)
    expect((await testimonialsOf(lead.id)).totalDocs).toBe(0)
    expect((await post(token)).status).toBe(200)
  })

  it('answers bad fields by the field, keeping what was typed', async () => {
    const { lead, token } = await sentRequest()
    const answer = await post(token, { rating: '6', content: 'short', town: '' })
    expect(answer.status).toBe(422)
    const body = await answer.json()
    expect(Object.keys(body.issues).sort()).toEqual(['content', 'rating', 'town'])
    expect(body.values).toEqual({ rating: '6', content: 'short', town: '' })
    expect((await testimonialsOf(lead.id)).totalDocs).toBe(0)
  })
})

describe('the form without JavaScript', () => {
  it('is answered with redirects: back with the message and the text, then the thank-you', async () => {
    const { lead, token } = await sentRequest()
    const refused = await post(
      token,
      { rating: '5', content: 'Too short', town: 'Salida' },
      [],
      'text/html',
    )
    expect(refused.status).toBe(303)
    const back = new URL(refused.headers.get('location')!, 'http://x')
    expect(back.pathname).toBe(`/review/${token}`)
    expect(back.searchParams.get('error')).toMatch(/at least 10 characters/)
    expect(back.searchParams.get('content')).toBe('Too short')
    expect(back.searchParams.get('town')).toBe('Salida')

    // A browser sends an empty file part when no photo was chosen.
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    form.append('files', new Blob([], { type: 'application/octet-stream' }), '')
    const sent = await POST(
      new Request(`http://127.0.0.1:3000/api/review/${token}`, { method: 'POST', body: form }),
      { params: Promise.resolve({ token }) },
    )
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe(`/review/${token}?sent=1`)
    expect((await testimonialsOf(lead.id)).totalDocs).toBe(1)
  })
})

export type { ReviewRequest }
