/**
 * Users who change their own password or e-mail address give the current password with it (in
 * the studio, the "Current password" field under them): checked by the server, never stored
 * (collections/Users/hooks/password.ts).
 */
export const CURRENT_PASSWORD = 'currentPassword'

export const CURRENT_PASSWORD_MISSING = 'Type your current password to choose a new one.'
export const CURRENT_PASSWORD_FOR_EMAIL =
  'Type your current password to change your e-mail address.'
export const CURRENT_PASSWORD_WRONG = 'This is not your current password.'
