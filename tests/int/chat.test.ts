import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { FAKE_OPENAI_KEY, startFakeOpenAI, type FakeOpenAI } from '../helpers/fakeOpenAI'
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
const { forgetKnowledge } = await import('@/lib/ai/knowledge')
const { estimateCost, formatRate, PRICING } = await import('@/lib/pricing')

let ctx: TestPayload
let openai: FakeOpenAI
const base = 'http://127.0.0.1:3000/api'

type Part = { name: string; bytes: Buffer; type?: string }

function chatRequest(fields: Record<string, string>, files: Part[] = [], cookie?: string): Request {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    )
  }
  return new Request(`${base}/chat`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  })
}

const leadRequest = (body: unknown, cookie?: string) =>
  new Request(`${base}/chat/lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

/** The session cookie a chat answer set, as the browser would send it back. */
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? ''

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
  openai = await startFakeOpenAI(() => 'I can see **graying** and some checking on the south wall.')
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
    openai.setMode('slow', 5000)
    const started = Date.now()
    const response = await chat(chatRequest({ message: 'How long does a chinking job take?' }))
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.content).toContain('3-7 days')
    expect(Date.now() - started).toBeLessThan(4500)
    expect(openai.requests).toHaveLength(1)
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

describe('the chat lead', () => {
  it('collects the photos sent before the details, and keeps them private', async () => {
    const first = await chat(
      chatRequest({ message: 'Here is my porch' }, [
        { name: 'porch.png', bytes: await makeImage(800, 600), type: 'image/png' },
      ]),
    )
    expect(first.status).toBe(200)
    const cookie = cookieOf(first)
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/)
    expect(first.headers.get('set-cookie')).toMatch(/SameSite=Strict/)

    const saved = await chatLead(
      leadRequest(
        {
          name: 'Jane Doe',
          email: 'Jane@Example.com',
          phone: '719-555-0142',
          location: 'Fairplay, CO',
          workType: 'staining',
          squareFootage: 1800,
          propertyAge: 30,
          aiEstimate: 6300,
          conversationHistory: [
            {
              role: 'user',
              content: 'Here is my porch',
              files: ['porch.png'],
              at: new Date().toISOString(),
            },
            { role: 'assistant', content: 'Thanks for the photo.' },
          ],
          hasUploadedPhotos: true,
          uploadedFiles: [{ filename: 'porch.png' }],
        },
        cookie,
      ),
    )
    expect(saved.status).toBe(201)
    const { data } = await saved.json()
    const lead = await ctx.payload.findByID({ collection: 'leads', id: data.leadId, depth: 1 })
    expect(lead).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      source: 'chat',
      status: 'new',
      workType: 'staining',
      squareFootage: 1800,
      propertyAge: '30',
      aiEstimate: 6300,
      location: 'Fairplay, CO',
    })
    expect(lead.transcript).toMatchObject([
      { role: 'user', content: 'Here is my porch', files: ['porch.png'] },
      { role: 'assistant', content: 'Thanks for the photo.' },
    ])
    const media = (lead.media ?? []).filter((file) => typeof file === 'object')
    expect(media.map((file) => [file.originalName, file.kind, file.lead])).toEqual([
      ['porch.png', 'image', lead.id],
    ])
    expect(lead.emails?.map(({ kind, to, state }) => ({ kind, to, state }))).toEqual([
      { kind: 'notification', to: 'office@example.com', state: 'queued' },
    ])

    // A photo sent after the lead exists joins it at once.
    await chat(
      chatRequest(
        { message: 'And the deck' },
        [{ name: 'deck.png', bytes: await makeImage(640, 480), type: 'image/png' }],
        cookie,
      ),
    )
    const updated = await ctx.payload.findByID({ collection: 'leads', id: lead.id, depth: 1 })
    expect(
      (updated.media ?? []).map((file) => (typeof file === 'object' ? file.originalName : file)),
    ).toEqual(['porch.png', 'deck.png'])

    // Visitors cannot list or open them.
    for (const slug of [['lead-files'], ['lead-files', 'file', media[0].filename!]]) {
      const response = await REST_GET(config)(new Request(`${base}/${slug.join('/')}`), {
        params: Promise.resolve({ slug }),
      })
      expect(response.status, slug.join('/')).toBe(403)
    }
  })

  it('updates one lead for one e-mail, and tells the business once', async () => {
    const body = { name: 'Sam Ridge', email: 'sam@example.com', phone: '(970) 555-0199' }
    const first = await chatLead(leadRequest(body))
    expect(first.status).toBe(201)
    const second = await chatLead(
      leadRequest({ ...body, squareFootage: '2200', workType: 'chinking', aiEstimate: 11000 }),
    )
    expect(second.status).toBe(200)
    const leads = await ctx.payload.find({
      collection: 'leads',
      where: { email: { equals: 'sam@example.com' } },
    })
    expect(leads.totalDocs).toBe(1)
    expect(leads.docs[0]).toMatchObject({
      squareFootage: 2200,
      workType: 'chinking',
      aiEstimate: 11000,
    })
    expect(leads.docs[0].emails).toHaveLength(1)
    const jobs = await ctx.payload.find({ collection: 'payload-jobs', pagination: false, depth: 0 })
    const forLead = jobs.docs.filter(
      (job) => (job.input as { lead?: unknown } | null)?.lead === leads.docs[0].id,
    )
    expect(forLead).toHaveLength(1)
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
})
