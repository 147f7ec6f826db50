/**
 * Where this server process reaches itself: the port `next start` (or `next dev`) listens on, which
 * Next.js puts in PORT once listening, on the loopback address unless HOSTNAME names one address
 * to listen on.
 */
export function ownOrigin(env: Record<string, string | undefined> = process.env): string {
  const host =
    env.HOSTNAME && !['0.0.0.0', '::', 'localhost'].includes(env.HOSTNAME)
      ? env.HOSTNAME
      : '127.0.0.1'
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || 3000}`
}
