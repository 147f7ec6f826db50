#!/usr/bin/env node
// `npm run backup`: a consistent copy of the SQLite database and the media and lead-files folders
// in one dated archive, BACKUP_DIR/site-<UTC time>.tar.gz (BACKUP_DIR: ./backups by default).
// Safe while the site is serving: the database is copied with `VACUUM INTO`, which reads one
// snapshot of it (WAL: the server goes on writing meanwhile), and the folders are archived after
// that copy, so every photo the copied database names is already on disk.
//   npm run backup
// `npm run restore -- <archive> [--force]` (scripts/restore.mjs) brings an archive back; both use
// the `backup()` and `restore()` below, which the tests call too. The database, MEDIA_DIR and
// LEAD_FILES_DIR are the ones the site uses (DATABASE_URI, see src/lib/payload/database.ts, and
// .env). MongoDB is backed up with mongodump instead (README, Backups).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'

import { createClient } from '@libsql/client'

import { chooseDatabase } from '../src/lib/payload/database.ts'

/** What manifest.json says it is; restore refuses an archive without it. */
export const FORMAT = 'hclh-backup'
const VERSION = 1
/** The names inside the archive. */
const DATABASE = 'database.db'
const FOLDERS = /** @type {const} */ (['media', 'lead-files'])

/** A refusal or failure to explain in one sentence (the CLIs print it and exit 1). */
export class BackupError extends Error {}

/** `2026-11-24T04-10-00Z`: the time in file names (no colons, which some systems refuse). */
const stamp = (date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')

/** A path as the user typed it would be: relative to the folder the command runs in when inside. */
const shown = (cwd, file) => {
  const relative = path.relative(cwd, file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file
}

const megabytes = (bytes) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

const MONGO_BACKUP =
  'DATABASE_URI points to MongoDB, and `npm run backup` copies only the SQLite database. ' +
  'Back MongoDB up with mongodump: `mongodump --uri "$DATABASE_URI" --archive=site.archive.gz --gzip` ' +
  '(bring it back with `mongorestore --uri "$DATABASE_URI" --archive=site.archive.gz --gzip --drop`), ' +
  'and copy the media and lead-files folders beside it (README, Backups).'

/** @typedef {Record<string, string | undefined>} Env */

/**
 * The database file and the two folders the site uses with this environment, resolved the way
 * the site resolves them (relative paths from `cwd`, where the site runs).
 * @param {Env} [env]
 */
export function sitePaths(env = process.env, cwd = process.cwd()) {
  // Backups are of the site that serves (`npm run up`/`npm start`: data/site.db), so production
  // unless NODE_ENV says otherwise.
  const choice = chooseDatabase(env.DATABASE_URI, env.NODE_ENV || 'production', cwd)
  return {
    database: choice,
    databaseFile: choice.kind === 'sqlite' ? choice.url.slice('file:'.length) : undefined,
    media: path.resolve(cwd, env.MEDIA_DIR || 'media'),
    'lead-files': path.resolve(cwd, env.LEAD_FILES_DIR || 'lead-files'),
  }
}

/** The regular files under `dir`, as paths relative to it with `/`; none when it does not exist. */
function listFiles(dir) {
  const files = []
  const walk = (relative) => {
    let entries
    try {
      entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true })
    } catch (error) {
      if (error.code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(name)
      else if (entry.isFile()) files.push(name)
    }
  }
  walk('')
  return files
}

/** Runs `tar` (no shell) in `cwd`; resolves to its exit code and what it wrote to stderr. */
function tar(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', (error) =>
      reject(new BackupError(`Could not run tar (${error.message}); it must be on the PATH.`)),
    )
    child.on('close', (code) => resolve({ code: code ?? 1, stderr: stderr.trim() }))
  })
}

/**
 * What GNU tar says, exiting 1 or 2 but finishing the archive, when a file changes or goes away
 * between the listing and its reading: uploads still being written and files deleted while the
 * backup runs. Neither is a damaged archive: the database copy was taken before the listing, so
 * it does not name a file still being written.
 */
const FILE_MOVED_ON =
  /: (file changed as we read it|File removed before we read it|Cannot stat: No such file or directory)$|^tar: Exiting with failure status due to previous errors$/

/** Runs `fn` with a client on the SQLite file `file`, closed afterwards. */
async function withDatabase(file, fn) {
  const client = createClient({ url: pathToFileURL(file).href })
  try {
    return await fn(client)
  } finally {
    client.close()
  }
}

/** `PRAGMA integrity_check`'s answer: `ok`, or the first problems it found. */
export const integrity = (client) =>
  client
    .execute('PRAGMA integrity_check')
    .then(({ rows }) => rows.map((row) => String(row[0])).join('; '))

/** The migrations applied, the rows of the tables worth a glance, for manifest.json. */
async function describeDatabase(client) {
  const { rows } = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
  const tables = new Set(rows.map((row) => String(row.name)))
  const counts = {}
  for (const table of ['leads', 'lead_files', 'media', 'users']) {
    if (!tables.has(table)) continue
    const result = await client.execute(`SELECT count(*) AS n FROM "${table}"`)
    counts[table] = Number(result.rows[0].n)
  }
  const migrations = tables.has('payload_migrations')
    ? (await client.execute('SELECT name FROM payload_migrations ORDER BY id')).rows.map((row) =>
        String(row.name),
      )
    : []
  return { counts, migrations }
}

/**
 * Writes the archive and resolves to its path and manifest. `env` and `cwd` stand for the
 * process's own (the site's settings: DATABASE_URI, MEDIA_DIR, LEAD_FILES_DIR, BACKUP_DIR).
 * @param {{ env?: Env, cwd?: string, log?: (line: string) => void, warn?: (line: string) => void }} [options]
 */
export async function backup({
  env = process.env,
  cwd = process.cwd(),
  log = console.log,
  warn = console.warn,
} = {}) {
  const paths = sitePaths(env, cwd)
  if (paths.database.kind === 'mongodb') throw new BackupError(MONGO_BACKUP)
  const databaseFile = paths.databaseFile
  if (!fs.existsSync(databaseFile)) {
    const hint = env.DATABASE_URI ? '' : ' Set DATABASE_URI to the database the site uses.'
    throw new BackupError(`There is no database at ${shown(cwd, databaseFile)}.${hint}`)
  }

  const backupDir = path.resolve(cwd, env.BACKUP_DIR || 'backups')
  fs.mkdirSync(backupDir, { recursive: true })
  // Everything is gathered in a folder beside the archive, removed at the end whatever happens.
  const work = fs.mkdtempSync(path.join(backupDir, '.backup-'))
  try {
    // 1. The database: one snapshot of it, written to a new file while the site goes on writing.
    // The busy timeout covers the moments a reader can still have to wait in WAL mode (a
    // checkpoint resetting the log), as the site's own connections do (payload.config.ts).
    const createdAt = new Date()
    const copy = path.join(work, DATABASE)
    await withDatabase(databaseFile, async (client) => {
      await client.execute('PRAGMA busy_timeout = 5000')
      await client.execute({ sql: 'VACUUM INTO ?', args: [copy] })
    })
    const { counts, migrations } = await withDatabase(copy, async (client) => {
      const answer = await integrity(client)
      if (answer !== 'ok') throw new BackupError(`The database copy is damaged: ${answer}`)
      return describeDatabase(client)
    })

    // 2. The folders, listed after the copy: every file the copy names is in the list. The
    // archive reads them where they are, through links named as they are inside the archive.
    const names = [DATABASE]
    const folders = {}
    for (const folder of FOLDERS) {
      const files = listFiles(paths[folder])
      let bytes = 0
      for (const file of files) {
        // A file deleted since the listing is reported by tar below.
        bytes += fs.statSync(path.join(paths[folder], file), { throwIfNoEntry: false })?.size ?? 0
      }
      folders[folder] = { source: paths[folder], files: files.length, bytes }
      if (fs.existsSync(paths[folder])) fs.symlinkSync(paths[folder], path.join(work, folder))
      names.push(...files.map((file) => `${folder}/${file}`))
    }

    const manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: createdAt.toISOString(),
      database: {
        kind: 'sqlite',
        file: DATABASE,
        source: databaseFile,
        bytes: fs.statSync(copy).size,
        rows: counts,
        migrations,
      },
      folders,
    }
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    // The manifest first, so a look at the archive's start tells what it is. NUL-separated: a
    // file name may hold any character but that one.
    const list = path.join(work, 'files.list')
    fs.writeFileSync(list, ['manifest.json', ...names].map((name) => `${name}\0`).join(''))

    // 3. The archive, under a temporary name until it is complete.
    let archive = path.join(backupDir, `site-${stamp(createdAt)}.tar.gz`)
    for (let n = 2; fs.existsSync(archive); n++) {
      archive = path.join(backupDir, `site-${stamp(createdAt)}-${n}.tar.gz`)
    }
    const partial = path.join(work, 'archive.tar.gz')
    const { code, stderr } = await tar(
      ['-czf', partial, '--null', '--no-recursion', '-T', list],
      work,
    )
    const lines = stderr ? stderr.split('\n') : []
    if (code !== 0 && !(lines.length > 0 && lines.every((line) => FILE_MOVED_ON.test(line)))) {
      throw new BackupError(`tar could not write the archive (exit ${code}): ${stderr}`)
    }
    const movedOn = lines.filter((line) => !line.startsWith('tar: Exiting')).length
    if (movedOn > 0) {
      warn(
        `${movedOn} file(s) changed or went away while they were archived (written or deleted` +
          ' after the database copy): the archive has them as they were read.',
      )
    }
    fs.renameSync(partial, archive)

    const rows = counts.leads === undefined ? '' : `, ${counts.leads} leads`
    log(`Backup written: ${shown(cwd, archive)} (${megabytes(fs.statSync(archive).size)})`)
    log(
      `  database ${shown(cwd, databaseFile)} (${megabytes(manifest.database.bytes)}${rows}),` +
        ` media ${folders.media.files} files, lead files ${folders['lead-files'].files} files`,
    )
    return { archive, manifest }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** Moves a file or folder, copying when it is on another disk (a Docker volume, say). */
function move(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if (error.code !== 'EXDEV') throw error
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

const nonEmptyFolder = (dir) => {
  try {
    return fs.readdirSync(dir).length > 0
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return false
    throw error
  }
}

/**
 * Brings an archive back to the database file and folders this environment names (a fresh
 * folder: point DATABASE_URI, MEDIA_DIR and LEAD_FILES_DIR there, or run it there). Refuses to
 * replace a database or a non-empty folder unless `force`; then what was there is kept beside it
 * as `<name>.before-restore-<time>`. The server must be stopped first: it would keep writing to
 * the file it has open.
 * @param {string} archive
 * @param {{ env?: Env, cwd?: string, force?: boolean, log?: (line: string) => void }} [options]
 */
export async function restore(
  archive,
  { env = process.env, cwd = process.cwd(), force = false, log = console.log } = {},
) {
  const archivePath = path.resolve(cwd, archive)
  if (!fs.existsSync(archivePath)) throw new BackupError(`There is no archive at ${archivePath}.`)
  if (!fs.statSync(archivePath).isFile()) {
    throw new BackupError(`${archivePath} is a folder, not a backup archive (.tar.gz).`)
  }
  const paths = sitePaths(env, cwd)
  if (paths.database.kind === 'mongodb') {
    throw new BackupError(
      'DATABASE_URI points to MongoDB; these archives hold a SQLite database. Restore MongoDB' +
        ' with mongorestore (README, Backups).',
    )
  }
  const databaseFile = paths.databaseFile

  const occupied = [
    ...(fs.existsSync(databaseFile) ? [databaseFile] : []),
    ...FOLDERS.filter((folder) => nonEmptyFolder(paths[folder])).map((folder) => paths[folder]),
  ]
  if (occupied.length > 0 && !force) {
    throw new BackupError(
      `Not restoring over ${occupied.map((file) => shown(cwd, file)).join(', ')}. Stop the` +
        ` server first, then run again with --force (npm run restore -- ${archive} --force):` +
        ' what is there now is kept beside it as <name>.before-restore-<time>.',
    )
  }

  // Unpacked beside the database, so putting it in place is a rename, not a second copy.
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true })
  const work = path.join(
    path.dirname(databaseFile),
    `.restore-${crypto.randomBytes(4).toString('hex')}`,
  )
  fs.mkdirSync(work)
  try {
    const { code, stderr } = await tar(['-xzf', archivePath, '--no-same-owner'], work)
    if (code !== 0) {
      const reason = stderr.split('\n')[0]
      throw new BackupError(`${archive} is not a readable .tar.gz archive (${reason}).`)
    }
    let manifest
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8'))
    } catch {
      throw new BackupError(
        `${archive} is not a backup made by \`npm run backup\`: it has no readable manifest.json.`,
      )
    }
    if (manifest?.format !== FORMAT || typeof manifest.version !== 'number') {
      throw new BackupError(`${archive}: manifest.json does not describe a backup of this site.`)
    }
    if (manifest.version > VERSION) {
      throw new BackupError(`${archive} was made by a newer version of this site's backup.`)
    }
    const copy = path.join(work, DATABASE)
    if (!fs.existsSync(copy)) throw new BackupError(`${archive} has no ${DATABASE}.`)
    const answer = await withDatabase(copy, integrity)
    if (answer !== 'ok') throw new BackupError(`The database in ${archive} is damaged: ${answer}`)

    // What is there now goes aside, with its -wal and -shm: a database's log holds writes that
    // are not in its file yet, and a log left next to the restored file would be replayed into it.
    const aside = `.before-restore-${stamp(new Date())}`
    const keptAside = []
    if (fs.existsSync(databaseFile)) {
      for (const suffix of ['', '-wal', '-shm']) {
        if (!fs.existsSync(databaseFile + suffix)) continue
        fs.renameSync(databaseFile + suffix, databaseFile + aside + suffix)
      }
      keptAside.push(databaseFile + aside)
    } else {
      for (const suffix of ['-wal', '-shm', '-journal']) {
        fs.rmSync(databaseFile + suffix, { force: true })
      }
    }
    move(copy, databaseFile)

    const restored = {}
    for (const folder of FOLDERS) {
      const target = paths[folder]
      if (nonEmptyFolder(target)) {
        fs.renameSync(target, target + aside)
        keptAside.push(target + aside)
      } else {
        fs.rmSync(target, { recursive: true, force: true })
      }
      const unpacked = path.join(work, folder)
      if (fs.existsSync(unpacked)) move(unpacked, target)
      else fs.mkdirSync(target, { recursive: true })
      restored[folder] = listFiles(target).length
    }

    log(`Restored the backup of ${manifest.createdAt}:`)
    log(`  database   ${shown(cwd, databaseFile)}`)
    log(`  media      ${shown(cwd, paths.media)} (${restored.media} files)`)
    log(`  lead files ${shown(cwd, paths['lead-files'])} (${restored['lead-files']} files)`)
    for (const file of keptAside) log(`Kept what was there before as ${shown(cwd, file)}`)
    return {
      manifest,
      databaseFile,
      media: paths.media,
      leadFiles: paths['lead-files'],
      keptAside,
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/**
 * Runs a CLI's work: the site's .env first (as the site reads it), then `fn`; a BackupError is one
 * line and exit 1, a wrong argument the usage and exit 2.
 */
export async function runCli(name, usage, fn) {
  let args
  try {
    args = parseArgs({
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    })
  } catch (error) {
    console.error(`${name}: ${error.message}\n${usage}`)
    process.exit(2)
  }
  if (args.values.help) {
    console.log(usage)
    process.exit(0)
  }
  // A CommonJS module: plain Node gives its exports as `default`, tsx gives them as they are.
  const nextEnv = await import('@next/env')
  const { loadEnvConfig } = nextEnv.default ?? nextEnv
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
  try {
    const ok = await fn(args)
    if (ok === false) {
      console.error(usage)
      process.exit(2)
    }
    process.exit(0)
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    console.error(`${name}: ${error.message}`)
    process.exit(1)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runCli(
    'backup',
    'Usage: npm run backup   (writes BACKUP_DIR/site-<time>.tar.gz)',
    (args) => {
      if (args.positionals.length > 0 || args.values.force) return false
      return backup().then(() => true)
    },
  )
}
