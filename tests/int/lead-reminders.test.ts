import { spawn } from 'child_process'
import path from 'path'
import { fileURLToPath } from 'url'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import type { Lead } from '@/payload-types'

import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The 24-48 hour promise on a real database, through Payload's real e-mail queue and the outbox,
 * on a clock the test moves (Date only): a lead's respond-by time in the Business profile's
 * opening hours, met by a note or a status; the reminder four business hours before and the one
 * when overdue, each sent once (a server restarted between queueing and sending, in its own
 * process, sends it once), none once the lead is handled, none while the business is closed;
 * the morning digest at the day's opening, once.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const { deliverReminder, queueReminder, sweepReminders } =
  await import('@/features/leads/server/reminders')

let ctx: TestPayload
const setClock = (iso: string) => vi.setSystemTime(new Date(iso))

const outbox = async (kind?: string) =>
  (
    await ctx.payload.find({
      collection: 'outbox',
      where: kind ? { kind: { equals: kind } } : {},
      sort: 'createdAt',
      pagination: false,
      depth: 0,
    })
  ).docs
const runQueue = () => ctx.payload.jobs.run({ queue: 'emails' })
const newLead = (name: string, extra: Record<string, unknown> = {}) =>
  ctx.payload.create({
    collection: 'leads',
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '719 555 0100',
      source: 'contact' as const,
      location: 'Fairplay, CO',
      ...extra,
    } as Lead,
  })
const lead = (id: number) => ctx.payload.findByID({ collection: 'leads', id, depth: 0 })
/** The server after a restart: its own process on the same database, at `iso`. */
const restartedServer = (iso: string) =>
  new Promise<{ sweep: { soon: number; overdue: number; digest: boolean }; ran: number }>(
    (resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'tests/helpers/restartedServer.ts'],
        {
          cwd: root,
          env: { ...process.env, TEST_NOW: String(Date.parse(iso)) },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.on('error', reject)
      child.on('close', (code) => {
        const line = stdout.split('\n').find((text) => text.startsWith('{"sweep"'))
        if (code === 0 && line) resolve(JSON.parse(line))
        else reject(new Error(`exit ${code}: ${stderr}\n${stdout}`))
      })
    },
  )

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  delete process.env.RESEND_API_KEY
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettings, notificationEmail: 'office@example.com', morningDigest: false },
  })
}, 120_000)

afterAll(async () => {
  vi.useRealTimers()
  await ctx?.cleanup()
})

describe('a lead on Friday evening', () => {
  let id: number

  it('is due on Tuesday, counted in the opening hours (Mon-Fri 8-5, Sat 9-3)', async () => {
    setClock('2026-11-28T01:00:00Z') // Friday Nov 27, 6 PM MST
    const created = await newLead('Fiona Friday', {
      respondBy: '2099-01-01T00:00:00Z',
      respondedAt: '2026-11-28T01:00:00Z',
    })
    id = created.id
    expect(created.respondBy).toBe('2026-12-02T00:00:00.000Z') // Tuesday 5 PM MST
    expect(created.remindAt).toBe('2026-12-01T20:00:00.000Z') // Tuesday 1 PM MST
    expect(created.respondedAt ?? null).toBeNull()
    // Nobody moves the promise through the API.
    const edited = await ctx.payload.update({
      collection: 'leads',
      id,
      data: {
        respondBy: '2099-01-01T00:00:00Z',
        remindAt: '2099-01-01T00:00:00Z',
        location: 'Como',
      },
    })
    expect(edited.respondBy).toBe('2026-12-02T00:00:00.000Z')
    expect(edited.remindAt).toBe('2026-12-01T20:00:00.000Z')
  })

  it('is not reminded at night nor before its time', async () => {
    for (const at of [
      '2026-11-28T15:59:00Z', // Saturday 8:59 AM, closed
      '2026-11-29T18:00:00Z', // Sunday noon
      '2026-12-01T19:59:00Z', // Tuesday 12:59 PM: reminder at 1 PM
    ]) {
      setClock(at)
      expect(await sweepReminders(ctx.payload)).toEqual({ soon: 0, overdue: 0, digest: false })
    }
  })

  it('gets one "due soon" e-mail four business hours before, however often the sweep runs', async () => {
    setClock('2026-12-01T20:00:00Z')
    expect(await sweepReminders(ctx.payload)).toMatchObject({ soon: 1, overdue: 0 })
    setClock('2026-12-01T20:01:00Z')
    expect(await sweepReminders(ctx.payload)).toMatchObject({ soon: 0, overdue: 0 })
    await runQueue()
    await runQueue()
    const sent = await outbox('reminder-soon')
    expect(sent).toHaveLength(1)
    expect(sent[0].to).toBe('office@example.com')
    expect(sent[0].subject).toContain(
      'Due soon: answer Fiona Friday by December 1, 2026 at 5:00 PM MST',
    )
    expect(sent[0].text).toContain(`/admin/collections/leads/${id}`)
    expect(sent[0].text).toMatch(/https?:\/\//)
    expect((await lead(id)).reminders?.soonSentAt).toBeTruthy()
  })

  it('gets one "overdue" e-mail, sent once by a server restarted between queueing and sending', async () => {
    setClock('2026-12-02T00:00:00Z') // Tuesday 5 PM: due, and the business closes
    // Closed at 5 PM: nothing is queued until it opens.
    expect(await sweepReminders(ctx.payload)).toMatchObject({ overdue: 0 })
    setClock('2026-12-02T15:00:00Z') // Wednesday 8 AM
    expect(await sweepReminders(ctx.payload)).toMatchObject({ soon: 0, overdue: 1 })
    // The server stops here; another starts on the same database, sweeps and runs the queue.
    const restarted = await restartedServer('2026-12-02T15:01:00Z')
    expect(restarted.sweep).toEqual({ soon: 0, overdue: 0, digest: false })
    expect(restarted.ran).toBeGreaterThanOrEqual(1)
    setClock('2026-12-02T15:03:00Z')
    await sweepReminders(ctx.payload)
    await runQueue()
    const sent = await outbox('reminder-overdue')
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toContain('Overdue: Fiona Friday')
    // The job itself, run again by hand (a retry after the send), does not send twice.
    expect(await deliverReminder(ctx.payload, id, 'overdue')).toBe('already-sent')
    expect(await outbox('reminder-overdue')).toHaveLength(1)
  }, 120_000)
})

describe('a lead handled in time', () => {
  it('is met by a note, and gets no reminder', async () => {
    setClock('2026-11-30T16:00:00Z') // Monday 9 AM
    const created = await newLead('Hank Handled')
    expect(created.respondBy).toBe('2026-12-02T22:00:00.000Z') // Mon 8 h, Tue 9 h: Wed 3 PM
    setClock('2026-11-30T17:30:00Z')
    const noted = await ctx.payload.update({
      collection: 'leads',
      id: created.id,
      data: { notes: [{ kind: 'note', note: 'Left a voicemail' }] },
    })
    expect(noted.respondedAt).toBe('2026-11-30T17:30:00.000Z')
    // A later save keeps the first answer's time.
    setClock('2026-11-30T18:00:00Z')
    const later = await ctx.payload.update({
      collection: 'leads',
      id: created.id,
      data: { status: 'contacted', respondedAt: null },
    })
    expect(later.respondedAt).toBe('2026-11-30T17:30:00.000Z')

    const before = (await outbox()).length
    setClock('2026-12-02T22:30:00Z') // past its reminder and its due time
    expect(await sweepReminders(ctx.payload)).toMatchObject({ soon: 0, overdue: 0 })
    // A reminder queued before the note (the job already waiting) is dropped when it runs.
    await queueReminder(ctx.payload, created.id, 'soon')
    await runQueue()
    expect(await outbox()).toHaveLength(before)
    expect(await deliverReminder(ctx.payload, created.id, 'overdue')).toBe('handled')
  })

  it('is met by leaving New', async () => {
    setClock('2026-11-30T16:00:00Z')
    const created = await newLead('Stella Status')
    setClock('2026-11-30T16:10:00Z')
    const moved = await ctx.payload.update({
      collection: 'leads',
      id: created.id,
      data: { status: 'quoted' },
    })
    expect(moved.respondedAt).toBe('2026-11-30T16:10:00.000Z')
  })
})

describe('at night', () => {
  it('a reminder job that comes up while the business is closed waits for the opening', async () => {
    setClock('2026-12-03T16:00:00Z') // Thursday 9 AM
    const created = await newLead('Nora Night')
    setClock('2026-12-04T02:00:00Z') // Thursday 7 PM, closed
    const before = (await outbox()).length
    expect(await deliverReminder(ctx.payload, created.id, 'soon')).toBe('waiting')
    expect(await outbox()).toHaveLength(before)
    const waiting = await ctx.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendLeadReminder' }, completedAt: { exists: false } },
      depth: 0,
      pagination: false,
    })
    const mine = waiting.docs.filter((job) => (job.input as { lead?: number }).lead === created.id)
    expect(mine.map((job) => job.waitUntil)).toEqual(['2026-12-04T15:00:00.000Z']) // Friday 8 AM
    await runQueue() // not yet
    expect(await outbox()).toHaveLength(before)
    setClock('2026-12-04T15:00:30Z')
    await runQueue()
    expect(await outbox('reminder-soon')).toHaveLength(2)
  })
})

describe('the morning digest', () => {
  it('is off unless the Business profile asks for it', async () => {
    setClock('2026-12-07T15:00:00Z') // Monday 8 AM
    expect((await sweepReminders(ctx.payload)).digest).toBe(false)
  })

  it('goes out once, when the business opens, with the overdue and due leads', async () => {
    await ctx.payload.updateGlobal({ slug: 'site-settings', data: { morningDigest: true } })
    setClock('2026-12-08T14:59:00Z') // Tuesday 7:59 AM
    expect((await sweepReminders(ctx.payload)).digest).toBe(false)
    setClock('2026-12-08T15:00:00Z')
    expect((await sweepReminders(ctx.payload)).digest).toBe(true)
    setClock('2026-12-08T15:05:00Z')
    expect((await sweepReminders(ctx.payload)).digest).toBe(false)
    await runQueue()
    const digests = await outbox('digest')
    expect(digests).toHaveLength(1)
    const [digest] = digests
    expect(digest.to).toBe('office@example.com')
    expect(digest.text).toContain('Good morning: Tuesday, December 8, 2026')
    expect(digest.text).toMatch(/Overdue: \d+/)
    expect(digest.text).toContain('Nora Night')
    expect(digest.text).toContain('Visitors yesterday: 0')
    expect(digest.html).toMatch(/href="https?:\/\/[^"]+\/admin\/collections\/leads\/\d+"/)
    // A profile saved from the studio cannot put the day back.
    await ctx.payload
      .updateGlobal({
        slug: 'site-settings',
        data: { digestQueuedFor: '2000-01-01' },
        overrideAccess: false,
        user: null,
      })
      .catch(() => null)
    setClock('2026-12-08T15:10:00Z')
    expect((await sweepReminders(ctx.payload)).digest).toBe(false)
  })
})
