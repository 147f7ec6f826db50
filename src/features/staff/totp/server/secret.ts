import crypto from 'node:crypto'

/**
 * An account's authenticator secret is kept encrypted on its row (AES-256-GCM, with a key drawn
 * from the server's PAYLOAD_SECRET by HKDF), so a copy of the database, a backup for one, holds
 * no secret that makes codes. A server started with another PAYLOAD_SECRET cannot read it: the
 * account's codes then fail and its recovery codes (stored as hashes, with no key) still work,
 * after which the account sets up its app again.
 */
const VERSION = 'v1'

const keyFrom = (serverSecret: string) =>
  Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'two-step sign-in', 'totp secret', 32))

export function sealSecret(secret: string, serverSecret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))
  return [VERSION, ...parts].join('.')
}

/** The secret, or null when it was not sealed with this server's secret (or is not one at all). */
export function openSecret(sealed: unknown, serverSecret: string): string | null {
  if (typeof sealed !== 'string') return null
  const [version, iv, tag, data, ...rest] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || !data || rest.length) return null
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      keyFrom(serverSecret),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}
