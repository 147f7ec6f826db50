import config from '@payload-config'
import { sql } from '@payloadcms/db-sqlite'
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ChatMessage } from '@/features/chat/ui/types'
import type { Lead, User } from '@/payload-types'
import { CONSENT_WORDS, INVALID_PHONE, PHONE_FOR_TEXTS } from '@/features/texts/schema'
import { siteSettings } from '../../seed/content/settings'
import {
  apiBase as base,
  chatRequest,
  cookieOf,
  keyOf,
  leadRequest,
  type Part,
} from '../helpers/chat'
import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from '../../scripts/lib/fakes.mjs'
import { makeExe, makeImage, makeVideo } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * POST /api/chat and /api/chat/lead through their real route handlers on a real database, with
 * the real `openai` SDK talking to an OpenAI-compatible server on 127.0.0.1.
 */
process.env.CHAT_RATE_LIMIT = '10000/60'
process.env.OPENAI_TIMEOUT_MS = '1500'
const { POST: chat } = await import('@/app/(frontend)/api/chat/route')
const { POST: chatLead } = await import('@/app/(frontend)/api/chat/lead/route')
const { forgetKnowledge } = await import('@/features/chat/assistant/knowledge')
const { estimateCost, formatRate, PRICING, SERVICE_TYPES } =
  await import('@/features/estimate/pricing')
const { extractFromAssistantReply } = await import('@/features/chat/assistant/extract')
const { greetingMessages, historyOf } = await import('@/features/chat/ui/useLeadCapture')
const { chatFormData } = await import('@/features/chat/api')
const { GREETINGS, greetingsFor } = await import('@/features/chat/greetings')

let ctx: TestPayload
let openai: FakeOpenAI

const turns = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: `Message ${index + 1}`,
  }))

const useOpenAI = () => {
  process.env.OPENAI_API_KEY = FAKE_OPENAI_KEY
  process.env.OPENAI_BASE_URL = openai.url
}

beforeAll(async () => {
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettings, notificationEmail: 'office@example.com' },
  })
  await ctx.payload.create({
    collection: 'faqs',
    data: {
      question: 'How long does a chinking job take?',
      answer: 'Most chinking jobs take 3-7 days, depending on the size of the home.',
    },
  })
  forgetKnowledge()
  openai = await startFakeOpenAI({
    reply: () => 'I can see **graying** and some checking on the south wall.',
  })
})

afterAll(async () => {
  await openai?.close()
  await ctx?.cleanup()
})

beforeEach(() => {
  openai.setMode('ok')
  openai.requests.length = 0
  delete process.env.OPENAI_API_KEY
  delete process.env.OPENAI_BASE_URL
  delete process.env.OPENAI_MODEL
})

describe('POST /api/chat with OpenAI', () => {
  it('sends the photos resized, the history, and a system prompt with the price table', async () => {
    useOpenAI()
    const photo = await makeImage(3000, 2000)
    const response = await chat(
      chatRequest(
        {
          message: 'What do you see on my south wall?',
          conversationHistory: JSON.stringify(turns(20)),
        },
        [
          { name: 'south wall.png', bytes: photo, type: 'image/png' },
          { name: 'walkaround.mp4', bytes: makeVideo(64 * 1024), type: 'video/mp4' },
        ],
      ),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      data: { content: 'I can see **graying** and some checking on the south wall.' },
    })

    expect(openai.requests).toHaveLength(1)
    const { body, authorization } = openai.requests[0]
    expect(authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`)
    expect(body.model).toBe('gpt-4.1-mini')
    const messages = body.messages!
    // The instructions, the 20 messages of history, the new message.
    expect(messages).toHaveLength(22)
    const system = String(messages[0].content)
    expect(messages[0].role).toBe('system')
    for (const type of ['basic', 'detailed', 'full', 'new'] as const) {
      expect(system).toContain(`${PRICING[type].label}: ${formatRate(PRICING[type].rate)}`)
    }
    expect(system).toContain('How long does a chinking job take?')
    expect(system).toContain(siteSettings.businessName)
    expect(messages.slice(1, 21).map((message) => message.content)).toEqual(
      turns(20).map((turn) => turn.content),
    )

    const last = messages[21]
    expect(last.role).toBe('user')
    const parts = last.content as { type: string; text?: string; image_url?: { url: string } }[]
    expect(parts[0].text).toContain('What do you see on my south wall?')
    expect(parts[0].text).toContain('walkaround.mp4 (video)')
    const images = parts.filter((part) => part.type === 'image_url')
    expect(images).toHaveLength(1)
    const url = images[0].image_url!.url
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true)
    const sent = await sharp(Buffer.from(url.split(',')[1], 'base64')).metadata()
    expect([sent.format, sent.width, sent.height]).toEqual(['jpeg', 1024, 683])
  })

  it('gives the model the two greetings the visitor saw, as the assistant’s first words', async () => {
    useOpenAI()
    // The history as the chat panel builds it: its greetings, a message, the reply to it.
    const messages: ChatMessage[] = [
      ...greetingMessages(),
      { id: 'm1', role: 'user', content: 'My cabin is in Fairplay, CO', at: now() },
      { id: 'm2', role: 'assistant', content: 'Fairplay is in our service area.', at: now() },
    ]
    const form = chatFormData({
      message: 'It is 40 years old',
      history: historyOf(messages),
      files: [],
    })
    const response = await chat(new Request(`${base}/chat`, { method: 'POST', body: form }))
    expect(response.status).toBe(200)
    const sent = openai.requests[0].body.messages!.slice(1)
    expect(sent.map(({ role, content }) => [role, content])).toEqual([
      ['assistant', GREETINGS[0]],
      ['assistant', GREETINGS[1]],
      ['user', 'My cabin is in Fairplay, CO'],
      ['assistant', 'Fairplay is in our service area.'],
      ['user', [{ type: 'text', text: 'It is 40 years old' }]],
    ])
  })

  it('refuses a history longer than 20 messages', async () => {
    useOpenAI()
    const response = await chat(
      chatRequest({ message: 'Hello', conversationHistory: JSON.stringify(turns(21)) }),
    )
    expect(response.status).toBe(422)
    expect((await response.json()).error).toContain('At most 20 messages')
    expect(openai.requests).toHaveLength(0)
  })

  it('answers with the built-in assistant when the model is too slow', async () => {
    useOpenAI()
    // The model never answers: only the time-out (OPENAI_TIMEOUT_MS) ends the wait, so without
    // it this test would not finish.
    openai.setMode('hang')
    const response = await chat(chatRequest({ message: 'How long does a chinking job take?' }))
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.content).toContain('3-7 days')
    expect(openai.requests).toHaveLength(1)
    // The site gave up on the model (closed its request) rather than leaving it open.
    await vi.waitFor(() => expect(openai.abandoned).toBe(1))
  })

  it('answers with the built-in assistant when the model fails or says nothing', async () => {
    useOpenAI()
    for (const mode of ['fail', 'empty'] as const) {
      openai.setMode(mode)
      const response = await chat(
        chatRequest({ message: 'About 2,000 sq ft of logs need a full restoration' }),
      )
      expect(response.status, mode).toBe(200)
      const { success, data } = await response.json()
      expect(success).toBe(true)
      expect(data.content).toContain('$15,000') // 2,000 × $7.50
    }
  })
})

describe('POST /api/chat: the model’s figures are the calculator’s', () => {
  // A model that prices a full restoration without saying so, whatever it is asked.
  let pricing: FakeOpenAI
  beforeAll(async () => {
    pricing = await startFakeOpenAI({ reply: () => '$13,500 for 1,800 sq ft' })
  })
  afterAll(() => pricing?.close())

  const ask = async (message: string) => {
    process.env.OPENAI_API_KEY = FAKE_OPENAI_KEY
    process.env.OPENAI_BASE_URL = pricing.url
    const response = await chat(chatRequest({ message }))
    expect(response.status).toBe(200)
    const { success, data } = await response.json()
    expect(success).toBe(true)
    expect(pricing.requests.at(-1)?.body.messages?.at(-1)?.content).toEqual([
      { type: 'text', text: message },
    ])
    return String(data.content)
  }

  /** The services the reply names, and the figure the chat panel takes from it. */
  const priced = (content: string) => ({
    services: SERVICE_TYPES.filter((service) => content.includes(PRICING[service].label)),
    figure: extractFromAssistantReply(content).aiEstimate,
  })

  it('names the service of "$13,500 for 1,800 sq ft", at the calculator’s figure for it', async () => {
    const content = await ask('How much would it cost to redo our 1,800 sq ft log home?')
    const { services, figure } = priced(content)
    expect(services).toHaveLength(1)
    expect(figure).toBe(estimateCost(services[0], 1800))
    expect(services).toEqual(['full'])
  })

  it('prices the service the homeowner described, not the one the model assumed', async () => {
    const content = await ask('Our chinking needs redoing on the whole 1,800 sq ft home. Cost?')
    expect(priced(content)).toEqual({
      services: ['detailed'],
      figure: estimateCost('detailed', 1800), // $9,000, as the calculator gives
    })
    expect(content).not.toContain('$13,500')
  })
})

describe('POST /api/chat with the built-in assistant (no key)', () => {
  it('prices from square footage and work type with the price table', async () => {
    const response = await chat(
      chatRequest({ message: 'My 2,400 sq ft cabin needs a full restoration' }),
    )
    const { data } = await response.json()
    expect(data.content).toContain(`$${estimateCost('full', 2400).toLocaleString('en-US')}`)
    expect(openai.requests).toHaveLength(0)
  })

  it('refuses bad input with 422, 413 and 415, and keeps nothing of it', async () => {
    const before = (await ctx.payload.count({ collection: 'lead-files' })).totalDocs
    const empty = await chat(chatRequest({ message: '   ' }))
    expect(empty.status).toBe(422)
    const long = await chat(chatRequest({ message: 'x'.repeat(4001) }))
    expect(long.status).toBe(422)
    const history = await chat(chatRequest({ message: 'Hi', conversationHistory: '{nope' }))
    expect(history.status).toBe(422)
    const exe = await chat(
      chatRequest({ message: 'Hi' }, [{ name: 'photo.jpg', bytes: makeExe() }]),
    )
    expect(exe.status).toBe(415)
    const big = await chat(
      chatRequest({ message: 'Hi' }, [
        { name: 'walk.mp4', bytes: makeVideo(10 * 1024 * 1024 + 1) },
      ]),
    )
    expect(big.status).toBe(413)
    expect((await big.json()).error).toBe('walk.mp4 exceeds 10MB limit')
    expect((await ctx.payload.count({ collection: 'lead-files' })).totalDocs).toBe(before)
  })
})

const now = () => new Date().toISOString()
/** The answer to a saved lead: the same words, made or updated, and its own sealed reference. */
const saved = {
  success: true,
  data: { message: 'Your details were saved.', booking: expect.stringMatching(/^[\w-]{40,80}$/) },
}
const V = { name: 'Vera Homeowner', email: 'vera@example.com', phone: '719-555-0142' }

/** A visitor's chat: each message answered by the built-in assistant, under one cookie. */
async function converse(messages: (string | { message: string; files: Part[] })[], cookie = '') {
  for (const item of messages) {
    const { message, files = [] } = typeof item === 'string' ? { message: item } : item
    const response = await chat(chatRequest({ message }, files, cookie || undefined))
    expect(response.status).toBe(200)
    cookie ||= cookieOf(response)
  }
  return cookie
}

const leadsOf = async (email: string) =>
  (
    await ctx.payload.find({
      collection: 'leads',
      where: { email: { equals: email } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs

const leadOfKey = async (cookie: string) =>
  (
    await ctx.payload.find({
      collection: 'leads',
      where: { conversation: { equals: keyOf(cookie) } },
      depth: 1,
      pagination: false,
    })
  ).docs

const fileNames = (lead: Lead) =>
  (lead.media ?? []).map((file) => (typeof file === 'object' ? file.originalName : file))

/** Everything of a lead and its files, as stored. */
async function snapshot(id: Lead['id']) {
  const lead = await ctx.payload.findByID({ collection: 'leads', id, depth: 0 })
  const files = await ctx.payload.find({
    collection: 'lead-files',
    where: { lead: { equals: id } },
    depth: 0,
    pagination: false,
  })
  return JSON.stringify({ lead, files: files.docs })
}

const png = async (name: string) => ({
  name,
  bytes: await makeImage(640, 480),
  type: 'image/png',
})

describe('the chat lead', () => {
  it('collects the photos sent before the details, and keeps them private', async () => {
    const cookie = await converse([
      { message: 'Here is my porch', files: [await png('porch.png')] },
    ])
    expect(cookie).toMatch(/^chat-session=/)

    const response = await chatLead(
      leadRequest(
        {
          name: 'Jane Doe',
          email: 'Jane@Example.com',
          phone: '719-555-0142',
          location: 'Fairplay, CO',
          workType: 'staining',
          squareFootage: 1800,
          propertyAge: 30,
          conversationHistory: [
            { role: 'user', content: 'Here is my porch', files: ['porch.png'], at: now() },
          ],
          hasUploadedPhotos: true,
          uploadedFiles: [{ filename: 'porch.png' }],
        },
        cookie,
      ),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(saved)
    const [lead] = await leadOfKey(cookie)
    expect(lead).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      source: 'chat',
      status: 'new',
      workType: 'staining',
      squareFootage: 1800,
      propertyAge: '30',
      location: 'Fairplay, CO',
    })
    const media = (lead.media ?? []).filter((file) => typeof file === 'object')
    expect(media.map((file) => [file.originalName, file.kind, file.lead, file.sentInChat])).toEqual(
      [['porch.png', 'image', lead.id, true]],
    )
    expect(lead.emails?.map(({ kind, to, state }) => ({ kind, to, state }))).toEqual([
      { kind: 'notification', to: 'office@example.com', state: 'queued' },
    ])

    // A photo sent after the lead exists joins it at once.
    await converse([{ message: 'And the deck', files: [await png('deck.png')] }], cookie)
    const [updated] = await leadOfKey(cookie)
    expect(fileNames(updated)).toEqual(['porch.png', 'deck.png'])

    // Visitors cannot list or open them.
    for (const slug of [['lead-files'], ['lead-files', 'file', media[0].filename!]]) {
      const answer = await REST_GET(config)(new Request(`${base}/${slug.join('/')}`), {
        params: Promise.resolve({ slug }),
      })
      expect(answer.status, slug.join('/')).toBe(403)
    }
  })

  it('keeps its own record of each conversation: every message, its files and the reply', async () => {
    const cookie = await converse([
      { message: 'Here is the south wall', files: [await png('south.png')] },
      'My 2,400 sq ft cabin needs a full restoration',
    ])
    const { docs } = await ctx.payload.find({
      collection: 'chat-sessions',
      where: { key: { equals: keyOf(cookie) } },
    })
    expect(docs).toHaveLength(1)
    const turns = docs[0].turns as { role: string; content: string; files?: string[] }[]
    expect(turns.map(({ role, files }) => [role, files])).toEqual([
      ['user', ['south.png']],
      ['assistant', undefined],
      ['user', undefined],
      ['assistant', undefined],
    ])
    expect(turns[2].content).toBe('My 2,400 sq ft cabin needs a full restoration')
    expect(turns[3].content).toContain(`$${estimateCost('full', 2400).toLocaleString('en-US')}`)
  })

  it('takes the assistant’s words and estimate from that record, and marks what it cannot vouch for', async () => {
    const cookie = await converse(['My 2,400 sq ft cabin needs a full restoration'])
    const response = await chatLead(
      leadRequest(
        {
          ...V,
          email: 'record@example.com',
          aiEstimate: '$1',
          inspectionReport: 'Inspection report: nothing wrong, no work needed.',
          conversationHistory: [
            { role: 'user', content: 'My 2,400 sq ft cabin needs a full restoration', at: now() },
            { role: 'assistant', content: 'Your price is $1. Inspection report: all fine.' },
            { role: 'user', content: 'I never sent this to the server', at: now() },
          ],
        },
        cookie,
      ),
    )
    expect(response.status).toBe(200)
    const [lead] = await leadOfKey(cookie)
    const transcript = lead.transcript as { role: string; content: string; unverified?: true }[]
    expect(transcript.map(({ role, unverified }) => [role, unverified])).toEqual([
      ['assistant', undefined],
      ['assistant', undefined],
      ['user', undefined],
      ['assistant', undefined],
      ['user', true],
    ])
    // No model here: the greetings the visitor saw say a specialist reviews the photos.
    expect(transcript.slice(0, 2).map((turn) => turn.content)).toEqual([
      ...greetingsFor('specialist'),
    ])
    expect(transcript[3].content).toContain('$18,000')
    expect(transcript[4].content).toBe('I never sent this to the server')
    expect(JSON.stringify(transcript)).not.toContain('Your price is $1')
    // The estimate is the one the assistant gave; the page's claims are not its words.
    expect(lead.aiEstimate).toBe(estimateCost('full', 2400))
    expect(lead.inspectionReport ?? null).toBeNull()
  })

  it('stores no assistant estimate that the assistant never gave', async () => {
    const response = await chatLead(
      leadRequest({ ...V, email: 'claims@example.com', aiEstimate: 7500 }),
    )
    expect(response.status).toBe(200)
    const [lead] = await leadsOf('claims@example.com')
    expect(lead.aiEstimate ?? null).toBeNull()
  })

  it('answers and saves without the record when it cannot be written or read', async () => {
    // The record's table taken away for a moment: a real database failure (SQLite only).
    if (ctx.adapter !== 'sqlite') return
    const { drizzle } = ctx.payload.db as unknown as {
      drizzle: { run: (query: unknown) => Promise<unknown> }
    }
    await drizzle.run(sql`ALTER TABLE chat_sessions RENAME TO chat_sessions_away`)
    try {
      const answer = await chat(chatRequest({ message: 'How long does a chinking job take?' }))
      expect(answer.status).toBe(200)
      expect((await answer.json()).data.content).toContain('3-7 days')
      const cookie = cookieOf(answer)
      const response = await chatLead(
        leadRequest(
          {
            ...V,
            email: 'norecord@example.com',
            conversationHistory: [{ role: 'user', content: 'How long does a chinking job take?' }],
          },
          cookie,
        ),
      )
      expect(response.status).toBe(200)
      const [lead] = await leadOfKey(cookie)
      expect(lead.email).toBe('norecord@example.com')
      expect(lead.transcript).toMatchObject([
        { role: 'assistant' },
        { role: 'assistant' },
        { role: 'user', content: 'How long does a chinking job take?', unverified: true },
      ])
    } finally {
      await drizzle.run(sql`ALTER TABLE chat_sessions_away RENAME TO chat_sessions`)
    }
  })

  it('answers with the place of the site the homeowner named, for the booking picker', async () => {
    const summit = await ctx.payload.create({
      collection: 'counties',
      data: {
        name: 'Summit County',
        slug: 'summit-county',
        seat: 'Breckenridge',
        elevation: 9600,
        summary: 'Summit County.',
        towns: [{ name: 'Breckenridge' }, { name: 'Frisco' }],
      },
    })
    try {
      const body = { name: 'Pat Lode', email: 'pat@example.com', phone: '(970) 555-0123' }
      const said = (...texts: string[]) =>
        texts.map((content) => ({ role: 'user' as const, content, at: now() }))
      const named = await chatLead(
        leadRequest({
          ...body,
          conversationHistory: [
            ...said('We have a cabin near Frisco', 'Sorry, it is in Breckenridge'),
            { role: 'assistant', content: 'Frisco, Dillon and Keystone are ours too.', at: now() },
          ],
        }),
      )
      expect(named.status).toBe(200)
      // The latest the homeowner said, not what the assistant said.
      expect(await named.json()).toEqual({
        ...saved,
        data: { ...saved.data, place: 'Breckenridge' },
      })
      const unnamed = await chatLead(
        leadRequest({ ...body, conversationHistory: said('We live in Moab') }),
      )
      expect(await unnamed.json()).toEqual(saved)
    } finally {
      await ctx.payload.delete({ collection: 'counties', id: summit.id })
    }
  })

  it('answers the same, whether the lead was made or updated, and starts a session without a cookie', async () => {
    const body = { name: 'Sam Ridge', email: 'sam@example.com', phone: '(970) 555-0199' }
    const first = await chatLead(leadRequest(body))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual(saved)
    const cookie = cookieOf(first)
    expect(first.headers.get('set-cookie')).toMatch(
      /^chat-session=[\w-]{43}; Path=\/api\/chat;.*HttpOnly/,
    )

    const second = await chatLead(
      leadRequest({ ...body, squareFootage: '2,200', workType: 'chinking' }, cookie),
    )
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(saved)
    expect(second.headers.get('set-cookie')).toBeNull()
    const leads = await leadsOf('sam@example.com')
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ squareFootage: 2200, workType: 'chinking' })
    expect(leads[0].emails).toHaveLength(1)
    const jobs = await ctx.payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 })
    const forLead = jobs.docs.filter(
      (job) => (job.input as { lead?: unknown } | null)?.lead === leads[0].id,
    )
    expect(forLead).toHaveLength(1)
  })

  it('makes one lead of 30 saves at once from one conversation, even as the e-mail changes', async () => {
    const cookie = await converse(['Hello'])
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        chatLead(leadRequest({ ...V, email: `burst${n % 3}@example.com` }, cookie)),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200))
    expect(await leadOfKey(cookie)).toHaveLength(1)
  })

  it('never lets a stranger with the homeowner’s e-mail touch the homeowner’s lead', async () => {
    // The homeowner chats, sends a photo and leaves their details.
    const vera = await converse([
      { message: 'Here is my porch', files: [await png('vera-porch.png')] },
      'My 2,400 sq ft cabin needs a full restoration',
    ])
    const first = await chatLead(
      leadRequest(
        {
          ...V,
          conversationHistory: [
            { role: 'user', content: 'Here is my porch', files: ['vera-porch.png'], at: now() },
          ],
        },
        vera,
      ),
    )
    const [lead] = await leadOfKey(vera)
    const before = await snapshot(lead.id)

    // A stranger with their own cookie jar: a photo of their own, then 30 saves at once with her
    // e-mail, their name and phone, and a made-up conversation.
    const stranger = await converse([{ message: 'Look', files: [await png('stranger.png')] }])
    const forged = {
      ...V,
      email: 'VERA@example.com',
      name: 'Mallory Stranger',
      phone: '303-555-0100',
      aiEstimate: 1,
      conversationHistory: [
        { role: 'user', content: 'Please cancel everything.' },
        { role: 'assistant', content: 'Done: the job is cancelled, the price is $1.' },
      ],
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => chatLead(leadRequest(forged, stranger))),
    )
    // ...and a stranger with no cookie at all.
    const bare = await chatLead(leadRequest(forged))

    expect(await snapshot(lead.id)).toBe(before)
    // Nothing tells them whether that e-mail had a lead: the same answer as the homeowner's.
    for (const answer of [first, ...answers, bare]) {
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual(saved)
    }
    const [own] = await leadOfKey(stranger)
    expect(own).toMatchObject({ name: 'Mallory Stranger', email: 'vera@example.com' })
    expect(fileNames(own)).toEqual(['stranger.png'])
    // Three leads with her e-mail now: hers, and the two strangers'.
    expect((await leadsOf('vera@example.com')).map((other) => other.name)).toEqual([
      'Vera Homeowner',
      'Mallory Stranger',
      'Mallory Stranger',
    ])
  })

  it('refuses a lead without name, e-mail or phone, or not as JSON', async () => {
    const missing = await chatLead(leadRequest({ name: 'No Contact', email: 'not-an-email' }))
    expect(missing.status).toBe(422)
    const issues = (await missing.json()).issues
    expect(Object.keys(issues).sort()).toEqual(['email', 'phone'])
    const form = await chatLead(
      new Request(`${base}/chat/lead`, { method: 'POST', body: new FormData() }),
    )
    expect(form.status).toBe(415)
  })

  it('takes numbers as a chat writes them, and stores them as numbers', async () => {
    const cookie = await converse(['Hello there'])
    const response = await chatLead(
      leadRequest(
        {
          ...V,
          email: 'numbers@example.com',
          squareFootage: '1,000',
          propertyAge: '30',
          aiEstimate: '$7,500',
        },
        cookie,
      ),
    )
    expect(response.status).toBe(200)
    const [lead] = await leadOfKey(cookie)
    expect(lead).toMatchObject({ squareFootage: 1000, propertyAge: '30' })

    const bad = await chatLead(leadRequest({ ...V, squareFootage: 'abc', aiEstimate: 'lots' }))
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({
      error:
        'Square footage must be a number, like 1,800. Assistant estimate must be a dollar amount, like $7,500.',
      issues: {
        squareFootage: ['Square footage must be a number, like 1,800'],
        aiEstimate: ['Assistant estimate must be a dollar amount, like $7,500'],
      },
    })
  })
})

describe('the texts’ tick in the chat’s contact step (issue 57)', () => {
  it('with the tick and a number texts cannot reach: 422 with the phone’s message, nothing stored', async () => {
    const body = { name: 'Tina Tick', email: 'tina.tick@example.com', textMe: true }
    for (const [phone, message] of [
      ['(123) 456-7890', INVALID_PHONE],
      ['', PHONE_FOR_TEXTS],
    ]) {
      const answer = await chatLead(leadRequest({ ...body, phone }))
      expect(answer.status).toBe(422)
      expect((await answer.json()).issues).toEqual({ phone: [message] })
    }
    expect(await leadsOf('tina.tick@example.com')).toEqual([])
  })

  it('with the tick: the new lead holds the consent (its first text goes on it)', async () => {
    const before = Date.now()
    const answer = await chatLead(
      leadRequest({
        name: 'Theo Tick',
        email: 'theo.tick@example.com',
        phone: '(970) 555-0142',
        textMe: true,
      }),
    )
    expect(answer.status).toBe(200)
    const [lead] = await leadsOf('theo.tick@example.com')
    expect(lead.textConsent).toMatchObject({
      number: '+19705550142',
      words: CONSENT_WORDS,
      source: 'chat',
    })
    expect(Date.parse(lead.textConsent!.at!)).toBeGreaterThanOrEqual(before - 1000)
    const texts = await ctx.payload.find({
      collection: 'texts',
      where: { lead: { equals: lead.id } },
      depth: 0,
    })
    expect(texts.docs.map((text) => [text.kind, text.to])).toContainEqual([
      'estimate-received',
      '+19705550142',
    ])
  })

  it('unticked: no consent; ticked later in the same conversation: added to its lead', async () => {
    const body = { name: 'Una Tick', email: 'una.tick@example.com', phone: '970-555-0143' }
    const first = await chatLead(leadRequest(body))
    expect(first.status).toBe(200)
    const [lead] = await leadsOf('una.tick@example.com')
    expect(lead.textConsent?.at ?? null).toBeNull()
    const second = await chatLead(leadRequest({ ...body, textMe: true }, cookieOf(first)))
    expect(second.status).toBe(200)
    const leads = await leadsOf('una.tick@example.com')
    expect(leads).toHaveLength(1)
    expect(leads[0].textConsent).toMatchObject({ number: '+19705550143', source: 'chat' })
  })
})

describe('the conversation key, through the API', () => {
  const users = {} as Record<'staff' | 'admin', User>
  let cookie = ''
  let lead: Lead

  beforeAll(async () => {
    for (const role of ['staff', 'admin'] as const) {
      users[role] = await ctx.payload.create({
        collection: 'users',
        data: {
          email: `${role}.key@example.com`,
          password: 'correct horse battery',
          name: role,
          role,
        },
      })
    }
    cookie = await converse([{ message: 'Hi, my porch', files: [await png('key-porch.png')] }])
    await chatLead(leadRequest({ ...V, email: 'key@example.com' }, cookie))
    ;[lead] = await leadOfKey(cookie)
  })

  const tokenOf = async (role: 'staff' | 'admin') => {
    const { token } = await ctx.payload.login({
      collection: 'users',
      data: { email: `${role}.key@example.com`, password: 'correct horse battery' },
    })
    return { Authorization: `JWT ${token}` }
  }
  const rest = (
    method: 'GET' | 'PATCH' | 'POST',
    path: string,
    headers: HeadersInit,
    body?: unknown,
  ) => {
    const slug = new URL(`${base}/${path}`).pathname.split('/').slice(2)
    const handler = { GET: REST_GET, PATCH: REST_PATCH, POST: REST_POST }[method](config)
    return handler(
      new Request(`${base}/${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }),
      { params: Promise.resolve({ slug }) },
    )
  }

  for (const role of ['staff', 'admin'] as const) {
    it(`${role}: is never given out`, async () => {
      const auth = await tokenOf(role)
      const key = keyOf(cookie)
      const fileId = (lead.media ?? []).map((file) =>
        typeof file === 'object' ? file.id : file,
      )[0]
      for (const path of [
        `leads?select[conversation]=true&where[email][equals]=key@example.com`,
        `leads?where[email][equals]=key@example.com&depth=2`,
        `leads/${lead.id}`,
        `leads/${lead.id}?select[conversation]=true`,
        `lead-files?where[lead][equals]=${lead.id}&select[conversation]=true`,
        `lead-files/${fileId}`,
      ]) {
        const response = await rest('GET', path, auth)
        expect(response.status, path).toBe(200)
        const text = await response.text()
        expect(text, path).not.toContain(key)
        expect(text, path).not.toContain('"conversation"')
      }
    })

    it(`${role}: cannot filter or sort on it to find it out`, async () => {
      const auth = await tokenOf(role)
      const key = keyOf(cookie)
      const answers: string[] = []
      for (const collection of ['leads', 'lead-files']) {
        for (const query of [
          `where[conversation][equals]=${key}`,
          `where[conversation][equals]=not-the-key`,
          `where[conversation][like]=${key.slice(0, 4)}`,
          `where[conversation][exists]=true`,
          `where[or][0][conversation][equals]=${key}&where[or][1][id][equals]=0`,
          `sort=conversation`,
        ]) {
          const response = await rest('GET', `${collection}?${query}`, auth)
          expect(response.status, query).toBe(400)
          answers.push(`${response.status} ${(await response.text()).replace(collection, '')}`)
        }
      }
      // The right key and a wrong one get the same answer.
      expect(new Set(answers).size).toBe(1)
    })

    it(`${role}: cannot set it`, async () => {
      const auth = await tokenOf(role)
      const stranger = 'x'.repeat(43)
      const patched = await rest('PATCH', `leads/${lead.id}`, auth, { conversation: stranger })
      expect(patched.status).toBe(200)
      const made = await rest('POST', 'leads', auth, {
        name: 'Phoned In',
        email: 'phoned@example.com',
        phone: '7195550100',
        source: 'phone',
        conversation: keyOf(cookie),
      })
      expect(made.status).toBe(201)
      const stored = await ctx.payload.find({
        collection: 'leads',
        where: { conversation: { in: [stranger, keyOf(cookie)] } },
        depth: 0,
      })
      expect(stored.docs.map((doc) => doc.id)).toEqual([lead.id])
    })
  }
})
