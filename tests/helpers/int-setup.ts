import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'

import { afterAll, vi } from 'vitest'

// `server-only` throws outside React Server Components; the Local API code under test is
// server code, so tests run it as the server would.
vi.mock('server-only', () => ({}))

// The files of a worker share one process and the packages it has loaded (vitest.config.ts), but
// each evaluates the project's own modules afresh (the Payload config reads the environment set
// below), and leaves the environment, the clock and the timers as it found them.
vi.resetModules()
// getPayload keeps one Payload per process in `global._payload` (payload/src/index.ts), with no
// public way to drop one, and Payload's REST handlers ask for it: forget the last file's (its
// cleanup destroyed it), as a new process would. If Payload moves that cache, this fails here
// rather than every file after the first meeting the first file's database.
await import('payload')
const payloads = (globalThis as { _payload?: unknown })._payload
if (!(payloads instanceof Map)) {
  throw new Error(
    "Payload's instance cache is no longer global._payload: see tests/helpers/int-setup.ts",
  )
}
payloads.clear()
const environment = { ...process.env }
afterAll(() => {
  vi.useRealTimers()
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
})

// Every test file gets a throw-away database and media folder, set before the Payload config is
// first imported: a fresh SQLite file, or a fresh database on the MongoDB server that
// TEST_MONGODB_URI names (scripts/test-all.mjs sets it for the MongoDB leg).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-int-'))
const mongo = process.env.TEST_MONGODB_URI
if (mongo) {
  const url = new URL(mongo)
  url.pathname = `/hclh_test_${crypto.randomBytes(4).toString('hex')}`
  process.env.DATABASE_URI = url.toString()
} else {
  process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`
  // Payload skips the schema push when the schema is the one it pushed last in this process (a
  // shortcut for a development server's reloads); each file's database is new, so push it.
  process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
}
process.env.TEST_TMP_DIR = dir
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.LEAD_FILES_DIR = path.join(dir, 'lead-files')
process.env.PAYLOAD_SECRET ||= 'test-secret-not-for-production'
