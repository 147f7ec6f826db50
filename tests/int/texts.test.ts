import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { startFakeTwilio, type FakeTwilio } from '../../scripts/lib/fakes.mjs'
import type { Lead } from '@/payload-types'

import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Text messages through Payload's real jobs queue and a Twilio-speaking server on 127.0.0.1:
 * stored first, sent at most once (also when the worker is killed mid-send), retried on 5xx and
 * time-outs and never on 4xx, never without consent, to an unconfirmed number, in the quiet hours
 * or after STOP; and the webhook: signed and not replayed, status callbacks, STOP/START/HELP,
 * replies into the lead's history.
 */
const SITE = 'http://127.0.0.1:3000'
const WEBHOOK = `${SITE}/api/texts/webhook`
process.env.NEXT_PUBLIC_SERVER_URL = SITE
process.env.TEXT_TIMEOUT_MS = '1500'
process.env.TEXTS_WEBHOOK_RATE_LIMIT = '1000/60'
const root = path.resolve(import.meta.dirname, '../..')

let ctx: TestPayload
let fake: FakeTwilio
let POST: (request: Request) => Promise<Response>
let texts: typeof import('@/features/texts/server/queue')
let send: typeof import('@/features/texts/server/send')
let notify: typeof import('@/features/texts/server/notify')
let releaseStaleJobs: typeof import('@/lib/jobs/recover').releaseStaleJobs

const HOMEOWNER = '+19705550142'
const OWNER = '+19705550100'

beforeAll(async () => {
  fake = await startFakeTwilio({ webhookUrl: WEBHOOK, callbackDelayMs: 10 })
  process.env.TWILIO_ACCOUNT_SID = fake.accountSid
  process.env.TWILIO_AUTH_TOKEN = fake.authToken
  process.env.TWILIO_FROM = fake.from
  process.env.TWILIO_BASE_URL = fake.url
  ctx = await createTestPayload()
  ;({ POST } = await import('@/app/(frontend)/api/texts/webhook/route'))
  texts = await import('@/features/texts/server/queue')
  send = await import('@/features/texts/server/send')
  notify = await import('@/features/texts/server/notify')
  ;({ releaseStaleJobs } = await import('@/lib/jobs/recover'))
  // 10 AM on Colorado's clock, the clock running: homeowners' texts go at once (the quiet hours
  // have their own test). The worker killed mid-send runs on the real clock, with staff alerts.
  // Faked only now, with every package loaded: a class that extends Date (@date-fns/tz's
  // TZDate), loaded while it was faked, would extend the fake in the files after this one.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date('2026-12-04T17:00:00Z'))
}, 60_000)

afterAll(async () => {
  vi.useRealTimers()
  await fake?.close()
  await ctx?.cleanup()
})

beforeEach(async () => {
  await fake.setMode('ok')
  fake.messages.length = 0
  fake.attempts.length = 0
  fake.optedOut.clear()
  // Nothing left from the last test: its texts, jobs, stopped numbers and staff.
  for (const collection of ['texts', 'text-opt-outs', 'payload-jobs', 'users'] as const) {
    await ctx.payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
})

const runQueue = () => ctx.payload.jobs.run({ queue: 'emails' })
const to = (number: string) => fake.messages.filter((message) => message.to === number)

let leads = 0
/** A lead; with `consent`, the homeowner ticked "Text me about my visit" for HOMEOWNER. */
async function lead({ consent = true, number = HOMEOWNER } = {}) {
  leads += 1
  return ctx.payload.create({
    collection: 'leads',
    data: {
      name: `Jane Doe ${leads}`,
      email: `jane${leads}@example.com`,
      phone: '970-555-0142',
      source: 'contact',
      location: 'Evergreen, CO',
      ...(consent
        ? {
            textConsent: {
              number,
              words: 'Text me',
              at: new Date().toISOString(),
              source: 'estimate',
            },
          }
        : {}),
    } as Lead,
    overrideAccess: true,
  })
}

let users = 0
async function staff({
  mobile = OWNER,
  confirmed = true,
  alerts = ['leads', 'visits', 'replies'],
} = {}) {
  users += 1
  return ctx.payload.create({
    collection: 'users',
    data: {
      name: `Staff ${users}`,
      email: `staff${users}@example.com`,
      password: 'a long passphrase for tests 42',
      role: 'staff',
      mobile,
      mobileConfirmedAt: confirmed ? new Date().toISOString() : null,
      textAlerts: alerts as ('leads' | 'visits' | 'replies')[],
      textAtNight: true,
    },
    overrideAccess: true,
  })
}

const textsOf = async (where = {}) =>
  (
    await ctx.payload.find({
      collection: 'texts',
      where,
      sort: 'createdAt',
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
  ).docs

const estimateText = (leadId: number, key = `lead-${leadId}:estimate-received:${HOMEOWNER}`) => ({
  kind: 'estimate-received' as const,
  to: HOMEOWNER,
  body: `High Country: thanks (${key})`,
  key,
  lead: leadId,
  quiet: false,
})

/** A signed webhook request, as Twilio posts one. */
function webhook(params: Record<string, string>, signature = fake.sign(WEBHOOK, params)) {
  return POST(
    new Request(WEBHOOK, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === '' ? {} : { 'x-twilio-signature': signature }),
      },
      body: new URLSearchParams(params).toString(),
    }),
  )
}

let sids = 0
const inbound = (from: string, body: string) => {
  sids += 1
  const sid = `SM${String(sids).padStart(32, '0')}`
  return webhook({
    MessageSid: sid,
    SmsMessageSid: sid,
    AccountSid: fake.accountSid,
    From: from,
    To: fake.from,
    Body: body,
    NumMedia: '0',
    SmsStatus: 'received',
    ApiVersion: '2010-04-01',
  })
}

describe('sending', () => {
  it('stores a text once per key: queued twice, one text, one job, one send', async () => {
    const { id } = await lead()
    expect(await texts.queueText(ctx.payload, estimateText(id))).toBe('queued')
    expect(await texts.queueText(ctx.payload, estimateText(id))).toBe('duplicate')
    await runQueue()
    await runQueue()
    expect(to(HOMEOWNER)).toHaveLength(1)
    const [text] = await textsOf()
    expect(text).toMatchObject({ state: 'sent', via: 'twilio', attempts: 1 })
    expect(text.providerId).toBe(to(HOMEOWNER)[0].sid)
    // Twilio is told where to post the text's status.
    expect(to(HOMEOWNER)[0].statusCallback).toBe(WEBHOOK)
  })

  it('sends nothing to a homeowner who gave no consent, or consent for another number', async () => {
    const none = await lead({ consent: false })
    const other = await lead({ number: '+19705550199' })
    await texts.queueText(ctx.payload, estimateText(none.id))
    await texts.queueText(ctx.payload, estimateText(other.id))
    await runQueue()
    expect(fake.messages).toHaveLength(0)
    for (const text of await textsOf()) {
      expect(text).toMatchObject({
        state: 'cancelled',
        reason: 'The homeowner has not asked for texts at this number.',
      })
    }
  })

  it('alerts only staff with a confirmed number who asked for that alert', async () => {
    await staff()
    await staff({ mobile: '+19705550111', confirmed: false })
    await staff({ mobile: '+19705550122', alerts: ['visits'] })
    const { id } = await lead()
    await notify.alertStaff(ctx.payload, 'leads', {
      kind: 'lead-alert',
      key: `lead-${id}`,
      lead: id,
      body: 'New estimate',
    })
    await runQueue()
    expect(fake.messages.map((message) => message.to)).toEqual([OWNER])
  })

  it('keeps a homeowner’s text for 8 AM when it is due in the quiet hours', async () => {
    const { id } = await lead()
    // 9:30 PM on Colorado's clock (MST).
    const night = new Date('2026-12-04T04:30:00Z')
    await texts.queueText(ctx.payload, { ...estimateText(id), quiet: true }, { now: night })
    const [text] = await textsOf()
    expect(text.sendAfter).toBe('2026-12-04T15:00:00.000Z')
    const { docs: jobs } = await ctx.payload.find({ collection: 'payload-jobs', depth: 0 })
    expect(jobs[0].waitUntil).toBe('2026-12-04T15:00:00.000Z')
    // A try that falls in the quiet hours (a retry at night) waits for the morning too.
    expect(await send.deliverText(ctx.payload, text.id, new Date('2026-12-04T05:00:00Z'))).toBe(
      'waiting',
    )
    expect(fake.messages).toHaveLength(0)
    expect(await send.deliverText(ctx.payload, text.id, new Date('2026-12-04T15:00:00Z'))).toBe(
      'sent',
    )
    expect(to(HOMEOWNER)).toHaveLength(1)
  })

  it('fails a text the provider refuses (4xx) with its reason, and does not try again', async () => {
    fake.optedOut.add(HOMEOWNER)
    const { id } = await lead()
    await texts.queueText(ctx.payload, estimateText(id))
    await runQueue()
    await runQueue()
    expect(fake.attempts.filter((attempt) => attempt.to === HOMEOWNER)).toHaveLength(1)
    const [text] = await textsOf()
    expect(text).toMatchObject({
      state: 'failed',
      reason: 'the number has replied STOP to this business (Twilio 21610)',
    })
  })

  it('tries again after a 5xx, a 429 and a time-out, and sends once when the provider is back', async () => {
    const { id } = await lead()
    await texts.queueText(ctx.payload, estimateText(id))
    for (const mode of ['fail', 'throttle', 'hang'] as const) {
      await fake.setMode(mode)
      await runQueue()
      const [text] = await textsOf()
      expect(text.state, mode).toBe('retrying')
      // Run the retry now rather than after its back-off.
      await ctx.payload.update({
        collection: 'payload-jobs',
        where: { id: { exists: true } },
        data: { waitUntil: null },
        overrideAccess: true,
      })
    }
    await fake.setMode('ok')
    await runQueue()
    const [text] = await textsOf()
    expect(text).toMatchObject({ state: 'sent', attempts: 4, reason: null })
    expect(to(HOMEOWNER)).toHaveLength(1)
  })
})

it('does not send twice a text the provider took when its answer timed out', async () => {
  const { id } = await lead()
  await texts.queueText(ctx.payload, estimateText(id))
  await fake.setMode('lose-answer')
  await runQueue()
  expect((await textsOf())[0]).toMatchObject({
    state: 'retrying',
    reason: 'Twilio no answer in time',
  })
  await ctx.payload.update({
    collection: 'payload-jobs',
    where: { id: { exists: true } },
    data: { waitUntil: null },
    overrideAccess: true,
  })
  await fake.setMode('ok')
  await runQueue()
  expect(fake.attempts).toHaveLength(1)
  expect(to(HOMEOWNER)).toHaveLength(1)
  expect((await textsOf())[0]).toMatchObject({ state: 'sent', providerId: to(HOMEOWNER)[0].sid })
})

describe('a worker killed mid-send', () => {
  /** The queue run in its own process, killed once the fake has the send in hand. */
  async function killedMidSend(taken: (fake: FakeTwilio) => boolean) {
    const child: ChildProcess = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'tests/helpers/textWorker.ts'],
      {
        cwd: root,
        env: { ...process.env, TEXT_TIMEOUT_MS: '600000' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      if (code !== null) console.log(`The worker ended by itself (${code}): ${output}`)
    })
    const exited = new Promise((resolve) => child.on('exit', resolve))
    await expect.poll(() => taken(fake), { timeout: 60_000, interval: 100 }).toBe(true)
    child.kill('SIGKILL')
    await exited
  }

  async function restart() {
    // The restarted server's recovery: the job the dead one left running is released.
    expect(await releaseStaleJobs(ctx.payload, Date.now() + 10 * 60_000)).toBe(1)
    await fake.setMode('ok')
    await runQueue()
  }

  it('does not send again what the provider took before the worker died', async () => {
    await staff()
    const { id } = await lead()
    await notify.alertStaff(ctx.payload, 'leads', {
      kind: 'lead-alert',
      key: `kill-${id}`,
      lead: id,
      body: `New estimate ${id}`,
    })
    // The provider takes the text and its answer never comes back.
    await fake.setMode('lose-answer')
    await killedMidSend((f) => f.messages.length === 1)
    const [dying] = await textsOf()
    expect(dying.state).toBe('sending')
    await restart()
    expect(fake.messages).toHaveLength(1)
    const [text] = await textsOf()
    expect(text).toMatchObject({ state: 'sent', providerId: fake.messages[0].sid })
  }, 90_000)

  it('sends once what the provider had not taken when the worker died', async () => {
    await staff()
    const { id } = await lead()
    await notify.alertStaff(ctx.payload, 'leads', {
      kind: 'lead-alert',
      key: `kill2-${id}`,
      lead: id,
      body: `New estimate ${id}`,
    })
    await fake.setMode('hang')
    await killedMidSend((f) => f.attempts.length === 1)
    await restart()
    expect(fake.messages).toHaveLength(1)
    expect((await textsOf())[0]).toMatchObject({ state: 'sent', attempts: 2 })
  }, 90_000)
})

describe('the webhook', () => {
  it('refuses a request without a signature, with a wrong one, or sent again (403), and changes nothing', async () => {
    const { id } = await lead()
    const params = {
      MessageSid: 'SM'.padEnd(34, '9'),
      AccountSid: fake.accountSid,
      From: HOMEOWNER,
      To: fake.from,
      Body: 'STOP',
    }
    expect((await webhook(params, '')).status).toBe(403)
    expect((await webhook(params, fake.sign(WEBHOOK, { ...params, Body: 'START' }))).status).toBe(
      403,
    )
    expect((await webhook(params, 'bm90IGEgc2lnbmF0dXJl')).status).toBe(403)
    const first = await webhook({ ...params, Body: 'Hello' })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('text/xml')
    // The very same request again: a replay.
    expect((await webhook({ ...params, Body: 'Hello' })).status).toBe(403)
    await runQueue()
    const history =
      (await ctx.payload.findByID({ collection: 'leads', id, overrideAccess: true })).notes ?? []
    expect(history.filter((entry) => entry.kind === 'text')).toHaveLength(1)
    expect(
      await ctx.payload.count({ collection: 'text-opt-outs', overrideAccess: true }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it('refuses a body that is not a form, or too large', async () => {
    const json = await POST(
      new Request(WEBHOOK, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    )
    expect(json.status).toBe(415)
    expect((await webhook({ Body: 'x'.repeat(20_000) })).status).toBe(413)
  })

  it('moves a text to delivered, or failed with the carrier’s reason, and never back', async () => {
    const { id } = await lead()
    fake.undeliverable.add('+19705550177')
    await texts.queueText(ctx.payload, estimateText(id))
    await runQueue()
    const [text] = await textsOf()
    const status = (MessageStatus: string, extra: Record<string, string> = {}) =>
      webhook({
        MessageSid: text.providerId!,
        AccountSid: fake.accountSid,
        To: HOMEOWNER,
        MessageStatus,
        ...extra,
      })
    expect((await status('delivered')).status).toBe(200)
    expect((await status('sent')).status).toBe(200)
    await runQueue()
    expect((await textsOf())[0]).toMatchObject({ state: 'delivered' })
    expect((await textsOf())[0].deliveredAt).toBeTruthy()
    await ctx.payload.update({
      collection: 'texts',
      id: text.id,
      data: { state: 'sent' },
      overrideAccess: true,
    })
    await status('undelivered', { ErrorCode: '30003' })
    await runQueue()
    expect((await textsOf())[0]).toMatchObject({
      state: 'failed',
      reason: 'the phone is unreachable or switched off (Twilio 30003)',
    })
  })

  it('STOP ends every text to the number, the queued ones too, and is confirmed once; START restores', async () => {
    const { id } = await lead()
    await texts.queueText(ctx.payload, {
      ...estimateText(id),
      at: new Date(Date.now() + 86_400_000),
    })
    expect((await inbound(HOMEOWNER, 'Stop')).status).toBe(200)
    await runQueue()
    await runQueue()
    expect((await textsOf({ kind: { equals: 'estimate-received' } }))[0]).toMatchObject({
      state: 'cancelled',
    })
    expect(to(HOMEOWNER).map((message) => message.body)).toEqual([
      expect.stringContaining('you will get no more texts from us'),
    ])
    // A second STOP: no second confirmation. Nothing new goes to the number.
    await inbound(HOMEOWNER, 'STOP')
    await texts.queueText(ctx.payload, estimateText(id, 'after-stop'))
    await runQueue()
    await runQueue()
    expect(to(HOMEOWNER)).toHaveLength(1)
    await inbound(HOMEOWNER, 'START')
    await runQueue()
    await runQueue()
    expect(to(HOMEOWNER).map((message) => message.body)).toEqual([
      expect.stringContaining('no more texts'),
      expect.stringContaining('texts are on again'),
    ])
    await texts.queueText(ctx.payload, estimateText(id, 'after-start'))
    await runQueue()
    expect(to(HOMEOWNER)).toHaveLength(3)
  })

  it('answers HELP with the business’s name and phone', async () => {
    await inbound(HOMEOWNER, 'help')
    await runQueue()
    await runQueue()
    const settings = await ctx.payload.findGlobal({ slug: 'site-settings' })
    expect(to(HOMEOWNER)[0].body).toContain(settings.phone)
  })

  it('puts a reply in the lead’s history and gives it to staff by text and e-mail', async () => {
    await staff()
    const { id } = await lead()
    await inbound(HOMEOWNER, 'Can you come Tuesday instead?')
    await runQueue()
    await runQueue()
    const history =
      (await ctx.payload.findByID({ collection: 'leads', id, overrideAccess: true })).notes ?? []
    expect(history.at(-1)).toMatchObject({
      kind: 'text',
      note: 'Text from (970) 555-0142: Can you come Tuesday instead?',
      author: null,
    })
    expect(to(OWNER)[0].body).toMatch(
      /^Text from Jane Doe \d+, \(970\) 555-0142: “Can you come Tuesday instead\?” http/,
    )
    const [reply] = await textsOf({ direction: { equals: 'in' } })
    expect(reply).toMatchObject({ kind: 'reply', state: 'received', lead: id, from: HOMEOWNER })
  })

  it('gives the owner a reply from a number that is no lead’s', async () => {
    await staff()
    await inbound('+13035550123', 'Who is this?')
    await runQueue()
    await runQueue()
    expect(to(OWNER)[0].body).toBe('Text from (303) 555-0123 (not a lead): “Who is this?”')
  })
})
