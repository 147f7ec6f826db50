import { randomBytes } from 'crypto'

/**
 * The chat's private session: a random key in an HttpOnly cookie, scoped to the chat endpoints.
 * The photos a visitor sends are stored under it, and the lead made from the chat collects them.
 * Scripts on the page cannot read it, and no other visitor can guess it (32 random bytes).
 */
export const CHAT_COOKIE = 'chat-session'
/** A conversation lasts a week from its first message; then its key is forgotten everywhere. */
export const CHAT_SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60
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
    `Max-Age=${CHAT_SESSION_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
  ].join('; ')
}

/**
 * Runs `task` after every earlier task of the same conversation in this process has finished:
 * its record, its files and its lead are read and written by one request at a time, so two
 * quick saves cannot make two leads, nor two messages lose one another's turn.
 */
const queues = new Map<string, Promise<unknown>>()
export function inTurn<T>(conversation: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(conversation) ?? Promise.resolve()
  const next = previous.then(task, task)
  const settled = next.catch(() => {})
  queues.set(conversation, settled)
  void settled.then(() => {
    if (queues.get(conversation) === settled) queues.delete(conversation)
  })
  return next
}
