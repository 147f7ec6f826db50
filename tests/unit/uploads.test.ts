import { describe, expect, it } from 'vitest'

import fs from 'fs'
import os from 'os'
import path from 'path'

import sharp from 'sharp'

import {
  CHAT_UPLOADS,
  checkChatSelection,
  checkSelection,
  ESTIMATE_UPLOADS,
  FILE_TOO_LARGE,
  hasPreview,
  INVALID_FILE_TYPE,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MB,
  mediaKind,
  TOO_MANY_FILES,
} from '@/features/uploads/rules'
import { createFolderUsage, FOLDER_MEASURE_MS } from '@/features/uploads/server/folder'
import { displayName, MAX_NAME_LENGTH, storedName } from '@/features/uploads/names'
import { isDng, sniffMedia } from '@/features/uploads/sniff'

import { makeDng, makeExe, makeImage, makeLargeJpeg, makeVideo } from '../helpers/files'

const file = (name: string, type = '', size = 1000) => ({ name, type, size })

describe('file rules (spec section 5)', () => {
  it('knows images and videos by type or by extension', () => {
    expect(mediaKind(file('a.jpg'))).toBe('image')
    expect(mediaKind(file('IMG_0001.HEIC'))).toBe('image')
    expect(mediaKind(file('raw.dng'))).toBe('image')
    expect(mediaKind(file('scan', 'image/tiff'))).toBe('image')
    expect(mediaKind(file('clip.MOV'))).toBe('video')
    expect(mediaKind(file('clip', 'video/3gpp'))).toBe('video')
    expect(mediaKind(file('notes.pdf', 'application/pdf'))).toBeNull()
    expect(mediaKind(file('setup.exe'))).toBeNull()
  })

  it('allows images up to 10MB and videos up to 50MB', () => {
    const ok = checkSelection([
      file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES),
      file('b.mp4', 'video/mp4', MAX_VIDEO_BYTES),
    ])
    expect(ok).toMatchObject({ ok: true, files: [{ kind: 'image' }, { kind: 'video' }] })
    expect(checkSelection([file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1)])).toEqual({
      ok: false,
      problem: FILE_TOO_LARGE,
    })
    expect(checkSelection([file('b.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1)])).toEqual({
      ok: false,
      problem: FILE_TOO_LARGE,
    })
  })

  it('rejects the whole selection for one bad file, with the spec’s toasts', () => {
    expect(checkSelection([file('a.jpg'), file('virus.exe'), file('b.png')])).toEqual({
      ok: false,
      problem: INVALID_FILE_TYPE,
    })
    expect(INVALID_FILE_TYPE).toEqual({
      title: 'Invalid file type',
      description: 'Please upload images (JPG, PNG, HEIC, etc.) or videos (MP4, MOV, etc.)',
    })
    expect(FILE_TOO_LARGE).toEqual({
      title: 'File too large',
      description: 'Please upload images/videos smaller than 10MB/50MB',
    })
  })

  it('keeps the first files up to 10 in all, and says so the way the chat does', () => {
    expect(checkSelection([file('a.jpg'), file('b.jpg')], 8)).toEqual({
      ok: true,
      files: [
        { file: file('a.jpg'), kind: 'image' },
        { file: file('b.jpg'), kind: 'image' },
      ],
    })
    expect(checkSelection([file('a.jpg'), file('b.jpg')], 9)).toEqual({
      ok: true,
      files: [{ file: file('a.jpg'), kind: 'image' }],
      problem: TOO_MANY_FILES,
    })
    const eleven = Array.from({ length: 11 }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'))
    const form = checkSelection(eleven)
    const chat = checkChatSelection(eleven)
    expect(form.ok && form.files.map(({ file }) => file.name)).toEqual(
      chat.accepted.map(({ file }) => file.name),
    )
    expect(form.ok && form.problem).toBe(TOO_MANY_FILES)
    expect(chat.overLimit).toBe(true)
    expect(TOO_MANY_FILES.description).toBe(
      'Please upload at most 10 photos or videos. The first 10 were kept.',
    )
  })

  it('has no preview for HEIC, HEIF and DNG', () => {
    expect(hasPreview(file('a.heic'))).toBe(false)
    expect(hasPreview(file('a.HEIF'))).toBe(false)
    expect(hasPreview(file('a.dng'))).toBe(false)
    expect(hasPreview(file('photo', 'image/heic'))).toBe(false)
    expect(hasPreview(file('a.jpg', 'image/jpeg'))).toBe(true)
    expect(hasPreview(file('a.mp4', 'video/mp4'))).toBe(true)
  })
})

describe('sniffMedia (the server’s check of the bytes)', () => {
  it('knows real images and videos', async () => {
    expect(await sniffMedia(await makeImage(8, 8))).toEqual({
      kind: 'image',
      mime: 'image/png',
      ext: 'png',
    })
    expect(await sniffMedia(makeVideo(10_000))).toEqual({
      kind: 'video',
      mime: 'video/mp4',
      ext: 'mp4',
    })
  })

  it('refuses programs, text and SVG whatever their name', async () => {
    expect(await sniffMedia(makeExe())).toBeNull()
    expect(await sniffMedia(Buffer.from('hello, this is not a photo'))).toBeNull()
    expect(
      await sniffMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeNull()
    expect(await sniffMedia(Buffer.alloc(0))).toBeNull()
  })
})

describe('a DNG raw photo, by its bytes', () => {
  const DNG = { kind: 'image', mime: 'image/x-adobe-dng', ext: 'dng' }

  it('is a TIFF whose first directory has the DNGVersion tag, either byte order', async () => {
    expect(await sniffMedia(makeDng(10_000))).toEqual(DNG)
    expect(await sniffMedia(makeDng(10_000, { bigEndian: true }))).toEqual(DNG)
    // A PrintIM tag before DNGVersion, which file-type alone takes for a Sony ARW.
    expect(await sniffMedia(makeDng(10_000, { printIm: true }))).toEqual(DNG)
    // Only the first bytes are there when the server decides.
    expect(isDng(makeDng(10_000).subarray(0, 64))).toBe(true)
  })

  it('is not a plain TIFF, a JPEG, or a few bytes', async () => {
    const tiff = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .tiff()
      .toBuffer()
    expect(await sniffMedia(tiff)).toEqual({ kind: 'image', mime: 'image/tiff', ext: 'tif' })
    expect(isDng(tiff)).toBe(false)
    expect(isDng(await makeLargeJpeg(10_000))).toBe(false)
    expect(isDng(makeDng(10_000).subarray(0, 20))).toBe(false)
    expect(isDng(Buffer.alloc(0))).toBe(false)
  })

  it('gets 100 MB in the chat by what its bytes are; anything else 10 MB, whatever its name', async () => {
    const dng = (await sniffMedia(makeDng(10_000)))!
    const jpeg = (await sniffMedia(await makeLargeJpeg(10_000)))!
    expect(CHAT_UPLOADS.maxBytes(dng)).toBe(100 * MB)
    expect(CHAT_UPLOADS.maxBytes(jpeg)).toBe(10 * MB)
    expect(CHAT_UPLOADS.maxBytes({ kind: 'video', mime: 'video/mp4', ext: 'mp4' })).toBe(10 * MB)
    expect(CHAT_UPLOADS.tooLarge('raw.dng', 100 * MB)).toBe('raw.dng exceeds 100MB limit')
    expect(CHAT_UPLOADS.tooLarge('x.dng', 10 * MB)).toBe('x.dng exceeds 10MB limit')
    // The estimate form takes images up to 10 MB, raw or not.
    expect(ESTIMATE_UPLOADS.maxBytes(dng)).toBe(10 * MB)
  })
})

describe('file names (features/uploads/names)', () => {
  it('shows the last path segment without control or bidirectional characters', () => {
    expect(displayName('C:\\Users\\me\\south wall.jpg', 'file-1')).toBe('south wall.jpg')
    expect(displayName('../../etc/passwd', 'file-1')).toBe('passwd')
    expect(displayName('photo\u202Egpj.exe', 'file-1')).toBe('photogpj.exe')
    expect(displayName('a\u0000b\r\n.jpg', 'file-1')).toBe('ab.jpg')
    expect(displayName('', 'file-2')).toBe('file-2')
    expect(displayName('..', 'file-2')).toBe('file-2')
    expect(displayName(undefined, 'file-3')).toBe('file-3')
  })

  it('cuts a very long name to 120 characters and keeps its extension', () => {
    const name = displayName(`${'ß'.repeat(5000)}.jpeg`, 'file-1')
    expect([...name]).toHaveLength(MAX_NAME_LENGTH)
    expect(name.endsWith('….jpeg')).toBe(true)
  })

  it('stores every file under a name of its own, plain ASCII, with the extension of its bytes', () => {
    const names = new Set(Array.from({ length: 200 }, () => storedName('IMG_0001.JPG', 'jpg')))
    expect(names.size).toBe(200)
    for (const name of names) expect(name).toMatch(/^img_0001-[0-9a-f]{12}\.jpg$/)
    expect(storedName('Südwand façade.heic', 'heic')).toMatch(/^sudwand-facade-[0-9a-f]{12}\.heic$/)
    expect(storedName('日本.png', 'png')).toMatch(/^file-[0-9a-f]{12}\.png$/)
    expect(storedName('noextension', 'mp4')).toMatch(/^noextension-[0-9a-f]{12}\.mp4$/)
    expect(storedName('photo.jpg.exe', 'jpg')).toMatch(/^photo-jpg-[0-9a-f]{12}\.jpg$/)
  })
})

describe('the lead-files folder’s running figure (features/uploads/server/folder)', () => {
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-usage-'))
    fs.writeFileSync(path.join(dir, 'old.bin'), Buffer.alloc(5000))
    return dir
  }

  it('is the folder as measured, plus what is stored, minus what is deleted, plus reservations', async () => {
    const dir = folder()
    try {
      const usage = createFolderUsage(dir)
      await usage.ready()
      expect(usage.used()).toBe(5000)
      usage.stored(3000)
      usage.stored(-1000)
      expect(usage.used()).toBe(7000)
      // Reservations share what is left under the total, at once.
      expect(usage.reserve(2000, 10_000)).toBe(2000)
      expect(usage.reserve(2000, 10_000)).toBe(1000)
      expect(usage.reserve(2000, 10_000)).toBe(0)
      expect(usage.used()).toBe(10_000)
      usage.release(3000)
      expect(usage.used()).toBe(7000)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is measured again in the background at most once a minute, keeping what came meanwhile', async () => {
    const dir = folder()
    let clock = 1_000_000
    try {
      const usage = createFolderUsage(dir, { now: () => clock })
      await usage.ready()
      // Another process stores a file; this one stores 3000 bytes.
      fs.writeFileSync(path.join(dir, 'other.bin'), Buffer.alloc(4000))
      usage.stored(3000)
      fs.writeFileSync(path.join(dir, 'mine.bin'), Buffer.alloc(3000))
      await usage.ready()
      expect(usage.used()).toBe(8000)
      clock += FOLDER_MEASURE_MS + 1
      await usage.ready()
      // Measured behind the request: the next one sees it.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(usage.used()).toBe(12_000)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('is not measured again with the files in a bucket: it is what the process stored', async () => {
    const dir = folder()
    let clock = 1_000_000
    try {
      const usage = createFolderUsage(dir, { remeasure: false, now: () => clock })
      await usage.ready()
      usage.stored(3000)
      clock += FOLDER_MEASURE_MS + 1
      await usage.ready()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(usage.used()).toBe(8000)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
