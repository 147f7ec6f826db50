/**
 * Users who change their own password give the current one with it (in the studio, the "Current
 * password" field under the new one): checked by the server, never stored
 * (collections/Users/hooks/password.ts).
 */
export const CURRENT_PASSWORD = 'currentPassword'

export const CURRENT_PASSWORD_MISSING = 'Type your current password to choose a new one.'
export const CURRENT_PASSWORD_WRONG = 'This is not your current password.'
