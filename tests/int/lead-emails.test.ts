import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { startFakeResend, type FakeResend } from '../../scripts/lib/fakes.mjs'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The e-mails of a lead, through Payload's real jobs queue: to the outbox without a Resend key,
 * to a Resend-speaking server on 127.0.0.1 with one, and what happens when that server fails or
 * hangs (the lead stays, is marked, and the e-mail goes out on a retry).
 */
process.env.CALCULATOR_RATE_LIMIT = '1000/60'
process.env.EMAIL_TIMEOUT_MS = '500'
const { POST } = await import('@/app/(frontend)/api/calculator/route')
const { EMAIL_RETRIES } = await import('@/lib/email/task')

let ctx: TestPayload
let resend: FakeResend

const submit = async (name: string, email: string) => {
  const response = await POST(
    new Request('http://127.0.0.1:3000/api/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email,
        phone: '719 555 0100',
        serviceType: 'basic',
        squareFootage: '1000',
        location: 'Westcliffe, CO',
      }),
    }),
  )
  expect(response.status).toBe(200)
  // The answer names no lead (no id for the public): the lead of this e-mail address.
  const { docs } = await ctx.payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  return docs[0].id
}

const lead = (id: number) => ctx.payload.findByID({ collection: 'leads', id })
const states = async (id: number) =>
  ((await lead(id)).emails ?? []).map(({ kind, state, attempts, via }) => ({
    kind,
    state,
    attempts,
    via,
  }))
const runQueue = () => ctx.payload.jobs.run({ queue: 'emails' })
const jobsFor = async (id: number) => {
  const jobs = await ctx.payload.find({
    collection: 'payload-jobs',
    sort: '-createdAt',
    limit: 100,
    depth: 0,
  })
  return jobs.docs.filter(
    (doc) => doc.taskSlug === 'sendLeadEmails' && (doc.input as { lead?: number }).lead === id,
  )
}
const jobFor = async (id: number) => {
  const [job] = await jobsFor(id)
  if (!job) throw new Error(`no job for lead ${id}`)
  return job
}

beforeAll(async () => {
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettings, notificationEmail: 'office@example.com' },
  })
  resend = await startFakeResend({ apiKey: 're_test_key' })
})

afterEach(() => {
  delete process.env.RESEND_API_KEY
  delete process.env.RESEND_BASE_URL
  resend.setMode('ok')
})

afterAll(async () => {
  await resend?.close()
  await ctx?.cleanup()
})

const useResend = () => {
  process.env.RESEND_API_KEY = 're_test_key'
  process.env.RESEND_BASE_URL = resend.url
}

describe('without RESEND_API_KEY', () => {
  it('keeps both e-mails in the outbox and marks them sent there', async () => {
    const id = await submit('Olive Outbox', 'olive@example.com')
    await runQueue()
    expect(await states(id)).toEqual([
      { kind: 'notification', state: 'sent', attempts: 1, via: 'outbox' },
      { kind: 'estimate', state: 'sent', attempts: 1, via: 'outbox' },
    ])
    const outbox = await ctx.payload.find({
      collection: 'outbox',
      where: { lead: { equals: id } },
      sort: 'createdAt',
    })
    expect(outbox.docs.map((doc) => doc.to)).toEqual(['office@example.com', 'olive@example.com'])
    expect(outbox.docs[1].subject).toContain('$3,500')
    expect(outbox.docs[1].html).toContain('Olive')
    expect(outbox.docs[1].text).toContain('$3,500')
    expect(resend.attempts).toHaveLength(0)
  })
})

describe('Payload’s own e-mails', () => {
  it('take the same road: the outbox without a key', async () => {
    await ctx.payload.sendEmail({
      to: 'owner@example.com',
      subject: 'Reset your password',
      html: '<p>Follow the link</p>',
    })
    const { docs } = await ctx.payload.find({
      collection: 'outbox',
      where: { subject: { equals: 'Reset your password' } },
    })
    expect(docs.map((doc) => [doc.to, doc.kind, doc.from])).toEqual([
      ['owner@example.com', 'studio', 'High Country Log Home Finishing <estimates@example.com>'],
    ])
  })
})

describe('with Resend', () => {
  it('sends the notification to the business and the estimate to the homeowner', async () => {
    useResend()
    const id = await submit('Rita Resend', 'rita@example.com')
    const before = resend.received.length
    await runQueue()

    const sent = resend.received.slice(before)
    expect(sent.map((email) => email.body.to)).toEqual(['office@example.com', 'rita@example.com'])
    const [notice, estimate] = sent
    expect(notice.body.subject).toContain('Rita Resend')
    expect(notice.body.html).toContain(`/admin/collections/leads/${id}`)
    expect(notice.body.reply_to).toEqual('rita@example.com')
    expect(estimate.body.from).toBe('High Country Log Home Finishing <estimates@example.com>')
    expect(estimate.body.html).toContain('$3,500')
    expect(estimate.body.text).toContain('$3,500')
    expect(estimate.body.text).toContain('24-48 hours')
    expect(estimate.body.text).toContain('(719) 555-0142')
    const { createdAt } = await lead(id)
    expect(estimate.idempotencyKey).toBe(`lead-${id}-${Date.parse(createdAt)}-estimate`)

    const record = await lead(id)
    expect(record.emails?.map((email) => [email.state, email.via, email.providerId])).toEqual([
      ['sent', 'resend', notice.id],
      ['sent', 'resend', estimate.id],
    ])
  })

  it.each(['fail', 'hang'] as const)(
    'keeps the lead when the service %ss, marks the e-mails and sends them on a retry',
    async (mode) => {
      useResend()
      resend.setMode(mode)
      const id = await submit(`Frank ${mode}`, `frank-${mode}@example.com`)
      const before = resend.received.length
      await runQueue()

      const failed = await lead(id)
      expect(failed.name).toBe(`Frank ${mode}`)
      expect(await states(id)).toEqual([
        { kind: 'notification', state: 'retrying', attempts: 1, via: null },
        { kind: 'estimate', state: 'retrying', attempts: 1, via: null },
      ])
      expect(failed.emails?.[0].lastError).toMatch(
        mode === 'fail' ? /Something went wrong/ : /Unable to fetch/,
      )
      const job = await jobFor(id)
      expect(job.hasError).toBeFalsy()
      expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())
      expect(resend.received.length).toBe(before)

      // The queue does not pick the job up before its back-off is over...
      await runQueue()
      expect((await states(id))[0].attempts).toBe(1)

      // ...and once the service is back, the retry sends both.
      resend.setMode('ok')
      await ctx.payload.jobs.runByID({ id: job.id })
      expect(await states(id)).toEqual([
        { kind: 'notification', state: 'sent', attempts: 2, via: 'resend' },
        { kind: 'estimate', state: 'sent', attempts: 2, via: 'resend' },
      ])
      expect(resend.received.slice(before).map((email) => email.body.to)).toEqual([
        'office@example.com',
        `frank-${mode}@example.com`,
      ])
      expect((await lead(id)).emails?.[0].lastError ?? null).toBeNull()
      // Payload removes a job once it has completed.
      expect(await jobsFor(id)).toEqual([])
    },
  )

  it('a new lead that gets a deleted lead’s id still gets its e-mails (keys never repeat)', async () => {
    useResend()
    // The newest lead is deleted: SQLite gives its id to the next one.
    const first = await submit('Del Deleted', 'del@example.com')
    await runQueue()
    await ctx.payload.delete({ collection: 'leads', id: first })
    const before = resend.received.length
    const second = await submit('Nell New', 'nell@example.com')
    if (ctx.adapter === 'sqlite') expect(second).toBe(first)
    await runQueue()

    const sent = resend.received.slice(before)
    expect(sent.map((email) => email.body.to)).toEqual(['office@example.com', 'nell@example.com'])
    expect(await states(second)).toEqual([
      { kind: 'notification', state: 'sent', attempts: 1, via: 'resend' },
      { kind: 'estimate', state: 'sent', attempts: 1, via: 'resend' },
    ])
  })

  it('counts an e-mail whose key the service already took with another body as sent, not again', async () => {
    useResend()
    const id = await submit('Kit Killed', 'kit@example.com')
    await runQueue()
    expect(resend.received.filter((email) => email.body.to === 'kit@example.com')).toHaveLength(1)
    // A server died after the service took both e-mails and before it recorded them; the lead
    // changed since, so the e-mails come out different under the same keys.
    const record = await lead(id)
    await ctx.payload.update({
      collection: 'leads',
      id,
      data: {
        description: 'Added after the first try',
        emails: record.emails!.map((email) => ({ ...email, state: 'retrying' })),
      },
    })
    const before = resend.received.length
    await ctx.payload.jobs.queue({ task: 'sendLeadEmails', input: { lead: id }, queue: 'emails' })
    await runQueue()
    expect(resend.received.length).toBe(before)
    expect((await states(id)).map(({ state }) => state)).toEqual(['sent', 'sent'])
  })

  it('sends only what is still unsent when one e-mail failed', async () => {
    useResend()
    const id = await submit('Sam Split', 'sam@example.com')
    const job = await jobFor(id)
    // The notice goes out, then the service breaks before the estimate.
    const record = await lead(id)
    await ctx.payload.update({
      collection: 'leads',
      id,
      data: {
        emails: record.emails!.map((email) =>
          email.kind === 'notification'
            ? { ...email, state: 'sent', attempts: 1, via: 'resend' }
            : email,
        ),
      },
    })
    const before = resend.received.length
    await ctx.payload.jobs.runByID({ id: job.id })
    expect(resend.received.slice(before).map((email) => email.body.to)).toEqual(['sam@example.com'])
  })

  it('marks the e-mails failed when the last retry fails too', async () => {
    useResend()
    resend.setMode('fail')
    const id = await submit('Lana Last', 'lana@example.com')
    const record = await lead(id)
    await ctx.payload.update({
      collection: 'leads',
      id,
      data: { emails: record.emails!.map((email) => ({ ...email, attempts: EMAIL_RETRIES })) },
    })
    await ctx.payload.jobs.runByID({ id: (await jobFor(id)).id })
    expect((await states(id)).map(({ state, attempts }) => [state, attempts])).toEqual([
      ['failed', EMAIL_RETRIES + 1],
      ['failed', EMAIL_RETRIES + 1],
    ])
    expect((await lead(id)).name).toBe('Lana Last')
  })

  it('keeps the e-mail record out of the studio’s hands', async () => {
    const id = await submit('Ned Notes', 'ned@example.com')
    await runQueue()
    const staff = await ctx.payload.create({
      collection: 'users',
      data: {
        email: 'desk@example.com',
        password: 'correct horse battery',
        name: 'Desk',
        role: 'staff',
      },
    })
    const before = await lead(id)
    await ctx.payload.update({
      collection: 'leads',
      id,
      overrideAccess: false,
      user: staff,
      data: {
        status: 'contacted',
        emails: before.emails!.map((email) => ({ ...email, state: 'queued', attempts: 0 })),
      },
    })
    const after = await lead(id)
    expect(after.status).toBe('contacted')
    expect(after.emails?.map((email) => email.state)).toEqual(['sent', 'sent'])
  })
})
