import fs from 'fs'
import path from 'path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { makeDng, makeExe, makeImage, makeLargeJpeg, makeVideo } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'
import { ownTmpDir } from '../helpers/tmp'

/**
 * POST /api/staff/upload-test through its real route handler: who may use it, what it answers
 * for good and bad files under each form's rules, and that it keeps nothing (no lead, no lead
 * file, no temporary folder).
 */
const { POST } = await import('@/app/(staff)/api/staff/upload-test/route')
const { receiveRequest } = await import('@/features/uploads/server/receive')
const { CHAT_UPLOADS } = await import('@/features/uploads/rules')

let ctx: TestPayload
let payload: Payload
const auth = {} as Record<'editor' | 'staff' | 'admin', Record<string, string>>
/** receive.ts puts each request's files in `os.tmpdir()/upload-*`: here, a folder of our own. */
let tmp: string

type Part = { name: string; bytes: Buffer; type?: string }

const request = (
  files: Part[],
  { rules, headers = {} }: { rules?: string; headers?: Record<string, string> } = {},
) => {
  const form = new FormData()
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }),
      file.name,
    )
  }
  const query = rules === undefined ? '' : `?rules=${rules}`
  return new Request(`http://127.0.0.1:3000/api/staff/upload-test${query}`, {
    method: 'POST',
    headers,
    body: form,
  })
}

const send = async (files: Part[], options: Parameters<typeof request>[1] = {}) => {
  const response = await POST(request(files, options))
  return { status: response.status, body: await response.json() }
}

let osTmp: ReturnType<typeof ownTmpDir>
const tempFolders = () => fs.readdirSync(tmp).filter((name) => name.startsWith('upload-'))
const stored = async () => ({
  leads: (await payload.count({ collection: 'leads' })).totalDocs,
  files: (await payload.count({ collection: 'lead-files' })).totalDocs,
})

beforeAll(async () => {
  osTmp = ownTmpDir()
  tmp = osTmp.dir
  ctx = await createTestPayload()
  payload = ctx.payload
  for (const role of ['editor', 'staff', 'admin'] as const) {
    const data = { email: `${role}@example.com`, password: 'correct horse battery' }
    await payload.create({ collection: 'users', data: { ...data, name: role, role } })
    const { token } = await payload.login({ collection: 'users', data })
    auth[role] = { Authorization: `JWT ${token}` }
  }
})

afterAll(async () => {
  osTmp?.restore()
  await ctx?.cleanup()
})

describe('who may use it', () => {
  it('answers 401 to a visitor and 403 to an editor', async () => {
    const png = await makeImage(40, 30)
    const anonymous = await send([{ name: 'a.png', bytes: png }])
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error).toBeTruthy()
    const editor = await send([{ name: 'a.png', bytes: png }], { headers: auth.editor })
    expect(editor.status).toBe(403)
    expect(tempFolders()).toEqual([])
  })

  it('lets admins in too', async () => {
    const admin = await send([{ name: 'a.png', bytes: await makeImage(40, 30) }], {
      headers: auth.admin,
    })
    expect(admin.status).toBe(200)
  })
})

describe('what the server decides, and that it keeps nothing', () => {
  beforeEach(async () => {
    expect(await stored()).toEqual({ leads: 0, files: 0 })
  })

  const expectNothingKept = async () => {
    expect(await stored()).toEqual({ leads: 0, files: 0 })
    expect(tempFolders()).toEqual([])
  }

  it('accepts a real PNG with the type its bytes say, whatever the browser called it', async () => {
    const png = await makeImage(120, 90)
    const { status, body } = await send(
      [{ name: 'south wall.jpg', bytes: png, type: 'application/octet-stream' }],
      { rules: 'estimate', headers: auth.staff },
    )
    expect(status).toBe(200)
    expect(body).toEqual({
      files: [{ name: 'south wall.jpg', kind: 'image', mime: 'image/png', size: png.length }],
    })
    await expectNothingKept()
  })

  it('accepts a video under the chat rules, and uses the estimate rules by default', async () => {
    const video = makeVideo(64 * 1024)
    const chat = await send([{ name: 'walk.mp4', bytes: video }], {
      rules: 'chat',
      headers: auth.staff,
    })
    expect(chat.status).toBe(200)
    expect(chat.body.files).toEqual([
      { name: 'walk.mp4', kind: 'video', mime: 'video/mp4', size: video.length },
    ])
    const byDefault = await send([{ name: 'walk.mp4', bytes: video }], { headers: auth.staff })
    expect(byDefault.status).toBe(200)
    await expectNothingKept()
  })

  it.each(['estimate', 'chat'])(
    'refuses a text file named .jpg with 415 (%s rules)',
    async (rules) => {
      const { status, body } = await send(
        [
          {
            name: 'notes.jpg',
            bytes: Buffer.from('just some text, not a picture'),
            type: 'image/jpeg',
          },
        ],
        { rules, headers: auth.staff },
      )
      expect(status).toBe(415)
      expect(body.error).toBe('notes.jpg is not a photo or a video we can take')
      await expectNothingKept()
    },
  )

  it('refuses a renamed program with 415', async () => {
    const { status } = await send([{ name: 'photo.jpg', bytes: makeExe() }], {
      headers: auth.staff,
    })
    expect(status).toBe(415)
    await expectNothingKept()
  })

  it('refuses an 11MB image with 413 under the chat rules, with the chat’s message', async () => {
    const { status, body } = await send(
      [{ name: 'huge.jpg', bytes: await makeLargeJpeg(11 * 1024 * 1024) }],
      { rules: 'chat', headers: auth.staff },
    )
    expect(status).toBe(413)
    expect(body.error).toBe('huge.jpg exceeds 10MB limit')
    await expectNothingKept()
  })

  it('decides the chat’s 100MB for raw photos by the bytes, not by the name', async () => {
    // A 50MB JPEG named .dng is a JPEG: refused at 10MB.
    const jpeg = await makeLargeJpeg(50 * 1024 * 1024)
    const renamed = await send([{ name: 'x.dng', bytes: jpeg }], {
      rules: 'chat',
      headers: auth.staff,
    })
    expect(renamed.status).toBe(413)
    expect(renamed.body.error).toBe('x.dng exceeds 10MB limit')
    // A real 11MB DNG named .jpg is a raw photo: taken.
    const dng = makeDng(11 * 1024 * 1024)
    const { status, body } = await send([{ name: 'photo.jpg', bytes: dng }], {
      rules: 'chat',
      headers: auth.staff,
    })
    expect(status).toBe(200)
    expect(body.files[0]).toMatchObject({
      name: 'photo.jpg',
      size: dng.length,
      mime: 'image/x-adobe-dng',
    })
    await expectNothingKept()
  })

  it('refuses an 11MB image with 413 under the estimate rules, with the form’s message', async () => {
    const { status, body } = await send(
      [{ name: 'huge.jpg', bytes: await makeLargeJpeg(11 * 1024 * 1024) }],
      { rules: 'estimate', headers: auth.staff },
    )
    expect(status).toBe(413)
    expect(body.error).toBe('huge.jpg is too large: images may be up to 10MB and videos up to 50MB')
    await expectNothingKept()
  })

  it('refuses an empty file with 415: no bytes say it is a photo', async () => {
    const { status, body } = await send([{ name: 'empty.png', bytes: Buffer.alloc(0) }], {
      headers: auth.staff,
    })
    expect(status).toBe(415)
    expect(body.error).toBe('empty.png is not a photo or a video we can take')
    await expectNothingKept()
  })

  it('answers 422 for unknown rules and without files, 415 for a JSON body', async () => {
    const png = await makeImage(20, 20)
    const unknown = await send([{ name: 'a.png', bytes: png }], {
      rules: 'contact',
      headers: auth.staff,
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.error).toContain('estimate')
    expect((await send([], { headers: auth.staff })).status).toBe(422)
    const json = await POST(
      new Request('http://127.0.0.1:3000/api/staff/upload-test', {
        method: 'POST',
        headers: { ...auth.staff, 'content-type': 'application/json' },
        body: '{}',
      }),
    )
    expect(json.status).toBe(415)
    await expectNothingKept()
  })
})

describe('the check for leftovers', () => {
  it('sees the folder receive.ts makes while files are held (so an empty list means something)', async () => {
    const received = await receiveRequest(
      request([{ name: 'a.png', bytes: await makeImage(20, 20) }]),
      CHAT_UPLOADS,
    )
    expect(tempFolders()).toHaveLength(1)
    expect(path.dirname(received.files[0].path)).toBe(path.join(tmp, tempFolders()[0]))
    await received.cleanup()
    expect(tempFolders()).toEqual([])
  })
})
