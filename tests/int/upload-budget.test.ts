import fs from 'fs'
import path from 'path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { makeVideo } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import { ownTmpDir } from '../helpers/tmp'

/**
 * The storage budget in front of homeowners' files (src/lib/uploads/budget.ts), through the real
 * estimate and chat handlers on a real database and the store the limits use (memory with SQLite,
 * MongoDB on the MongoDB leg): 3 MB per address a day, 10 MB for the lead-files folder, of which
 * an old 5 MB file already takes half. Over the address's budget, 429 with Retry-After; over the
 * folder's, 507; either way before a file is kept, and requests without files go on.
 */
const { handleEstimateRequest } = await import('@/lib/leads/estimateRequest')
const { handleChatRequest } = await import('@/lib/chat/handlers')
const { createRateLimiter } = await import('@/lib/rate-limit')
const { budgetSettings, createUploadBudget, folderBytes, STORAGE_FULL } =
  await import('@/lib/uploads/budget')

const MB = 1024 * 1024
let ctx: TestPayload
let osTmp: ReturnType<typeof ownTmpDir>
const limiter = createRateLimiter({ name: 'budget-test', limit: 1000, windowMs: 60_000 })
const budget = createUploadBudget({ ...budgetSettings(), perAddressMb: 3, totalBytes: 10 * MB })
const leadFiles = path.resolve(process.env.LEAD_FILES_DIR!)

const valid = {
  name: 'Pat Homeowner',
  email: 'pat@example.com',
  phone: '(719) 555-0100',
  serviceType: 'full',
  squareFootage: '2400',
}

const form = (fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  for (const file of files) body.append('files', new Blob([new Uint8Array(file.bytes)]), file.name)
  return body
}

/** An estimate request with one video of `mb` megabytes (none for 0), from `address`. */
const estimate = (address: string, mb: number) =>
  handleEstimateRequest(
    new Request('http://127.0.0.1:3000/api/calculator', {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
      body: form(valid, mb ? [{ name: 'walk.mp4', bytes: makeVideo(mb * MB) }] : []),
    }),
    { payload: ctx.payload, limiter, budget },
  )

const chat = (address: string, mb: number) =>
  handleChatRequest(
    new Request('http://127.0.0.1:3000/api/chat', {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
      body: form(
        { message: 'What do you see?', conversationHistory: '[]' },
        mb ? [{ name: 'wall.mp4', bytes: makeVideo(mb * MB) }] : [],
      ),
    }),
    { payload: ctx.payload, limiter, budget },
  )

const count = async () => ({
  leads: (await ctx.payload.count({ collection: 'leads' })).totalDocs,
  files: (await ctx.payload.count({ collection: 'lead-files' })).totalDocs,
})
const uploadsLeftBehind = () =>
  fs.readdirSync(osTmp.dir).filter((name) => name.startsWith('upload-'))

beforeAll(async () => {
  osTmp = ownTmpDir()
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
  // Files stored before this process started: measured from the folder, in a folder of their own.
  fs.mkdirSync(path.join(leadFiles, 'older'), { recursive: true })
  fs.writeFileSync(path.join(leadFiles, 'older', 'filler.bin'), Buffer.alloc(5 * MB))
})

afterAll(async () => {
  osTmp?.restore()
  await ctx?.cleanup()
})

describe('the upload budget', () => {
  it('measures the lead-files folder, every file in it', async () => {
    expect(await folderBytes(leadFiles)).toBe(5 * MB)
    expect(await folderBytes(path.join(leadFiles, 'not-there'))).toBe(0)
  })

  it('takes files while the address and the folder have room', async () => {
    const before = await count()
    const response = await estimate('203.0.113.1', 2)
    expect(response.status).toBe(200)
    expect(await count()).toEqual({ leads: before.leads + 1, files: before.files + 1 })
  })

  it('answers 429 with Retry-After once an address has sent its day, keeping nothing', async () => {
    const before = await count()
    for (const response of [await estimate('203.0.113.1', 2), await chat('203.0.113.1', 2)]) {
      expect(response.status).toBe(429)
      const retryAfter = Number(response.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60)
      expect(await response.json()).toEqual({
        success: false,
        error:
          'That is more photos and videos than we can take from one internet connection in a day (3 MB). ' +
          'Please send your request with fewer of them, or without them, or call us.',
      })
    }
    expect(await count()).toEqual(before)
    expect(uploadsLeftBehind()).toEqual([])
  })

  it('still takes that address’s requests without files', async () => {
    const before = await count()
    expect((await estimate('203.0.113.1', 0)).status).toBe(200)
    expect((await chat('203.0.113.1', 0)).status).toBe(200)
    expect((await count()).leads).toBe(before.leads + 1)
  })

  it('answers 507 once the folder is full, whoever sends, keeping nothing', async () => {
    // 5 MB before, 2 MB stored above, 2 MB more now: 1 MB left of 10.
    expect((await estimate('198.51.100.2', 2)).status).toBe(200)
    const before = await count()
    for (const response of [await estimate('192.0.2.3', 2), await chat('192.0.2.3', 2)]) {
      expect(response.status).toBe(507)
      expect(await response.json()).toEqual({ success: false, error: STORAGE_FULL })
    }
    expect(await count()).toEqual(before)
    expect(uploadsLeftBehind()).toEqual([])
    expect((await estimate('192.0.2.3', 0)).status).toBe(200)
  })

  it('refuses before reading the body when its Content-Length is past what is left', async () => {
    let read = false
    const body = new ReadableStream(
      {
        pull(controller) {
          read = true
          controller.close()
        },
      },
      { highWaterMark: 0 },
    )
    const response = await handleEstimateRequest(
      new Request('http://127.0.0.1:3000/api/calculator', {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(3 * MB),
          'x-forwarded-for': '192.0.2.4',
        },
        body,
        duplex: 'half',
      } as RequestInit),
      { payload: ctx.payload, limiter, budget },
    )
    expect(response.status).toBe(507)
    expect(read).toBe(false)
  })
})
