import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'

import { vi } from 'vitest'

// `server-only` throws outside React Server Components; the Local API code under test is
// server code, so tests run it as the server would.
vi.mock('server-only', () => ({}))

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
}
process.env.TEST_TMP_DIR = dir
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.LEAD_FILES_DIR = path.join(dir, 'lead-files')
process.env.PAYLOAD_SECRET ||= 'test-secret-not-for-production'
