/**
 * A new studio account chooses its own password: the admin who makes it types none (the studio's
 * form sends none; an API client may send none or this stand-in), the server gives the account a random one
 * nobody knows, and the new user gets an e-mail with a link to choose theirs
 * (collections/Users/hooks/invite.ts).
 */
export const INVITE_PASSWORD = 'invite-by-email:the-server-chooses-a-random-password'

/** How long an invitation's link works: three days (a reset link works one hour). */
export const INVITE_VALID_MS = 3 * 24 * 60 * 60 * 1000
