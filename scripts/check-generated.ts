/**
 * Fails when a generated file no longer matches the config: the admin import map (a stale one
 * silently drops admin components), the TypeScript types, or the SQLite migrations (a schema
 * change without a migration would break `next start` on an existing database).
 * Fix with: npm run generate:importmap, npm run generate:types, npm run migrate:create -- <name>
 */
import fs from 'fs'
import os from 'os'
import path from 'path'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-generated-'))
process.env.DATABASE_URI = `file:${path.join(tmp, 'check.db')}`
process.env.PAYLOAD_SECRET ||= 'check-generated'
process.env.MEDIA_DIR = path.join(tmp, 'media')

const { default: configPromise } = await import('../payload.config')
const config = await configPromise
const { generateTypes } = await import('payload/node')
// Payload's own generators, from its public exports (what `payload generate:importmap` runs).
const { generateImportMap, getPayload } = await import('payload')

const problems: string[] = []
const same = (a: string, b: string) =>
  fs.readFileSync(a, 'utf8').trim() === fs.readFileSync(b, 'utf8').trim()

// Import map
const importMapFile = path.join(tmp, 'importMap.js')
await generateImportMap(
  {
    ...config,
    admin: { ...config.admin, importMap: { ...config.admin.importMap, importMapFile } },
  },
  { log: false, force: true },
)
if (!same(importMapFile, 'src/app/(payload)/admin/importMap.js')) {
  problems.push('the admin import map is stale: run `npm run generate:importmap`')
}

// Types
const typesFile = path.join(tmp, 'payload-types.ts')
await generateTypes(
  { ...config, typescript: { ...config.typescript, outputFile: typesFile } },
  { log: false },
)
if (!same(typesFile, 'src/payload-types.ts')) {
  problems.push('src/payload-types.ts is stale: run `npm run generate:types`')
}

// Migrations: compare the schema with the newest committed snapshot, as migrate:create does.
const payload = await getPayload({ config })
const { sqliteAdapter } = await import('../src/mends/dbAdapter')
const db = sqliteAdapter(payload)
if (!db) throw new Error('check-generated runs on SQLite (DATABASE_URI above)')
const kit = db.requireDrizzleKit()
const latest = fs
  .readdirSync(db.migrationDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .at(-1)
if (!latest) {
  problems.push('there is no committed migration: run `npm run migrate:create -- initial`')
} else {
  const before = JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest), 'utf8'))
  const statements = await kit.generateMigration(before, await kit.generateDrizzleJson(db.schema))
  if (statements.length) {
    problems.push(
      `the schema changed since migration ${latest} (${statements.length} statements): run \`npm run migrate:create -- <name>\``,
    )
  }
}
await payload.destroy()
fs.rmSync(tmp, { recursive: true, force: true })

if (problems.length) {
  for (const problem of problems) console.error(`Generated files: ${problem}`)
  process.exit(1)
}
console.log('Generated files are up to date: import map, types, migrations.')
process.exit(0)
