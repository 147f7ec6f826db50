import { describe, expect, it } from 'vitest'

import {
  checkSelection,
  FILE_TOO_LARGE,
  hasPreview,
  INVALID_FILE_TYPE,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  mediaKind,
  TOO_MANY_FILES,
} from '@/lib/uploads/rules'
import { sniffMedia } from '@/lib/uploads/sniff'

import { makeExe, makeImage, makeVideo } from '../helpers/files'

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

  it('stops at 10 files in all', () => {
    expect(checkSelection([file('a.jpg'), file('b.jpg')], 8).ok).toBe(true)
    expect(checkSelection([file('a.jpg'), file('b.jpg')], 9)).toEqual({
      ok: false,
      problem: TOO_MANY_FILES,
    })
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
    expect(await sniffMedia(await makeImage(8, 8))).toEqual({ kind: 'image', mime: 'image/png' })
    expect(await sniffMedia(makeVideo(10_000))).toEqual({ kind: 'video', mime: 'video/mp4' })
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
