import { randomBytes } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'

import { resetUrl } from '@/collections/Users/hooks/passwordReset'
import { businessFor } from '@/features/leads/server/emails'
import { INVITE_PASSWORD, INVITE_VALID_MS } from '@/features/staff/invite'
import { inviteEmail } from '@/features/staff/passwordResetEmail'
import type { User } from '@/payload-types'

/** The request's note that the account being made is an invitation. */
const INVITED = 'inviteByEmail'

/**
 * A new account made without a password (or with the stand-in, INVITE_PASSWORD): a random one that
 * nobody knows, so nobody signs in with it, and an invitation once the account is stored. Runs
 * before access is checked: it only marks the request; whoever may not create users is refused.
 */
export const givePasswordToInvited: CollectionBeforeOperationHook<'users'> = ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create') return args
  const data = args.data as { password?: unknown } | undefined
  if (!data || (data.password && data.password !== INVITE_PASSWORD)) return args
  data.password = randomBytes(32).toString('base64url')
  req.context[INVITED] = true
  return args
}

/**
 * The invitation: Payload's forgot-password token (the same the reset page takes, single use),
 * valid INVITE_VALID_MS, and an e-mail with the studio's reset page for it on the site's address.
 * Payload's SQLite adapter writes without transactions, so a failure to send cannot undo the
 * account: it is logged, and the new user asks for a link on the sign-in page (Forgot password).
 */
export const inviteNewUser: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !req.context[INVITED]) return doc
  req.context[INVITED] = false
  const { payload } = req
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email: doc.email },
    disableEmail: true,
    req,
  })
  if (!token) throw new Error(`No invitation token for user ${doc.id}`)
  await payload.db.updateOne({
    collection: 'users',
    id: doc.id,
    data: { resetPasswordExpiration: new Date(Date.now() + INVITE_VALID_MS).toISOString() },
    req,
  })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const email = await inviteEmail(
    businessFor(settings),
    resetUrl(token),
    INVITE_VALID_MS / (24 * 60 * 60 * 1000),
    { name: doc.name, role: doc.role },
  )
  await payload.sendEmail({
    to: doc.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
  })
  return doc
}
