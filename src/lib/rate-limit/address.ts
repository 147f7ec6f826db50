import 'server-only'

import { isIPv6 } from 'net'

import { addressesStamped, CLIENT_ADDRESS_HEADER } from '@/lib/server-bridge.mjs'

/**
 * The header our production server (server/index.mjs, server/beacons.mjs) sets on every request
 * to the address of the connection it came on, overwriting whatever a client sent under that name.
 * Route handlers only see headers; this is the one they can trust.
 */
export { CLIENT_ADDRESS_HEADER }

/**
 * TRUSTED_PROXY_HOPS: how many proxies in front of the site append to X-Forwarded-For (nginx
 * `proxy_add_x_forwarded_for`, Caddy, a load balancer). Default 0: no proxy, and the header is
 * whatever the client wrote.
 */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  const hops = Number(value?.trim() || 0)
  return Number.isInteger(hops) && hops >= 0 ? hops : 0
}

/** `::ffff:203.0.113.5` (an IPv4 client on an IPv6 socket) is `203.0.113.5`. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

type HeaderSource = { get(name: string): string | null }

/**
 * The address of the connection a request came on, as our production server wrote it; null
 * without our server in front (`next dev`, plain `next start`, a test calling a handler), where
 * CLIENT_ADDRESS_HEADER is whatever the client sent.
 */
export function connectionAddress(headers: HeaderSource): string | null {
  if (!addressesStamped()) return null
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim()
  return address ? plain(address) : null
}

/** 127.0.0.0/8 and ::1 (and IPv4's loopback on an IPv6 socket). */
export const isLoopback = (address: string) =>
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain(address)) || address === '::1'

/**
 * A request made on this machine straight to this server: a probe such as the container's
 * HEALTHCHECK. Its connection came from the loopback address, and it passed no proxy: a proxy on
 * this machine connects from loopback too, but appends the visitor's address to X-Forwarded-For.
 * (Next.js itself fills in X-Forwarded-For with the connection's address when a request has none,
 * so a direct request's hops are all loopback.) A client elsewhere cannot pass: its connection's
 * address is its own, whatever headers it writes.
 */
export function fromThisMachine(headers: HeaderSource): boolean {
  const connection = connectionAddress(headers)
  if (!connection || !isLoopback(connection)) return false
  if (headers.get('forwarded') !== null || headers.get('x-real-ip') !== null) return false
  return (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .every(isLoopback)
}

/**
 * The visitor's address, the key of every limit per address:
 * - with 0 trusted hops (the default), the connection's own address, as our server wrote it;
 * - with N, the N-th X-Forwarded-For hop from the right: the address the outermost of our N
 *   proxies saw (every hop left of it is the client's to write). A header with fewer hops than
 *   that did not come through all the proxies: the connection's address is used instead.
 * Without our server in front (`next dev`, plain `next start`, a test calling a handler) there is
 * no connection address to trust, and the last X-Forwarded-For hop is used as before: Next sets
 * it from the socket only when the client sent none, so there it can be forged. `npm start` (our
 * server) is the supported way to run the site.
 */
export function clientAddress(headers: HeaderSource, hops = trustedProxyHops()): string {
  const connection = headers.get(CLIENT_ADDRESS_HEADER)?.trim()
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  let address: string | undefined
  if (hops > 0 && forwarded.length >= hops) address = forwarded[forwarded.length - hops]
  else if (connection) address = connection
  else address = forwarded.at(-1)
  return address ? plain(address) : 'unknown'
}

/** The eight 16-bit groups of an IPv6 address (`isIPv6` already said it is one). */
function ipv6Groups(address: string): number[] {
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is its last two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((group) => group.toString(16))
      .join(':'),
  )
  const [head, tail] = text.split('::') as [string, string | undefined]
  const groups = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : []
  const start = groups(head)
  if (tail === undefined) return start
  const end = groups(tail)
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end]
}

/**
 * The key an address counts under in every limit per visitor (the rate limits, the upload
 * budget): an IPv4 address as it is; an IPv6 address by its /64, the network one household or
 * phone is given (RFC 6177 and the carriers' practice), where it can take any of 2^64 addresses
 * at will: `2001:db8:1:2::/64` for every address from `2001:db8:1:2::` to
 * `2001:db8:1:2:ffff:ffff:ffff:ffff`. An IPv4 address written as IPv6 (`::ffff:203.0.113.5`,
 * `::ffff:cb00:7105`) is the IPv4 address. Anything else ('unknown') is its own key.
 */
export function addressKey(address: string): string {
  const bare = plain(address.trim()).replace(/%.*$/, '')
  if (!isIPv6(bare)) return bare
  const groups = ipv6Groups(bare.toLowerCase())
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
