import fs from 'node:fs'

import { ValidationError, type Payload } from 'payload'

/** SEED_ON_START's one value: load the starting content into a database without users. */
export const SEED_IF_EMPTY = 'if-empty'

type Env = Record<string, string | undefined>

export type FirstStart = {
  /** Whether the database had no user when the server started. */
  empty: boolean
  seeded: boolean
  /** The admin made from ADMIN_EMAIL and ADMIN_PASSWORD, if one was. */
  admin?: string
}

/**
 * ADMIN_PASSWORD_FILE: the first admin's password read from a file (a Docker or Kubernetes
 * secret), as official images do, so it is not left in the running server's environment, where
 * `/proc/<pid>/environ` and `docker inspect` show it. One trailing line break is not part of it.
 */
function passwordFromFile(payload: Payload, file: string | undefined): string | undefined {
  if (!file?.trim()) return undefined
  try {
    return fs.readFileSync(file.trim(), 'utf8').replace(/\r?\n$/, '') || undefined
  } catch (error) {
    payload.logger.error({ err: error }, `ADMIN_PASSWORD_FILE ${file} could not be read`)
    return undefined
  }
}

/**
 * What the server does as it starts on a database without users (payload.config.ts `onInit`, in
 * the server only, before Payload answers anything): with SEED_ON_START=if-empty it loads the
 * starting content (the container has no `npm run seed`), and with ADMIN_EMAIL and ADMIN_PASSWORD
 * it makes that admin account (the password may come from ADMIN_PASSWORD_FILE instead). Without them the studio has no account, and its create-first-user
 * form stays refused (features/staff/firstUser.ts) with a message that says to set them. A database
 * with users is left alone: the variables never change an existing account.
 *
 * Here, beside payload.config.ts, not in src/: it loads seed/, which sits above src/ in the layers
 * (.dependency-cruiser.cjs), and only the config's `onInit` calls it.
 */
export async function prepareFirstStart(payload: Payload, env: Env = process.env) {
  const result: FirstStart = { empty: false, seeded: false }
  if ((await payload.count({ collection: 'users' })).totalDocs > 0) return result
  result.empty = true

  const seedOnStart = env.SEED_ON_START?.trim()
  if (seedOnStart === SEED_IF_EMPTY) {
    payload.logger.info('SEED_ON_START=if-empty and no users: loading the starting content')
    const { seed } = await import('./seed')
    await seed(payload, {
      createAdmin: false,
      imageWidth: Number(env.SEED_IMAGE_WIDTH) || undefined,
      log: (step) => payload.logger.info(`Seeding: ${step}`),
    })
    result.seeded = true
  } else if (seedOnStart) {
    payload.logger.warn(`SEED_ON_START=${seedOnStart} is not a known value (only if-empty)`)
  }

  const email = env.ADMIN_EMAIL?.trim()
  const password = env.ADMIN_PASSWORD || passwordFromFile(payload, env.ADMIN_PASSWORD_FILE)
  if (!email || !password) {
    payload.logger.warn(
      'The database has no studio account: set ADMIN_EMAIL and ADMIN_PASSWORD (or ADMIN_PASSWORD_FILE) and restart to create the admin',
    )
    return result
  }
  try {
    await payload.create({
      collection: 'users',
      data: { email, password, name: 'Site Owner', role: 'admin' },
    })
    payload.logger.info(`Created the studio's admin account ${email} (ADMIN_EMAIL)`)
    result.admin = email
  } catch (error) {
    // The server still starts; the studio goes on saying what to set. A refused password (too
    // short, too easy to guess: features/staff/server/password.ts) is said in the line itself.
    const why =
      error instanceof ValidationError
        ? `: ${error.data.errors.map((each) => `${each.path}: ${each.message}`).join(' ')}`
        : ''
    payload.logger.error({ err: error }, `Could not create the admin account ${email}${why}`)
  }
  return result
}
