import { siteOrigins } from '@/lib/site/address'

/**
 * Whether the browser says a write was sent from this site's own pages (the studio's
 * choose-password form, the booking's forms and picker). `Sec-Fetch-Site` where the browser sends
 * it (every current one): only `same-origin`. Else the `Origin`, when it is one: a page that sends
 * no referrer makes Chromium write `Origin: null` on its own forms. A script with neither header
 * (curl, a server) is no browser a visitor was tricked into: it passes, and meets the limits.
 */
export function fromThisSite(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = headers.get('origin')
  return !origin || origin === 'null' || siteOrigins().includes(origin)
}
