// No `server-only`: the studio's sign-in limits count through this module in Payload's hooks
// (collections/Users/hooks/signIn.ts), which run in every process that runs Payload, scripts too.

import { isIPv6 } from 'net'

/**
 * TRUSTED_PROXY_HOPS: how many proxies in front of the site append to X-Forwarded-For (nginx
 * `proxy_add_x_forwarded_for`, Caddy, a load balancer). 0: no proxy, and the header is whatever
 * the client wrote. A production server does not start without it (proxySetting).
 */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS): number {
  const hops = Number(value?.trim() || 0)
  return Number.isInteger(hops) && hops >= 0 ? hops : 0
}

/**
 * What a production server says of TRUSTED_PROXY_HOPS as it starts (src/instrumentation.ts):
 * unset or not a whole number, it refuses to start, since it cannot know whether X-Forwarded-For
 * is the proxy's or the client's; 0 (no proxy: `npm run up` writes it) starts, saying that the
 * limits per visitor are advisory.
 */
export function proxySetting(
  value = process.env.TRUSTED_PROXY_HOPS,
): { ok: true; hops: number; note: string } | { ok: false; problem: string } {
  const text = value?.trim() ?? ''
  if (!/^\d{1,2}$/.test(text)) {
    return {
      ok: false,
      problem: `TRUSTED_PROXY_HOPS is ${text ? `"${text}", not a number` : 'not set'}: say how many proxies in front of this server append to X-Forwarded-For. Behind the nginx of README, "Deploying": TRUSTED_PROXY_HOPS=1. With nothing in front: TRUSTED_PROXY_HOPS=0, where the limits per visitor only slow clients that do not lie about their address.`,
    }
  }
  return {
    ok: true,
    hops: Number(text),
    note: 'TRUSTED_PROXY_HOPS=0: no proxy in front of this server. The limits per visitor (sign-in, estimates, chat, search, uploads, booking) read the address from X-Forwarded-For, which a client can write itself, so they are advisory. Serve the site behind the proxy of README, "Deploying", with TRUSTED_PROXY_HOPS=1.',
  }
}

/** `::ffff:203.0.113.5` (an IPv4 client on an IPv6 socket) is `203.0.113.5`. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

type HeaderSource = { get(name: string): string | null }

/** The hops of X-Forwarded-For, left (the client's claim) to right (the nearest proxy's). */
const forwardedHops = (headers: HeaderSource) =>
  (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)

/** 127.0.0.0/8 and ::1 (and IPv4's loopback on an IPv6 socket). */
export const isLoopback = (address: string) =>
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain(address)) || address === '::1'

/**
 * The visitor's address, the key of every limit per address. Next.js's server hands route
 * handlers only headers: it sets X-Forwarded-For to the connection's address when a request has
 * none, and leaves a client's own header alone.
 * - With N trusted hops (TRUSTED_PROXY_HOPS), the N-th hop from the right: the address the
 *   outermost of our N proxies saw (every hop left of it is the client's to write). A request
 *   with fewer hops did not come through the proxies (a probe on this machine): its last hop.
 * - With 0 (no proxy), the last hop: the connection's own address, unless the client sent the
 *   header, which it can then forge. The documented deployment puts a proxy in front
 *   (README, "Deploying").
 */
export function clientAddress(headers: HeaderSource, hops = trustedProxyHops()): string {
  const forwarded = forwardedHops(headers)
  const address =
    hops > 0 && forwarded.length >= hops ? forwarded[forwarded.length - hops] : forwarded.at(-1)
  return address ? plain(address) : 'unknown'
}

/**
 * A request made on this machine straight to this server, such as the container's HEALTHCHECK: it
 * passed no proxy, so its only X-Forwarded-For hop is the loopback address Next.js wrote from the
 * connection. A request through the proxies has one hop per proxy at least, the client's address
 * among them. (Without a proxy in front, a client elsewhere could write that header itself; the
 * documented deployment never lets one reach the server directly.)
 */
export function fromThisMachine(headers: HeaderSource): boolean {
  if (headers.get('forwarded') !== null || headers.get('x-real-ip') !== null) return false
  const forwarded = forwardedHops(headers)
  return forwarded.length === 1 && isLoopback(forwarded[0])
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

/**
 * The network an address is in, for limits on what one household or one block of addresses may
 * hold at once (the booking's open visits): an IPv4 address's /24 (`203.0.113.0/24`), an IPv6
 * address's /64 (as `addressKey`). Anything else ('unknown') is its own network.
 */
export function networkKey(address: string): string {
  const key = addressKey(address)
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(key)
  return v4 ? `${v4[1]}.${v4[2]}.${v4[3]}.0/24` : key
}
