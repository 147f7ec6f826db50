/** The header a request id comes in on (from a load balancer) and goes back out on. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * An id taken from a request: short, and only characters that cannot break a log line or a
 * header. Anything else is replaced by a new id rather than cleaned, so that no part of a
 * client's text ends up in the logs.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** An incoming `x-request-id` when it is sane (one id, nothing odd in it), else undefined. */
export function saneRequestId(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && SANE_ID.test(value) ? value : undefined
}

/**
 * The id of a request: the one it came with when sane, else a random one (src/proxy.ts gives it
 * to every request and sends it back on the answer; src/instrumentation.ts logs it with errors).
 */
export const requestIdFor = (value: string | null | undefined): string =>
  saneRequestId(value) ?? crypto.randomUUID()
