#!/usr/bin/env node
// `npm run up`: install, migrate, seed an empty database, build and serve the site on
// http://localhost:3000 (PORT to change it). Runs in production mode on data/site.db unless
// DATABASE_URI says otherwise.
import { ensureDependencies, ensureEnvFile, run } from './lib.mjs'

ensureDependencies()
ensureEnvFile()

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
const port = process.env.PORT || '3000'

console.log('\n[1/3] Database: applying migrations and seeding if it is empty...')
if ((await run('npx', ['tsx', 'seed/run.ts', '--if-empty'], { env })) !== 0) process.exit(1)

if (!process.argv.includes('--no-build')) {
  console.log('\n[2/3] Building the site...')
  if ((await run('npx', ['next', 'build'], { env })) !== 0) process.exit(1)
}

console.log(`\n[3/3] Serving on http://localhost:${port} (studio: http://localhost:${port}/admin)`)
console.log(
  `Studio login: ${process.env.ADMIN_EMAIL || 'admin@example.com'} with the password printed when the` +
    ' database was seeded (or ADMIN_PASSWORD). Ctrl+C stops the server.\n',
)
process.exit(await run('npm', ['start', '--', '-p', port], { env }))
