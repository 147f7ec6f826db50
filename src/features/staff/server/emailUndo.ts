import { createHash, randomBytes } from 'node:crypto'

import { ValidationError, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { choosePasswordPath } from '@/features/staff/choosePassword'
import {
  EMAIL_UNDO,
  undoEmailChangePath,
  undoStateOf,
  workingLink,
  type EmailUndoState,
  type UndoLink,
  type UndoProblem,
} from '@/features/staff/emailChange'
import { fromThisSite } from '@/lib/security/fromThisSite'

/**
 * The undo links of e-mail changes (features/staff/emailChange.ts), server side: the token, what
 * a token opens, the undo itself and the undo page's form endpoint.
 *
 * A token is `<user id>.<32 random bytes, base64url>`: nobody guesses or makes one, and the site
 * keeps only its SHA-256 (a copy of the database opens no link). The id only says which account
 * to look at; the hash has to be among that account's working links.
 */
const TOKEN = /^([0-9a-f]{24}|[1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/

export const undoTokenHash = (token: string) =>
  createHash('sha256').update(`email-undo:${token}`).digest('base64url')

/** A new link's token for the account `userId`, and its hash (which is all that is stored). */
export function newUndoToken(userId: number | string): { token: string; hash: string } {
  const token = `${userId}.${randomBytes(32).toString('base64url')}`
  return { token, hash: undoTokenHash(token) }
}

export type OpenedUndoLink = {
  user: { id: number; email: string; name: string }
  state: EmailUndoState
  link: UndoLink
  hash: string
}

/**
 * What a token opens while its link works: the account, its links' state and the link; null for
 * a token the site never made, a link used, expired or ended by a later undo, or an account whose
 * address is no longer the one the link undoes.
 */
export async function openUndoLink(
  payload: Payload,
  token: unknown,
  now = Date.now(),
): Promise<OpenedUndoLink | null> {
  if (typeof token !== 'string') return null
  const match = TOKEN.exec(token)
  if (!match) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: match[1] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { email: true, name: true, emailUndo: true },
  })
  const user = docs[0]
  if (!user) return null
  const state = undoStateOf(user.emailUndo)
  const hash = undoTokenHash(token)
  const link = workingLink(state, hash, user.email, now)
  if (!link) return null
  return { user: { id: user.id, email: user.email, name: user.name }, state, link, hash }
}

/**
 * Claims the account's links' state at `version` for one undo: a row with a unique key in
 * Payload's key-value collection, which the database lets exactly one write (SQLite and MongoDB
 * alike), in one process or several. False when another press claimed it first.
 */
async function claim(payload: Payload, userId: number, version: number): Promise<boolean> {
  try {
    await payload.create({
      collection: 'payload-kv',
      data: { key: `email-undo:${userId}:${version}`, data: { at: new Date().toISOString() } },
      depth: 0,
    })
    return true
  } catch (error) {
    if (error instanceof ValidationError) return false
    throw error
  }
}

export type UndoOutcome =
  { ok: true; email: string; resetToken: string } | { ok: false; problem: UndoProblem }

/**
 * Undoes the change the token's link undoes: the link's old address back on the account (the
 * users' hook checks the link again on the account as it is then, records the undo in the history
 * and ends the link and those of later changes), a random password nobody knows, every session of
 * the account ended, and a fresh link to choose a new password (Payload's reset token, valid an
 * hour), for the page to send its owner on to. Whoever made the change knew the password: until
 * the owner chooses one, nobody signs in with it.
 */
export async function undoEmailChange(
  payload: Payload,
  token: unknown,
  now = Date.now(),
): Promise<UndoOutcome> {
  const opened = await openUndoLink(payload, token, now)
  if (!opened) return { ok: false, problem: 'used' }
  const { user, state, link, hash } = opened
  if (!(await claim(payload, user.id, state.version))) return { ok: false, problem: 'used' }
  try {
    // No `req`: whoever presses is not signed in as anyone here, whatever cookie they carry.
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { email: link.from, password: randomBytes(32).toString('base64url') },
      overrideAccess: true,
      depth: 0,
      context: { [EMAIL_UNDO]: hash },
    })
  } catch (error) {
    payload.logger.warn({ err: error, user: user.id }, 'An e-mail change could not be undone')
    return { ok: false, problem: 'failed' }
  }
  const resetToken = await payload.forgotPassword({
    collection: 'users',
    data: { email: link.from },
    disableEmail: true,
  })
  if (!resetToken) throw new Error(`No password link for user ${user.id} after an undo`)
  return { ok: true, email: link.from, resetToken }
}

/** A 303 to `location` (relative: the browser keeps the address it came on). */
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * `POST /api/users/undo-email-change`: the undo page's one button (a form with the `token`
 * field, `application/x-www-form-urlencoded`). Done: on to the choose-password page with a fresh
 * link. Refused: back to the undo page, which says why. Only from the site's own page
 * (fromThisSite): another site's form cannot press it for a visitor. Opening the page (a GET,
 * as mail scanners do) changes nothing.
 */
export const undoEmailChangeEndpoint: Endpoint = {
  path: '/undo-email-change',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!fromThisSite(req.headers)) {
      return new Response('This form can only be sent from this site.', {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      })
    }
    const token = new URLSearchParams((await req.text?.()) ?? '').get('token') ?? ''
    const outcome = await undoEmailChange(req.payload, token)
    if (outcome.ok) return seeOther(choosePasswordPath(outcome.resetToken))
    return seeOther(`${undoEmailChangePath(token)}?problem=${outcome.problem}`)
  },
}
