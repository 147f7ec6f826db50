import crypto from 'node:crypto'

import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { SESSION_MAX_AGE_MS, storeSession } from '@/mends/sessionStore'
import type { User } from '@/payload-types'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The studio's sessions when there are many (mends/sessionStore.ts), on a real
 * database:
 * - a signed-in request reads its own session's entry only: with 2,000 sessions stored for 200
 *   users it makes the same reads, and gets the same number of rows, as with 2. The reads are
 *   counted at the database adapter (every `find`, `findOne`, `count`… Payload makes), not timed;
 * - a session lasts 30 days from its sign-in, however often it is refreshed.
 */
const PASSWORD = 'the right password, at last'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.cleanup()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A request to Payload's REST API, signed in with `token`. */
async function rest(method: 'GET' | 'POST', path: string, token: string) {
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'x-forwarded-for': '192.0.2.1' },
  })
  const slug = path.split('?')[0].split('/')
  const handler = method === 'GET' ? REST_GET : REST_POST
  return handler(config)(request, { params: Promise.resolve({ slug }) })
}

/** Who a token is signed in as, asked as the proxy asks (GET /api/users/me): null when nobody. */
async function me(token: string): Promise<string | null> {
  const response = await rest('GET', 'users/me', token)
  expect(response.status).toBe(200)
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

/** Who a token is signed in as, asked of the Local API (Payload's own check of the token). */
async function authOf(token: string): Promise<string | null> {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  return user?.email ?? null
}

const login = async (email: string) =>
  (await payload.login({ collection: 'users', data: { email, password: PASSWORD } })).token!

const makeUser = (email: string) =>
  payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: email, role: 'editor' },
  })

/** The keys of every session stored, of every user, ended ones included. */
const storedSessions = async () =>
  (await payload.kv.keys()).filter((key) => key.startsWith('studio-session:'))

type Reads = { queries: number; rows: number; byCollection: Record<string, [number, number]> }

/** The database adapter's reads, each call counted with the rows it returned. */
const READS = ['find', 'findOne', 'count', 'findDistinct', 'findGlobal', 'queryDrafts'] as const

/** The reads `run` makes at the database adapter: queries, rows, and both by collection. */
async function readsOf(run: () => Promise<unknown>): Promise<Reads> {
  const reads: Reads = { queries: 0, rows: 0, byCollection: {} }
  const db = payload.db as unknown as Record<string, (args: Record<string, unknown>) => unknown>
  const originals = READS.map((name) => [name, db[name]] as const)
  for (const [name, original] of originals) {
    db[name] = async (args) => {
      const result = (await original.call(payload.db, args)) as { docs?: unknown[] } | null
      const rows = Array.isArray(result?.docs) ? result.docs.length : result ? 1 : 0
      const where = String(args.collection ?? args.slug ?? name)
      const [queries, seen] = reads.byCollection[where] ?? [0, 0]
      reads.byCollection[where] = [queries + 1, seen + rows]
      reads.queries += 1
      reads.rows += rows
      return result
    }
  }
  try {
    await run()
  } finally {
    for (const [name, original] of originals) db[name] = original
  }
  return reads
}

describe('a signed-in request at scale', () => {
  it('reads no more with 2,000 stored sessions across 200 users than with 2', async () => {
    const user = await makeUser('signed-in@example.com')
    const token = await login(user.email)
    await login(user.email)
    expect(await storedSessions()).toHaveLength(2)
    expect(await authOf(token)).toBe(user.email)
    const localWithTwo = await readsOf(() => authOf(token))
    const restWithTwo = await readsOf(() => me(token))

    // 199 more users (rows of their own: their sessions are stored, not signed in, so no hash),
    // and ten sessions each for all 200, the signed-in user's two among them.
    const others: Array<User['id']> = []
    for (let i = 0; i < 199; i++) {
      const email = `user-${i}@example.com`
      const other = await payload.db.create({
        collection: 'users',
        data: { email, name: email, role: 'editor' },
      })
      others.push(other.id as User['id'])
    }
    const now = Date.now()
    const sessions = [
      ...Array.from({ length: 8 }, () => user.id),
      ...others.flatMap((id) => Array<User['id']>(10).fill(id)),
    ]
    for (let i = 0; i < sessions.length; i += 50) {
      await Promise.all(
        sessions.slice(i, i + 50).map((userId) =>
          storeSession(payload, {
            userId,
            sid: crypto.randomUUID(),
            createdAt: now,
            expiresAt: now + 8 * HOUR,
          }),
        ),
      )
    }
    expect(await storedSessions()).toHaveLength(2000)

    expect(await authOf(token)).toBe(user.email)
    const localWithThousands = await readsOf(() => authOf(token))
    const restWithThousands = await readsOf(() => me(token))
    console.log(
      'Reads of a signed-in request (queries/rows):',
      JSON.stringify({ localWithTwo, localWithThousands, restWithTwo, restWithThousands }),
    )
    expect(localWithThousands).toEqual(localWithTwo)
    expect(restWithThousands).toEqual(restWithTwo)
    // Of the store, one row a read: the token's own session. (GET /api/users/me reads the user
    // twice: Payload's token check, then `me` itself.)
    expect(localWithThousands.byCollection['payload-kv']).toEqual([1, 1])
    expect(restWithThousands.byCollection['payload-kv']).toEqual([2, 2])

    // Reading one user's sessions (no token names one) reads that user's ten, not the 2,000.
    const listed = await readsOf(async () => {
      const read = await payload.findByID({ collection: 'users', id: others[7] })
      expect(read.sessions).toHaveLength(10)
    })
    expect(listed.byCollection['payload-kv']).toEqual([1, 10])

    // A sign-out of all the user's sessions ends their ten, and no one else's.
    expect((await rest('POST', 'users/logout?allSessions=true', token)).status).toBe(200)
    expect(await authOf(token)).toBeNull()
    expect(await storedSessions()).toHaveLength(1990)
  })
})

describe('a session lasts 30 days', () => {
  it('ends 30 days after its sign-in, however often it was refreshed', async () => {
    const user = await makeUser('refreshed-for-a-month@example.com')
    // The clock the code reads (Date), moved by the test: timers and promises run as ever.
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const end = start + SESSION_MAX_AGE_MS
    let token = await login(user.email)
    const refresh = async () => {
      const response = await rest('POST', 'users/refresh-token', token)
      expect(response.status).toBe(200)
      const body = (await response.json()) as { refreshedToken: string; exp: number }
      token = body.refreshedToken
      return { exp: body.exp * 1000, cookie: response.headers.get('set-cookie') ?? '' }
    }

    // Refreshed every 7 hours of its 8-hour tokens, for 30 days.
    const exps: number[] = []
    for (let at = start + 7 * HOUR; at < end; at += 7 * HOUR) {
      vi.setSystemTime(at)
      exps.push((await refresh()).exp)
    }
    expect(exps).toHaveLength(102)
    // At first a refresh gives 8 hours more; the last ones stop at the 30 days.
    expect(exps[0]).toBe(Math.floor((start + 7 * HOUR) / 1000) * 1000 + 8 * HOUR)
    expect(Math.max(...exps)).toBeLessThanOrEqual(end)
    expect(exps.at(-1)).toBeGreaterThan(end - 2000)

    // A minute before the end it still holds; refreshed, its token and cookie last that minute.
    vi.setSystemTime(end - 60_000)
    expect(await me(token)).toBe(user.email)
    const last = await refresh()
    expect(last.exp).toBeLessThanOrEqual(end)
    const expires = Date.parse(/Expires=([^;]+)/i.exec(last.cookie)?.[1] ?? '')
    expect(expires).toBeLessThanOrEqual(end)
    expect(expires).toBeGreaterThan(end - 2 * 60_000)

    // Then the user is signed out: no token of the session holds, none is refreshed.
    vi.setSystemTime(end + 1000)
    expect(await me(token)).toBeNull()
    expect(await authOf(token)).toBeNull()
    expect((await rest('POST', 'users/refresh-token', token)).status).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: user.id })).sessions).toEqual([])

    // Signing in again starts a new session, and clears the ended one from the store.
    const fresh = await login(user.email)
    expect(await me(fresh)).toBe(user.email)
    expect((await storedSessions()).filter((key) => key.includes(`:${user.id}:`))).toHaveLength(1)
  })

  it('ends a session stored 31 days ago, though its token has not expired', async () => {
    const user = await makeUser('stored-long-ago@example.com')
    const collection = payload.collections.users.config
    /** A token of a new session that began `age` ago, signed as Payload signs one. */
    const tokenOfSessionAged = async (age: number) => {
      const sid = crypto.randomUUID()
      const { exp, token } = await jwtSign({
        fieldsToSign: getFieldsToSign({
          collectionConfig: collection,
          email: user.email,
          sid,
          user,
        }),
        secret: payload.secret,
        tokenExpiration: collection.auth.tokenExpiration,
      })
      const now = Date.now()
      await storeSession(payload, {
        userId: user.id,
        sid,
        createdAt: now - age,
        expiresAt: exp * 1000,
      })
      return token
    }
    const young = await tokenOfSessionAged(29 * DAY)
    const old = await tokenOfSessionAged(31 * DAY)
    expect(await authOf(young)).toBe(user.email)
    expect(await authOf(old)).toBeNull()
    expect(await me(old)).toBeNull()
    expect((await rest('POST', 'users/refresh-token', old)).status).toBe(403)
  })
})
