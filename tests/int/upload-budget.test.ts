import fs from 'fs'
import path from 'path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { UploadBudget } from '@/features/uploads/server/budget'

import { siteSettings } from '../../seed/content/settings'
import { makeImage, makeVideo } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import { ownTmpDir } from '../helpers/tmp'

/**
 * The storage budget in front of homeowners' files (src/features/uploads/server/budget.ts), through the real
 * estimate and chat handlers on a real database and the store the limits use (memory with SQLite,
 * MongoDB on the MongoDB leg): 3 MB per address a day, 10 MB for the lead-files folder, of which
 * an old 5 MB file already takes half. Over the address's budget, 429 with Retry-After; over the
 * folder's, 507; either way before a file is kept, and requests without files go on. Then the
 * budget under a burst: parallel requests (from one address, from many) share what is left
 * instead of each seeing all of it, a request that breaks off or is refused gives its reservation
 * back, an IPv6 visitor has one budget per /64, and the folder's figure follows what is stored.
 */
const { handleEstimateRequest } = await import('@/features/estimate/server/handler')
const { handleChatRequest } = await import('@/features/chat/server/handlers')
const { createRateLimiter } = await import('@/lib/rate-limit')
const { budgetSettings, createUploadBudget, folderBytes, STORAGE_FULL } =
  await import('@/features/uploads/server/budget')
const { folderUsage } = await import('@/features/uploads/server/folder')

const MB = 1024 * 1024
const GB = 1024 * MB
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

/**
 * A multipart request from `address`: streamed without a length, or (`length`) with its
 * Content-Length, as a browser sends a form.
 */
const post = async (url: string, address: string, body: FormData, length = false) => {
  if (!length) {
    return new Request(url, { method: 'POST', headers: { 'x-forwarded-for': address }, body })
  }
  const encoded = new Response(body)
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  return new Request(url, {
    method: 'POST',
    headers: {
      'x-forwarded-for': address,
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(bytes.length),
    },
    body: bytes,
  })
}

type Options = { budget?: UploadBudget; length?: boolean }

/** An estimate request with one video of `mb` megabytes (none for 0), from `address`. */
const estimate = async (address: string, mb: number, options: Options = {}) =>
  handleEstimateRequest(
    await post(
      'http://127.0.0.1:3000/api/calculator',
      address,
      form(valid, mb ? [{ name: 'walk.mp4', bytes: makeVideo(Math.round(mb * MB)) }] : []),
      options.length,
    ),
    { payload: ctx.payload, limiter, budget: options.budget ?? budget },
  )

const chat = async (address: string, mb: number, options: Options = {}) =>
  handleChatRequest(
    await post(
      'http://127.0.0.1:3000/api/chat',
      address,
      form(
        { message: 'What do you see?', conversationHistory: '[]' },
        mb ? [{ name: 'wall.mp4', bytes: makeVideo(Math.round(mb * MB)) }] : [],
      ),
      options.length,
    ),
    { payload: ctx.payload, limiter, budget: options.budget ?? budget },
  )

/** The lead files stored since `since`: how many, and their bytes. */
const storedSince = async (since: string) => {
  const { docs } = await ctx.payload.find({
    collection: 'lead-files',
    where: { createdAt: { greater_than: since } },
    pagination: false,
    depth: 0,
  })
  return { files: docs.length, bytes: docs.reduce((sum, doc) => sum + (doc.filesize ?? 0), 0) }
}
/** A moment strictly before what happens next (createdAt has millisecond precision). */
const now = async () => {
  const at = new Date().toISOString()
  await new Promise((resolve) => setTimeout(resolve, 2))
  return at
}

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

describe('the upload budget under a burst', () => {
  it('never lets parallel requests from one address store more than its day', async () => {
    // 3 MB a day; eight requests of 1 MB at once, with their Content-Length, to both endpoints.
    const fresh = createUploadBudget({ ...budgetSettings(), perAddressMb: 3, totalBytes: GB })
    const since = await now()
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? chat : estimate)('198.51.100.50', 1, { budget: fresh, length: true }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    const stored = await storedSince(since)
    expect(stored.bytes).toBeLessThanOrEqual(3 * MB)
    expect(stored.files).toBe(statuses.filter((status) => status === 200).length)
    // Two fit beside each other (a request's fields come on top of its file), the rest are told.
    expect(stored.files).toBeGreaterThanOrEqual(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - stored.files)
    expect(uploadsLeftBehind()).toEqual([])
  })

  it('never lets requests without a Content-Length store more than the day either', async () => {
    const fresh = createUploadBudget({ ...budgetSettings(), perAddressMb: 3, totalBytes: GB })
    const since = await now()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => estimate('198.51.100.51', 1, { budget: fresh })),
    )
    const stored = await storedSince(since)
    expect(stored.bytes).toBeLessThanOrEqual(3 * MB)
    expect(stored.files).toBe(answers.filter((answer) => answer.status === 200).length)
    expect(stored.files).toBeGreaterThanOrEqual(1)
  })

  it('never lets parallel requests from many addresses pass the folder’s cap', async () => {
    const cap = (await folderBytes(leadFiles)) + 3 * MB
    const fresh = createUploadBudget({ ...budgetSettings(), perAddressMb: 100, totalBytes: cap })
    const since = await now()
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        estimate(`192.0.2.${100 + i}`, 1, { budget: fresh, length: true }),
      ),
    )
    const stored = await storedSince(since)
    expect(stored.files).toBeGreaterThanOrEqual(2)
    expect(answers.filter((answer) => answer.status === 507)).toHaveLength(8 - stored.files)
    expect(await folderBytes(leadFiles)).toBeLessThanOrEqual(cap)
  })
})

describe('a reservation', () => {
  /** A budget of 3 MB a day whose folder has 3 MB left: both limits at once. */
  const tight = async () => {
    const usage = folderUsage(leadFiles)
    await usage.ready()
    return createUploadBudget({
      ...budgetSettings(),
      perAddressMb: 3,
      totalBytes: usage.used() + 3 * MB,
    })
  }

  it('is given back whole when the request breaks off in the middle of its body', async () => {
    const fresh = await tight()
    const address = '203.0.113.60'
    // 3 MB declared, half of it sent, then the connection is gone.
    const encoded = new Response(
      form(valid, [{ name: 'walk.mp4', bytes: makeVideo(3 * MB - 4096) }]),
    )
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length / 2) return controller.error(new Error('connection reset'))
        controller.enqueue(bytes.subarray(sent, sent + 64 * 1024))
        sent += 64 * 1024
      },
    })
    const broken = await handleEstimateRequest(
      new Request('http://127.0.0.1:3000/api/calculator', {
        method: 'POST',
        headers: {
          'x-forwarded-for': address,
          'content-type': encoded.headers.get('content-type')!,
          'content-length': String(bytes.length),
        },
        body,
        duplex: 'half',
      } as RequestInit),
      { payload: ctx.payload, limiter, budget: fresh },
    )
    expect(broken.status).toBe(400)
    expect(uploadsLeftBehind()).toEqual([])
    // The whole day and the whole room are there again: 2.9 MB from the same address.
    expect((await estimate(address, 2.9, { budget: fresh, length: true })).status).toBe(200)
  })

  it('is given back whole when the request is refused for what it sent', async () => {
    const fresh = await tight()
    const address = '203.0.113.61'
    const refused = await handleEstimateRequest(
      await post(
        'http://127.0.0.1:3000/api/calculator',
        address,
        form(valid, [{ name: 'setup.mp4', bytes: Buffer.alloc(2 * MB, 'x') }]),
        true,
      ),
      { payload: ctx.payload, limiter, budget: fresh },
    )
    expect(refused.status).toBe(415)
    expect((await estimate(address, 2.9, { budget: fresh, length: true })).status).toBe(200)
  })

  it('for a request without a Content-Length, holds no more than the largest request', async () => {
    // Room for 600 MB: a slow chunked request holds 501 MB of it while it is read, not all.
    const usage = folderUsage(leadFiles)
    await usage.ready()
    const fresh = createUploadBudget({
      ...budgetSettings(),
      perAddressMb: 100_000,
      totalBytes: usage.used() + 600 * MB,
    })
    const encoded = new Response(form(valid, [{ name: 'walk.mp4', bytes: makeVideo(MB) }]))
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    let stop: (error: Error) => void = () => {}
    const stalled = new Promise<never>((_, reject) => (stop = reject))
    let sent = false
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sent) {
          sent = true
          return controller.enqueue(bytes.subarray(0, 1024))
        }
        await stalled.catch((error: Error) => controller.error(error))
      },
    })
    const slow = handleEstimateRequest(
      new Request('http://127.0.0.1:3000/api/calculator', {
        method: 'POST',
        headers: {
          'x-forwarded-for': '203.0.113.63',
          'content-type': encoded.headers.get('content-type')!,
        },
        body,
        duplex: 'half',
      } as RequestInit),
      { payload: ctx.payload, limiter, budget: fresh },
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await estimate('203.0.113.64', 1, { budget: fresh, length: true })).status).toBe(200)
    stop(new Error('connection reset'))
    expect((await slow).status).toBe(400)
  })

  it('keeps what the files used and gives back the rest', async () => {
    const fresh = createUploadBudget({ ...budgetSettings(), perAddressMb: 3, totalBytes: GB })
    const address = '203.0.113.62'
    // A chunked request reserves the whole day while it is read; its 1 MB stays counted.
    expect((await estimate(address, 1, { budget: fresh })).status).toBe(200)
    expect((await estimate(address, 1.9, { budget: fresh, length: true })).status).toBe(200)
    expect((await estimate(address, 0.2, { budget: fresh, length: true })).status).toBe(429)
  })
})

describe('an IPv6 visitor', () => {
  it('has one budget for the whole /64 it can take addresses in', async () => {
    const fresh = createUploadBudget({ ...budgetSettings(), perAddressMb: 3, totalBytes: GB })
    expect((await estimate('2001:db8:5:6::1', 2, { budget: fresh })).status).toBe(200)
    expect((await estimate('2001:db8:5:6:abcd::9', 2, { budget: fresh })).status).toBe(429)
    expect((await estimate('2001:db8:5:7::1', 2, { budget: fresh })).status).toBe(200)
  })
})

describe('the folder’s figure', () => {
  it('counts what is stored, thumbnails too, and what is deleted, at once', async () => {
    const usage = folderUsage(leadFiles)
    await usage.ready()
    const before = usage.used()
    const file = await ctx.payload.create({
      collection: 'lead-files',
      data: { alt: 'Gable', kind: 'image' },
      file: { data: await makeImage(800, 600), mimetype: 'image/png', name: 'gable.png', size: 0 },
    })
    const thumbnail = file.sizes?.thumbnail?.filesize ?? 0
    expect(thumbnail).toBeGreaterThan(0)
    expect(usage.used()).toBe(before + file.filesize! + thumbnail)
    await ctx.payload.delete({ collection: 'lead-files', id: file.id })
    expect(usage.used()).toBe(before)
  })
})
