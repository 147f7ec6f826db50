#!/usr/bin/env node
// `npm run backup`: one archive of the SQLite database and the media and lead-files folders,
// BACKUP_DIR/site-<UTC time>.tar.gz (BACKUP_DIR: ./backups by default), written by the same code
// as the nightly backup job (src/features/backup/archive.ts, which says how it stays consistent while
// the site is serving).
//   npm run backup
// `npm run restore -- <archive> [--force]` (scripts/restore.mjs) brings an archive back. The
// database, MEDIA_DIR and LEAD_FILES_DIR are the ones the site uses (DATABASE_URI and .env).
// MongoDB is backed up with mongodump instead (README, Backups).
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'

import { backup, BackupError } from '../src/features/backup/archive.ts'

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
