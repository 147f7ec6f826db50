import { randomBytes } from 'crypto'

/**
 * The chat's private session: a random key in an HttpOnly cookie, scoped to the chat endpoints.
 * The photos a visitor sends are stored under it, and the lead made from the chat collects them.
 * Scripts on the page cannot read it, and no other visitor can guess it (32 random bytes).
 */
export const CHAT_COOKIE = 'chat-session'
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60
const KEY = /^[A-Za-z0-9_-]{43}$/

export function chatSessionOf(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === CHAT_COOKIE && KEY.test(value.join('='))) return value.join('=')
  }
  return null
}

export const newChatSession = () => randomBytes(32).toString('base64url')

/** The Set-Cookie header that keeps (or starts) a session; Secure when the site is on HTTPS. */
export function chatSessionCookie(key: string, request: Request): string {
  const https =
    request.headers.get('x-forwarded-proto') === 'https' ||
    new URL(request.url).protocol === 'https:'
  return [
    `${CHAT_COOKIE}=${key}`,
    'Path=/api/chat',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
  ].join('; ')
}
