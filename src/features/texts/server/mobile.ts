import crypto from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { clientAddress } from '@/lib/rate-limit/address'
import { sharedRateLimiter } from '@/lib/rate-limit/limiter'
import { counterStore } from '@/lib/rate-limit/store'
import { fromThisSite } from '@/lib/security/fromThisSite'
import {
  CODE_MINUTES,
  CODE_TRIES,
  formatE164,
  INVALID_PHONE,
  MOBILE_PATHS,
  MOBILE_WORDS,
  toE164,
} from '@/features/texts/schema'
import { textBusiness } from '@/features/texts/server/notify'
import { queueText } from '@/features/texts/server/queue'
import * as words from '@/features/texts/words'

/**
 * A staff member's mobile number for text alerts, confirmed with a code texted to it. Three
 * endpoints under /api/users (schema.ts MOBILE_PATHS), each for the signed-in user's own account
 * only (never an id from the request), posted from the site's own pages (fromThisSite):
 * - `POST send-code { number }`: a 6-digit code (crypto.randomInt) texted to the number; only its
 *   HMAC (PAYLOAD_SECRET, the account and the number with it) is kept on the account, with the
 *   number, its expiry (10 minutes) and a count of wrong tries (`mobileCheck`, which no API
 *   reads). At most 3 codes per account in 15 minutes and 10 a day (counted from the texts), and
 *   MOBILE_CODE_RATE_LIMIT (10 an hour) per address.
 * - `POST confirm { code }`: the code compared in constant time; 5 wrong tries void it. Right, the
 *   number becomes the account's `mobile`, confirmed now; nothing else ever sets it, so a new
 *   number always needs its own code, and alerts go to confirmed numbers only (notify.ts).
 * - `POST remove`: no number, no alerts.
 * No answer ever carries the code.
 */

const WINDOW_MS = 15 * 60_000
const PER_WINDOW = 3
const DAY_MS = 24 * 60 * 60_000
const PER_DAY = 10

type Account = { id: number; name?: string | null }
type Check = {
  number?: string | null
  codeHash?: string | null
  expiresAt?: string | null
  tries?: number | null
  sentAt?: string | null
}

const noStore = { 'Cache-Control': 'no-store' }
const answer = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } })
const refuse = (message: string, status: number, headers: HeadersInit = {}) =>
  answer({ errors: [{ message }] }, status, headers)

const signedIn = (req: PayloadRequest): Account | null =>
  req.user && req.user.collection === 'users' ? (req.user as unknown as Account) : null

async function body(req: PayloadRequest): Promise<unknown> {
  try {
    return (await req.json?.()) ?? {}
  } catch {
    return {}
  }
}

const sendCodeBody = z.object({ number: z.string().max(40) })
const confirmBody = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, MOBILE_WORDS.codeShape)),
})

/** The code's fingerprint: bound to the account and the number, keyed by the site's secret. */
export const codeHash = (secret: string, user: number, number: string, code: string) =>
  crypto.createHmac('sha256', secret).update(`mobile:${user}:${number}:${code}`).digest('hex')

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right)
}

const addressLimiter = (req: PayloadRequest) =>
  sharedRateLimiter(
    'mobile-code',
    process.env.MOBILE_CODE_RATE_LIMIT,
    { limit: 10, windowMs: 60 * 60_000 },
    counterStore(process.env, async () => req.payload),
  )

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))

async function readCheck(req: PayloadRequest, id: number): Promise<Check | null> {
  const user = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    select: { mobileCheck: true },
  })
  return (user?.mobileCheck as Check | undefined) ?? null
}

const writeUser = (req: PayloadRequest, id: number, data: Record<string, unknown>) =>
  req.payload.update({ collection: 'users', id, data, depth: 0, overrideAccess: true })

const emptyCheck = { number: null, codeHash: null, expiresAt: null, tries: null, sentAt: null }

/** The codes the account was texted since `since` (the texts are the count). */
const codesSince = async (req: PayloadRequest, id: number, since: Date) => {
  const found = await req.payload.find({
    collection: 'texts',
    where: {
      and: [
        { kind: { equals: 'confirm-code' } },
        { user: { equals: id } },
        { createdAt: { greater_than: since.toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: PER_DAY,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
  })
  return { count: found.totalDocs, oldest: found.docs[0]?.createdAt }
}

/** The refusal when the account asked for too many codes, or null. */
async function tooManyCodes(req: PayloadRequest, id: number, now: Date) {
  const day = await codesSince(req, id, new Date(now.getTime() - DAY_MS))
  if (day.count >= PER_DAY && day.oldest) {
    const wait = Date.parse(day.oldest) + DAY_MS - now.getTime()
    return refuse(MOBILE_WORDS.tooManyCodes(PER_DAY, 'a day', minutesOf(wait)), 429, {
      'Retry-After': String(Math.ceil(wait / 1000)),
    })
  }
  const recent = await codesSince(req, id, new Date(now.getTime() - WINDOW_MS))
  if (recent.count >= PER_WINDOW && recent.oldest) {
    const wait = Date.parse(recent.oldest) + WINDOW_MS - now.getTime()
    return refuse(MOBILE_WORDS.tooManyCodes(PER_WINDOW, '15 minutes', minutesOf(wait)), 429, {
      'Retry-After': String(Math.ceil(wait / 1000)),
    })
  }
  return null
}

function endpoint(
  path: string,
  handler: (req: PayloadRequest, user: Account) => Promise<Response>,
) {
  return {
    method: 'post',
    path,
    handler: async (req) => {
      if (!fromThisSite(req.headers)) return refuse(MOBILE_WORDS.fromThisSiteOnly, 403)
      const user = signedIn(req)
      if (!user) return refuse(MOBILE_WORDS.ownAccountOnly, 401)
      return handler(req, user)
    },
  } satisfies Endpoint
}

const sendCode = endpoint(MOBILE_PATHS.sendCode, async (req, user) => {
  const parsed = sendCodeBody.safeParse(await body(req))
  const number = parsed.success ? toE164(parsed.data.number) : null
  if (!number) return refuse(INVALID_PHONE, 422)
  const now = new Date()
  const limited = await tooManyCodes(req, user.id, now)
  if (limited) return limited
  const fromHere = await addressLimiter(req).consume(clientAddress(req.headers))
  if (!fromHere.ok) {
    return refuse(MOBILE_WORDS.tooManyFromHere(minutesOf(fromHere.retryAfter * 1000)), 429, {
      'Retry-After': String(fromHere.retryAfter),
    })
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000)
  await writeUser(req, user.id, {
    mobileCheck: {
      number,
      codeHash: codeHash(req.payload.secret, user.id, number, code),
      expiresAt: expiresAt.toISOString(),
      tries: 0,
      sentAt: now.toISOString(),
    },
  })
  const queued = await queueText(req.payload, {
    kind: 'confirm-code',
    to: number,
    user: user.id,
    quiet: false,
    key: `user-${user.id}:confirm-code:${number}:${now.getTime()}`,
    body: words.confirmCode(await textBusiness(req.payload), code, CODE_MINUTES),
  })
  if (queued === 'stopped') {
    await writeUser(req, user.id, { mobileCheck: emptyCheck })
    return refuse(MOBILE_WORDS.stopped, 422)
  }
  return answer({ sent: true, number: formatE164(number), expiresAt: expiresAt.toISOString() })
})

/**
 * The accounts whose code is being checked in this process: one check at a time each, so guesses
 * sent in parallel cannot all read the same count of tries.
 */
const checking = new Set<number>()

const confirm = endpoint(MOBILE_PATHS.confirm, async (req, user) => {
  const parsed = confirmBody.safeParse(await body(req))
  if (!parsed.success) return refuse(MOBILE_WORDS.codeShape, 422)
  if (checking.has(user.id)) return refuse(MOBILE_WORDS.busy, 429, { 'Retry-After': '1' })
  checking.add(user.id)
  try {
    return await checkCode(req, user, parsed.data.code)
  } finally {
    checking.delete(user.id)
  }
})

async function checkCode(req: PayloadRequest, user: Account, code: string) {
  const check = await readCheck(req, user.id)
  if (!check?.number || !check.codeHash || !check.expiresAt) {
    return refuse(MOBILE_WORDS.noCode, 422)
  }
  const tries = check.tries ?? 0
  if (tries >= CODE_TRIES) return refuse(MOBILE_WORDS.tooManyTries, 422)
  if (Date.parse(check.expiresAt) <= Date.now()) return refuse(MOBILE_WORDS.expired, 422)
  // The try is counted before the code is compared: a guess always costs one.
  await writeUser(req, user.id, { mobileCheck: { ...check, tries: tries + 1 } })
  const right = sameHash(codeHash(req.payload.secret, user.id, check.number, code), check.codeHash)
  if (!right) {
    return refuse(tries + 1 >= CODE_TRIES ? MOBILE_WORDS.tooManyTries : MOBILE_WORDS.codeWrong, 422)
  }
  const confirmedAt = new Date().toISOString()
  await writeUser(req, user.id, {
    mobile: check.number,
    mobileConfirmedAt: confirmedAt,
    mobileCheck: emptyCheck,
  })
  req.payload.logger.info({ user: user.id }, 'Mobile number confirmed for text alerts')
  return answer({
    mobile: check.number,
    number: formatE164(check.number),
    confirmedAt,
  })
}

const remove = endpoint(MOBILE_PATHS.remove, async (req, user) => {
  await writeUser(req, user.id, { mobile: null, mobileConfirmedAt: null, mobileCheck: emptyCheck })
  return answer({ mobile: null })
})

export const mobileEndpoints: Endpoint[] = [sendCode, confirm, remove]
