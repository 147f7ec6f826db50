import { randomBytes } from 'crypto'

import { RequestCookies, ResponseCookies } from 'next/dist/server/web/spec-extension/cookies'

import { processState } from '@/lib/process-state'

/**
 * The chat's private session: a random key in an HttpOnly cookie, scoped to the chat endpoints.
 * The photos a visitor sends are stored under it, and the lead made from the chat collects them.
 * Scripts on the page cannot read it, and no other visitor can guess it (32 random bytes).
 *
 * Read and written with Next.js's cookie classes, those of NextRequest.cookies and
 * NextResponse.cookies, over the request's and the answer's headers: the handlers take a plain
 * Request (the tests call them directly), where `cookies()` from next/headers has no request scope.
 */
export const CHAT_COOKIE = 'chat-session'
/** A conversation lasts a week from its first message; then its key is forgotten everywhere. */
export const CHAT_SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60
const KEY = /^[A-Za-z0-9_-]{43}$/

export function chatSessionOf(request: Request): string | null {
  const key = new RequestCookies(request.headers).get(CHAT_COOKIE)?.value
  return key !== undefined && KEY.test(key) ? key : null
}

export const newChatSession = () => randomBytes(32).toString('base64url')

/** Sets the cookie that keeps (or starts) a session on `headers`; Secure when the site is on HTTPS. */
export function setChatSessionCookie(headers: Headers, key: string, request: Request): void {
  const https =
    request.headers.get('x-forwarded-proto') === 'https' ||
    new URL(request.url).protocol === 'https:'
  new ResponseCookies(headers).set(CHAT_COOKIE, key, {
    path: '/api/chat',
    maxAge: CHAT_SESSION_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'strict',
    secure: https,
  })
}

/**
 * Runs `task` after every earlier task of the same conversation in this process has finished:
 * its record, its files and its lead are read and written by one request at a time, so two
 * quick saves cannot make two leads, nor two messages lose one another's turn. The queues are the
 * process's (lib/process-state.ts): /api/chat and /api/chat/lead are separate bundles, each with
 * its own copy of this module.
 */
export function inTurn<T>(conversation: string, task: () => Promise<T>): Promise<T> {
  const queues = processState('chat.turns', () => new Map<string, Promise<unknown>>())
  const previous = queues.get(conversation) ?? Promise.resolve()
  const next = previous.then(task, task)
  const settled = next.catch(() => {})
  queues.set(conversation, settled)
  void settled.then(() => {
    if (queues.get(conversation) === settled) queues.delete(conversation)
  })
  return next
}
