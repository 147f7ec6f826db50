import fs from 'fs'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * GET /api/health in each of its states, on a real Payload and database: healthy with e-mail and
 * the assistant in their embedded modes, with Resend and OpenAI keys (which never show), a jobs
 * queue nobody runs, migrations a production database has not run, and last the database gone.
 * Anyone gets the status alone, a probe on this machine included; staff and admins signed in get
 * the checks.
 */
delete process.env.JOBS_STUCK_AFTER_SECONDS
const { GET } = await import('@/app/(frontend)/api/health/route')
const { checkSiteHealth: checkHealth, siteHealthResponse: healthResponse } =
  await import('@/app/(frontend)/api/health/checks')
const { DATABASE_TIMEOUT_MS } = await import('@/lib/health')

let ctx: TestPayload
let destroyed = false
/** The Authorization header of each kind of user. */
const tokens: Record<'admin' | 'staff' | 'editor', string> = { admin: '', staff: '', editor: '' }

const HEALTH_URL = 'http://127.0.0.1:3000/api/health'
const get = (headers: Record<string, string> = {}) => GET(new Request(HEALTH_URL, { headers }))
/** As a signed-in staff member: the way staff read the checks. */
const asStaff = () => ({ authorization: tokens.staff })
const staffRequest = () => new Request(HEALTH_URL, { headers: asStaff() })
const MINUTE = 60_000

/**
 * `answer`, which must still be pending when the (fake) clock has moved `ms` - 1 and must come
 * once it reaches `ms`.
 */
async function answeredAt<T>(answer: Promise<T>, ms: number): Promise<T> {
  let settled = false
  void answer.finally(() => (settled = true)).catch(() => {})
  await vi.advanceTimersByTimeAsync(ms - 1)
  expect(settled, `answered before ${ms} ms`).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  return answer
}

beforeAll(async () => {
  ctx = await createTestPayload()
  for (const role of ['admin', 'staff', 'editor'] as const) {
    const user = { email: `${role}@example.com`, password: `${role}-password-1` }
    await ctx.payload.create({ collection: 'users', data: { ...user, name: role, role } })
    const { token } = await ctx.payload.login({ collection: 'users', data: user })
    tokens[role] = `JWT ${token}`
  }
})

afterEach(async () => {
  for (const name of ['RESEND_API_KEY', 'OPENAI_API_KEY', 'OPENAI_MODEL']) delete process.env[name]
  if (!destroyed) {
    await ctx.payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
  }
})

afterAll(async () => {
  if (!destroyed) return ctx?.cleanup()
  // The database is gone already (the last test): only what is left of Payload and the files.
  await ctx.payload.destroy().catch(() => {})
  const dir = process.env.TEST_TMP_DIR
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('who reads what', () => {
  it('tells an anonymous caller only ok, with nothing else in the answer', async () => {
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('gives staff and admins the checks; editors, bad tokens and forged headers get the status', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const body = await (await get({ authorization: tokens[role] })).json()
      expect(body, role).toMatchObject({ status: 'ok', checks: { database: { ok: true } } })
    }
    const refused: Record<string, string>[] = [
      { authorization: tokens.editor },
      { authorization: `${tokens.staff.slice(0, -4)}AAAA` },
      { cookie: 'payload-token=not-a-token' },
      // A client's claim to be on this machine, as the proxy in front passes it on.
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
    ]
    for (const headers of refused) {
      expect(await (await get(headers)).json(), JSON.stringify(headers)).toEqual({ status: 'ok' })
    }
  })

  // What the route sees: Next.js's server sets X-Forwarded-For to the connection's address when
  // a request has none; the proxy in front (README, "Deploying") appends the visitor's address to
  // what the visitor sent, and a proxy set up otherwise (nginx's defaults) adds nothing: every
  // visitor then arrives from the loopback address. So the address earns no details.
  describe('a probe on this machine, and requests through the proxy', () => {
    it('gives a probe on the loopback address the status only (the container’s HEALTHCHECK)', async () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await get({ 'x-forwarded-for': address })
        expect(response.status).toBe(200)
        expect(await response.json(), address).toEqual({ status: 'ok' })
      }
      // Signed in, the same probe reads the checks.
      const staff = await get({ 'x-forwarded-for': '127.0.0.1', ...asStaff() })
      expect(await staff.json()).toMatchObject({ status: 'ok', checks: { database: { ok: true } } })
    })

    it('gives a visitor through the proxy the status only, whatever they write', async () => {
      const proxied: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.7' },
        { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
        { 'x-forwarded-for': '127.0.0.1, 127.0.0.1' },
        { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1' },
        { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
      ]
      for (const headers of proxied) {
        expect(await (await get(headers)).json(), JSON.stringify(headers)).toEqual({
          status: 'ok',
        })
      }
      // Staff still get the checks from anywhere.
      const staff = await get({ 'x-forwarded-for': '203.0.113.7', ...asStaff() })
      expect((await staff.json()).checks.database.ok).toBe(true)
    })
  })
})

describe('GET /api/health', () => {
  it('answers 200 when all is well, with e-mail in the outbox and the built-in assistant', async () => {
    const response = await get(asStaff())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toMatchObject({
      status: 'ok',
      reasons: [],
      checks: {
        database: { ok: true },
        // SQLite in tests is pushed, as in development; MongoDB has no migrations.
        migrations: { ok: true, mode: ctx.adapter === 'sqlite' ? 'push' : 'none' },
        email: { ok: true, mode: 'outbox' },
        ai: { ok: true, mode: 'built-in' },
        jobs: { ok: true, pending: 0, oldestPendingSeconds: null, processingOver5Min: 0 },
      },
    })
    // How long the query took is reported, in whole milliseconds (its value is the machine's).
    expect(Number.isInteger(body.checks.database.ms)).toBe(true)
  })

  it('names Resend and OpenAI when their keys are set, and never shows a key or a secret', async () => {
    process.env.RESEND_API_KEY = 're_health_secret_key_4417'
    process.env.OPENAI_API_KEY = 'sk-health-secret-key-8812'
    process.env.OPENAI_MODEL = 'gpt-4.1-nano'
    const response = await get(asStaff())
    expect(response.status).toBe(200)
    const text = await response.text()
    const body = JSON.parse(text)
    expect(body.checks.email).toEqual({ ok: true, mode: 'resend' })
    expect(body.checks.ai).toEqual({ ok: true, mode: 'openai', model: 'gpt-4.1-nano' })
    for (const secret of [
      process.env.RESEND_API_KEY,
      process.env.OPENAI_API_KEY,
      process.env.PAYLOAD_SECRET!,
      process.env.DATABASE_URI!,
      process.env.TEST_TMP_DIR!,
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('fails when the oldest due job has waited past JOBS_STUCK_AFTER_SECONDS', async () => {
    const due = await ctx.payload.jobs.queue({ task: 'removeLeadFiles', input: { files: [] } })
    // Waiting for a later time (a retry's back-off): not due, so not counted.
    await ctx.payload.jobs.queue({
      task: 'removeLeadFiles',
      input: { files: [] },
      waitUntil: new Date(Date.now() + 60 * MINUTE),
    })

    const now = await checkHealth(ctx.payload)
    expect(now.status).toBe('ok')
    expect(now.checks.jobs).toMatchObject({ ok: true, pending: 1, stuckAfterSeconds: 600 })

    // The check's clock: exactly 20 minutes after the due job was queued.
    const later = new Date(Date.parse(due.createdAt) + 20 * MINUTE)
    const response = await healthResponse(async () => ctx.payload, staffRequest(), later)
    expect(response.status).toBe(503)
    const body = await response.json()
    expect(body.status).toBe('degraded')
    expect(body.checks.jobs).toMatchObject({ ok: false, pending: 1, processingOver5Min: 0 })
    expect(body.checks.jobs.oldestPendingSeconds).toBe(1200)
    expect(body.reasons).toEqual(['jobs queue stuck: oldest pending job waiting 1200 s'])

    // A higher limit lets the same queue pass; a job left marked as running is counted.
    process.env.JOBS_STUCK_AFTER_SECONDS = '3600'
    try {
      await ctx.payload.update({
        collection: 'payload-jobs',
        where: { waitUntil: { exists: true } },
        data: { processing: true },
      })
      const relaxed = await checkHealth(ctx.payload, later)
      expect(relaxed.status).toBe('ok')
      expect(relaxed.checks.jobs).toMatchObject({ ok: true, processingOver5Min: 1 })
    } finally {
      delete process.env.JOBS_STUCK_AFTER_SECONDS
    }
  })

  it('fails in production when the database has not run every migration', async () => {
    const names = ['20990101_000000_first', '20990102_000000_second', '20990103_000000_third']
    await ctx.payload.create({
      collection: 'payload-migrations',
      data: { name: names[0], batch: 1 },
    })

    const production = { production: true, adapter: 'sqlite' }
    const response = await healthResponse(async () => ctx.payload, staffRequest(), new Date(), {
      ...production,
      migrations: names,
    })
    expect(response.status).toBe(503)
    const body = await response.json()
    expect(body.checks.migrations).toEqual({
      ok: false,
      mode: 'migrations',
      expected: 3,
      applied: 1,
      pending: names.slice(1),
    })
    expect(body.reasons).toEqual([`2 migrations not applied: ${names[1]}, ${names[2]}`])

    const upToDate = await checkHealth(ctx.payload, new Date(), {
      ...production,
      migrations: names.slice(0, 1),
    })
    expect(upToDate.status).toBe('ok')
    expect(upToDate.checks.migrations).toMatchObject({ ok: true, mode: 'migrations', applied: 1 })

    // MongoDB has no migrations to run, in production or not.
    const mongo = await checkHealth(ctx.payload, new Date(), {
      production: true,
      adapter: 'mongoose',
      migrations: names,
    })
    expect(mongo.checks.migrations).toEqual({ ok: true, mode: 'none' })
  })

  it('answers 503 in time when Payload is still starting (or cannot reach its database)', async () => {
    const starting = () => new Promise<never>(() => {})
    // The time-out on the test's clock: not a millisecond early, and then at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const anonymous = await answeredAt(
        healthResponse(starting, new Request(HEALTH_URL), new Date(), { startTimeoutMs: 300 }),
        300,
      )
      expect(anonymous.status).toBe(503)
      expect(await anonymous.json()).toEqual({ status: 'degraded' })

      // Nobody can be told apart without Payload: staff and a probe on this machine get the
      // status alone too.
      for (const headers of [asStaff(), { 'x-forwarded-for': '127.0.0.1' }]) {
        const response = await answeredAt(
          healthResponse(starting, new Request(HEALTH_URL, { headers }), new Date(), {
            startTimeoutMs: 300,
          }),
          300,
        )
        expect(response.status).toBe(503)
        expect(await response.json()).toEqual({ status: 'degraded' })
      }
    } finally {
      vi.useRealTimers()
    }
  })

  // Last: the database does not come back.
  it('answers 503 within the database time-out when the database is gone', async () => {
    if (ctx.adapter === 'mongodb') {
      // Dropped now: the connection is closed below, and the usual clean-up needs it.
      const db = ctx.payload.db as unknown as { connection: { dropDatabase: () => Promise<void> } }
      await db.connection.dropDatabase()
    }
    await ctx.payload.db.destroy?.()
    destroyed = true

    const anonymous = await get()
    expect(anonymous.status).toBe(503)
    expect(await anonymous.json()).toEqual({ status: 'degraded' })

    // Staff cannot be told apart without the database (their session is read from it): the
    // status alone. Whether the driver fails at once or never answers, the answer is there once
    // the test's clock has passed the time-outs (with none, this test would not finish).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let response: Response
    let checked: Awaited<ReturnType<typeof checkHealth>>
    try {
      const answer = get(asStaff())
      await vi.advanceTimersByTimeAsync(2 * DATABASE_TIMEOUT_MS)
      response = await answer
      // The checks themselves, as they would be read: what failed, and nothing of the database's
      // address.
      const checks = checkHealth(ctx.payload)
      await vi.advanceTimersByTimeAsync(DATABASE_TIMEOUT_MS)
      checked = await checks
    } finally {
      vi.useRealTimers()
    }
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'degraded' })
    const body = JSON.parse(JSON.stringify(checked))
    expect(body.status).toBe('degraded')
    expect(body.checks.database.ok).toBe(false)
    expect(body.checks.database.error).toMatch(/^[\w$ ()]+$/)
    expect(body.reasons[0]).toMatch(/^database unreachable: /)
    expect(JSON.stringify(body)).not.toContain(process.env.DATABASE_URI!)
  })
})
