import crypto from 'node:crypto'

import { parseCookies } from 'payload/shared'

import { accountKey } from '@/features/staff/server/signIn'
import { seal, unseal } from '@/lib/security/seal'
import { serverUrl } from '@/lib/site/urls'

/**
 * The studio's device cookies (OWASP's "device cookie" defence against guessing): a browser that
 * signed in to an account, or chose its password from the account's e-mail, carries a sealed
 * cookie naming that account. Its sign-ins to the account count against that browser alone
 * (features/staff/server/signIn.ts), so strangers' failures from anywhere else never hold it,
 * while browsers the account has never used share the account's ceiling.
 *
 * One cookie per browser: a random id and the accounts it is known to (their keys, never an
 * address as typed), sealed under PAYLOAD_SECRET (lib/security/seal.ts) so nobody can write one.
 * It travels only to the sign-in endpoints (Path=/api/users), HttpOnly, for 180 days from its
 * last sign-in.
 */
export const DEVICE_COOKIE = 'studio-device'
export const DEVICE_MS = 180 * 24 * 60 * 60_000
/** A browser shared by a few staff is known to each of them; the oldest drops out after this. */
const MAX_ACCOUNTS = 5
const PURPOSE = 'studio-device'

export type Device = { id: string; accounts: string[] }

/** The browser's device cookie, or null (none, forged, changed or expired). */
export function readDevice(headers: Headers, now = Date.now()): Device | null {
  const value = parseCookies(headers).get(DEVICE_COOKIE)
  const text = value ? unseal(PURPOSE, value, now, 1024) : null
  const match = text ? /^([A-Za-z0-9_-]{22})\|([0-9a-f,]*)$/.exec(text) : null
  if (!match) return null
  return { id: match[1], accounts: match[2] ? match[2].split(',') : [] }
}

/** The id of the browser's device when it is known to the account `email`, else null. */
export function knownDevice(headers: Headers, email: string, now = Date.now()): string | null {
  const device = readDevice(headers, now)
  return device?.accounts.includes(accountKey(email)) ? device.id : null
}

/**
 * The Set-Cookie that makes this browser known to `email`: its own device (a new one if it has
 * none) with the account first, for another DEVICE_MS.
 */
export function deviceCookie(headers: Headers, email: string, now = Date.now()): string {
  const device = readDevice(headers, now)
  const account = accountKey(email)
  const id = device?.id ?? crypto.randomBytes(16).toString('base64url')
  const accounts = [account, ...(device?.accounts ?? []).filter((each) => each !== account)]
  const value = seal(PURPOSE, `${id}|${accounts.slice(0, MAX_ACCOUNTS).join(',')}`, DEVICE_MS, now)
  const secure = serverUrl().startsWith('https://') ? '; Secure' : ''
  return `${DEVICE_COOKIE}=${value}; Path=/api/users; Max-Age=${DEVICE_MS / 1000}; HttpOnly; SameSite=Lax${secure}`
}
