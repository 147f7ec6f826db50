/**
 * The site's backup archive: a consistent copy of the SQLite database and the media and
 * lead-files folders in one dated file, `site-<UTC time>.tar.gz`. Written by the nightly job
 * (features/backup/job.ts) and by `npm run backup`; brought back by `npm run restore` (both CLIs in
 * scripts/ are thin shells over this module). Safe while the site is serving: the database is
 * copied with `VACUUM INTO`, which reads one snapshot of it (WAL: the server goes on writing
 * meanwhile), and the folders are archived after that copy, so every photo the copied database
 * names is already on disk. MongoDB is backed up with mongodump instead (README, Backups).
 *
 * No `server-only` here: the CLIs run it under tsx, outside Next.js.
 */
import { spawn } from 'child_process'
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { pathToFileURL } from 'url'

import { createClient, type Client } from '@libsql/client'

// Relative, not `@/`: `npm run restore` runs from any folder (a fresh site's), where tsx finds no
// tsconfig to read the alias from.
// eslint-disable-next-line no-restricted-imports -- see above
import { chooseDatabase, type DatabaseChoice } from '../../lib/payload/database'

/** What manifest.json says it is; restore refuses an archive without it. */
export const FORMAT = 'hclh-backup'
const VERSION = 1
/** The names inside the archive. */
const DATABASE = 'database.db'
const FOLDERS = ['media', 'lead-files'] as const
type Folder = (typeof FOLDERS)[number]

/** An archive's name: `site-2026-11-24T04-10-00Z.tar.gz`, `-2` and on for a second one that second. */
export const ARCHIVE_NAME = /^site-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?:-(\d+))?\.tar\.gz$/

/** A refusal or failure to explain in one sentence (the CLIs print it and exit 1). */
export class BackupError extends Error {}

export type Env = Record<string, string | undefined>

export type Manifest = {
  format: typeof FORMAT
  version: number
  createdAt: string
  database: {
    kind: 'sqlite'
    file: string
    source: string
    bytes: number
    rows: Record<string, number>
    migrations: string[]
  }
  folders: Record<Folder, { source: string; files: number; bytes: number }>
}

/** `2026-11-24T04-10-00Z`: the time in file names (no colons, which some systems refuse). */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')

/** A path as the user typed it would be: relative to the folder the command runs in when inside. */
const shown = (cwd: string, file: string) => {
  const relative = path.relative(cwd, file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file
}

export const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

export const MONGO_BACKUP =
  'DATABASE_URI points to MongoDB, and `npm run backup` copies only the SQLite database. ' +
  'Back MongoDB up with mongodump: `mongodump --uri "$DATABASE_URI" --archive=site.archive.gz --gzip` ' +
  '(bring it back with `mongorestore --uri "$DATABASE_URI" --archive=site.archive.gz --gzip --drop`), ' +
  'and copy the media and lead-files folders beside it (README, Backups).'

export type SitePaths = {
  database: DatabaseChoice
  databaseFile: string | undefined
} & Record<Folder, string>

/**
 * The database file and the two folders the site uses with this environment, resolved the way
 * the site resolves them (relative paths from `cwd`, where the site runs).
 */
export function sitePaths(env: Env = process.env, cwd = process.cwd()): SitePaths {
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

/** BACKUP_DIR (default ./backups), resolved from `cwd`. */
export const backupDir = (env: Env = process.env, cwd = process.cwd()) =>
  path.resolve(cwd, env.BACKUP_DIR?.trim() || 'backups')

/** The regular files under `dir`, as paths relative to it with `/`; none when it does not exist. */
function listFiles(dir: string): string[] {
  const files: string[] = []
  const walk = (relative: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
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
function tar(args: string[], cwd: string): Promise<{ code: number; stderr: string }> {
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
async function withDatabase<T>(file: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: pathToFileURL(file).href })
  try {
    return await fn(client)
  } finally {
    client.close()
  }
}

/** `PRAGMA integrity_check`'s answer: `ok`, or the first problems it found. */
export const integrity = (client: Client) =>
  client
    .execute('PRAGMA integrity_check')
    .then(({ rows }) => rows.map((row) => String(row[0])).join('; '))

/** The migrations applied, the rows of the tables worth a glance, for manifest.json. */
async function describeDatabase(client: Client) {
  const { rows } = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
  const tables = new Set(rows.map((row) => String(row.name)))
  const counts: Record<string, number> = {}
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

export type BackupOptions = {
  /** The site's settings (DATABASE_URI, MEDIA_DIR, LEAD_FILES_DIR, BACKUP_DIR); the process's own. */
  env?: Env
  cwd?: string
  /** Where the archive goes; BACKUP_DIR by default. */
  dir?: string
  /** Names already used where archives are kept (a bucket), besides the files in `dir`. */
  taken?: ReadonlySet<string>
  log?: (line: string) => void
  warn?: (line: string) => void
}

export type BackupResult = { archive: string; bytes: number; manifest: Manifest }

/**
 * Writes the archive and resolves to its path, size and manifest. The archive and the folder it
 * is written to (when made here) are readable by their owner only: they hold homeowners' contact
 * details and photos.
 */
export async function backup({
  env = process.env,
  cwd = process.cwd(),
  dir,
  taken = new Set(),
  log = console.log,
  warn = console.warn,
}: BackupOptions = {}): Promise<BackupResult> {
  const paths = sitePaths(env, cwd)
  if (paths.database.kind === 'mongodb') throw new BackupError(MONGO_BACKUP)
  const databaseFile = paths.databaseFile!
  if (!fs.existsSync(databaseFile)) {
    const hint = env.DATABASE_URI ? '' : ' Set DATABASE_URI to the database the site uses.'
    throw new BackupError(`There is no database at ${shown(cwd, databaseFile)}.${hint}`)
  }

  const outDir = dir ?? backupDir(env, cwd)
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 })
  // Everything is gathered in a folder beside the archive, removed at the end whatever happens.
  const work = fs.mkdtempSync(path.join(outDir, '.backup-'))
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
    const folders = {} as Manifest['folders']
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

    const manifest: Manifest = {
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
    const used = (file: string) => fs.existsSync(file) || taken.has(path.basename(file))
    let archive = path.join(outDir, `site-${stamp(createdAt)}.tar.gz`)
    for (let n = 2; used(archive); n++) {
      archive = path.join(outDir, `site-${stamp(createdAt)}-${n}.tar.gz`)
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
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, archive)

    const bytes = fs.statSync(archive).size
    const rows = counts.leads === undefined ? '' : `, ${counts.leads} leads`
    log(`Backup written: ${shown(cwd, archive)} (${megabytes(bytes)})`)
    log(
      `  database ${shown(cwd, databaseFile)} (${megabytes(manifest.database.bytes)}${rows}),` +
        ` media ${folders.media.files} files, lead files ${folders['lead-files'].files} files`,
    )
    return { archive, bytes, manifest }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** Moves a file or folder, copying when it is on another disk (a Docker volume, say). */
function move(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

const nonEmptyFolder = (dir: string) => {
  try {
    return fs.readdirSync(dir).length > 0
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return false
    throw error
  }
}

export type RestoreOptions = {
  env?: Env
  cwd?: string
  force?: boolean
  log?: (line: string) => void
}

/**
 * Brings an archive back to the database file and folders this environment names (a fresh
 * folder: point DATABASE_URI, MEDIA_DIR and LEAD_FILES_DIR there, or run it there). Refuses to
 * replace a database or a non-empty folder unless `force`; then what was there is kept beside it
 * as `<name>.before-restore-<time>`. The server must be stopped first: it would keep writing to
 * the file it has open.
 */
export async function restore(
  archive: string,
  { env = process.env, cwd = process.cwd(), force = false, log = console.log }: RestoreOptions = {},
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
  const databaseFile = paths.databaseFile!

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
    let manifest: Manifest
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
    const keptAside: string[] = []
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

    const restored = {} as Record<Folder, number>
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
