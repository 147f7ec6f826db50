import { siteAddress } from '@/lib/site/address'

/**
 * The site's public address (NEXT_PUBLIC_SERVER_URL, else http://localhost:<PORT>), read when
 * called: canonical links, the sitemap, JSON-LD and e-mail links follow the server that renders
 * them. Server code only: a browser has neither variable (it has `location.origin`).
 */
export const serverUrl = (): string => siteAddress()

export const absoluteUrl = (path: string): string => `${serverUrl()}${path}`
