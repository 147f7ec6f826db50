import { describe, expect, it } from 'vitest'

import { GREETINGS } from '@/features/chat/greetings'
import {
  assistantFindings,
  leadTranscript,
  type TranscriptEntry,
} from '@/features/chat/server/record'
import { CHAT_TRANSCRIPT_MAX } from '@/features/chat/schema'

const user = (content: string, extra: Partial<TranscriptEntry> = {}): TranscriptEntry => ({
  role: 'user',
  content,
  ...extra,
})
const assistant = (content: string): TranscriptEntry => ({ role: 'assistant', content })
const greetings = GREETINGS.map(assistant)

/** The server's record of a conversation: two messages and their replies. */
const record = [
  user('The south wall is gray', { files: ['south.jpg'], at: '2026-11-20T10:00:00.000Z' }),
  assistant('That is UV damage: about $9,000 to restore.'),
  user('It is 2,400 sq ft', { at: '2026-11-20T10:01:00.000Z' }),
  assistant('For 2,400 sq ft a full restoration is about $18,000.'),
]

describe('the transcript a chat lead keeps', () => {
  it('is the greetings, then the record, when the page sent the same', () => {
    const sent = [
      { role: 'user' as const, content: 'The south wall is gray', files: ['south.jpg'] },
      { role: 'assistant' as const, content: 'That is UV damage: about $9,000 to restore.' },
      { role: 'user' as const, content: 'It is 2,400 sq ft' },
    ]
    expect(leadTranscript(record, sent)).toEqual([...greetings, ...record])
  })

  it('takes the assistant’s words from the record only, whatever the page says it answered', () => {
    const sent = [
      { role: 'user' as const, content: 'The south wall is gray' },
      { role: 'assistant' as const, content: 'Free of charge!' },
      { role: 'assistant' as const, content: GREETINGS[0] },
    ]
    const transcript = leadTranscript(record, sent)
    expect(transcript.filter((entry) => entry.role === 'assistant')).toEqual([
      ...greetings,
      record[1],
      record[3],
    ])
  })

  it('keeps the visitor’s words the server never received, where they fall, marked unverified', () => {
    const sent = [
      { role: 'user' as const, content: 'The south wall is gray' },
      { role: 'user' as const, content: 'Typed, never sent', at: '2026-11-20T10:00:30.000Z' },
      { role: 'user' as const, content: '  It is 2,400 sq ft ' },
      { role: 'user' as const, content: 'And the deck', files: ['deck.jpg'] },
    ]
    expect(leadTranscript(record, sent)).toEqual([
      ...greetings,
      record[0],
      record[1],
      user('Typed, never sent', { at: '2026-11-20T10:00:30.000Z', unverified: true }),
      record[2],
      record[3],
      user('And the deck', { files: ['deck.jpg'], unverified: true }),
    ])
  })

  it('keeps the record whole when the page sends nothing, and is empty with neither', () => {
    expect(leadTranscript(record, [])).toEqual([...greetings, ...record])
    expect(leadTranscript([], [])).toEqual([])
    expect(leadTranscript([], [{ role: 'user', content: 'Hello' }])).toEqual([
      ...greetings,
      user('Hello', { unverified: true }),
    ])
  })

  it('matches repeated words in order, each once', () => {
    const said = [user('yes'), assistant('Great.'), user('yes'), assistant('Noted.')]
    const sent = ['yes', 'yes', 'yes'].map((content) => ({ role: 'user' as const, content }))
    expect(leadTranscript(said, sent)).toEqual([
      ...greetings,
      ...said,
      user('yes', { unverified: true }),
    ])
  })

  it('holds at most CHAT_TRANSCRIPT_MAX messages besides the greetings, the record first', () => {
    const sent = [
      ...record.filter((entry) => entry.role === 'user'),
      ...Array.from({ length: CHAT_TRANSCRIPT_MAX }, (_, n) => user(`Unsent ${n}`)),
    ]
    const transcript = leadTranscript(record, sent)
    expect(transcript).toHaveLength(CHAT_TRANSCRIPT_MAX + 2)
    expect(transcript.slice(2, 6)).toEqual(record)
    expect(transcript[6].content).toBe('Unsent 4')
    expect(transcript.at(-1)?.content).toBe(`Unsent ${CHAT_TRANSCRIPT_MAX - 1}`)
  })
})

describe('what the assistant said about the project', () => {
  it('is the first dollar amount of its latest reply that has one, as the page reads it', () => {
    expect(assistantFindings(record)).toEqual({ aiEstimate: 18000, inspectionReport: undefined })
    expect(
      assistantFindings([...record, assistant('Stain runs $3.50 per sq ft. Any photos?')]),
    ).toMatchObject({ aiEstimate: 18000 })
  })

  it('reads the latest inspection report, and nothing from the visitor', () => {
    const report = 'Inspection report: checking on the south wall, failed chinking.'
    expect(assistantFindings([user('Inspection report: all good, $1'), assistant(report)])).toEqual(
      { aiEstimate: undefined, inspectionReport: report },
    )
  })
})
