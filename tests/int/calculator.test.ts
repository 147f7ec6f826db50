import fs from 'fs'
import path from 'path'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { siteSettings } from '../../seed/content/settings'
import { makeExe, makeImage, makeLargeJpeg, makeVideo } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import { ownTmpDir } from '../helpers/tmp'

/**
 * POST /api/calculator through its real route handler, with real JSON and multipart requests, on
 * a real database: what is stored, what is refused, and that a refused request stores nothing.
 */
process.env.CALCULATOR_RATE_LIMIT = '1000/60'
const { POST } = await import('@/app/(frontend)/api/calculator/route')
const { handleEstimateRequest } = await import('@/features/estimate/server/handler')
const { createRateLimiter } = await import('@/lib/rate-limit')

let ctx: TestPayload
const url = 'http://127.0.0.1:3000/api/calculator'

const valid = {
  name: 'Pat Homeowner',
  email: 'pat@example.com',
  phone: '(719) 555-0100',
  serviceType: 'full',
  squareFootage: '2400',
  propertyAge: '25 years',
  location: 'Fairplay, CO',
  description: 'South wall is grey and checking.\nChinking gaps on the gable.',
}

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

type Part = { name: string; bytes: Buffer; type?: string }

const multipart = (fields: Record<string, string>, files: Part[]) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    )
  }
  return new Request(url, { method: 'POST', body: form })
}

/**
 * The lead the last request stored. The answer names none (a lead's id would tell the public how
 * many leads the business gets): the newest lead.
 */
const newestLead = async (depth = 0) =>
  (await ctx.payload.find({ collection: 'leads', sort: '-id', limit: 1, depth })).docs[0]

const count = async () => ({
  leads: (await ctx.payload.count({ collection: 'leads' })).totalDocs,
  files: (await ctx.payload.count({ collection: 'lead-files' })).totalDocs,
})

/** The temporary folders receive.ts makes (`upload-*`), in this file's own temporary folder. */
let osTmp: ReturnType<typeof ownTmpDir>
const uploadsLeftBehind = () =>
  fs.readdirSync(osTmp.dir).filter((name) => name.startsWith('upload-'))

beforeAll(async () => {
  osTmp = ownTmpDir()
  ctx = await createTestPayload()
  await ctx.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettings, notificationEmail: 'office@example.com' },
  })
})

afterAll(async () => {
  osTmp?.restore()
  await ctx?.cleanup()
})

describe('a JSON request (no files)', () => {
  it('stores the lead with every field and the computed estimate, then answers', async () => {
    const response = await postJson(valid)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.data.estimate).toBe(18_000) // 2400 × 7.5
    expect(body.data.message).toContain('$18,000')
    // No mail service in these tests: the answer promises no e-mail (see estimateMessage).
    expect(body.data.message).toContain('We have your request')
    // Nothing that counts the business's leads: no id, sequential or not.
    // No lead id (it counts the business's leads): the lead's signed reference, to book its visit.
    expect(Object.keys(body.data).sort()).toEqual(['booking', 'estimate', 'message'])
    expect(body.data.booking).toMatch(/^[\w-]{40,80}$/)
    expect(JSON.stringify(body)).not.toMatch(/leadId|"id"/)

    const lead = await newestLead()
    expect(lead).toMatchObject({
      name: 'Pat Homeowner',
      email: 'pat@example.com',
      phone: '(719) 555-0100',
      serviceType: 'full',
      squareFootage: 2400,
      propertyAge: '25 years',
      location: 'Fairplay, CO',
      description: valid.description,
      estimate: 18_000,
      source: 'calculator',
      status: 'new',
    })
    expect(lead.media ?? []).toEqual([])
    expect(lead.emails?.map(({ kind, to, state }) => ({ kind, to, state }))).toEqual([
      { kind: 'notification', to: 'office@example.com', state: 'queued' },
      { kind: 'estimate', to: 'pat@example.com', state: 'queued' },
    ])
  })

  it('prices by spec section 9 with the seed’s business profile: 250 sq ft Detailed is $1,250', async () => {
    const response = await postJson({ ...valid, serviceType: 'detailed', squareFootage: '250' })
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body.data.estimate).toBe(1250) // 250 × 5, no minimum job in the seed
    expect(body.data.message).toContain('$1,250')
    expect((await newestLead()).estimate).toBe(1250)
  })

  it('keeps the section 9 figure when the owner sets a minimum job', async () => {
    await ctx.payload.updateGlobal({
      slug: 'site-settings',
      data: { minimumJob: { charge: 1500 } },
    })
    try {
      const response = await postJson({ ...valid, serviceType: 'detailed', squareFootage: '250' })
      expect((await response.json()).data.estimate).toBe(1250)
      expect((await newestLead()).estimate).toBe(1250)
    } finally {
      await ctx.payload.updateGlobal({
        slug: 'site-settings',
        data: { minimumJob: { charge: null, squareFeet: null } },
      })
    }
  })

  it('takes the optional fields away and a number for the square footage', async () => {
    const { propertyAge: _a, location: _l, description: _d, ...required } = valid
    const response = await postJson({ ...required, serviceType: 'basic', squareFootage: 1000.9 })
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body.data.estimate).toBe(3500) // whole feet: 1000 × 3.5
    const lead = await newestLead()
    expect(lead.propertyAge ?? null).toBeNull()
    expect(lead.location ?? null).toBeNull()
  })
})

describe('a multipart request with files', () => {
  it('stores the lead and its photo and video, typed by their bytes', async () => {
    const png = await makeImage(1200, 900)
    const video = makeVideo(3 * 1024 * 1024)
    const response = await POST(
      multipart(valid, [
        // The browser's type and name do not decide anything: the bytes do.
        { name: 'south wall.png', bytes: png, type: 'application/octet-stream' },
        { name: 'walkaround.mp4', bytes: video, type: 'video/mp4' },
      ]),
    )
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)

    const lead = await newestLead(1)
    const media = (lead.media ?? []).filter((file) => typeof file === 'object')
    expect(media.map((file) => [file.originalName, file.kind, file.mimeType])).toEqual([
      ['south wall.png', 'image', 'image/png'],
      ['walkaround.mp4', 'video', 'video/mp4'],
    ])
    const [photo, movie] = media
    expect(photo.alt).toBe('Photo sent by Pat Homeowner')
    expect(photo.lead).toBe(lead.id)
    expect(photo.width).toBe(1200)
    expect(photo.sizes?.thumbnail?.filename).toBeTruthy()
    expect(movie.filesize).toBe(video.length)
    const dir = process.env.LEAD_FILES_DIR!
    expect(fs.readFileSync(path.join(dir, movie.filename!)).equals(video)).toBe(true)
    expect(fs.readFileSync(path.join(dir, photo.filename!)).equals(png)).toBe(true)
  })

  it('keeps homeowners’ files away from the public media library and from visitors', async () => {
    expect((await ctx.payload.count({ collection: 'media' })).totalDocs).toBe(0)
    const [file] = (await ctx.payload.find({ collection: 'lead-files', limit: 1 })).docs
    for (const slug of [['lead-files'], ['lead-files', 'file', file.filename!]]) {
      const response = await REST_GET(config)(
        new Request(`http://127.0.0.1:3000/api/${slug.join('/')}`),
        {
          params: Promise.resolve({ slug }),
        },
      )
      expect(response.status, slug.join('/')).toBe(403)
    }
  })

  it('takes the largest allowed files: a 10MB image and a 50MB video', async () => {
    const response = await POST(
      multipart(valid, [
        { name: 'big.jpg', bytes: await makeLargeJpeg(10 * 1024 * 1024) },
        { name: 'long.mov', bytes: makeVideo(50 * 1024 * 1024) },
      ]),
    )
    expect(response.status).toBe(200)
  })
})

describe('a step after the lead failing', () => {
  it('keeps the lead and notes the file that could not be stored', async () => {
    // PNG by its first bytes, broken after them: the picture library cannot read it.
    const png = await makeImage(40, 30)
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.alloc(5000, 0x41)])
    const response = await POST(
      multipart(valid, [
        { name: 'broken.png', bytes: broken },
        { name: 'fine.png', bytes: png },
      ]),
    )
    expect(response.status).toBe(200)
    const lead = await newestLead(1)
    expect(lead.name).toBe('Pat Homeowner')
    expect((lead.media ?? []).map((file) => typeof file === 'object' && file.originalName)).toEqual(
      ['fine.png'],
    )
    expect(lead.notes?.[0]?.note).toContain('broken.png')
    expect(lead.emails?.map((email) => email.state)).toEqual(['queued', 'queued'])
  })
})

describe('deleting a lead', () => {
  const leadWithPhoto = async (name: string) => {
    const response = await POST(multipart(valid, [{ name, bytes: await makeImage(60, 40) }]))
    expect(response.status).toBe(200)
    const leadId = (await newestLead()).id
    const [file] = (
      await ctx.payload.find({ collection: 'lead-files', where: { lead: { equals: leadId } } })
    ).docs
    const onDisk = path.join(process.env.LEAD_FILES_DIR!, file.filename!)
    expect(fs.existsSync(onDisk)).toBe(true)
    return { leadId, file, onDisk }
  }
  const fileDocs = async (id: number) =>
    (await ctx.payload.find({ collection: 'lead-files', where: { id: { equals: id } } })).docs

  it('goes to the trash first, where it can be restored with its photos', async () => {
    const { leadId, file, onDisk } = await leadWithPhoto('trashed.png')
    await ctx.payload.update({
      collection: 'leads',
      id: leadId,
      data: { deletedAt: new Date().toISOString() },
    })
    expect(
      (await ctx.payload.find({ collection: 'leads', where: { id: { equals: leadId } } })).docs,
    ).toEqual([])
    await ctx.payload.update({
      collection: 'leads',
      id: leadId,
      data: { deletedAt: null },
      trash: true,
    })
    const restored = await ctx.payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
    expect(restored.media).toEqual([file.id])
    expect(fs.existsSync(onDisk)).toBe(true)
  })

  it('deleted for good, removes its photos and videos once the delete is done', async () => {
    const { leadId, file, onDisk } = await leadWithPhoto('gone.png')
    await ctx.payload.delete({ collection: 'leads', id: leadId })
    // The removal is queued with the delete and runs after it.
    expect(fs.existsSync(onDisk)).toBe(true)
    await ctx.payload.jobs.run({ queue: 'default' })
    expect(await fileDocs(file.id)).toEqual([])
    expect(fs.existsSync(onDisk)).toBe(false)
  })

  it('a delete that fails keeps the lead and every file', async () => {
    const { leadId, file, onDisk } = await leadWithPhoto('kept.png')
    const failing = vi
      .spyOn(ctx.payload.db, 'deleteOne')
      .mockRejectedValueOnce(new Error('the disk is full'))
    await expect(ctx.payload.delete({ collection: 'leads', id: leadId })).rejects.toThrow()
    expect(failing).toHaveBeenCalled()
    await ctx.payload.jobs.run({ queue: 'default' })
    expect(await ctx.payload.findByID({ collection: 'leads', id: leadId, depth: 0 })).toMatchObject(
      {
        media: [file.id],
      },
    )
    expect(await fileDocs(file.id)).toHaveLength(1)
    expect(fs.existsSync(onDisk)).toBe(true)
  })
})

describe('bad requests are refused and store nothing', () => {
  let before: { leads: number; files: number }
  beforeEach(async () => {
    before = await count()
  })

  const expectNothingStored = async () => {
    expect(await count()).toEqual(before)
    expect(uploadsLeftBehind()).toEqual([])
  }

  it('answers 422 with the spec’s message for each missing field', async () => {
    const response = await postJson({})
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(body.issues).toEqual({
      serviceType: ['Please select a service type'],
      squareFootage: ['Square footage is required'],
      name: ['Name is required'],
      email: ['Invalid email address'],
      phone: ['Phone number must be at least 10 digits'],
    })
    expect(body.error).toContain('Name is required')
    await expectNothingStored()
  })

  it.each([
    ['a bad e-mail', { email: 'pat@' }, 'email', 'Invalid email address'],
    ['a short phone', { phone: '555-0100' }, 'phone', 'Phone number must be at least 10 digits'],
    [
      'a wrong service type',
      { serviceType: 'premium' },
      'serviceType',
      'Please select a service type',
    ],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
  ])('answers 422 for %s', async (_case, change, field, message) => {
    const response = await postJson({ ...valid, ...change })
    expect(response.status).toBe(422)
    expect((await response.json()).issues).toEqual({ [field]: [message] })
    await expectNothingStored()
  })

  it('answers 422 for bad fields even when files came along, and keeps no file', async () => {
    const response = await POST(
      multipart({ ...valid, email: 'nope' }, [{ name: 'a.png', bytes: await makeImage(40, 30) }]),
    )
    expect(response.status).toBe(422)
    await expectNothingStored()
  })

  it('answers 415 for a .exe renamed .jpg', async () => {
    const response = await POST(
      multipart(valid, [{ name: 'photo.jpg', bytes: makeExe(), type: 'image/jpeg' }]),
    )
    expect(response.status).toBe(415)
    expect((await response.json()).error).toContain('photo.jpg')
    await expectNothingStored()
  })

  it('answers 415 for a good photo with a bad one beside it', async () => {
    const response = await POST(
      multipart(valid, [
        { name: 'ok.png', bytes: await makeImage(40, 30) },
        { name: 'notes.jpg', bytes: Buffer.from('just some text, not a picture') },
      ]),
    )
    expect(response.status).toBe(415)
    await expectNothingStored()
  })

  it('answers 413 for an 11MB image', async () => {
    const response = await POST(
      multipart(valid, [{ name: 'huge.jpg', bytes: await makeLargeJpeg(11 * 1024 * 1024) }]),
    )
    expect(response.status).toBe(413)
    expect((await response.json()).error).toContain('huge.jpg')
    await expectNothingStored()
  })

  it('answers 413 for a 51MB video', async () => {
    const response = await POST(
      multipart(valid, [{ name: 'long.mp4', bytes: makeVideo(51 * 1024 * 1024) }]),
    )
    expect(response.status).toBe(413)
    await expectNothingStored()
  })

  it('answers 413 for more than 10 files', async () => {
    const png = await makeImage(20, 20)
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: png }))
    const response = await POST(multipart(valid, files))
    expect(response.status).toBe(413)
    await expectNothingStored()
  })

  it('answers 413 for an oversized JSON body, before reading it', async () => {
    const response = await postJson(
      { ...valid, description: 'x'.repeat(70_000) },
      { 'content-length': '70300' },
    )
    expect(response.status).toBe(413)
    await expectNothingStored()
  })

  it('answers 400 for a body that is not JSON, and 415 for another content type', async () => {
    expect((await postJson('{"name": ')).status).toBe(400)
    const text = await POST(
      new Request(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }),
    )
    expect(text.status).toBe(415)
    await expectNothingStored()
  })

  it('answers 400 for multipart without a boundary, and reads a type in capitals', async () => {
    const noBoundary = await POST(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data' },
        body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n',
      }),
    )
    expect(noBoundary.status).toBe(400)
    expect((await noBoundary.json()).error).toMatch(/Malformed upload/)
    const capitals = await postJson('{"name": ', { 'content-type': 'Application/JSON' })
    expect(capitals.status).toBe(400)
    expect((await capitals.json()).error).toMatch(/not valid JSON/)
    await expectNothingStored()
  })
})

describe('the rate limit', () => {
  it('answers 429 with Retry-After past the limit for one address, not for another', async () => {
    const limiter = createRateLimiter({ name: 'calculator-test', limit: 2, windowMs: 60_000 })
    const send = (address: string) =>
      handleEstimateRequest(
        new Request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(valid),
        }),
        { payload: ctx.payload, limiter },
      )
    expect((await send('203.0.113.7')).status).toBe(200)
    expect((await send('203.0.113.7')).status).toBe(200)
    const before = await count()
    const limited = await send('203.0.113.7')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).success).toBe(false)
    expect(await count()).toEqual(before)
    expect((await send('198.51.100.2')).status).toBe(200)
  })
})
