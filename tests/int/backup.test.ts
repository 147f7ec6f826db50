import { spawn } from 'child_process'
import fs from 'fs'
import path from 'path'
import { fileURLToPath } from 'url'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backup, restore } from '@/features/backup/archive'
import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs over src/features/backup/archive.ts): the real CLIs
 * in their own processes, on this file's real SQLite database, while estimates go on arriving
 * through the real route handler; then the archive restored into a fresh folder.
 */
process.env.CALCULATOR_RATE_LIMIT = '100000/60'
const { POST } = await import('@/app/(frontend)/api/calculator/route')

const sqlite = !process.env.TEST_MONGODB_URI
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs scripts/<script> as `npm run backup` / `npm run restore` do: tsx, its own process. */
function cli(script: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, path.join(root, 'scripts', script), ...args], {
      cwd: options.cwd ?? root,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** The environment of a site in `dir` that names none of its paths: the defaults under `dir`. */
const freshSiteEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  delete env.DATABASE_URI
  delete env.MEDIA_DIR
  delete env.LEAD_FILES_DIR
  return env
}

const openDatabase = (file: string) => createClient({ url: `file:${file}` })

const valid = {
  name: 'Pat Homeowner',
  email: 'pat@example.com',
  phone: '(719) 555-0100',
  serviceType: 'full',
  squareFootage: '2400',
  location: 'Fairplay, CO',
}

/** One estimate request as it went: when it was sent and answered (ms), and what came back. */
type Sent = {
  n: number
  photo: boolean
  sent: number
  answered?: number
  status?: number
  leadId?: number
}

let ctx: TestPayload
let tmp: string
let backupDir: string

beforeAll(async () => {
  tmp = process.env.TEST_TMP_DIR!
  backupDir = path.join(tmp, 'backups')
  if (sqlite) ctx = await createTestPayload()
})

afterAll(async () => {
  // cleanup() removes TEST_TMP_DIR too; on MongoDB no Payload was started here.
  if (ctx) await ctx.cleanup()
  else fs.rmSync(tmp, { recursive: true, force: true })
})

describe.skipIf(!sqlite)('a backup while estimates arrive, restored into a fresh folder', () => {
  let archive: string
  let fresh: string
  const log: Sent[] = []
  let answeredBeforeBackup: number[] = []
  let backupRun: Run
  let backupStarted = 0
  let backupEnded = 0
  let manifest: {
    createdAt: string
    database: { source: string; rows: { leads: number } }
    folders: { media: { files: number } }
  }

  it('backs up while estimates, some with a photo, are being submitted', async () => {
    // Large enough for a thumbnail (400×300), which is a second file to come back.
    const png = await makeImage(480, 360)
    // Something in the public media library too, to see the folder come back.
    const png2 = await makeImage(80, 60)
    await ctx.payload.create({
      collection: 'media',
      data: { alt: 'Porch' },
      file: { data: png2, mimetype: 'image/png', name: 'porch.png', size: png2.length },
    })

    // Two visitors at a time, each sending the next request as soon as the last is answered;
    // every third request with a photo (multipart, as the browser sends it).
    let stop = false
    let n = 0
    const submit = async () => {
      const entry: Sent = { n: ++n, photo: n % 3 === 0, sent: Date.now() }
      log.push(entry)
      const fields = { ...valid, name: `Visitor ${entry.n}`, email: `v${entry.n}@example.com` }
      let request: Request
      if (entry.photo) {
        const form = new FormData()
        for (const [key, value] of Object.entries(fields)) form.append(key, value)
        form.append(
          'files',
          new Blob([new Uint8Array(png)], { type: 'image/png' }),
          `wall-${entry.n}.png`,
        )
        request = new Request('http://127.0.0.1:3000/api/calculator', {
          method: 'POST',
          body: form,
        })
      } else {
        request = new Request('http://127.0.0.1:3000/api/calculator', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(fields),
        })
      }
      const response = await POST(request)
      await response.json()
      entry.answered = Date.now()
      // The answer names no lead (no id for the public): the lead of this visitor's address,
      // looked up before the entry counts as answered.
      if (response.status === 200) {
        const { docs } = await ctx.payload.find({
          collection: 'leads',
          where: { email: { equals: fields.email } },
          limit: 1,
          depth: 0,
        })
        entry.leadId = docs[0]?.id
      }
      entry.status = response.status
    }
    const visitor = async () => {
      while (!stop) await submit()
    }
    const visitors = [visitor(), visitor()]
    const answered = () => log.filter((entry) => entry.status === 200)
    const waitFor = async (test: () => boolean) => {
      while (!test()) {
        const failed = log.find((entry) => entry.status !== undefined && entry.status !== 200)
        if (failed) throw new Error(`Request ${failed.n} was answered ${failed.status}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }

    try {
      await waitFor(() => answered().filter((entry) => entry.photo).length >= 3)
      // Taken in the same tick as the start of the backup: these leads were committed before.
      answeredBeforeBackup = answered().map((entry) => entry.leadId!)
      backupStarted = Date.now()
      backupRun = await cli('backup.mjs', [], {
        env: { ...process.env, BACKUP_DIR: backupDir },
      })
      backupEnded = Date.now()
      // A little more traffic after it.
      const after = log.length
      await waitFor(() => log.length >= after + 6)
    } finally {
      stop = true
      await Promise.all(visitors)
    }

    expect(backupRun.code, backupRun.stderr).toBe(0)
    expect(backupRun.stdout).toContain('Backup written:')
    const archives = fs.readdirSync(backupDir)
    // Only the archive: the working folder and the partial archive are gone.
    expect(archives).toHaveLength(1)
    expect(archives[0]).toMatch(/^site-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
    archive = path.join(backupDir, archives[0])
    // Homeowners' contact details and photos: for the owner of the files only.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700)

    // The site went on answering: every request was stored, during the backup as before it.
    expect(log.map((entry) => entry.status)).toEqual(log.map(() => 200))
    expect(
      log.filter((entry) => entry.answered! > backupStarted && entry.sent < backupEnded).length,
    ).toBeGreaterThan(0)
  })

  it('copied the database while requests were in flight', async () => {
    // manifest.json's time is taken just before `VACUUM INTO`: some request had been sent and
    // not yet answered then.
    const text = await new Promise<string>((resolve, reject) => {
      const child = spawn('tar', ['-xzOf', archive, 'manifest.json'])
      let out = ''
      child.stdout.on('data', (chunk) => (out += chunk))
      child.on('error', reject)
      child.on('close', () => resolve(out))
    })
    manifest = JSON.parse(text)
    expect(manifest).toMatchObject({ format: 'hclh-backup', version: 1 })
    expect(manifest.database.source).toBe(process.env.DATABASE_URI!.slice('file:'.length))
    expect(manifest.folders.media.files).toBeGreaterThan(0)
    const copiedAt = Date.parse(manifest.createdAt)
    expect(copiedAt).toBeGreaterThanOrEqual(backupStarted)
    expect(copiedAt).toBeLessThanOrEqual(backupEnded)
    expect(
      log.some((entry) => entry.sent <= copiedAt && (entry.answered ?? Infinity) >= copiedAt),
    ).toBe(true)
  })

  it('restores into a fresh folder with every lead answered before the backup', async () => {
    // A fresh site folder: no DATABASE_URI, MEDIA_DIR or LEAD_FILES_DIR, so the defaults under it
    // (data/site.db in production, media, lead-files), as `npm run restore` run there would use.
    fresh = path.join(tmp, 'fresh')
    fs.mkdirSync(fresh)
    const run = await cli('restore.mjs', [archive], { cwd: fresh, env: freshSiteEnv() })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain('Restored the backup of')

    const client = openDatabase(path.join(fresh, 'data', 'site.db'))
    try {
      const integrity = await client.execute('PRAGMA integrity_check')
      expect(integrity.rows.map((row) => row[0])).toEqual(['ok'])

      const leads = (await client.execute('SELECT id FROM leads')).rows.map((row) => Number(row.id))
      const restored = new Set(leads)
      expect(answeredBeforeBackup.filter((id) => !restored.has(id))).toEqual([])
      expect(leads.length).toBeGreaterThanOrEqual(answeredBeforeBackup.length)
      expect(leads.length).toBeLessThanOrEqual(log.length)
      expect(leads.length).toBe(manifest.database.rows.leads)

      // Every lead file the copy names is in the restored folder, byte for byte, thumbnail too.
      const files = (
        await client.execute('SELECT lead_id, filename, sizes_thumbnail_filename FROM lead_files')
      ).rows
      const photosBefore = log.filter(
        (entry) => entry.photo && answeredBeforeBackup.includes(entry.leadId!),
      )
      expect(files.length).toBeGreaterThanOrEqual(photosBefore.length)
      for (const entry of photosBefore) {
        expect(files.some((row) => Number(row.lead_id) === entry.leadId)).toBe(true)
      }
      for (const row of files) {
        const names = [row.filename, row.sizes_thumbnail_filename].filter(Boolean)
        expect(names).toHaveLength(2)
        for (const name of names) {
          const copy = path.join(fresh, 'lead-files', String(name))
          expect(fs.existsSync(copy), String(name)).toBe(true)
          const live = path.join(process.env.LEAD_FILES_DIR!, String(name))
          expect(fs.readFileSync(copy).equals(fs.readFileSync(live))).toBe(true)
        }
      }

      const media = (await client.execute('SELECT filename FROM media')).rows
      expect(media).toHaveLength(1)
      expect(fs.existsSync(path.join(fresh, 'media', String(media[0].filename)))).toBe(true)
    } finally {
      client.close()
    }
  })

  it('refuses to restore over a database without --force, and keeps it aside with it', async () => {
    const database = path.join(fresh, 'data', 'site.db')
    const before = fs.readFileSync(database)
    const run = await cli('restore.mjs', [archive], { cwd: fresh, env: freshSiteEnv() })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Stop the server first')
    expect(run.stderr).toContain('--force')
    expect(fs.readFileSync(database).equals(before)).toBe(true)

    // With --force: the database and its log (a server's leftovers) go aside together.
    fs.writeFileSync(`${database}-wal`, 'the old database’s log')
    const result = await restore(archive, {
      cwd: fresh,
      env: freshSiteEnv(),
      force: true,
      log: () => {},
    })
    expect(result.keptAside).toHaveLength(3) // the database, media, lead-files
    const [asideDatabase] = result.keptAside
    expect(fs.readFileSync(asideDatabase).equals(before)).toBe(true)
    expect(fs.readFileSync(`${asideDatabase}-wal`, 'utf8')).toBe('the old database’s log')
    expect(fs.existsSync(`${database}-wal`)).toBe(false)
    const client = openDatabase(database)
    try {
      const integrity = await client.execute('PRAGMA integrity_check')
      expect(integrity.rows.map((row) => row[0])).toEqual(['ok'])
    } finally {
      client.close()
    }
  })

  it('removes a stale log left next to a missing database before restoring', async () => {
    const dir = path.join(tmp, 'stale')
    const database = path.join(dir, 'site.db')
    fs.mkdirSync(dir)
    fs.writeFileSync(`${database}-wal`, 'a log of some other database')
    fs.writeFileSync(`${database}-shm`, 'its index')
    await restore(archive, {
      env: {
        DATABASE_URI: `file:${database}`,
        MEDIA_DIR: path.join(dir, 'media'),
        LEAD_FILES_DIR: path.join(dir, 'lead-files'),
      },
      log: () => {},
    })
    expect(fs.readdirSync(dir).sort()).toEqual(['lead-files', 'media', 'site.db'])
  })

  it('explains an archive that is missing, unreadable or not a backup', async () => {
    const missing = await cli('restore.mjs', [path.join(tmp, 'nope.tar.gz')], {
      cwd: fresh,
      env: freshSiteEnv(),
    })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain(`There is no archive at ${path.join(tmp, 'nope.tar.gz')}`)

    const usage = await cli('restore.mjs', [], { cwd: fresh, env: freshSiteEnv() })
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Usage: npm run restore')

    const options = { cwd: fresh, env: freshSiteEnv(), force: true, log: () => {} }
    const junk = path.join(tmp, 'junk.tar.gz')
    fs.writeFileSync(junk, 'not an archive')
    await expect(restore(junk, options)).rejects.toThrow('is not a readable .tar.gz archive')

    // A real .tar.gz, but of something else: no manifest.json.
    const other = path.join(tmp, 'other.tar.gz')
    await new Promise((resolve) =>
      spawn('tar', ['-czf', other, '-C', fresh, 'media']).on('close', resolve),
    )
    await expect(restore(other, options)).rejects.toThrow('it has no readable manifest.json')
    // Nothing was touched, and no unpacking folder is left behind.
    expect(fs.readdirSync(path.join(fresh, 'data')).filter((name) => name.startsWith('.'))).toEqual(
      [],
    )
  })
})

describe('a MongoDB database', () => {
  const mongo = { DATABASE_URI: 'mongodb://127.0.0.1:27017/site' }

  it('is not backed up by npm run backup, which points to mongodump', async () => {
    const dir = path.join(tmp, 'mongo-backups')
    await expect(backup({ env: { ...mongo, BACKUP_DIR: dir }, log: () => {} })).rejects.toThrow(
      /mongodump --uri/,
    )
    const run = await cli('backup.mjs', [], {
      env: { ...process.env, ...mongo, BACKUP_DIR: dir },
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('mongodump')
    expect(run.stderr).toContain('mongorestore')
    expect(fs.existsSync(dir)).toBe(false)
  })
})
