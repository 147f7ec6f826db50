import fs from 'fs'
import os from 'os'
import path from 'path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * What a server that died leaves behind, put back on its way (src/lib/jobs/recover.ts): a job
 * still marked as running, and a lead saved with e-mails owed but none queued. Real Payload, real
 * jobs queue, the outbox as the mail service.
 */
const { recoverDroppedWork, LEAD_SETTLE_MS } = await import('@/features/leads/server/recover')
const { STALE_JOB_MS } = await import('@/lib/jobs/recover')
const { emailsFor, queueLeadEmails } = await import('@/features/leads/server/emails')
const { createLeadFile } = await import('@/features/leads/server/files')
const { claimTick, pruneTicks, KEEP_TICKS_MS } = await import('@/lib/jobs/ticks')

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
})
afterAll(async () => {
  await ctx?.cleanup()
})

/** A lead as a server leaves it when it dies right after saving it: e-mails owed, none queued. */
async function orphanLead(email: string) {
  const settings = await ctx.payload.findGlobal({ slug: 'site-settings' })
  return ctx.payload.create({
    collection: 'leads',
    data: {
      name: 'Olga Orphan',
      email,
      phone: '719 555 0100',
      source: 'calculator',
      status: 'new',
      serviceType: 'basic',
      squareFootage: 1000,
      location: 'Salida, CO',
      emails: emailsFor(settings, email),
    },
    context: { disableRevalidate: true },
  })
}

const emailJobsOf = async (lead: number) =>
  (
    await ctx.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendLeadEmails' } },
      limit: 0,
      pagination: false,
      depth: 0,
    })
  ).docs.filter((job) => (job.input as { lead?: number }).lead === lead)

const statesOf = async (id: number) =>
  ((await ctx.payload.findByID({ collection: 'leads', id, depth: 0 })).emails ?? []).map(
    (email) => email.state,
  )

describe('a lead saved but never queued', () => {
  it('is left alone while its request may still be finishing it', async () => {
    const lead = await orphanLead('fresh@example.com')
    expect(await recoverDroppedWork(ctx.payload)).toEqual({ released: 0, requeued: 0, relinked: 0 })
    expect(await emailJobsOf(lead.id)).toHaveLength(0)
  })

  it('gets its e-mails queued once it has settled, once, and they are sent', async () => {
    const lead = await orphanLead('orphan@example.com')
    const later = Date.now() + LEAD_SETTLE_MS + 1000
    const first = await recoverDroppedWork(ctx.payload, later)
    expect(first.requeued).toBeGreaterThanOrEqual(1)
    expect(await emailJobsOf(lead.id)).toHaveLength(1)
    // A second sweep sees the job waiting and queues nothing more for this lead.
    await recoverDroppedWork(ctx.payload, later)
    expect(await emailJobsOf(lead.id)).toHaveLength(1)

    await ctx.payload.jobs.run({ queue: 'emails', limit: 50 })
    expect(await statesOf(lead.id)).toEqual(['sent', 'sent'])
    const outbox = await ctx.payload.find({
      collection: 'outbox',
      where: { lead: { equals: lead.id } },
    })
    expect(outbox.totalDocs).toBe(2)
    // Sent (its finished job is deleted): nothing is owed, nothing is queued again.
    expect(await emailJobsOf(lead.id)).toHaveLength(0)
    await recoverDroppedWork(ctx.payload, later)
    expect(await emailJobsOf(lead.id)).toHaveLength(0)
  })
})

describe('a job a dead server left marked as running', () => {
  it('is released after STALE_JOB_MS and then runs; a younger one is not touched', async () => {
    const lead = await orphanLead('stuck@example.com')
    const job = await queueLeadEmails(ctx.payload, lead.id)
    // What runJobs does as it takes a job; the process then dies.
    await ctx.payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
    })
    await ctx.payload.jobs.run({ queue: 'emails', limit: 50 })
    expect(await statesOf(lead.id)).toEqual(['queued', 'queued'])

    expect((await recoverDroppedWork(ctx.payload)).released).toBe(0)
    const settled = Date.now() + STALE_JOB_MS + 1000
    expect(await recoverDroppedWork(ctx.payload, settled)).toMatchObject({ released: 1 })
    // Its job is waiting again, so the lead does not get a second one.
    expect(await emailJobsOf(lead.id)).toHaveLength(1)

    await ctx.payload.jobs.run({ queue: 'emails', limit: 50 })
    expect(await statesOf(lead.id)).toEqual(['sent', 'sent'])
  })
})

describe('a lead whose save a dead server cut off', () => {
  it('gets back the links of the photos that name it', async () => {
    const lead = await orphanLead('cut-off@example.com')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relink-'))
    const photos = []
    for (const name of ['north.png', 'south.png']) {
      const file = path.join(dir, name)
      fs.writeFileSync(file, await makeImage(40, 30))
      photos.push(
        await createLeadFile(
          ctx.payload,
          {
            path: file,
            name,
            mime: 'image/png',
            ext: 'png',
            kind: 'image',
            size: fs.statSync(file).size,
          },
          { alt: 'Photo', lead: lead.id },
        ),
      )
    }
    // Linked on the lead, as the estimate request does; then a cut-off save loses one link.
    await ctx.payload.update({ collection: 'leads', id: lead.id, data: { media: [photos[0].id] } })
    const result = await recoverDroppedWork(ctx.payload)
    expect(result.relinked).toBe(1)
    const stored = await ctx.payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(stored.media).toEqual([photos[0].id, photos[1].id])
    expect((await recoverDroppedWork(ctx.payload)).relinked).toBe(0)
  })
})

describe('the jobs tick (one process runs the queue at a time)', () => {
  it('goes to exactly one of the claims made for one second, at once or later', async () => {
    const at = Date.parse('2026-11-24T05:00:05.250Z')
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => claimTick(ctx.payload, 'jobs', at + i * 100)),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimTick(ctx.payload, 'jobs', at)).toBe(false)
    // The next second, and another name in the same second, are claims of their own.
    expect(await claimTick(ctx.payload, 'jobs', at + 1000)).toBe(true)
    expect(await claimTick(ctx.payload, 'recover', at)).toBe(true)
  })

  it('is forgotten after KEEP_TICKS_MS', async () => {
    const before = await ctx.payload.count({ collection: 'job-ticks' })
    expect(before.totalDocs).toBeGreaterThan(0)
    await pruneTicks(ctx.payload, Date.now() + KEEP_TICKS_MS + 1000)
    expect((await ctx.payload.count({ collection: 'job-ticks' })).totalDocs).toBe(0)
  })
})
