import type { Payload, PayloadRequest } from 'payload'

import {
  isRecoveryCodeSet,
  matchRecoveryCode,
  stepOfCode,
  type RecoveryCodeSet,
} from '@/features/staff/totp/codes'
import { openSecret, sealSecret } from '@/features/staff/totp/server/secret'
import { ENABLED_FIELD } from '@/features/staff/totp/words'

/**
 * Where an account's two-step sign-in is kept: in Payload's key-value store (the `payload-kv`
 * collection, which no API opens), one entry per part, under `two-step:<user>:`: the sealed secret
 * (./secret.ts), a setup waiting for its first code, the recovery codes' hashes, and the codes
 * used. Only the user's `totpEnabled` is on the user's row, for the studio to show (and for an
 * admin to turn it off); the entries decide.
 *
 * Why not fields on the user's row: Payload's sign-in writes the whole row back as it read it
 * before it compared the password (its session array, `addSessionToUser`), and so does every
 * save of the user. A sign-in under way while the account's owner turned two-step sign-in on, off,
 * or made new recovery codes would put back what was there before, silently: on, off, or the old
 * codes. The store's entries are written only here, each whole (the same reason
 * mends/sessionStore.ts keeps the sessions there).
 *
 * A code is good once. Two requests with the same code at the same moment must not both pass, on
 * one server or two on one database, so a use is claimed by creating its entry, whose `key` is
 * unique in the database (an index on SQLite and MongoDB alike): of two creations of one key, one
 * fails. An authenticator code is claimed by its 30-second step (and a step before the last one
 * used is refused too), a recovery code by its hash.
 */
export type TwoStepState = {
  enabled: boolean
  /** The app's secret, or null when it is off (or sealed with another PAYLOAD_SECRET). */
  secret: string | null
  /** A setup not yet confirmed: its secret and when it began. */
  pending: { secret: string; startedAt: number } | null
  recoveryCodes: RecoveryCodeSet | null
  /** The recovery codes' hashes used already. */
  usedRecoveryCodes: Set<string>
  /** The last step whose code was used. */
  lastStep: number | null
}

/** How long a setup waits for its first code. */
export const SETUP_VALID_MS = 15 * 60_000

const KV = 'payload-kv'

const prefixOf = (userId: number | string) => `two-step:${userId}:`
const keyOf = (userId: number | string, part: string) => `${prefixOf(userId)}${part}`
const SECRET = 'secret'
const PENDING = 'pending'
const CODES = 'codes'
const USED_STEP = 'used-step:'
const USED_RECOVERY = 'used-recovery:'

/** Steps as keys that sort as numbers do. */
const stepKey = (step: number) => String(step).padStart(12, '0')

type Entry = { key: string; data: unknown }

/** The store's entries whose keys begin with `start`: a range of its unique index, no more. */
async function entriesFrom(payload: Payload, start: string): Promise<Entry[]> {
  const end = `${start.slice(0, -1)};`
  const { docs } = await payload.db.find<Entry & { id: number | string }>({
    collection: KV,
    where: { and: [{ key: { greater_than_equal: start } }, { key: { less_than: end } }] },
    select: { key: true, data: true },
    limit: 0,
    pagination: false,
    req: {},
  })
  return docs.map(({ key, data }) => ({ key, data }))
}

const field = (data: unknown, name: string) =>
  data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined

/** The account's two-step state: one read of its entries. */
export async function readTwoStep(
  payload: Payload,
  userId: number | string,
): Promise<TwoStepState> {
  const prefix = prefixOf(userId)
  const entries = await entriesFrom(payload, prefix)
  const part = (name: string) => entries.find((entry) => entry.key === `${prefix}${name}`)?.data
  const secretEntry = part(SECRET)
  const pendingEntry = part(PENDING)
  const pendingSecret = openSecret(field(pendingEntry, 'sealed'), payload.secret)
  const startedAt = Number(field(pendingEntry, 'startedAt'))
  const codes = part(CODES)
  const steps = entries
    .filter((entry) => entry.key.startsWith(`${prefix}${USED_STEP}`))
    .map((entry) => Number(entry.key.slice(`${prefix}${USED_STEP}`.length)))
    .filter(Number.isFinite)
  return {
    enabled: secretEntry !== undefined,
    secret: openSecret(field(secretEntry, 'sealed'), payload.secret),
    pending:
      pendingSecret && Number.isFinite(startedAt) ? { secret: pendingSecret, startedAt } : null,
    recoveryCodes: isRecoveryCodeSet(codes) ? codes : null,
    usedRecoveryCodes: new Set(
      entries
        .filter((entry) => entry.key.startsWith(`${prefix}${USED_RECOVERY}`))
        .map((entry) => entry.key.slice(`${prefix}${USED_RECOVERY}`.length)),
    ),
    lastStep: steps.length ? Math.max(...steps) : null,
  }
}

/** The user's `totpEnabled`, for the studio to show. */
async function showEnabled(payload: Payload, userId: number | string, enabled: boolean) {
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { [ENABLED_FIELD]: enabled },
    req: {},
  })
}

/**
 * The user's `totpEnabled` put right when it says otherwise than the store (a save or a sign-in of
 * the user wrote back an older row), as a sign-in finds it: on the row, and on the sign-in's own
 * copy of the user, which Payload writes back whole if the sign-in is refused.
 */
export async function keepEnabledShown(
  payload: Payload,
  user: { id: number | string; [ENABLED_FIELD]?: unknown },
  state: Pick<TwoStepState, 'enabled'>,
) {
  if ((user[ENABLED_FIELD] === true) !== state.enabled) {
    user[ENABLED_FIELD] = state.enabled
    await showEnabled(payload, user.id, state.enabled)
  }
}

/** Forgets the account's entries whose part begins with `part` (all of them without one). */
async function forget(payload: Payload, userId: number | string, part = '') {
  const entries = await entriesFrom(payload, keyOf(userId, part))
  await Promise.all(entries.map((entry) => payload.kv.delete(entry.key)))
}

/**
 * Claims `key` for this request: true for the one request that creates its entry, false for every
 * other (the entry is there already, or was made by a request at the same moment).
 */
async function claim(payload: Payload, key: string): Promise<boolean> {
  try {
    await payload.db.create({ collection: KV, data: { key, data: { at: Date.now() } }, req: {} })
    return true
  } catch (error) {
    if (await payload.kv.has(key)) return false
    throw error
  }
}

/** Keeps a new setup's secret until its first code confirms it (or another setup replaces it). */
export async function startSetup(payload: Payload, userId: number | string, secret: string) {
  await payload.kv.set(keyOf(userId, PENDING), {
    sealed: sealSecret(secret, payload.secret),
    startedAt: Date.now(),
  })
}

/**
 * Turns it on with the confirmed secret and a new set of recovery codes; the step of the code that
 * confirmed it counts as used.
 */
export async function turnOn(
  payload: Payload,
  userId: number | string,
  { secret, recoveryCodes, step }: { secret: string; recoveryCodes: RecoveryCodeSet; step: number },
) {
  await forget(payload, userId)
  await payload.kv.set(keyOf(userId, CODES), recoveryCodes)
  await claim(payload, keyOf(userId, `${USED_STEP}${stepKey(step)}`))
  await payload.kv.set(keyOf(userId, SECRET), { sealed: sealSecret(secret, payload.secret) })
  await showEnabled(payload, userId, true)
}

/** A new set of recovery codes, the old ones no longer good. */
export async function replaceRecoveryCodes(
  payload: Payload,
  userId: number | string,
  recoveryCodes: RecoveryCodeSet,
) {
  await payload.kv.set(keyOf(userId, CODES), recoveryCodes)
  await forget(payload, userId, USED_RECOVERY)
}

/** Turns it off: the secret, a waiting setup, the recovery codes and the used codes go. */
export async function turnOff(payload: Payload, userId: number | string) {
  await payload.kv.delete(keyOf(userId, SECRET))
  await forget(payload, userId)
  await showEnabled(payload, userId, false)
}

/** A use of the account's codes: right and claimed, already used, or wrong. */
export type CodeUse = 'ok' | 'used' | 'wrong'

/**
 * Spends an authenticator code of `secret` for the account: right when it is the code of a step
 * within the window, after the last step used and not used already (claimed here). Earlier
 * steps' entries are cleared on the way (the last one stays).
 */
export async function spendCode(
  payload: Payload,
  userId: number | string,
  state: Pick<TwoStepState, 'lastStep'>,
  secret: string,
  typed: unknown,
  now = Date.now(),
): Promise<{ use: CodeUse; step?: number }> {
  const step = stepOfCode(secret, typed, now)
  if (step === null) return { use: 'wrong' }
  if (state.lastStep !== null && step <= state.lastStep) return { use: 'used' }
  const start = keyOf(userId, USED_STEP)
  if (!(await claim(payload, `${start}${stepKey(step)}`))) return { use: 'used' }
  const older = (await entriesFrom(payload, start)).filter(
    (entry) => entry.key < `${start}${stepKey(step)}`,
  )
  await Promise.all(older.map((entry) => payload.kv.delete(entry.key)))
  return { use: 'ok', step }
}

/** Spends one of the account's recovery codes: right once, claimed here. */
export async function spendRecoveryCode(
  payload: Payload,
  userId: number | string,
  state: Pick<TwoStepState, 'recoveryCodes'>,
  typed: unknown,
): Promise<CodeUse> {
  if (!state.recoveryCodes) return 'wrong'
  const hash = await matchRecoveryCode(state.recoveryCodes, typed)
  if (!hash) return 'wrong'
  return (await claim(payload, keyOf(userId, `${USED_RECOVERY}${hash}`))) ? 'ok' : 'used'
}

/** How many of the account's recovery codes are still good. */
export const recoveryCodesLeft = (
  state: Pick<TwoStepState, 'recoveryCodes' | 'usedRecoveryCodes'>,
) => state.recoveryCodes?.hashes.filter((hash) => !state.usedRecoveryCodes.has(hash)).length ?? 0

/** Whether the Business profile requires two-step sign-in of admins. */
export async function requiredForAdmins(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  const settings = (await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { twoStepForAdmins: true },
    req,
  })) as { twoStepForAdmins?: boolean | null }
  return settings.twoStepForAdmins === true
}

/** Whether `user` must use two-step sign-in: an admin, where the Business profile requires it. */
export const mustUseTwoStep = async (
  payload: Payload,
  user: { role?: unknown },
  req?: PayloadRequest,
) => user.role === 'admin' && (await requiredForAdmins(payload, req))
