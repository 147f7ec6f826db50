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
