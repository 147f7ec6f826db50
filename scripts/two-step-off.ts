/**
 * `npx tsx scripts/two-step-off.ts <email>`: turns two-step sign-in off for one studio account, for
 * an admin who lost their phone and their recovery codes when no other admin can untick it for
 * them in the studio. Run it on the server with its environment (the same DATABASE_URI and
 * PAYLOAD_SECRET, NODE_ENV=production for data/site.db). The account then signs in with its
 * password alone (or, where admins must use it, sets it up again as it signs in).
 */
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

const email = process.argv[2]?.trim().toLowerCase()
if (!email) {
  console.error('Usage: npx tsx scripts/two-step-off.ts <email>')
  process.exit(2)
}

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { turnOff } = await import('../src/features/staff/totp/server/store')

const payload = await getPayload({ config })
const user = await payload.db.findOne<{ id: number | string }>({
  collection: 'users',
  where: { email: { equals: email } },
})
if (!user) {
  console.error(`No studio account has the e-mail ${email}.`)
  process.exit(1)
}
await turnOff(payload, user.id)
console.log(`Two-step sign-in is off for ${email}.`)
await payload.destroy()
process.exit(0)
