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
