import fs from 'fs'
import path from 'path'

import type { Payload, TaskConfig } from 'payload'

import { backup, backupDir } from '@/features/backup/archive'
import {
  bucketDestination,
  folderDestination,
  pruneArchives,
  type Destination,
} from '@/features/backup/destinations'
import {
  backupSchedule,
  DEFAULT_BACKUP_KEEP,
  nextBackupAt,
  type BackupSchedule,
} from '@/features/backup/settings'
import { STALE_JOB_MS } from '@/lib/jobs/recover'
import { claimTick } from '@/lib/jobs/ticks'
import { EMAIL_QUEUE } from '@/lib/email/task'
import { s3Settings } from '@/lib/storage/s3'
import type { Backup } from '@/payload-types'

/**
 * The nightly backup: a task on its own queue, run by whichever server process claims the
 * queue's tick (lib/jobs/ticks.ts), like every job here. Its schedule hook puts one job on the
 * queue, due at the next backup time in Colorado (features/backup/settings.ts); the job writes the
 * archive (features/backup/archive.ts), keeps it in the bucket or the folder and deletes the oldest
 * beyond the copies to keep. A failure is retried with back-off and recorded in `backups`; after
 * the last retry the business is e-mailed (features/backup/alert.ts).
 */

export const BACKUP_QUEUE = 'backups'
export const BACKUP_TASK = 'site-backup'
/** Retries after the first try: 2, 4, 8, 16 and 32 minutes later, an hour in all. */
export const BACKUP_RETRIES = 5
export const BACKUP_RETRY_DELAY_MS = 2 * 60_000
/**
 * How often a running backup says it is alive, on its job and its record. The recovery sweep
 * releases a job left marked as running for STALE_JOB_MS (two minutes: every other task is done
 * in seconds); a backup of a large site takes longer, and without this another process would take
 * it up again while it runs.
 */
export const HEARTBEAT_MS = 30_000

type Env = Record<string, string | undefined>

/** The schedule from the environment and the Business profile (read with full access). */
export async function currentSchedule(payload: Payload, env: Env = process.env) {
  const profile = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return backupSchedule(env, profile, payload.db.name)
}

/** The bucket when S3_BUCKET is set (its settings checked), else the BACKUP_DIR folder. */
export function destinationFor(env: Env = process.env, cwd = process.cwd()): Destination {
  const settings = s3Settings(env)
  return settings ? bucketDestination(settings) : folderDestination(backupDir(env, cwd))
}

/** The site-backup jobs not finished: waiting for their time or a retry, or running. */
const openJobs = (payload: Payload) =>
  payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: BACKUP_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    depth: 0,
    limit: 10,
    pagination: false,
  })

/**
 * The task's schedule hook (Payload runs it each time the backups queue's timer fires, every
 * minute, in every server process): one process a tick goes on (the tick's claim), and it queues
 * the next backup when none is waiting or running, due at the next backup time. A waiting job
 * whose time no longer matches the settings (the owner changed it) is moved; with backups off,
 * waiting jobs are taken off the queue.
 */
export async function scheduleBackup(
  payload: Payload,
  now = new Date(),
  env: Env = process.env,
): Promise<{ shouldSchedule: boolean; waitUntil?: Date; input?: object }> {
  if (!(await claimTick(payload, 'backup-schedule', now.getTime()))) {
    return { shouldSchedule: false }
  }
  const schedule: BackupSchedule = await currentSchedule(payload, env)
  const open = await openJobs(payload)
  // Not started yet: neither running nor tried.
  const waiting = open.docs.filter((job) => !job.processing && !job.totalTried)
  if (!schedule.enabled) {
    for (const job of waiting) await payload.delete({ collection: 'payload-jobs', id: job.id })
    return { shouldSchedule: false }
  }
  const due = nextBackupAt(schedule.time, now)
  if (open.docs.length === 0) return { shouldSchedule: true, waitUntil: due, input: {} }
  for (const job of waiting) {
    const at = job.waitUntil ? Date.parse(job.waitUntil) : 0
    // Only a time still ahead: one that has come is run at the next tick, not put off a day.
    if (at > now.getTime() && at !== due.getTime()) {
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { waitUntil: due.toISOString() },
        depth: 0,
      })
    }
  }
  return { shouldSchedule: false }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The job a run belongs to: its id and when it was queued. SQLite gives a deleted newest row's id
 * to the next one, and Payload deletes a job once it is done, so each night's job has the same id.
 */
export const jobKey = (job: { id: string | number; createdAt: string }) =>
  `${job.id}@${job.createdAt}`

/** The run's record: made at its first attempt, found again by its job at the next ones. */
async function startRecord(payload: Payload, job: string, attempt: number): Promise<Backup> {
  const data = {
    state: 'running' as const,
    attempts: attempt,
    startedAt: new Date().toISOString(),
    finishedAt: null,
  }
  const { docs } = await payload.find({
    collection: 'backups',
    where: { job: { equals: job } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (docs[0]) return payload.update({ collection: 'backups', id: docs[0].id, data, depth: 0 })
  return payload.create({ collection: 'backups', data: { ...data, job }, depth: 0 })
}

/**
 * Refuses while another run is alive (its heartbeat within STALE_JOB_MS): one job at a time is
 * queued, but a second could only come from a race between two processes' clocks. A run whose
 * heartbeat stopped belonged to a server that died: its job comes back on its own.
 */
async function refuseWhileAnotherRuns(payload: Payload, own: Backup['id']) {
  const { docs } = await payload.find({
    collection: 'backups',
    where: {
      and: [
        { id: { not_equals: own } },
        { state: { equals: 'running' } },
        { updatedAt: { greater_than: new Date(Date.now() - STALE_JOB_MS).toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (docs[0]) {
    throw new Error(
      `Another backup is running (started ${docs[0].startedAt}); not starting a second.`,
    )
  }
}

export type RunOptions = { env?: Env; cwd?: string; heartbeatMs?: number }

/**
 * One attempt of a site-backup job: the archive, kept at its destination, the oldest deleted
 * beyond the copies to keep, and the record updated. Throws when it failed, after recording it
 * (and queueing the e-mail when it was the last try), so the queue tries again later.
 */
export async function runBackup(
  payload: Payload,
  job: { id: string | number; createdAt: string; totalTried?: number | null },
  { env = process.env, cwd = process.cwd(), heartbeatMs = HEARTBEAT_MS }: RunOptions = {},
): Promise<Backup> {
  const attempt = (job.totalTried ?? 0) + 1
  const record = await startRecord(payload, jobKey(job), attempt)
  // Alive: the job (so the recovery sweep leaves it be) and the record (so a second run refuses).
  // Stopped, and the last beat awaited, before the record's final state is written.
  let beating: Promise<unknown> = Promise.resolve()
  const heartbeat = setInterval(() => {
    beating = beating
      .then(async () => {
        await payload.db.updateJobs({
          id: job.id,
          data: { updatedAt: new Date().toISOString() },
          returning: false,
        })
        await payload.update({
          collection: 'backups',
          id: record.id,
          data: { state: 'running' },
          depth: 0,
        })
      })
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'Backup: heartbeat failed'))
  }, heartbeatMs)
  const stopHeartbeat = async () => {
    clearInterval(heartbeat)
    await beating
  }
  let uploaded: string | undefined
  let destination: Destination | undefined
  try {
    await refuseWhileAnotherRuns(payload, record.id)
    const schedule = await currentSchedule(payload, env)
    destination = destinationFor(env, cwd)
    const result = await backup({
      env,
      cwd,
      // A second archive in the same second gets its own name in the bucket too.
      taken: new Set(destination.kind === 'bucket' ? await destination.list() : []),
      log: (line) => payload.logger.info(`Backup: ${line.trim()}`),
      warn: (line) => payload.logger.warn(`Backup: ${line}`),
    })
    if (destination.kind === 'bucket') {
      // Sent, then removed here: the bucket is where it is kept.
      uploaded = result.archive
      await destination.store(result.archive)
      payload.logger.info(`Backup: sent to ${destination.location}`)
    }
    // Only after a good archive is kept are older ones deleted; a failure to delete them leaves
    // the backup good, and is recorded.
    let pruned: string[] = []
    let pruneError: string | null = null
    try {
      const keep = schedule.enabled ? schedule.keep : DEFAULT_BACKUP_KEEP
      pruned = await pruneArchives(destination, keep)
    } catch (error) {
      pruneError = `The backup was kept, but older archives could not be deleted: ${messageOf(error)}`
      payload.logger.error({ err: error }, `Backup: ${pruneError}`)
    }
    await stopHeartbeat()
    return await payload.update({
      collection: 'backups',
      id: record.id,
      data: {
        state: 'done',
        finishedAt: new Date().toISOString(),
        lastError: pruneError,
        archive: path.basename(result.archive),
        bytes: result.bytes,
        destination: destination.kind,
        location: destination.location,
        leads: result.manifest.database.rows.leads ?? null,
        leadFiles: result.manifest.database.rows.lead_files ?? null,
        pruned: pruned.length,
      },
      depth: 0,
    })
  } catch (error) {
    const last = attempt > BACKUP_RETRIES
    const reason = messageOf(error)
    await stopHeartbeat()
    await payload.update({
      collection: 'backups',
      id: record.id,
      data: {
        state: last ? 'failed' : 'retrying',
        finishedAt: new Date().toISOString(),
        lastError: reason,
        destination: destination?.kind,
        location: destination?.location,
      },
      depth: 0,
    })
    if (last) {
      await payload.jobs.queue({
        task: 'sendBackupAlert',
        input: { backup: record.id },
        queue: EMAIL_QUEUE,
      })
      await payload.update({
        collection: 'backups',
        id: record.id,
        data: { alertQueuedAt: new Date().toISOString() },
        depth: 0,
      })
    }
    payload.logger.error(
      { err: error },
      `Backup failed (try ${attempt} of ${BACKUP_RETRIES + 1}${last ? ', the last' : ''})`,
    )
    throw error
  } finally {
    await stopHeartbeat()
    if (uploaded) fs.rmSync(uploaded, { force: true })
  }
}

export const siteBackupTask: TaskConfig<'site-backup'> = {
  slug: BACKUP_TASK,
  label: 'Back up the site',
  // Payload asks every time the backups queue's timer fires; the hook decides (scheduleBackup),
  // and Payload's own record of the last scheduling is not needed, so not written every minute.
  schedule: [
    {
      cron: '* * * * *',
      queue: BACKUP_QUEUE,
      hooks: {
        beforeSchedule: ({ req }) => scheduleBackup(req.payload),
        afterSchedule: async () => {},
      },
    },
  ],
  retries: {
    attempts: BACKUP_RETRIES,
    backoff: { type: 'exponential', delay: BACKUP_RETRY_DELAY_MS },
  },
  handler: async ({ job, req }) => {
    await runBackup(req.payload, job)
    return { output: {} }
  },
}
