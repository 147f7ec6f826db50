import type { PayloadRequest } from 'payload'

import { passwordResetEmail } from '@/features/staff/passwordResetEmail'
import { businessFor } from '@/features/leads/server/emails'
import { serverUrl } from '@/lib/site/urls'

/** How long a reset link works: Payload's own default, one hour. */
export const RESET_VALID_MS = 60 * 60 * 1000

type Routes = { routes: { admin: string }; admin: { routes: { reset: string } } }

/**
 * The studio's reset page for a token, on the site's public address. Payload's own link is
 * relative (it knows no address: `serverURL` is left empty so the studio works on any host), and a
 * mail client cannot open a relative link.
 */
export const resetUrl = (config: Routes, token: string) =>
  `${serverUrl()}${config.routes.admin}${config.admin.routes.reset}/${encodeURIComponent(token)}`

async function resetEmail(req: PayloadRequest | undefined, token: string | undefined) {
  if (!req || !token) throw new Error('Payload gave the reset e-mail no request or token')
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return passwordResetEmail(
    businessFor(settings),
    resetUrl(req.payload.config, token),
    RESET_VALID_MS / 60_000,
  )
}

/** Users' `auth.forgotPassword`: the reset e-mail drawn like the site's own, with its name. */
export const forgotPassword = {
  expiration: RESET_VALID_MS,
  generateEmailHTML: async ({ req, token }: { req?: PayloadRequest; token?: string } = {}) =>
    (await resetEmail(req, token)).html,
  generateEmailSubject: async ({ req, token }: { req?: PayloadRequest; token?: string } = {}) =>
    (await resetEmail(req, token)).subject,
}
