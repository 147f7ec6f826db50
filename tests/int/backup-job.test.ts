import { spawn } from 'child_process'
import crypto from 'crypto'
import fs from 'fs'
import type { Server } from 'http'
import type { AddressInfo } from 'net'
import { createRequire } from 'module'
import path from 'path'
import { fileURLToPath } from 'url'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The nightly backup (features/backup/job.ts) through Payload's real jobs queue on a real database, on
 * a clock the test moves (Date only; timers run as usual): queued for the Business profile's time
 * in Colorado, run once at it, the newest copies kept; the newest restored into an empty folder
 * and a lead and its photo served from it by a Payload started there; a backup that cannot be
 * written retried with back-off, recorded, and e-mailed about after the last retry; never two at
 * once; and the bucket as the destination (s3rver on 127.0.0.1).
 */
process.env.CALCULATOR_RATE_LIMIT = '100000/60'
for (const name of ['BACKUP_TIME', 'BACKUP_KEEP', 'S3_BUCKET']) delete process.env[name]
const tmp = process.env.TEST_TMP_DIR!
const backupDir = path.join(tmp, 'backups')
process.env.BACKUP_DIR = backupDir

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const { POST } = await import('@/app/(frontend)/api/calculator/route')
const { GET: health } = await import('@/app/(frontend)/api/health/route')
const { megabytes, restore } = await import('@/features/backup/archive')
const { newestFirst } = await import('@/features/backup/destinations')
const { BACKUP_QUEUE, BACKUP_RETRIES, jobKey, runBackup, scheduleBackup } =
  await import('@/features/backup/job')
const { backupStatus } = await import('@/features/backup/status')
const { recoverDroppedWork } = await import('@/features/leads/server/recover')

const STAFF = { email: 'desk@example.com', password: 'desk-password-1' }
const MINUTE = 60_000

let ctx: TestPayload
let payload: Payload
let leadId: number
/** The lead's photo as the site stored it. */
let photoFile: string

const setClock = (iso: string | number) => vi.setSystemTime(new Date(iso))
const now = () => Date.now()
const backupJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'site-backup' } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs
const openBackupJobs = async () =>
  (await backupJobs()).filter((job) => !job.completedAt && !job.hasError)
/** What every server process does each minute: the schedule hook, then the queue (if due). */
const tick = async () => {
  await payload.jobs.handleSchedules({ queue: BACKUP_QUEUE })
  await payload.jobs.run({ queue: BACKUP_QUEUE })
}
const runs = async () =>
  (
    await payload.find({
      collection: 'backups',
      sort: 'createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs
const lastRun = async () => (await runs()).at(-1)!
const archives = () =>
  fs.existsSync(backupDir)
    ? fs.readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))
    : []
const setProfile = (backups: { time?: string; keep?: number }) =>
  payload.updateGlobal({ slug: 'site-settings', data: { backups } })
/** /api/health as staff, signed in afresh (a session from before the clock moved has expired). */
const staffHealth = async () => {
  const { token } = await payload.login({ collection: 'users', data: STAFF })
  const headers = { authorization: `JWT ${token}` }
  return (await health(new Request('http://127.0.0.1:3000/api/health', { headers }))).json()
}
const sha256 = (file: string) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

/** Moves the clock to the one open backup job's time (a few seconds after) and runs a tick. */
async function runWhenDue() {
  const [job] = await openBackupJobs()
  expect(job?.waitUntil).toBeTruthy()
  setClock(Date.parse(job.waitUntil!) + 4_000)
  await tick()
}

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettings, notificationEmail: 'office@example.com' },
  })
  await payload.create({
    collection: 'users',
    data: { ...STAFF, name: 'Desk', role: 'staff' },
  })

  // A lead with a photo, through the estimate form's endpoint as a browser sends it.
  const png = await makeImage(480, 360)
  const form = new FormData()
  for (const [key, value] of Object.entries({
    name: 'Bea Backup',
    email: 'bea@example.com',
    phone: '(719) 555-0100',
    serviceType: 'full',
    squareFootage: '2400',
    location: 'Fairplay, CO',
  })) {
    form.append(key, value)
  }
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'south-wall.png')
  const response = await POST(
    new Request('http://127.0.0.1:3000/api/calculator', { method: 'POST', body: form }),
  )
  expect(response.status).toBe(200)
  // The answer names no lead (no id for the public): the lead of this e-mail address.
  leadId = (
    await payload.find({ collection: 'leads', where: { email: { equals: 'bea@example.com' } } })
  ).docs[0].id
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 1 })
  const file = lead.media?.[0]
  if (!file || typeof file !== 'object') throw new Error('the lead has no photo')
  photoFile = path.join(process.env.LEAD_FILES_DIR!, file.filename!)

  // 05:00 in Colorado on 24 November 2026 (MST, UTC-7).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  setClock('2026-11-24T12:00:00Z')
})

afterAll(async () => {
  vi.useRealTimers()
  await ctx?.cleanup()
})

describe('the schedule', () => {
  it('queues one backup, due at the profile’s time in Colorado; the environment wins; off takes it away', async () => {
    await setProfile({ time: '02:30', keep: 2 })
    await tick()
    let jobs = await openBackupJobs()
    expect(jobs.map((job) => job.waitUntil)).toEqual(['2026-11-25T09:30:00.000Z'])
    // Not before its time, and still one a minute later.
    expect(await runs()).toEqual([])
    setClock('2026-11-24T12:01:00Z')
    await tick()
    expect((await openBackupJobs()).map((job) => job.id)).toEqual(jobs.map((job) => job.id))

    // The owner moves the time: the waiting job moves with it.
    await setProfile({ time: '04:15', keep: 2 })
    setClock('2026-11-24T12:02:00Z')
    await tick()
    jobs = await openBackupJobs()
    expect(jobs.map((job) => job.waitUntil)).toEqual(['2026-11-25T11:15:00.000Z'])

    // BACKUP_TIME wins over the profile; off takes the waiting job off the queue.
    process.env.BACKUP_TIME = '01:00'
    try {
      setClock('2026-11-24T12:03:00Z')
      await tick()
      expect((await openBackupJobs()).map((job) => job.waitUntil)).toEqual([
        '2026-11-25T08:00:00.000Z',
      ])
      process.env.BACKUP_TIME = 'off'
      setClock('2026-11-24T12:04:00Z')
      await tick()
      expect(await openBackupJobs()).toEqual([])
    } finally {
      delete process.env.BACKUP_TIME
    }

    await setProfile({ time: '02:30', keep: 2 })
    setClock('2026-11-24T12:05:00Z')
    await tick()
    expect((await openBackupJobs()).map((job) => job.waitUntil)).toEqual([
      '2026-11-25T09:30:00.000Z',
    ])
  })

  it('is decided by one process a tick: two processes’ hooks at the same second queue once', async () => {
    const at = new Date('2026-11-24T12:06:00Z')
    const answers = await Promise.all([scheduleBackup(payload, at), scheduleBackup(payload, at)])
    // The job of the test before is there: neither queues a second one, and only one looked.
    expect(answers.map((answer) => answer.shouldSchedule)).toEqual([false, false])
    for (const job of await openBackupJobs()) {
      await payload.delete({ collection: 'payload-jobs', id: job.id })
    }
    const fresh = new Date('2026-11-24T12:07:00Z')
    const queued = await Promise.all([
      scheduleBackup(payload, fresh),
      scheduleBackup(payload, fresh),
    ])
    expect(queued.filter((answer) => answer.shouldSchedule)).toHaveLength(1)
    setClock('2026-11-24T12:08:00Z')
    await tick()
    expect(await openBackupJobs()).toHaveLength(1)
  })
})

describe('night after night', () => {
  it('backs up at its time, once, keeps the newest two and records each run', async () => {
    for (let night = 0; night < 3; night++) {
      await runWhenDue()
      // The next minute: the next night's job is queued, and nothing runs again.
      setClock(now() + MINUTE)
      await tick()
    }
    const all = await runs()
    expect(all.map((run) => [run.state, run.attempts, run.pruned])).toEqual([
      ['done', 1, 0],
      ['done', 1, 0],
      ['done', 1, 1],
    ])
    expect(all.map((run) => run.startedAt?.slice(0, 16))).toEqual([
      '2026-11-25T09:30',
      '2026-11-26T09:30',
      '2026-11-27T09:30',
    ])
    // The two newest are kept; the first was deleted once the third was written.
    expect(archives().sort()).toEqual([all[1].archive, all[2].archive])
    const newest = all[2]
    expect(newest).toMatchObject({
      destination: 'folder',
      location: backupDir,
      leads: 1,
      leadFiles: 1,
      lastError: null,
    })
    expect(newest.bytes).toBe(fs.statSync(path.join(backupDir, newest.archive!)).size)
    // The record is the site's own: not even staff read it through the API (the dashboard does).
    const staff = (
      await payload.find({ collection: 'users', where: { email: { equals: STAFF.email } } })
    ).docs[0]
    await expect(
      payload.find({ collection: 'backups', overrideAccess: false, user: staff }),
    ).rejects.toThrow(/not allowed/)
    expect(fs.statSync(path.join(backupDir, newest.archive!)).mode & 0o777).toBe(0o600)
    // The next night's is waiting.
    expect((await openBackupJobs()).map((job) => job.waitUntil)).toEqual([
      '2026-11-28T09:30:00.000Z',
    ])
  })

  it('shows staff the last good backup and warns once it is older than 36 hours', async () => {
    const newest = await lastRun()
    const status = await backupStatus(payload)
    expect(status.warnings).toEqual([])
    expect(status.lastGood).toMatchObject({ at: newest.finishedAt, bytes: newest.bytes })
    expect(status.nextAt).toBe('2026-11-28T09:30:00.000Z')
    const body = await staffHealth()
    expect(body.backup).toEqual({
      ok: true,
      mode: 'folder',
      nextAt: '2026-11-28T09:30:00.000Z',
      lastGood: { at: newest.finishedAt, bytes: newest.bytes },
      lastRun: { state: 'done', at: newest.startedAt, attempts: 1 },
    })

    const saved = now()
    try {
      setClock(Date.parse(newest.finishedAt!) + 40 * 60 * MINUTE)
      expect((await backupStatus(payload)).warnings).toEqual([
        'The last good backup is 40 hours old.',
      ])
      // Not a reason to take the server out of a load balancer: the status stays ok (with the
      // queue's own check relaxed: nothing runs the jobs here, so they are long due).
      process.env.JOBS_STUCK_AFTER_SECONDS = String(365 * 24 * 3600)
      const late = await staffHealth()
      expect(late.status).toBe('ok')
      expect(late.backup.ok).toBe(false)
      // Anonymous callers never see any of it.
      const anonymous = await health(new Request('http://127.0.0.1:3000/api/health'))
      expect(await anonymous.json()).toEqual({ status: 'ok' })
    } finally {
      delete process.env.JOBS_STUCK_AFTER_SECONDS
      setClock(saved)
    }
  })

  it('restores the newest backup into an empty folder, where a Payload serves the lead and its photo', async () => {
    const newest = newestFirst(archives())[0]
    const fresh = path.join(tmp, 'restored')
    const site = {
      DATABASE_URI: `file:${path.join(fresh, 'data', 'site.db')}`,
      MEDIA_DIR: path.join(fresh, 'media'),
      LEAD_FILES_DIR: path.join(fresh, 'lead-files'),
    }
    await restore(path.join(backupDir, newest), { env: site, log: () => {} })

    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          path.join(root, 'node_modules/tsx/dist/cli.mjs'),
          'tests/helpers/restoredSite.ts',
          String(leadId),
          STAFF.email,
          STAFF.password,
        ],
        { cwd: root, env: { ...process.env, ...site }, stdio: ['ignore', 'pipe', 'pipe'] },
      )
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (chunk) => (stdout += chunk))
      child.stderr.on('data', (chunk) => (stderr += chunk))
      child.on('error', reject)
      child.on('close', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`exit ${code}: ${stderr}`)),
      )
    })
    const served = JSON.parse(output.split('\n').find((line) => line.startsWith('{"lead"'))!)
    expect(served.lead).toEqual({ name: 'Bea Backup', email: 'bea@example.com' })
    expect(served.file.filename).toBe(path.basename(photoFile))
    expect(served.file.staff).toEqual({ status: 200, sha256: sha256(photoFile) })
    expect(served.file.anonymous.status).toBe(403)
    // Served from the restored folder, which holds the same bytes.
    expect(sha256(path.join(site.LEAD_FILES_DIR, path.basename(photoFile)))).toBe(sha256(photoFile))
  })
})

describe('a backup that fails', () => {
  it('is retried with back-off, recorded, and e-mailed about after the last retry', async () => {
    // A BACKUP_DIR that cannot be made: under a file (so even root cannot write it).
    const blocker = path.join(tmp, 'not-a-folder')
    fs.writeFileSync(blocker, '')
    process.env.BACKUP_DIR = path.join(blocker, 'backups')
    const alerts = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'sendBackupAlert' } },
          depth: 0,
        })
      ).docs
    try {
      await runWhenDue()
      const job = (await backupJobs()).at(-1)!
      let run = await lastRun()
      expect(run).toMatchObject({ job: jobKey(job), state: 'retrying', attempts: 1 })
      expect(run.lastError).toMatch(/ENOTDIR/)
      // The retries' waits double from two minutes.
      const waits: number[] = []
      for (let attempt = 1; attempt <= BACKUP_RETRIES; attempt++) {
        const waiting = (await backupJobs()).find((candidate) => candidate.id === job.id)!
        expect(waiting.hasError).toBeFalsy()
        waits.push(Math.round((Date.parse(waiting.waitUntil!) - now()) / MINUTE))
        expect(await alerts()).toEqual([])
        // Not before its time...
        setClock(Date.parse(waiting.waitUntil!) - 5_000)
        await tick()
        expect((await lastRun()).attempts).toBe(attempt)
        // ...then again.
        setClock(Date.parse(waiting.waitUntil!) + 1_000)
        await tick()
        expect((await lastRun()).attempts).toBe(attempt + 1)
      }
      expect(waits).toEqual([2, 4, 8, 16, 32])

      run = await lastRun()
      expect(run).toMatchObject({ state: 'failed', attempts: BACKUP_RETRIES + 1 })
      expect(run.lastError).toMatch(/ENOTDIR/)
      expect(run.alertQueuedAt).toBeTruthy()
      const failedJob = (await backupJobs()).find((candidate) => candidate.id === job.id)!
      expect(failedJob.hasError).toBe(true)

      // The business hears of it once, through the e-mail queue (the outbox without Resend).
      expect(await alerts()).toHaveLength(1)
      await payload.jobs.run({ queue: 'emails' })
      const { docs: outbox } = await payload.find({
        collection: 'outbox',
        where: { kind: { equals: 'backup' } },
        depth: 0,
      })
      expect(outbox).toHaveLength(1)
      expect(outbox[0].to).toBe('office@example.com')
      expect(outbox[0].subject).toMatch(/^Backup failed: the site was not backed up on /)
      expect(outbox[0].text).toContain('tried 6 times')
      expect(outbox[0].text).toContain('ENOTDIR')
      const good = (await runs()).filter((candidate) => candidate.state === 'done').at(-1)!
      expect(outbox[0].text).toContain(`(${megabytes(good.bytes!)})`)
      expect((await lastRun()).alertSentAt).toBeTruthy()

      // Staff see it on the dashboard and in the health details; the status stays ok.
      const status = await backupStatus(payload)
      expect(status.warnings).toEqual([
        expect.stringMatching(/^The last backup failed 6 times and was given up: ENOTDIR/),
      ])
      expect(status.lastGood?.at).toBe(good.finishedAt)
      const body = await staffHealth()
      expect(body.status).toBe('ok')
      expect(body.backup).toMatchObject({
        ok: false,
        lastRun: { state: 'failed', attempts: 6 },
        lastGood: { at: good.finishedAt },
      })
    } finally {
      process.env.BACKUP_DIR = backupDir
    }

    // The next night is queued anew, and works again.
    setClock(now() + MINUTE)
    await tick()
    await runWhenDue()
    expect(await lastRun()).toMatchObject({ state: 'done', attempts: 1 })
    expect((await backupStatus(payload)).warnings).toEqual([])
  })
})

describe('never two at once', () => {
  it('keeps a long backup’s job alive for the recovery sweep, and refuses a second meanwhile', async () => {
    // Enough to take a second or two to compress, so the run can be watched.
    const big = path.join(process.env.LEAD_FILES_DIR!, 'big.bin')
    fs.writeFileSync(big, crypto.randomBytes(64 * 1024 * 1024))
    try {
      const job = await payload.jobs.queue({ task: 'site-backup', input: {}, queue: BACKUP_QUEUE })
      // Taken, as the queue takes a job.
      await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true } })
      const running = runBackup(payload, job, { heartbeatMs: 100 })
      let record = await lastRun()
      for (let waited = 0; record?.job !== jobKey(job) || record.state !== 'running'; waited++) {
        if (waited > 200) throw new Error('the backup did not start')
        await new Promise((resolve) => setTimeout(resolve, 10))
        record = await lastRun()
      }

      // Three minutes later on the clock (a backup of a large site), its heartbeat has kept the
      // job fresh: the sweep that releases a dead server's jobs leaves it, and the queue too.
      setClock(now() + 3 * MINUTE)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect((await recoverDroppedWork(payload)).released).toBe(0)
      await payload.jobs.run({ queue: BACKUP_QUEUE })
      // A second run (a duplicate job) refuses while this one is alive.
      const other = await payload.jobs.queue({
        task: 'site-backup',
        input: {},
        queue: BACKUP_QUEUE,
      })
      await expect(runBackup(payload, other, { heartbeatMs: 100 })).rejects.toThrow(
        /Another backup is running/,
      )
      expect(await running).toMatchObject({ state: 'done' })
      expect(
        (await runs()).filter((run) => run.state === 'done' && run.job === jobKey(other)),
      ).toEqual([])
      await payload.delete({ collection: 'payload-jobs', id: other.id })

      // Without the heartbeat (the run is over, its job still marked running), the same sweep
      // would have released it.
      setClock(now() + 3 * MINUTE)
      expect((await recoverDroppedWork(payload)).released).toBe(1)
      await payload.delete({ collection: 'payload-jobs', id: job.id })
    } finally {
      fs.rmSync(big, { force: true })
    }
  })
})

// s3rver ships no types.
type S3rverServer = {
  run: () => Promise<AddressInfo>
  close: () => Promise<void>
  httpServer: Server
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverServer

describe('with a bucket', () => {
  const BUCKET = 'site-backups'
  let s3rver: S3rverServer
  let s3: S3Client
  const puts: { url: string; headers: Record<string, unknown> }[] = []
  beforeAll(async () => {
    // The real clock from here on: the SDK corrects its clock by the server's Date header, which
    // Node writes from the real one, and s3rver checks the signature's time against the faked one.
    vi.useRealTimers()
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(tmp, 's3rver'),
      configureBuckets: [{ name: BUCKET }],
    })
    const { port } = await s3rver.run()
    s3rver.httpServer.on('request', (req) => {
      if (req.method === 'PUT') puts.push({ url: req.url!, headers: req.headers })
    })
    const endpoint = `http://127.0.0.1:${port}`
    // Read when the backup runs: the site's own files stay in the folders this Payload uses.
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    })
    s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
  })
  afterAll(async () => {
    for (const name of [
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ]) {
      delete process.env[name]
    }
    await s3rver?.close()
  })

  it('sends each archive to backups/ in one streamed PUT, keeps the newest copies there and none on disk', async () => {
    await setProfile({ time: '02:30', keep: 1 })
    const onDisk = archives()
    for (let night = 0; night < 2; night++) {
      await payload.jobs.queue({ task: 'site-backup', input: {}, queue: BACKUP_QUEUE })
      await payload.jobs.run({ queue: BACKUP_QUEUE })
    }
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'backups/' }))
    const keys = (listed.Contents ?? []).map((object) => object.Key!)
    // This test's two runs (on the real clock, older than the faked nights above).
    const made = (await runs()).filter((run) => run.destination === 'bucket')
    expect(made.map((run) => [run.state, run.location, run.pruned])).toEqual([
      ['done', `s3://${BUCKET}/backups/`, 0],
      ['done', `s3://${BUCKET}/backups/`, 1],
    ])
    const newest = made[1]
    expect(keys).toEqual([`backups/${newest.archive}`])
    // Written in BACKUP_DIR, sent, removed there: the folder's own archives are as they were.
    expect(archives().sort()).toEqual(onDisk.sort())
    // One PUT an archive with its length: the body was streamed from disk, not framed in chunks.
    const put = puts.find((request) =>
      request.url.startsWith(`/${BUCKET}/backups/${newest.archive}`),
    )
    expect(put?.headers['content-length']).toBe(String(newest.bytes))
    expect(put?.headers['content-encoding']).toBeUndefined()

    // The object is the archive: it restores.
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: keys[0] }))
    const downloaded = path.join(tmp, 'from-bucket.tar.gz')
    fs.writeFileSync(downloaded, Buffer.from(await object.Body!.transformToByteArray()))
    const fresh = path.join(tmp, 'restored-from-bucket')
    const result = await restore(downloaded, {
      env: {
        DATABASE_URI: `file:${path.join(fresh, 'site.db')}`,
        MEDIA_DIR: path.join(fresh, 'media'),
        LEAD_FILES_DIR: path.join(fresh, 'lead-files'),
      },
      log: () => {},
    })
    expect(result.manifest.database.rows.leads).toBe(1)
    expect(fs.readdirSync(result.leadFiles)).toContain(path.basename(photoFile))
  })
})
