import { decodeJwt } from 'jose'
import * as payloadExports from 'payload'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adapterParts, sqliteAdapter } from '@/mends/dbAdapter'
import { sessionIdOf, strategyOf } from '@/mends/sessionStore'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The canaries of the mends that read what Payload does not document (src/mends/,
 * docs/architecture.md "Every mend in one place"), on a real Payload and database: each fails,
 * naming the mend and what to do, when an upgrade takes away what the mend relies on.
 */
let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('the private shapes the mends rely on', () => {
  it('sessionStore (mends/sessionStore.ts): Payload’s JWT check puts _sid and _strategy on the user', async () => {
    const email = 'mends-canary@example.com'
    const password = 'a canary sings in the mine'
    await payload.create({
      collection: 'users',
      data: { email, password, name: 'Canary', role: 'editor' },
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const { user } = await payload.auth({
      headers: new Headers({ authorization: `JWT ${token}` }),
    })
    const signed = decodeJwt(token!)
    const remedy =
      'mends/sessionStore.ts reads what Payload’s JWT check puts on req.user: find where it keeps ' +
      'the session id and strategy now (sessionIdOf, strategyOf), or whether Payload fixed ' +
      'payloadcms/payload#16027 and the store can go'
    expect(user?.email, remedy).toBe(email)
    expect(sessionIdOf(user), remedy).toBe(signed.sid)
    expect(strategyOf(user), remedy).toBe('local-jwt')
    // The refresh signs its token as Payload's own does, with Payload's two helpers.
    const helpers = payloadExports as unknown as Record<string, unknown>
    for (const name of ['jwtSign', 'getFieldsToSign']) {
      expect(
        typeof helpers[name],
        `payload no longer exports ${name}: mends/sessionStore.ts refreshSession signs with it`,
      ).toBe('function')
    }
  })

  it('dbAdapter (mends/dbAdapter.ts): the adapter has the parts lib/db/fast.ts uses', () => {
    const remedy = (part: string) =>
      `Payload's database adapter has no ${part}: lib/db/fast.ts reaches it through ` +
      'mends/dbAdapter.ts; find its new place, or fall back to the Local API way beside each path'
    const sqlite = sqliteAdapter(payload)
    const parts = adapterParts(payload)
    if (ctx.adapter === 'sqlite') {
      expect(sqlite, remedy(`name "sqlite" (it is ${payload.db.name})`)).not.toBeNull()
      expect(typeof sqlite?.drizzle?.values, remedy('drizzle.values')).toBe('function')
      expect(typeof parts.drizzle?.insert, remedy('drizzle.insert')).toBe('function')
      expect(parts.tables?.analytics_events, remedy('tables.analytics_events')).toBeDefined()
    } else {
      expect(sqlite).toBeNull()
      expect(
        typeof parts.collections?.['analytics-events']?.insertMany,
        remedy("collections['analytics-events'].insertMany"),
      ).toBe('function')
      expect(typeof parts.connection?.collection, remedy('connection.collection')).toBe('function')
    }
  })
})
