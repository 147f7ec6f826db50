// @ts-check
// The security headers of every response, in one place: next.config.ts hands them to Next.js
// (`headers()`: pages, files, the studio, the APIs, the proxy's answers), and the production server
// (server/*.mjs) adds them to the answers it makes without Next. Plain JavaScript so that both can
// import it; next.config.ts and the tests get its types from the JSDoc.
//
// Three areas, by path:
// - the site (everything but the two below): its pages are static, so no nonce; Next's inline
//   scripts (the flight data, different on every page) need 'unsafe-inline' in script-src (a hash
//   beside it would switch 'unsafe-inline' off and block them). The studio's live preview shows
//   these pages in a frame of /admin, on the same origin: frame-ancestors 'self'.
// - the studio (/admin): Payload's admin, the same, plus what its code editor (Monaco, for code
//   and JSON fields) takes from jsDelivr and its workers (blob:). No 'unsafe-eval': the admin's
//   production code calls neither eval nor new Function (ajv would, only for a JSON field with a
//   jsonSchema, and we have none). Nothing frames the studio: frame-ancestors 'none'.
// - the APIs (/api): JSON, files and uploads, never a page that runs code: default-src 'none', so
//   an uploaded SVG opened in a tab runs nothing (Payload's own CSP for it is dropped by Next,
//   which keeps the configured header).

/** @typedef {'site' | 'studio' | 'api'} Area */
/** @typedef {{ key: string, value: string }} Header */
/**
 * @typedef {object} Mode
 * @property {boolean} [development] `next dev`: React's debugging tools need eval.
 * @property {boolean} [https] A production site served over https: HSTS and
 *   upgrade-insecure-requests.
 */

const SELF = "'self'"
const NONE = "'none'"
const INLINE = "'unsafe-inline'"

/**
 * Monaco, which Payload's code and JSON fields load from jsDelivr (@monaco-editor/loader's default
 * address, for the version it asks for; tests/unit/security-headers.test.ts checks it still does).
 */
export const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/vs/'

/** The first path segment of the studio and of the APIs; every other path is the site. */
export const AREA_PREFIXES = /** @type {const} */ ({ studio: '/admin', api: '/api' })

/**
 * Next.js's built scripts and styles get nosniff only. A policy on a script file does nothing (the
 * page's own governs what it may do), and on each of a page's dozen chunks the full set cost about
 * 0.9 KB: 10 KB more on a phone's first visit.
 */
export const ASSET_PREFIX = '/_next/static'
/** @type {readonly Header[]} */
export const ASSET_HEADERS = [{ key: 'X-Content-Type-Options', value: 'nosniff' }]
/** @param {string} pathname */
const isAsset = (pathname) => pathname.startsWith(`${ASSET_PREFIX}/`)

/** Each area's Content-Security-Policy, directive by directive. */
export const POLICIES = /** @type {const} */ ({
  site: {
    'default-src': [SELF],
    'script-src': [SELF, INLINE],
    // Inline event handlers (onclick="…") are never ours: an injected one does not run.
    'script-src-attr': [NONE],
    // React's style attributes in the HTML (style="width:0%").
    'style-src': [SELF, INLINE],
    // data: the lazy pictures' blank pixel; blob: the estimate form's and the chat's previews.
    'img-src': [SELF, 'data:', 'blob:'],
    'media-src': [SELF, 'blob:'],
    'font-src': [SELF],
    'connect-src': [SELF],
    'frame-src': [NONE],
    'worker-src': [NONE],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [SELF],
  },
  studio: {
    'default-src': [SELF],
    'script-src': [SELF, INLINE, MONACO_CDN],
    'script-src-attr': [NONE],
    'style-src': [SELF, INLINE, MONACO_CDN],
    'img-src': [SELF, 'data:', 'blob:'],
    'media-src': [SELF, 'blob:'],
    // data: Monaco's icon font, inside its stylesheet.
    'font-src': [SELF, 'data:'],
    'connect-src': [SELF],
    // The live preview: the site's own pages.
    'frame-src': [SELF],
    // Monaco's language workers start from blob: addresses.
    'worker-src': [SELF, 'blob:'],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [NONE],
  },
  api: {
    'default-src': [NONE],
    // A picture or a video opened on its own in a tab.
    'img-src': [SELF],
    'media-src': [SELF],
    'base-uri': [NONE],
    'form-action': [NONE],
    'frame-ancestors': [NONE],
  },
})

/** Two years, the subdomains too (no `preload`: that is a promise about the whole domain). */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Powerful features no page of the site or the studio uses, off for every frame. The estimate
 * form and the chat take photos through a file input (the phone's own camera app), not the camera
 * API; videos keep fullscreen, picture-in-picture and autoplay. Only names Chromium knows: an
 * unknown one (`bluetooth`, `interest-cohort`) is an error in its console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * The area a path belongs to. Case-insensitive, as Next.js matches `headers()` sources.
 * @param {string} pathname
 * @returns {Area}
 */
export function areaOf(pathname) {
  const path = pathname.toLowerCase()
  for (const [area, prefix] of /** @type {[Area, string][]} */ (Object.entries(AREA_PREFIXES))) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return area
  }
  return 'site'
}

/**
 * An area's Content-Security-Policy header value.
 * @param {Area} area
 * @param {Mode} [mode]
 */
export function contentSecurityPolicy(area, mode = {}) {
  /** @type {Record<string, readonly string[]>} */
  const policy = POLICIES[area]
  const directives = Object.entries(policy).map(([name, sources]) => {
    const list = name === 'script-src' && mode.development ? [...sources, "'unsafe-eval'"] : sources
    return `${name} ${list.join(' ')}`
  })
  if (mode.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/**
 * The security headers of a response to `pathname`.
 * @param {string} pathname
 * @param {Mode} [mode]
 * @returns {Header[]}
 */
export function securityHeaders(pathname, mode = {}) {
  if (isAsset(pathname)) return [...ASSET_HEADERS]
  const area = areaOf(pathname)
  /** @type {readonly string[]} */
  const ancestors = POLICIES[area]['frame-ancestors']
  /** @type {Header[]} */
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(area, mode) },
    // For browsers without frame-ancestors; the same answer.
    { key: 'X-Frame-Options', value: ancestors.includes(SELF) ? 'SAMEORIGIN' : 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  if (mode.https) headers.push({ key: 'Strict-Transport-Security', value: HSTS })
  return headers
}

/**
 * The mode of this process. HSTS needs a production server whose public address
 * (NEXT_PUBLIC_SERVER_URL) is https: browsers ignore it over http, but `npm run up` on a machine
 * reached by https://localhost, or a development server, would otherwise pin that name and all
 * its subdomains to https for two years.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Mode}
 */
export function modeFromEnv(env = process.env) {
  let https = false
  try {
    https = new URL(env.NEXT_PUBLIC_SERVER_URL ?? '').protocol === 'https:'
  } catch {
    https = false
  }
  return {
    development: env.NODE_ENV === 'development',
    https: env.NODE_ENV === 'production' && https,
  }
}

/**
 * The rules for next.config.ts `headers()`. Next.js applies every rule whose source matches, a
 * later one's value replacing an earlier one's: the site's headers everywhere, then the studio's
 * and the APIs' over them (`/admin/:path*` matches `/admin` too).
 * @param {Mode} [mode]
 * @returns {{ source: string, headers: Header[] }[]}
 */
export function nextHeaderRules(mode = {}) {
  return [
    // Everything but the built assets (a negative lookahead: Next.js cannot take a header away).
    { source: `/:path((?!${ASSET_PREFIX.slice(1)}/).*)`, headers: securityHeaders('/', mode) },
    { source: `${ASSET_PREFIX}/:path*`, headers: [...ASSET_HEADERS] },
    ...Object.values(AREA_PREFIXES).map((prefix) => ({
      source: `${prefix}/:path*`,
      headers: securityHeaders(prefix, mode),
    })),
  ]
}
