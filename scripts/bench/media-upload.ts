/**
 * How long one upload to the media library takes, sizes and all, and what each size weighs:
 *   npx tsx scripts/bench/media-upload.ts [--file photo.jpg] [--times 3]
 * Without --file it uploads a 2400x1600 photo: autocannon's test photograph (a real one, 1169 px
 * wide, in node_modules) enlarged with a fine grain, so that it has a camera's detail at that
 * width. Each upload goes through Payload's Local API into a throw-away SQLite database and media
 * folder (the schema pushed, as in development); the median time and every size are printed.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'

import sharp from 'sharp'

import type { Media } from '../../src/payload-types'

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}
const times = Number(argument('times') ?? 3)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'media-upload-'))
process.env.DATABASE_URI = `file:${path.join(tmp, 'bench.db')}`
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.PAYLOAD_SECRET ||= 'media-upload-bench'

async function stockPhoto(): Promise<Buffer> {
  const width = 2400
  const height = 1600
  const base = await sharp('node_modules/autocannon/test/j5.jpeg')
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .toBuffer()
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer()
  return sharp(base)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer()
}

const file = argument('file')
const photo = file ? fs.readFileSync(file) : await stockPhoto()
const meta = await sharp(photo).metadata()
console.log(
  `Photo: ${meta.width}x${meta.height} ${meta.format}, ${(photo.length / 1024).toFixed(0)} KB`,
)

const { getPayload } = await import('payload')
const { default: config } = await import('../../payload.config')
const payload = await getPayload({ config })

const seconds: number[] = []
let last: Media | undefined
try {
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    last = await payload.create({
      collection: 'media',
      data: { alt: 'A photo' },
      file: { data: photo, mimetype: 'image/jpeg', name: `photo-${i}.jpg`, size: photo.length },
      context: { disableRevalidate: true },
    })
    seconds.push((performance.now() - started) / 1000)
  }
} finally {
  await payload.destroy()
}
seconds.sort((a, b) => a - b)
console.log(
  `Upload: median ${seconds[Math.floor(seconds.length / 2)].toFixed(2)} s of ${times} (${seconds.map((s) => s.toFixed(2)).join(', ')})`,
)
for (const [name, size] of Object.entries(last?.sizes ?? {})) {
  if (!size?.filesize) continue
  console.log(
    `  ${name.padEnd(16)} ${`${size.width}x${size.height}`.padEnd(10)} ${size.mimeType?.padEnd(11)} ${(size.filesize / 1024).toFixed(1).padStart(7)} KB`,
  )
}
fs.rmSync(tmp, { recursive: true, force: true })
process.exit(0)
