import type { Payload, PayloadRequest } from 'payload'

/**
 * The account a password link's token opens while the link works, as Payload's reset finds it
 * (its `resetPasswordToken` and `resetPasswordExpiration`), or null: who is choosing a password,
 * for the choose-password page and for the check of the password (its e-mail and name are the
 * first guesses, ./password.ts).
 */
export async function accountOfPasswordLink(
  payload: Payload,
  token: unknown,
  req?: PayloadRequest,
) {
  if (typeof token !== 'string' || !token) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { resetPasswordToken: { equals: token } },
        { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { email: true, name: true },
    req,
  })
  return docs[0] ?? null
}
