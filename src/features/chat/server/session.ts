import { randomBytes } from 'crypto'

import { NextRequest, NextResponse } from 'next/server'

/**
 * The chat's private session: a random key in an HttpOnly cookie, scoped to the chat endpoints.
 * The photos a visitor sends are stored under it, and the lead made from the chat collects them.
 * Scripts on the page cannot read it, and no other visitor can guess it (32 random bytes).
 *
 * The handlers take a plain Request (the tests call them directly), where `cookies()` from
 * next/headers has no request scope: the cookie is read and written with Next.js's cookie classes
 * (those of NextRequest and NextResponse), over the request's and the answer's headers.
 */
export const CHAT_COOKIE = 'chat-session'
/** A conversation lasts a week from its first message; then its key is forgotten everywhere. */
export const CHAT_SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60
const KEY = /^[A-Za-z0-9_-]{43}$/

export function chatSessionOf(request: Request): string | null {
  // Its headers only: a NextRequest made from the request itself would take hold of its body.
  const key = new NextRequest(request.url, { headers: request.headers }).cookies.get(
    CHAT_COOKIE,
  )?.value
  return key !== undefined && KEY.test(key) ? key : null
}

export const newChatSession = () => randomBytes(32).toString('base64url')

/** Sets the cookie that keeps (or starts) a session on `headers`; Secure when the site is on HTTPS. */
export function setChatSessionCookie(headers: Headers, key: string, request: Request): void {
  const https =
    request.headers.get('x-forwarded-proto') === 'https' ||
    new URL(request.url).protocol === 'https:'
  const cookies = new NextResponse(null).cookies
  cookies.set(CHAT_COOKIE, key, {
    path: '/api/chat',
    maxAge: CHAT_SESSION_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'strict',
    secure: https,
  })
  headers.append('set-cookie', cookies.toString())
}

/**
 * Runs `task` after every earlier task of the same conversation in this process has finished:
 * its record, its files and its lead are read and written by one request at a time, so two
 * quick saves cannot make two leads, nor two messages lose one another's turn (/api/chat and
 * /api/chat/lead, route handlers both, share this module).
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
