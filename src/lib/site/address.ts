/**
 * The site's public address, without a trailing slash: NEXT_PUBLIC_SERVER_URL, or
 * http://localhost:<PORT> when it is unset (PORT is the port the server listens on, 3000 by
 * default; `next start` sets it).
 *
 * Read from `env` when called, never from `process.env.NEXT_PUBLIC_SERVER_URL` as written: Next.js
 * replaces that expression with its value at build time, in the server's code too, so a build made
 * for one address would keep it wherever it runs (the container is built before its address is
 * known; `PORT=3999 npm run up -- --no-build` serves a build made for 3000).
 */
export function siteAddress(env: Record<string, string | undefined> = process.env): string {
  const configured = env.NEXT_PUBLIC_SERVER_URL
  return (configured || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '')
}

/** Whether the server was given the site's public address (else links carry its own). */
export const siteAddressSet = (env: Record<string, string | undefined> = process.env): boolean =>
  Boolean(env.NEXT_PUBLIC_SERVER_URL)

/** The names of this machine's loopback address. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins a browser may send the studio's cookie from (Payload's `csrf` list): the site's own
 * address, and this machine's loopback names on the port this server listens on (PORT, which
 * Next.js sets once listening; 3000 by default), where someone on the machine reaches the server
 * directly (`next dev` opened as 127.0.0.1, a server behind a load balancer opened on its own
 * port, an SSH tunnel). Read when the config is built, as the site's address is.
 */
export function siteOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const port = env.PORT || 3000
  const local = LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`)
  return [...new Set([new URL(siteAddress(env)).origin, ...local])]
}
