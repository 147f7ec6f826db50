#!/usr/bin/env node
// What a backup costs the server it runs in: the nightly job (src/features/backup/job.ts) writes the
// archive inside the production server's process, and its database copy (`VACUUM INTO` through
// libsql, which runs the statement synchronously) holds the process's one thread meanwhile.
// Builds a SQLite database of about --mb megabytes (rows of random text) and --files MB of
// files in a lead-files folder, in a temporary folder, then runs backup() (src/lib/backup/
// archive.ts) in this process while a timer measures the longest stall of the event loop.
//   npx tsx scripts/bench/backup.mjs [--mb 300] [--files 100] [--runs 3]
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

import { createClient } from '@libsql/client'

import { backup } from '../../src/features/backup/archive.ts'
import { count } from './harness.mjs'

const MB = 1024 * 1024
const databaseMb = count('mb', 300)
const filesMb = count('files', 100)
const runs = count('runs', 3)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-backup-bench-'))
try {
  const database = path.join(dir, 'site.db')
  const client = createClient({ url: pathToFileURL(database).href })
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('CREATE TABLE leads (id integer PRIMARY KEY, body text)')
  // About 230 bytes a row on disk.
  const rows = Math.round((databaseMb * MB) / 230)
  await client.execute(
    `WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT ${rows})
     INSERT INTO leads SELECT x, hex(randomblob(100)) FROM n`,
  )
  client.close()
  const leadFiles = path.join(dir, 'lead-files')
  fs.mkdirSync(leadFiles)
  // Photos do not compress: random bytes stand for them.
  for (let i = 0; i < Math.ceil(filesMb / 5); i++) {
    fs.writeFileSync(path.join(leadFiles, `photo-${i}.jpg`), crypto.randomBytes(5 * MB))
  }
  const env = {
    DATABASE_URI: `file:${database}`,
    MEDIA_DIR: path.join(dir, 'media'),
    LEAD_FILES_DIR: leadFiles,
    BACKUP_DIR: path.join(dir, 'backups'),
  }
  console.log(
    `database ${(fs.statSync(database).size / MB).toFixed(0)} MB (${rows} rows), ` +
      `lead files ${filesMb} MB; ${runs} runs`,
  )

  for (let run = 1; run <= runs; run++) {
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const started = performance.now()
    const result = await backup({ env, log: () => {}, warn: () => {} })
    const seconds = (performance.now() - started) / 1000
    delay.disable()
    console.log(
      `run ${run}: ${seconds.toFixed(1)} s in all, archive ${(result.bytes / MB).toFixed(0)} MB; ` +
        `longest event-loop stall ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
    )
    fs.rmSync(result.archive)
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
