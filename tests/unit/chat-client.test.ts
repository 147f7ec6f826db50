import { describe, expect, it } from 'vitest'

import {
  CHAT_ERRORS,
  CHAT_HISTORY_LIMIT,
  chatFormData,
  EMPTY_REPLY,
  readAnswer,
} from '@/features/chat/api'
import type { ChatMessage } from '@/features/chat/ui/types'
import { conversationOf, greetingMessages, historyOf } from '@/features/chat/ui/useLeadCapture'
import { GREETINGS } from '@/features/chat/greetings'
import { checkChatSelection, chatHasPreview, chatTooLarge, MB } from '@/features/uploads/rules'

const json = (value: unknown) => JSON.stringify(value)

describe('reading an answer of POST /api/chat (spec section 8)', () => {
  it('shows the content of a 200 with success and data', () => {
    expect(readAnswer(200, json({ success: true, data: { content: 'Hello' } }))).toEqual({
      ok: true,
      content: 'Hello',
    })
  })

  it('uses the fallback text when the content is empty', () => {
    for (const content of ['', '   ', undefined, 42]) {
      expect(readAnswer(200, json({ success: true, data: { content } }))).toEqual({
        ok: true,
        content: EMPTY_REPLY,
      })
    }
  })

  it('shows an error field as the message', () => {
    expect(readAnswer(200, json({ success: false, error: 'Quota reached' }))).toEqual({
      ok: false,
      message: 'Quota reached',
    })
  })

  it("says 'Invalid response format' and 'Failed to parse response' for bad bodies", () => {
    for (const body of [
      json({ success: true }),
      json({ data: { content: 'x' } }),
      json(null),
      '7',
    ]) {
      expect(readAnswer(200, body)).toEqual({ ok: false, message: CHAT_ERRORS.format })
    }
    expect(readAnswer(200, '<html>oops</html>')).toEqual({ ok: false, message: CHAT_ERRORS.parse })
  })

  it("gives other statuses the server's message field, its body, or the default text", () => {
    expect(readAnswer(422, json({ success: false, message: 'Too long' }))).toEqual({
      ok: false,
      message: 'Too long',
    })
    expect(readAnswer(413, json({ success: false, error: 'big.mov exceeds 10MB limit' }))).toEqual({
      ok: false,
      message: 'big.mov exceeds 10MB limit',
    })
    expect(readAnswer(404, 'Not here')).toEqual({ ok: false, message: 'Not here' })
    expect(readAnswer(400, '')).toEqual({ ok: false, message: CHAT_ERRORS.failed })
  })
})

describe("the chat request's body (spec section 7)", () => {
  it('sends the message, the customer, the last 20 messages and the files', async () => {
    const history = Array.from({ length: 25 }, (_, index) => ({
      role: 'user' as const,
      content: `m${index}`,
    }))
    const form = chatFormData({
      message: 'Hi',
      customerEmail: 'jane@example.com',
      customerName: 'Jane',
      history,
      files: [new File(['abc'], 'wall.jpg', { type: 'image/jpeg' })],
    })
    expect(form.get('message')).toBe('Hi')
    expect(form.get('customerEmail')).toBe('jane@example.com')
    expect(form.get('customerName')).toBe('Jane')
    const sent = JSON.parse(String(form.get('conversationHistory')))
    expect(sent).toHaveLength(CHAT_HISTORY_LIMIT)
    expect(sent[0].content).toBe('m5')
    expect((form.getAll('files')[0] as File).name).toBe('wall.jpg')
  })

  it('leaves out the customer fields it does not know', () => {
    const form = chatFormData({ message: 'Hi', history: [], files: [] })
    expect(form.has('customerEmail')).toBe(false)
    expect(form.has('customerName')).toBe(false)
    expect(form.get('conversationHistory')).toBe('[]')
  })
})

describe('the conversation the chat sends (spec section 7)', () => {
  const at = '2026-11-20T10:00:00.000Z'
  const said = (n: number): ChatMessage[] => [
    { id: `u${n}`, role: 'user', content: `Question ${n}`, at },
    { id: `a${n}`, role: 'assistant', content: `Answer ${n}`, at },
  ]

  it('gives the assistant the greetings the visitor saw, as its own first messages', () => {
    const messages = [
      ...greetingMessages(),
      ...said(1),
      { id: 'f', role: 'user', content: 'Not sent', at, failed: { items: [] } } as ChatMessage,
    ]
    expect(historyOf(messages).map(({ role, content }) => [role, content])).toEqual([
      ['assistant', GREETINGS[0]],
      ['assistant', GREETINGS[1]],
      ['user', 'Question 1'],
      ['assistant', 'Answer 1'],
    ])
    const sent = JSON.parse(
      String(
        chatFormData({ message: 'Hi', history: historyOf(messages), files: [] }).get(
          'conversationHistory',
        ),
      ),
    )
    expect(sent.slice(0, 2)).toEqual([
      { role: 'assistant', content: GREETINGS[0], at: expect.any(String) },
      { role: 'assistant', content: GREETINGS[1], at: expect.any(String) },
    ])
  })

  it('sends the last 20 messages: the greetings among them while the chat is short', () => {
    const history = (turns: number) => {
      const messages = [...greetingMessages()]
      for (let n = 1; n <= turns; n += 1) messages.push(...said(n))
      const form = chatFormData({ message: 'Hi', history: historyOf(messages), files: [] })
      return JSON.parse(String(form.get('conversationHistory'))) as { content: string }[]
    }
    expect(
      history(9)
        .map((entry) => entry.content)
        .slice(0, 3),
    ).toEqual([...GREETINGS, 'Question 1'])
    expect(history(9)).toHaveLength(20)
    expect(history(10)[0].content).toBe('Question 1')
    expect(history(11)[0].content).toBe('Question 2')
  })

  it('leaves the greetings out of the lead: the server puts its own first', () => {
    const messages = [...greetingMessages(), ...said(1)]
    expect(conversationOf(messages).map((entry) => entry.content)).toEqual([
      'Question 1',
      'Answer 1',
    ])
  })
})

describe("the chat's file rules (spec sections 5 and 9)", () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type })

  it('takes photos and videos up to 10 MB, and .dng raw photos up to 100 MB', () => {
    const result = checkChatSelection([
      file('wall.jpg', 10 * MB, 'image/jpeg'),
      file('raw.dng', 100 * MB),
      file('walk.mov', 10 * MB, 'video/quicktime'),
      file('roof.heic', 3 * MB),
    ])
    expect(result.accepted.map((item) => [item.file.name, item.kind])).toEqual([
      ['wall.jpg', 'image'],
      ['raw.dng', 'image'],
      ['walk.mov', 'video'],
      ['roof.heic', 'image'],
    ])
    expect(result.tooLarge).toEqual([])
  })

  it('turns away the files that are too large and keeps the rest', () => {
    const result = checkChatSelection([
      file('ok.png', MB, 'image/png'),
      file('huge.jpg', 10 * MB + 1, 'image/jpeg'),
      file('long.mp4', 11 * MB, 'video/mp4'),
      file('raw.dng', 100 * MB + 1),
    ])
    expect(result.accepted.map((item) => item.file.name)).toEqual(['ok.png'])
    expect(result.tooLarge).toEqual(['huge.jpg', 'long.mp4', 'raw.dng'])
    expect(chatTooLarge(result.tooLarge)).toEqual({
      title: 'Some files too large',
      description: 'huge.jpg, long.mp4, raw.dng exceed 10MB limit',
    })
  })

  it('turns away what is not a photo or a video, and more than 10 files', () => {
    const result = checkChatSelection([file('notes.pdf', 100, 'application/pdf')])
    expect(result.invalid).toEqual(['notes.pdf'])
    const many = checkChatSelection(
      Array.from({ length: 4 }, (_, index) => file(`p${index}.jpg`, 100, 'image/jpeg')),
      8,
    )
    expect(many.accepted).toHaveLength(2)
    expect(many.overLimit).toBe(true)
  })

  it('gives a placeholder instead of a preview to images over 5 MB, .dng, HEIC and videos', () => {
    expect(chatHasPreview(file('a.jpg', 5 * MB, 'image/jpeg'))).toBe(true)
    expect(chatHasPreview(file('a.jpg', 5 * MB + 1, 'image/jpeg'))).toBe(false)
    expect(chatHasPreview(file('a.dng', MB, 'image/x-adobe-dng'))).toBe(false)
    expect(chatHasPreview(file('a.dng', MB))).toBe(false)
    expect(chatHasPreview(file('a.heic', MB, 'image/heic'))).toBe(false)
    expect(chatHasPreview(file('a.mp4', MB, 'video/mp4'))).toBe(false)
  })
})
