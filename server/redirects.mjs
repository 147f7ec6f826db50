// The redirects the owner keeps in the studio, and the ones the site makes when a published page
// is renamed, unpublished or deleted (src/features/redirects), answered here, before Next.js draws
// anything: a GET or HEAD of an address in the table gets its 301 or 302 and an empty body, no
// JavaScript needed, signed-in or not. The table is a Map the site's code loads from the database
// and loads again after every change, in every server process (src/lib/server-bridge.mjs
// redirectTable); a request costs one lookup in it. Until the process has loaded it once, page
// requests wait for the load, which the server asks for as it starts (`warm`).
import { findRedirect } from '../src/lib/redirects/match.mjs'
import { modeFromEnv, securityHeaders } from '../src/lib/security/headers.mjs'
import { redirectTable } from '../src/lib/server-bridge.mjs'

/** The site's own parts, never redirected (features/redirects/addresses.ts RESERVED). */
const NOT_REDIRECTED = /^\/(?:_next|api|admin|next)(?:\/|$)/
/** The site's route that loads the table (src/app/(frontend)/api/redirect-table/route.ts). */
export { REDIRECT_TABLE_PATH } from '../src/lib/server-bridge.mjs'
/** Browsers keep a redirect this long: a change the owner makes reaches them soon enough. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=300'

/**
 * `warm()` makes the site's code load the table (a request to its route, which starts Payload);
 * the returned function answers a request when it is redirected (then resolves true).
 */
export function createRedirects({ warm }) {
  /** @type {Promise<void> | null} */
  let warming = null
  const ready = () => {
    warming ??= warm().catch((error) => {
      console.error('server: could not load the redirects; pages are served without them', error)
      warming = null
    })
    return warming
  }
  return {
    /** Starts the first load (server/index.mjs, once listening). */
    ready,
    /** @returns {Promise<boolean>} */
    async serve(
      /** @type {import('node:http').IncomingMessage} */ req,
      /** @type {import('node:http').ServerResponse} */ res,
    ) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      const url = req.url ?? '/'
      if (!url.startsWith('/') || NOT_REDIRECTED.test(url)) return false
      let table = redirectTable()
      if (!table) {
        await ready()
        table = redirectTable()
        if (!table) return false
      }
      const hit = findRedirect(table, url)
      if (!hit) return false
      const path = url.split(/[?#]/, 1)[0]
      const headers = securityHeaders(path, modeFromEnv()).map(({ key, value }) => [key, value])
      res.writeHead(hit.status, {
        ...Object.fromEntries(headers),
        location: hit.location,
        'cache-control': REDIRECT_CACHE_CONTROL,
        'content-length': '0',
      })
      res.end()
      return true
    },
  }
}
