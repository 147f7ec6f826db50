/**
 * Mend: the studio's pages that need no session, as Payload's own list has them, for the proxy
 * (src/proxy.ts), which sends every other studio page opened without a session to sign in.
 *
 * What it mends: Payload sends a page opened without a session to sign in from inside the page,
 * which the studio streams after its frame: the answer is a 200 and a redirect done by the
 * browser's script. The proxy answers first, with a 307, and must leave alone the pages Payload
 * opens to everyone: the sign-in, sign-out, password and first-user pages, and an account's
 * e-mail check. Payload's list (`isPublicAdminRoute` in `@payloadcms/next`) is not exported, so
 * it is copied here.
 *
 * Upstream: none found; `isPublicAdminRoute` lives in `@payloadcms/next/dist/utilities`, outside
 * the package's exports.
 *
 * Canary: tests/unit/mends.test.ts loads Payload's own `isPublicAdminRoute` from its file and
 * fails, naming this mend, when it and this copy disagree on a studio address, or when the file
 * is gone.
 *
 * To remove it, once Payload exports the check (or sends its redirect before the frame): call
 * Payload's in src/proxy.ts and delete this file.
 */

/** After `/admin`, the studio's default routes (`admin.routes`, none changed in payload.config.ts). */
const PUBLIC_STUDIO =
  /^\/(login|logout|logout-inactivity|forgot|reset|create-first-user|unauthorized)(\/|$)|^\/users\/verify\//

/** Whether a studio page (its path after `/admin`) opens without a session. */
export const isPublicStudioPage = (path: string): boolean => PUBLIC_STUDIO.test(path)
