import { decodeJwt } from 'jose'
import {
  Forbidden,
  getFieldsToSign,
  jwtSign,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionAfterLoginHook,
  type CollectionAfterLogoutHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeChangeHook,
  type Endpoint,
  type Field,
  type FieldHook,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { generatePayloadCookie, parseCookies } from 'payload/shared'

/**
 * Mend: the studio's sessions, one entry each in Payload's key-value store (`payload.kv`: the
 * `payload-kv` collection on the site's database), instead of the `sessions` array Payload keeps
 * on each user.
 *
 * What it mends: Payload adds a session by reading the user with the array, appending to it and
 * writing the whole user back (`addSessionToUser`; the sign-out and the token's refresh do the
 * same), so sign-ins at the same moment overwrite each other's sessions: of four at once, three
 * tokens then answer 403. A lock in this process would not help a second server on the same
 * database. Here a session is a row of its own, added and removed alone: nothing is read and
 * written back, in one process or several.
 *
 * Upstream: payloadcms/payload#16027 and #18132, open in 3.90 (the fix proposed in #18150 pushes
 * the session atomically).
 *
 * How, with Payload's config:
 * - the `sessions` field is virtual: the database keeps no array, so Payload's writes of it store
 *   nothing; reading a user fills it from the store (`readSessions`), and that is what Payload's
 *   token check reads (the token's `sid` must be among the user's sessions);
 * - a sign-in (a password reset signs in too) adds its entry, a sign-out removes its own (all of
 *   the user's with `?allSessions=true`), a new password ends the user's other sessions as Payload
 *   does, a reset all but the one it starts, a deleted user all of theirs;
 * - `POST /api/users/refresh-token` is answered here: Payload's reads the array from the database.
 *
 * What it reads of Payload's that is not documented: the `_sid` and `_strategy` Payload's JWT
 * check puts on `req.user` (`sessionIdOf`, `strategyOf` below), and `jwtSign` and
 * `getFieldsToSign`, exported by `payload` but not documented, to sign a refreshed token as
 * Payload's own refresh does.
 *
 * At scale: a request reads only its own session's entry, and a sign-in, sign-out or new password
 * only its user's, as a range of the store's unique index on `key` (`entriesFrom`): never the
 * other users' sessions, however many there are (tests/int/sessions-at-scale.test.ts counts the
 * reads). Every session ends SESSION_MAX_AGE_MS after its sign-in, refreshed or not.
 *
 * Canaries: tests/int/sign-in.test.ts's "ten sign-ins made at the same moment", sign-out and
 * two-process tests fail without this module while the race is Payload's, and pass without it
 * once Payload has fixed it; tests/int/mends.test.ts fails when Payload's JWT check no longer
 * puts `_sid` and `_strategy` on the user, or `jwtSign` and `getFieldsToSign` are gone.
 *
 * To remove it, once Payload stores sessions without rewriting the array: delete this file, the
 * `sessions` field and the session hooks in collections/Users/index.ts, the `endSessions` calls
 * (Users/hooks/emailChange.ts, globals/SiteSettings/twoStep.ts: Payload's own revoke then) and
 * the `PASSWORD_CHECK` note (Users/hooks/password.ts, twoStep.ts); sessions stored here are not
 * carried over, so everyone signs in again.
 */

/** A sign-in made only to check a password (hooks/password.ts): it starts no session. */
export const PASSWORD_CHECK = 'passwordCheckOnly'

/** The request's note that a password is being changed, for the sessions it ends. */
const NEW_PASSWORD = 'sessionsEndForNewPassword'

const PREFIX = 'studio-session'

/**
 * The longest a session lasts, however often it is refreshed: 30 days after its sign-in, its user
 * signs in again.
 */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/**
 * The collection behind `payload.kv`: Payload's database key-value adapter (the default), on
 * SQLite and MongoDB alike, keeps each entry as a row with a unique, indexed `key`.
 */
const KV_COLLECTION = 'payload-kv'

/** A session's entry: its key holds it all, so the user's sessions are read from the keys alone. */
type Entry = { key: string; userId: string; sid: string; createdAt: number; expiresAt: number }

const keyOf = (userId: number | string, sid: string, createdAt: number, expiresAt: number) =>
  `${PREFIX}:${userId}:${sid}:${createdAt}:${expiresAt}`

/** Where the keys of a user's sessions start, or of one session's when `sid` is given. */
const startOf = (userId: number | string, sid?: string) =>
  sid === undefined ? `${PREFIX}:${userId}:` : `${PREFIX}:${userId}:${sid}:`

function parse(key: string): Entry | null {
  const [prefix, userId, sid, createdAt, expiresAt, ...rest] = key.split(':')
  if (prefix !== PREFIX || rest.length || !userId || !sid) return null
  return { key, userId, sid, createdAt: Number(createdAt), expiresAt: Number(expiresAt) }
}

/**
 * The session id Payload's JWT check puts on the user it signs in (`_sid`, from the token's `sid`),
 * or undefined (another strategy, or no session). Not in Payload's types: tests/int/mends.test.ts
 * fails when Payload stops putting it there.
 */
export function sessionIdOf(user: object | null | undefined): string | undefined {
  const sid = (user as { _sid?: unknown } | null | undefined)?._sid
  return typeof sid === 'string' ? sid : undefined
}

/** The name of the strategy that signed the user in (`_strategy`, Payload's `local-jwt`). */
export function strategyOf(user: object | null | undefined): string | undefined {
  const strategy = (user as { _strategy?: unknown } | null | undefined)?._strategy
  return typeof strategy === 'string' ? strategy : undefined
}

/** Whether a session holds at `now`: its token has not expired, nor the session grown too old. */
const isLive = (entry: Entry, now: number) =>
  entry.expiresAt > now && entry.createdAt + SESSION_MAX_AGE_MS > now

/**
 * The entries whose keys begin with `start` (a `startOf`), ended ones included. Payload's kv API
 * reads one key or all of them, so this asks the database adapter for the range of the store's
 * unique `key` index instead: from `start` up to the same text with its last ':' turned into ';',
 * the character after it. No other user's entry is read, however many there are.
 */
async function entriesFrom(payload: Payload, start: string): Promise<Entry[]> {
  const end = `${start.slice(0, -1)};`
  const { docs } = await payload.db.find<{ key: string }>({
    collection: KV_COLLECTION,
    where: { and: [{ key: { greater_than_equal: start } }, { key: { less_than: end } }] },
    select: { key: true },
    limit: 0,
    pagination: false,
  })
  return docs.map((doc) => parse(doc.key)).filter((entry) => entry !== null)
}

/** Ends the user's sessions, but the one `keep` names (all of them without `keep`). */
export async function endSessions(payload: Payload, userId: number | string, keep?: string) {
  const entries = (await entriesFrom(payload, startOf(userId))).filter(
    (entry) => entry.sid !== keep,
  )
  await Promise.all(entries.map((entry) => payload.kv.delete(entry.key)))
}

/**
 * Stores a session: the user's, named by the session id Payload signed into its token, started
 * at `createdAt` and held until `expiresAt` (milliseconds), never past SESSION_MAX_AGE_MS.
 */
export async function storeSession(
  payload: Payload,
  session: { userId: number | string; sid: string; createdAt: number; expiresAt: number },
) {
  const { userId, sid, createdAt } = session
  const expiresAt = Math.min(session.expiresAt, createdAt + SESSION_MAX_AGE_MS)
  await payload.kv.set(keyOf(userId, sid, createdAt, expiresAt), { user: userId })
}

/** The session id and expiry (seconds) Payload signed into a token it just made. */
function claimsOf(token: string | undefined): { sid: string; exp: number } | null {
  if (!token) return null
  const { sid, exp } = decodeJwt(token)
  return typeof sid === 'string' && typeof exp === 'number' ? { sid, exp } : null
}

/**
 * The session ids of the tokens a request carries for the user `id`: in its Authorization header
 * (`JWT …` or `Bearer …`) and in its cookie, the places Payload takes a token from. Payload checks
 * one of them (its `jwtOrder`); these are all it could check. Not verified here: Payload verifies
 * the token before it reads the user, and an id found here only narrows what is read.
 */
function requestSessionIds(req: PayloadRequest, id: number | string): string[] {
  const headers = req.headers
  if (!headers) return []
  const tokens = [
    headers.get('authorization')?.replace(/^(JWT|Bearer) /, ''),
    parseCookies(headers).get(`${req.payload.config.cookiePrefix}-token`),
  ]
  const sids = new Set<string>()
  for (const token of tokens) {
    try {
      const claims = token ? decodeJwt(token) : null
      if (String(claims?.id) === String(id) && typeof claims?.sid === 'string') sids.add(claims.sid)
    } catch {
      // Not a token: nothing to narrow by.
    }
  }
  return [...sids]
}

/**
 * The user's live sessions, as Payload's `sessions` array has them. Not for a list of users, nor
 * where the field's access (the user's own sessions only) would drop them: the token check reads
 * one user, with access overridden.
 *
 * A request that carries a token of this user (Payload's token check, or the user reading their
 * own account) gets only the sessions its tokens name, each read alone: so checking a token reads
 * one entry, whether the user has one session or twenty and the store two or thousands.
 */
const readSessions: FieldHook = async ({ data, findMany, originalDoc, overrideAccess, req }) => {
  const id = (originalDoc as { id?: number | string } | undefined)?.id ?? data?.id
  if (id === undefined || id === null) return []
  if (findMany || (!overrideAccess && String(req.user?.id) !== String(id))) return undefined
  const { payload } = req
  const sids = requestSessionIds(req, id)
  const now = Date.now()
  const entries = sids.length
    ? (await Promise.all(sids.map((sid) => entriesFrom(payload, startOf(id, sid))))).flat()
    : await entriesFrom(payload, startOf(id))
  return entries
    .filter((entry) => isLive(entry, now))
    .map((entry) => ({
      id: entry.sid,
      createdAt: new Date(entry.createdAt).toISOString(),
      expiresAt: new Date(entry.expiresAt).toISOString(),
    }))
}

/**
 * Payload's `sessions` field (merged with the one Payload adds to an auth collection), kept out of
 * the database and read from the store.
 */
export const sessionsField: Field = {
  name: 'sessions',
  type: 'array',
  virtual: true,
  fields: [],
  hooks: { afterRead: [readSessions] },
}

/**
 * A sign-in's session (and a reset's, which signs in): the token Payload made names it. The user's
 * ended sessions are cleared on the way (another user's, at their next sign-in or deletion).
 */
export const addSession: CollectionAfterLoginHook = async ({ req, token, user }) => {
  if (req.context[PASSWORD_CHECK]) return user
  const claims = claimsOf(token)
  if (!claims) return user
  const { payload } = req
  const now = Date.now()
  await storeSession(payload, {
    userId: user.id,
    sid: claims.sid,
    createdAt: now,
    expiresAt: claims.exp * 1000,
  })
  const ended = (await entriesFrom(payload, startOf(user.id))).filter(
    (entry) => !isLive(entry, now),
  )
  await Promise.all(ended.map((entry) => payload.kv.delete(entry.key)))
  return user
}

/** A sign-out ends its own session, or every session of the user with `?allSessions=true`. */
export const removeSession: CollectionAfterLogoutHook = async ({ req }) => {
  const user = req.user
  if (!user) return
  const all = req.searchParams?.get('allSessions') === 'true'
  const sid = sessionIdOf(user)
  if (all) return endSessions(req.payload, user.id)
  if (!sid) return
  const own = await entriesFrom(req.payload, startOf(user.id, sid))
  await Promise.all(own.map((entry) => req.payload.kv.delete(entry.key)))
}

/** Notes a change of password, for endSessionsOnNewPassword. */
export const noteNewPassword: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'update' && typeof data.password === 'string') req.context[NEW_PASSWORD] = true
  return data
}

/**
 * A new password ends the user's sessions, as Payload does: all of them when someone else set it,
 * all but the one that set it when the user did.
 */
export const endSessionsOnNewPassword: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!req.context[NEW_PASSWORD]) return doc
  req.context[NEW_PASSWORD] = false
  const self = req.user?.collection === 'users' && String(req.user.id) === String(doc.id)
  await endSessions(req.payload, doc.id, self ? sessionIdOf(req.user) : undefined)
  return doc
}

/** A password reset ends every session of the user but the one it started. */
export const endSessionsOnReset: CollectionAfterOperationHook<'users'> = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword') return result
  const { token, user } = result as { token?: string; user?: { id?: number | string } }
  const claims = claimsOf(token)
  if (claims && user?.id !== undefined) await endSessions(req.payload, user.id, claims.sid)
  return result
}

/** A deleted user's sessions go with it. */
export const endSessionsOfDeleted: CollectionAfterDeleteHook = async ({ id, req }) => {
  await endSessions(req.payload, id)
}

/**
 * `POST /api/users/refresh-token`, which the studio calls to keep a session going: the session's
 * entry gets a new expiry and the user a new token for it (the same session id), signed and sent
 * as Payload's own refresh does (its public `jwtSign`, `getFieldsToSign` and cookie). Never past
 * the session's SESSION_MAX_AGE_MS: near it the token and its cookie last only until then, and
 * after it the session has ended, as any other has.
 */
export const refreshSession: Endpoint = {
  path: '/refresh-token',
  method: 'post',
  handler: async (req) => {
    const { payload, user } = req
    const sid = sessionIdOf(user)
    const strategy = strategyOf(user)
    if (!user || user.collection !== 'users' || !sid) throw new Forbidden(req.t)
    const collection = payload.collections.users.config
    const now = Date.now()
    const entry = (await entriesFrom(payload, startOf(user.id, sid))).find((each) =>
      isLive(each, now),
    )
    if (!entry) throw new Forbidden(req.t)
    // Seconds the session has left, at most a token's lifetime.
    const left = Math.floor((entry.createdAt + SESSION_MAX_AGE_MS - now) / 1000)
    const tokenExpiration = Math.min(collection.auth.tokenExpiration, left)
    if (tokenExpiration <= 0) throw new Forbidden(req.t)

    const { exp, token } = await jwtSign({
      fieldsToSign: getFieldsToSign({ collectionConfig: collection, email: user.email, sid, user }),
      secret: payload.secret,
      tokenExpiration,
    })
    // The new entry first, then the old one out: the session is never missing in between. (Within
    // the second it was made, the entry is the same.)
    const key = keyOf(user.id, sid, entry.createdAt, exp * 1000)
    if (key !== entry.key) {
      await payload.kv.set(key, { user: user.id })
      await payload.kv.delete(entry.key)
    }

    const fresh = await payload.findByID({
      collection: 'users',
      id: user.id,
      depth: collection.auth.depth,
      overrideAccess: false,
      req,
    })
    const cookie = generatePayloadCookie({
      collectionAuthConfig: { ...collection.auth, tokenExpiration },
      cookiePrefix: payload.config.cookiePrefix,
      token,
    })
    return Response.json(
      {
        message: req.t('authentication:tokenRefreshSuccessful'),
        exp,
        refreshedToken: token,
        setCookie: true,
        strategy,
        user: { ...fresh, collection: 'users', _strategy: strategy },
      },
      { headers: { 'Set-Cookie': cookie } },
    )
  },
}
