/**
 * A studio account's change of e-mail address, and its undo.
 *
 * Changing one's own address takes the current password, as a new password does
 * (collections/Users/hooks/password.ts). Every change (by the user, by an admin, by the site) is
 * recorded in the account's history (`emailChanges`, read-only) and sends the old address a notice
 * with a link that undoes it for EMAIL_UNDO_VALID_DAYS: /undo-email-change/<token>, a page that
 * explains, and one press on it puts the old address back, ends every session of the account and
 * sends its owner on to choose a new password (whoever made the change knew the current one).
 *
 * The links' state is kept on the account (`emailUndo`, read and written by the site only): the
 * hash of each link's token (never the token), the address it puts back, the address it undoes,
 * and its expiry. A link works while the account's address is still the one its change set, or
 * the one a later change set: someone who knows the password cannot make the owner's link
 * useless by changing the address a second time (the link then undoes both). An undo ends the
 * links of the changes it undid, and the link used; the earlier links now undo from the address
 * put back. The state's `version` rises with every change: an undo first claims the version it
 * read (a row with a unique key: one press wins, in one process or several), so two presses at
 * once undo once.
 */

/** The undo page: /undo-email-change/<token>, one of the site's pages. */
export const UNDO_EMAIL_CHANGE_PAGE = '/undo-email-change'

export const undoEmailChangePath = (token: string) =>
  `${UNDO_EMAIL_CHANGE_PAGE}/${encodeURIComponent(token)}`

export const EMAIL_UNDO_VALID_DAYS = 7
export const EMAIL_UNDO_VALID_MS = EMAIL_UNDO_VALID_DAYS * 24 * 60 * 60 * 1000

/** The request's note (`req.context`) that the save is an undo: the hash of the link used. */
export const EMAIL_UNDO = 'emailChangeUndo'

/** How an address was changed, as the history records it. */
export const EMAIL_CHANGE_KINDS = ['self', 'admin', 'site', 'undo'] as const
export type EmailChangeKind = (typeof EMAIL_CHANGE_KINDS)[number]

export const EMAIL_CHANGE_KIND_LABELS: Record<EmailChangeKind, string> = {
  self: 'By the user',
  admin: 'By an admin',
  site: 'By the site',
  undo: 'Undone from the e-mail link',
}

/** An address as the site compares two: trimmed, lower case (Payload stores it so). */
export const normalEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : ''

/** One change's undo link, as stored: its token's hash, never the token. */
export type UndoLink = {
  hash: string
  /** The address the link puts back. */
  from: string
  /** The address it undoes: the account's address while the link works. */
  to: string
  /** When the change was made, and when the link stops working (ISO). */
  at: string
  expiresAt: string
}

export type EmailUndoState = { version: number; links: UndoLink[] }

const isLink = (value: unknown): value is UndoLink => {
  const link = value as Partial<UndoLink> | null
  return (
    typeof link === 'object' &&
    link !== null &&
    [link.hash, link.from, link.to, link.at, link.expiresAt].every((v) => typeof v === 'string')
  )
}

/** The stored state (a JSON field), or the empty one. */
export function undoStateOf(value: unknown): EmailUndoState {
  const state = value as Partial<EmailUndoState> | null | undefined
  const version =
    typeof state?.version === 'number' && Number.isSafeInteger(state.version) ? state.version : 0
  const links = Array.isArray(state?.links) ? state.links.filter(isLink) : []
  return { version, links }
}

/** A link still works at `now` on an account whose address is `email`. */
const works = (link: UndoLink, email: string, now: number) =>
  Date.parse(link.expiresAt) > now &&
  normalEmail(link.to) === normalEmail(email) &&
  normalEmail(link.from) !== normalEmail(email)

/**
 * The state after the address changed from `from` to `to` (not by an undo): the links that work
 * now undo from `to` as well, and the change gets its own, named by `hash`. Links that no longer
 * work are dropped.
 */
export function stateAfterChange(
  state: EmailUndoState,
  change: { from: string; to: string; hash: string; now: number },
): EmailUndoState {
  const { from, to, hash, now } = change
  const kept = state.links
    .filter((link) => works(link, from, now))
    .map((link) => ({ ...link, to }))
    .filter((link) => works(link, to, now))
  const at = new Date(now)
  const expiresAt = new Date(now + EMAIL_UNDO_VALID_MS)
  return {
    version: state.version + 1,
    links: [...kept, { hash, from, to, at: at.toISOString(), expiresAt: expiresAt.toISOString() }],
  }
}

/** The link `hash` names, while it works on an account whose address is `email`; else null. */
export function workingLink(
  state: EmailUndoState,
  hash: string,
  email: string,
  now: number,
): UndoLink | null {
  const link = state.links.find((each) => each.hash === hash)
  return link && works(link, email, now) ? link : null
}

/**
 * The state after the link `hash` undid its change (the address is its `from` again): it and the
 * links of later changes end; the links of earlier changes that still work now undo from the
 * address put back.
 */
export function stateAfterUndo(
  state: EmailUndoState,
  hash: string,
  email: string,
  now: number,
): EmailUndoState {
  const index = state.links.findIndex((link) => link.hash === hash)
  const used = state.links[index]
  const earlier = index < 0 ? [] : state.links.slice(0, index)
  return {
    version: state.version + 1,
    links: earlier
      .filter((link) => works(link, email, now))
      .map((link) => ({ ...link, to: used.from }))
      .filter((link) => works(link, used.from, now)),
  }
}

/** Why the undo page or its press refused a link: its `?problem=`. */
export const UNDO_PROBLEMS = ['used', 'failed'] as const
export type UndoProblem = (typeof UNDO_PROBLEMS)[number]
export const isUndoProblem = (value: unknown): value is UndoProblem =>
  (UNDO_PROBLEMS as readonly unknown[]).includes(value)
