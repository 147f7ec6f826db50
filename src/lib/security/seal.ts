import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'crypto'

/**
 * Text sealed with AES-256-GCM under PAYLOAD_SECRET, for what the site hands a browser and reads
 * back without storing it (the booking's lead references and kept form, the studio's device
 * cookies): no one reads it or changes it without the secret, and each purpose has a key of its
 * own, so a value sealed for one is refused by another.
 */

const secret = () => {
  const value = process.env.PAYLOAD_SECRET
  if (!value) throw new Error('PAYLOAD_SECRET is not set: nothing can be sealed')
  return value
}

const sealKey = (purpose: string) => createHash('sha256').update(`${purpose}:${secret()}`).digest()

/**
 * `text` sealed with AES-256-GCM under a key of its own purpose, with its expiry inside: no one
 * reads it or changes it without PAYLOAD_SECRET.
 */
export function seal(purpose: string, text: string, ttlMs: number, now = Date.now()): string {
  const body = `${Math.floor((now + ttlMs) / 1000).toString(36)}.${text}`
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(purpose), iv)
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()])
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

/** What `seal` sealed for `purpose`, or null (forged, changed, expired, or past `maxLength`). */
export function unseal(purpose: string, token: string, now = Date.now(), maxLength = 4096) {
  if (token.length > maxLength) return null
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length < 12 + 2 + 16) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(purpose), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    const body = Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString('utf8')
    const dot = body.indexOf('.')
    if (dot < 1 || parseInt(body.slice(0, dot), 36) * 1000 <= now) return null
    return body.slice(dot + 1)
  } catch {
    return null
  }
}
