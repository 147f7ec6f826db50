import fs from 'fs'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * GET /api/health in each of its states, on a real Payload and database: healthy with e-mail and
 * the assistant in their embedded modes, with Resend and OpenAI keys (which never show), a jobs
 * queue nobody runs, migrations a production database has not run, and last the database gone.
 */
delete process.env.JOBS_STUCK_AFTER_SECONDS
const { GET } = await import('@/app/(frontend)/api/health/route')
const { checkHealth, healthResponse } = await import('@/lib/health')

let ctx: TestPayload
let destroyed = false

const get = () => GET()
const MINUTE = 60_000

beforeAll(async () => {
  ctx = await createTestPayload()
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

describe('GET /api/health', () => {
  it('answers 200 when all is well, with e-mail in the outbox and the built-in assistant', async () => {
    const response = await get()
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
    expect(body.checks.database.ms).toBeGreaterThanOrEqual(0)
  })

  it('names Resend and OpenAI when their keys are set, and never shows a key or a secret', async () => {
    process.env.RESEND_API_KEY = 're_health_secret_key_4417'
    process.env.OPENAI_API_KEY = 'sk-health-secret-key-8812'
    process.env.OPENAI_MODEL = 'gpt-4.1-nano'
    const response = await get()
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
    await ctx.payload.jobs.queue({ task: 'removeLeadFiles', input: { files: [] } })
    // Waiting for a later time (a retry's back-off): not due, so not counted.
    await ctx.payload.jobs.queue({
      task: 'removeLeadFiles',
      input: { files: [] },
      waitUntil: new Date(Date.now() + 60 * MINUTE),
    })

    const now = await checkHealth(ctx.payload)
    expect(now.status).toBe('ok')
    expect(now.checks.jobs).toMatchObject({ ok: true, pending: 1, stuckAfterSeconds: 600 })

    const later = new Date(Date.now() + 20 * MINUTE)
    const response = await healthResponse(async () => ctx.payload, later)
    expect(response.status).toBe(503)
    const body = await response.json()
    expect(body.status).toBe('fail')
    expect(body.checks.jobs).toMatchObject({ ok: false, pending: 1, processingOver5Min: 0 })
    expect(body.checks.jobs.oldestPendingSeconds).toBeGreaterThanOrEqual(1195)
    expect(body.checks.jobs.oldestPendingSeconds).toBeLessThan(1300)
    expect(body.reasons).toEqual([
      `jobs queue stuck: oldest pending job waiting ${body.checks.jobs.oldestPendingSeconds} s`,
    ])

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
    const response = await healthResponse(async () => ctx.payload, new Date(), {
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
    const started = Date.now()
    const response = await healthResponse(() => new Promise(() => {}), new Date(), {
      startTimeoutMs: 300,
    })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      status: 'fail',
      checks: { database: { ok: false, error: 'no answer within 300 ms' } },
      reasons: ['payload did not start: no answer within 300 ms'],
    })
  })

  // Last: the database does not come back.
  it('answers 503 within a few seconds when the database is gone', async () => {
    if (ctx.adapter === 'mongodb') {
      // Dropped now: the connection is closed below, and the usual clean-up needs it.
      const db = ctx.payload.db as unknown as { connection: { dropDatabase: () => Promise<void> } }
      await db.connection.dropDatabase()
    }
    await ctx.payload.db.destroy?.()
    destroyed = true

    const started = Date.now()
    const response = await get()
    const elapsed = Date.now() - started
    expect(response.status).toBe(503)
    expect(elapsed).toBeLessThan(5000)
    const body = await response.json()
    expect(body.status).toBe('fail')
    expect(body.checks.database.ok).toBe(false)
    expect(body.checks.database.error).toMatch(/^[\w$ ()]+$/)
    expect(body.reasons[0]).toMatch(/^database unreachable: /)
    expect(JSON.stringify(body)).not.toContain(process.env.DATABASE_URI!)
  })
})
