import { getSafeRedirect } from 'payload/shared'

import { isSitePath } from '@/utilities/paths'

/**
 * Where the sign-in page sends its user afterwards: the page's `?redirect=` when it is a path on
 * this site however it is read (the site's own check, isSitePath, and Payload's getSafeRedirect,
 * which its own sign-in page used), else the studio's start.
 */
export function afterSignIn(asked: unknown, studio: string): string {
  if (typeof asked !== 'string' || !isSitePath(asked)) return studio
  return getSafeRedirect({ fallbackTo: studio, redirectTo: asked })
}
