#!/usr/bin/env node
// `npm run restore -- <archive> [--force]`: brings back an archive `npm run backup` wrote, to the
// database file, MEDIA_DIR and LEAD_FILES_DIR this environment names (src/features/backup/archive.ts).
// Stop the server first. It refuses to replace a database or a non-empty folder without --force;
// with it, what was there is kept beside it as <name>.before-restore-<time>.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { restore } from '../src/features/backup/archive.ts'
import { runCli } from './backup.mjs'

const USAGE = 'Usage: npm run restore -- <backups/site-....tar.gz> [--force]'

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runCli('restore', USAGE, (args) => {
    if (args.positionals.length !== 1) return false
    // `npm run restore x --force` (without `--`) gives --force to npm, which passes it on only as
    // npm_config_force: the user asked for it all the same.
    const force = Boolean(args.values.force) || process.env.npm_config_force === 'true'
    return restore(args.positionals[0], { force }).then(() => true)
  })
}
