import fs from 'fs'

import type { Payload } from 'payload'

export type TestPayload = { payload: Payload; cleanup: () => Promise<void>; adapter: string }

/** A real Payload on the throw-away database that tests/helpers/int-setup.ts chose for this file. */
export async function createTestPayload(): Promise<TestPayload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const mongo = Boolean(process.env.TEST_MONGODB_URI)

  return {
    payload,
    adapter: mongo ? 'mongodb' : 'sqlite',
    cleanup: async () => {
      if (mongo) {
        const db = payload.db as unknown as {
          connection?: { dropDatabase: () => Promise<unknown> }
        }
        await db.connection?.dropDatabase()
      }
      await payload.destroy()
      const dir = process.env.TEST_TMP_DIR
      if (dir) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
