import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { endSessions } from '@/mends/sessionStore'
import { businessFor } from '@/features/leads/server/emails'
import {
  EMAIL_UNDO,
  EMAIL_UNDO_VALID_DAYS,
  normalEmail,
  stateAfterChange,
  stateAfterUndo,
  undoEmailChangePath,
  undoStateOf,
  workingLink,
  type EmailChangeKind,
} from '@/features/staff/emailChange'
import { emailChangeEmail, type EmailChangeNotice } from '@/features/staff/emailChangeEmail'
import { newUndoToken } from '@/features/staff/server/emailUndo'
import { serverUrl } from '@/lib/site/urls'
import type { User } from '@/payload-types'

/** The request's notices to send once the saves are stored, by account id. */
const NOTICES = 'emailChangeNotices'
/** The request's accounts whose address an undo put back, whose sessions then end. */
const UNDONE = 'emailChangeUndone'

type Pending = EmailChangeNotice & { token: string }
type Entry = NonNullable<User['emailChanges']>[number]

const noticesOf = (req: PayloadRequest) =>
  (req.context[NOTICES] ??= {}) as Record<string, Pending | undefined>

const undoneOf = (req: PayloadRequest) => (req.context[UNDONE] ??= {}) as Record<string, boolean>

/** A user as the history names them. */
const named = (user: { name?: string | null; email?: string | null }) =>
  user.name ? `${user.name} (${user.email})` : String(user.email)

/**
 * A change of an account's e-mail address (features/staff/emailChange.ts): appended to the
 * account's history (`emailChanges`: when, from, to, how and by whom), and, but for an undo, a new
 * undo link in the account's links' state (`emailUndo`) and a notice for the old address, sent
 * once the change is stored (sendEmailChangeNotice). An undo (the site's own save, marked
 * EMAIL_UNDO) is checked once more against the account as it is now: its link must still work and
 * put back the address the save puts back. Neither field is ever written from what a save sends:
 * their access refuses it through the API, and the stored values are kept here whatever the
 * caller gave. Runs after the current password was checked (hooks/password.ts).
 */
export const recordEmailChange: CollectionBeforeChangeHook<User> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) {
    delete data.emailChanges
    delete data.emailUndo
    return data
  }
  const stored = originalDoc.emailChanges ?? []
  data.emailChanges = stored
  data.emailUndo = originalDoc.emailUndo ?? null

  const from = normalEmail(originalDoc.email)
  const to = typeof data.email === 'string' ? normalEmail(data.email) : from
  if (!to || to === from) return data

  const now = Date.now()
  const at = new Date(now).toISOString()
  const state = undoStateOf(originalDoc.emailUndo)
  const undo = req.context[EMAIL_UNDO]
  const actor = req.user?.collection === 'users' ? req.user : null
  let how: EmailChangeKind
  let by: string

  if (typeof undo === 'string') {
    const link = workingLink(state, undo, from, now)
    if (!link || normalEmail(link.from) !== to) {
      throw new Error('The undo link no longer works on this account')
    }
    how = 'undo'
    by = `The undo link sent to ${link.from}`
    data.emailUndo = stateAfterUndo(state, undo, from, now)
    undoneOf(req)[String(originalDoc.id)] = true
  } else {
    const self = actor !== null && String(actor.id) === String(originalDoc.id)
    how = self ? 'self' : actor ? 'admin' : 'site'
    by = actor ? named(actor) : 'The site'
    const { token, hash } = newUndoToken(originalDoc.id)
    data.emailUndo = stateAfterChange(state, { from, to, hash, now })
    noticesOf(req)[String(originalDoc.id)] = {
      token,
      from: originalDoc.email,
      to,
      at,
      by: self
        ? 'someone signed in to your account, with its password'
        : actor
          ? `an admin, ${actor.name}`
          : 'the site',
    }
  }
  const entry: Entry = { at, from: originalDoc.email, to, how, by }
  data.emailChanges = [...stored, entry]
  return data
}

/**
 * Once a change is stored: the old address's notice, with its undo link on the site's public
 * address. Payload's SQLite adapter writes without transactions, so a failure to send cannot
 * undo the change: it is logged (the change is in the account's history). After an undo: every
 * session of the account ends (the undo's new password ends them too; this says it outright).
 */
export const sendEmailChangeNotice: CollectionAfterChangeHook<User> = async ({ doc, req }) => {
  const id = String(doc.id)
  const undone = undoneOf(req)
  if (undone[id]) {
    delete undone[id]
    await endSessions(req.payload, doc.id)
  }
  const notices = noticesOf(req)
  const notice = notices[id]
  if (!notice) return doc
  delete notices[id]
  const { payload } = req
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const email = await emailChangeEmail(
      businessFor(settings),
      notice,
      `${serverUrl()}${undoEmailChangePath(notice.token)}`,
      EMAIL_UNDO_VALID_DAYS,
    )
    await payload.sendEmail({
      to: notice.from,
      subject: email.subject,
      html: email.html,
      text: email.text,
    })
  } catch (error) {
    payload.logger.error(
      { err: error, user: doc.id },
      'The notice of an e-mail change could not be sent to the old address',
    )
  }
  return doc
}
