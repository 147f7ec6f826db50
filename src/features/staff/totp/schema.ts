import { z } from 'zod'

/**
 * The bodies the two-step endpoints take (./server/endpoints.ts). Signed in, the account is the
 * session's and no e-mail is taken; signing in (an admin who must set it up first), the e-mail and
 * password name it.
 */
const email = z.string().trim().min(1).max(320)
const password = z.string().min(1, 'Type your current password.').max(1024)
const code = z.string().trim().min(1, 'Type the code from your authenticator app.').max(32)
const recoveryCode = z.string().trim().min(1).max(64)

/** A code from the app, or a recovery code instead. */
const secondStep = z
  .object({ code: code.optional(), recoveryCode: recoveryCode.optional() })
  .refine((body) => body.code !== undefined || body.recoveryCode !== undefined, {
    message: 'Type the code from your authenticator app, or a recovery code.',
    path: ['code'],
  })

/** Setup, signing in: who. Signed in: nothing. */
export const setupSigningIn = z.object({ email, password })

/** Confirming a setup: its first code and the current password (and, signing in, the e-mail). */
export const confirmSignedIn = z.object({ password, code })
export const confirmSigningIn = z.object({ email, password, code })

/** Turning it off: the current password and a code. */
export const disableBody = z.object({ password }).and(secondStep)

/** New recovery codes: a code. */
export const recoveryCodesBody = secondStep

/** An admin turns it off for another account: which. */
export const turnOffForBody = z.object({
  user: z.union([z.number().int(), z.string().min(1).max(64)]),
})
