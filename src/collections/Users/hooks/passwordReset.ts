import type { PayloadRequest } from 'payload'

import { choosePasswordPath } from '@/features/staff/choosePassword'
import { passwordResetEmail } from '@/features/staff/passwordResetEmail'
import { businessFor } from '@/features/leads/server/emails'
import { serverUrl } from '@/lib/site/urls'

/** How long a reset link works: Payload's own default, one hour. */
export const RESET_VALID_MS = 60 * 60 * 1000

/**
 * The page where the token's account chooses its password (features/staff/choosePassword.ts), on
 * the site's public address: a mail client cannot open a relative link.
 */
export const resetUrl = (token: string) => `${serverUrl()}${choosePasswordPath(token)}`

async function resetEmail(req: PayloadRequest | undefined, token: string | undefined) {
  if (!req || !token) throw new Error('Payload gave the reset e-mail no request or token')
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return passwordResetEmail(businessFor(settings), resetUrl(token), RESET_VALID_MS / 60_000)
}

/** Users' `auth.forgotPassword`: the reset e-mail drawn like the site's own, with its name. */
export const forgotPassword = {
  expiration: RESET_VALID_MS,
  generateEmailHTML: async ({ req, token }: { req?: PayloadRequest; token?: string } = {}) =>
    (await resetEmail(req, token)).html,
  generateEmailSubject: async ({ req, token }: { req?: PayloadRequest; token?: string } = {}) =>
    (await resetEmail(req, token)).subject,
}
