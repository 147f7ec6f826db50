import { describe, expect, it } from 'vitest'

import {
  CHAT_COOKIE,
  chatSessionOf,
  newChatSession,
  setChatSessionCookie,
} from '@/features/chat/server/session'

/**
 * The chat's session (features/chat/server/session.ts): its cookie, read and set with Next.js's
 * cookie classes, and the turns of one conversation, taken one at a time.
 */
const KEY = 'a'.repeat(43)
const request = (cookie?: string, url = 'http://localhost:3000/api/chat') =>
  new Request(url, { method: 'POST', headers: cookie === undefined ? {} : { cookie } })

describe('the chat’s cookie', () => {
  it('is read among the others, and only when it holds a key the server could have made', () => {
    expect(chatSessionOf(request(`theme=dark; ${CHAT_COOKIE}=${KEY}; other=1`))).toBe(KEY)
    expect(chatSessionOf(request(`${CHAT_COOKIE}=${newChatSession()}`))).toMatch(/^[\w-]{43}$/)
    for (const cookie of [undefined, 'theme=dark', `${CHAT_COOKIE}=short`, `${CHAT_COOKIE}=`]) {
      expect(chatSessionOf(request(cookie)), cookie).toBeNull()
    }
    expect(chatSessionOf(request(`${CHAT_COOKIE}=${'a'.repeat(42)}<`))).toBeNull()
  })

  it('is HttpOnly, strict and scoped to the chat for a week, Secure on HTTPS', () => {
    const set = (from: Request) => {
      const headers = new Headers({ 'Cache-Control': 'no-store' })
      setChatSessionCookie(headers, KEY, from)
      return headers
    }
    const plain = set(request())
    // Next.js writes Expires too, for the browsers that do not know Max-Age.
    expect(plain.get('set-cookie')).toMatch(
      new RegExp(
        `^${CHAT_COOKIE}=${KEY}; Path=/api/chat; Expires=[^;]+ GMT; Max-Age=604800; HttpOnly; SameSite=strict$`,
      ),
    )
    expect(plain.get('cache-control')).toBe('no-store')
    expect(set(request(undefined, 'https://example.com/api/chat')).get('set-cookie')).toContain(
      '; Secure',
    )
    const proxied = new Request('http://localhost:3000/api/chat', {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(set(proxied).get('set-cookie')).toContain('; Secure')
  })
})

describe('a conversation’s turns', () => {
  it('are taken one at a time across the two chat routes', async () => {
    // /api/chat and /api/chat/lead are route handlers both: Next.js builds them into one module
    // graph, where they share this module.
    const chatRoute = await import('@/features/chat/server/session')
    const leadRoute = chatRoute

    const log: string[] = []
    let finishMessage!: () => void
    const message = chatRoute.inTurn('conversation-1', async () => {
      log.push('message starts')
      await new Promise<void>((resolve) => (finishMessage = resolve))
      log.push('message ends')
    })
    const lead = leadRoute.inTurn('conversation-1', async () => {
      log.push('lead saved')
    })
    const other = leadRoute.inTurn('conversation-2', async () => {
      log.push('another conversation')
    })
    await other
    await new Promise((resolve) => setImmediate(resolve))
    // The lead waits for the message of its own conversation, not for another conversation.
    expect(log).toEqual(['message starts', 'another conversation'])
    finishMessage()
    await Promise.all([message, lead])
    expect(log).toEqual(['message starts', 'another conversation', 'message ends', 'lead saved'])
  })

  it('go on after a turn that failed', async () => {
    const { inTurn } = await import('@/features/chat/server/session')
    const failed = inTurn('conversation-3', async () => {
      throw new Error('the database went away')
    })
    const next = inTurn('conversation-3', async () => 'saved')
    await expect(failed).rejects.toThrow('the database went away')
    await expect(next).resolves.toBe('saved')
  })
})
