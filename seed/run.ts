/**
 * `npm run seed`: seeds the database that DATABASE_URI names (see .env.example).
 * Safe to run again: it only adds what is missing. With `--if-empty` it seeds only a database that
 * has no users yet, so content the owner deleted does not come back on the next start.
 */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

// First, so that a seed that stops while Payload and the config load says how far it came.
console.log('Seed: loading Payload and the site config')

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { seed } = await import('./index')

const payload = await getPayload({ config })
const started = Date.now()
const ifEmpty = process.argv.includes('--if-empty')
try {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (ifEmpty && totalDocs > 0) {
    console.log(
      'The database already has content: not seeding (run `npm run seed` to add what is missing).',
    )
    await payload.destroy()
    process.exit(0)
  }
  const report = await seed(payload, {
    adminEmail: process.env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
    imageWidth: Number(process.env.SEED_IMAGE_WIDTH) || undefined,
    log: (step) => payload.logger.info(`Seeding: ${step}`),
  })
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)
  console.log(
    `Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sum(report.created)} created, ${sum(report.existing)} already there.`,
  )
  if (report.admin.created) {
    console.log(`Admin user: ${report.admin.email}`)
    if (report.admin.generatedPassword) {
      console.log(
        `Admin password (shown once, change it in the studio): ${report.admin.generatedPassword}`,
      )
    }
  }
} finally {
  await payload.destroy()
}
process.exit(0)
