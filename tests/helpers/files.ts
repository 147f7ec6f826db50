import sharp from 'sharp'

/** A real PNG of the given size. */
export const makeImage = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 164, g: 82, b: 28 } } })
    .png()
    .toBuffer()

const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + body.length)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}

/**
 * An MP4 of exactly `bytes` bytes: a valid ISO base media file (an `ftyp` box, then an `mdat` box
 * filling the rest), which is what a phone's video looks like to a byte sniffer.
 */
export function makeVideo(bytes: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1'))
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(bytes - ftyp.length - 8))])
}

/**
 * A HEIC photo's opening as a phone writes it (an `ftyp` box with the `heic` brand), padded to
 * `bytes`: what a byte sniffer knows it by. Browsers cannot draw it either way.
 */
export function makeHeic(bytes: number): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1'))
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, bytes - ftyp.length))])
}

/** A Windows program: what a renamed `.exe` really is. */
export const makeExe = () =>
  Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(200),
  ])

/** A JPEG of about `bytes` bytes: a real small picture padded with a comment-free tail. */
export async function makeLargeJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 60, b: 30 } },
  })
    .jpeg()
    .toBuffer()
  return Buffer.concat([jpeg, Buffer.alloc(Math.max(0, bytes - jpeg.length))])
}

/**
 * A DNG raw photo of `bytes` bytes, as a camera writes one: a TIFF header, the first image
 * directory at offset 8 with the DNGVersion tag (0xC612), then the image data (zeros here).
 * `printIm` adds the PrintIM tag (0xC4A5) that some cameras keep, which comes before DNGVersion.
 * `bigEndian` writes it the Motorola way (`MM`).
 */
export function makeDng(bytes: number, { printIm = false, bigEndian = false } = {}): Buffer {
  // tag, type (1 BYTE, 3 SHORT, 4 LONG, 7 UNDEFINED), count, value (or the bytes themselves)
  const entries: [number, number, number, number | number[]][] = [
    [0x00fe, 4, 1, 0], // NewSubfileType: the main image
    [0x0100, 4, 1, 4000], // ImageWidth
    [0x0101, 4, 1, 3000], // ImageLength
    ...(printIm
      ? [[0xc4a5, 7, 4, [0x50, 0x72, 0x49, 0x4d]] as [number, number, number, number[]]]
      : []),
    [0xc612, 1, 4, [1, 4, 0, 0]], // DNGVersion 1.4
    [0xc613, 1, 4, [1, 1, 0, 0]], // DNGBackwardVersion 1.1
  ]
  const head = Buffer.alloc(8 + 2 + entries.length * 12 + 4)
  const u16 = (value: number, at: number) =>
    bigEndian ? head.writeUInt16BE(value, at) : head.writeUInt16LE(value, at)
  const u32 = (value: number, at: number) =>
    bigEndian ? head.writeUInt32BE(value, at) : head.writeUInt32LE(value, at)
  head.write(bigEndian ? 'MM' : 'II', 0, 'latin1')
  u16(42, 2)
  u32(8, 4)
  u16(entries.length, 8)
  entries.forEach(([tag, type, count, value], i) => {
    const at = 10 + i * 12
    u16(tag, at)
    u16(type, at + 2)
    u32(count, at + 4)
    if (Array.isArray(value)) Buffer.from(value).copy(head, at + 8)
    else u32(value, at + 8)
  })
  // The next directory's offset: none (0), already there.
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))])
}
