/**
 * Payload offers whoever first opens the studio of an empty database a form that makes them its
 * first user (`/admin/create-first-user`, `POST /api/users/first-register`): on a fresh
 * deployment, a stranger. Here only a development server (`next dev`) offers it; everywhere else
 * the first admin comes from the environment (ADMIN_EMAIL and ADMIN_PASSWORD, made when the server
 * starts: firstStart.ts, beside payload.config.ts) or from `npm run seed`, and the form and its
 * endpoint answer 403 with this message. Kept free of Payload's code: src/proxy.ts uses it.
 */
export const FIRST_USER_REFUSED =
  'This site has no studio account yet, and it does not let the first visitor make one. Set ADMIN_EMAIL and ADMIN_PASSWORD in the server’s environment and restart it: it then creates that admin account. (`npm run seed` makes one too.)'

/** Whether Payload's create-first-user form may be offered: only by a development server. */
export const firstUserFormAllowed = () => process.env.NODE_ENV === 'development'

/** The studio's create-first-user page, refused (src/proxy.ts). */
export const FIRST_USER_PAGE = '/admin/create-first-user'

/** The answer to the create-first-user page where it is refused: the message, as a page. */
export const firstUserRefusedPage = () =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>No studio account yet</title><body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1f1d1a"><h1>No studio account yet</h1><p>${FIRST_USER_REFUSED.replace(/`([^`]+)`/g, '<code>$1</code>')}</p></body></html>`
