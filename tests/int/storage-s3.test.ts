import fs from 'fs'
import fsp from 'fs/promises'
import type { Server } from 'http'
import { createRequire } from 'module'
import net, { type AddressInfo } from 'net'
import path from 'path'

import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import type { Config, Field, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ReceivedFile } from '@/features/uploads/server/receive'
import { PICTURE_SIZES } from '@/utilities/pictures'
import { makeImage, makeVideo } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Media and lead files in an S3-compatible bucket (src/lib/storage/s3.ts), against a real S3
 * server: s3rver, on 127.0.0.1, in this process, with the bucket in this file's temporary folder.
 * Public media are served through the site, lead files to staff only and never with a public
 * ACL, a 48 MB video goes up as one PutObject streamed from disk as it is sent (not read whole
 * first), and deleting a document deletes its objects. What the upload costs in memory is a
 * figure, not a test: scripts/bench/s3-upload.mjs prints it.
 */

type Logged = {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
}
type S3rverServer = {
  run: () => Promise<AddressInfo>
  close: () => Promise<void>
  httpServer: Server
}
// s3rver ships no types.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverServer

const BUCKET = 'site-files'
const MB = 1024 * 1024
const tmp = process.env.TEST_TMP_DIR!

// The bucket, started before the Payload config is first imported: the config reads S3_* then.
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(tmp, 's3rver'),
  configureBuckets: [{ name: BUCKET }],
})
const { port } = await s3rver.run()
/** Every request the S3 server received, as it arrived. */
const requests: Logged[] = []
s3rver.httpServer.on('request', (req) =>
  requests.push({ method: req.method!, url: req.url!, headers: req.headers }),
)
const endpoint = `http://127.0.0.1:${port}`

/**
 * The site reaches the bucket through a TCP relay on 127.0.0.1 that can stop reading from the
 * site at the start of a PutObject (`holdNextPut`), as a slow network would: the site's sender
 * then has to wait, and the test can look at what it has read by then.
 */
let holdArmed: (() => void) | null = null
const heldSockets: net.Socket[] = []
const relayed = new Set<net.Socket>()
const relay = net.createServer((site) => {
  const bucket = net.connect(port, '127.0.0.1')
  for (const socket of [site, bucket]) {
    relayed.add(socket)
    socket.on('close', () => relayed.delete(socket))
  }
  const drop = () => {
    site.destroy()
    bucket.destroy()
  }
  site.on('error', drop)
  bucket.on('error', drop)
  site.on('data', (chunk: Buffer) => {
    bucket.write(chunk)
    if (holdArmed && chunk.subarray(0, 4).toString('latin1') === 'PUT ') {
      site.pause()
      heldSockets.push(site)
      holdArmed()
      holdArmed = null
    }
  })
  site.on('end', () => bucket.end())
  bucket.pipe(site)
})
await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
/** Resolves once the next PutObject's first bytes have passed and the relay stopped reading. */
const holdNextPut = () => new Promise<void>((resolve) => (holdArmed = resolve))
const releaseHeld = () => heldSockets.splice(0).forEach((socket) => socket.resume())

Object.assign(process.env, {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
  S3_REGION: 'us-east-1',
  // s3rver's one account.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
})

const { default: config } = await import('@payload-config')
const { REST_GET } = await import('@payloadcms/next/routes')
const { createLeadFile } = await import('@/features/leads/server/files')
const { s3Settings, storagePlugins } = await import('@/lib/storage/s3')
const { Media } = await import('@/collections/Media')
const { LeadFiles } = await import('@/collections/LeadFiles')

/** The test's own view of the bucket, as an operator's tool would see it. */
const s3 = new S3Client({
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})
const keys = async (prefix: string) => {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key!).sort()
}
const objectBytes = async (key: string) => {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}
const putsTo = (key: string) =>
  requests.filter((r) => r.method === 'PUT' && r.url.split('?')[0] === `/${BUCKET}/${key}`)

const get = (route: string, headers: Record<string, string> = {}) =>
  REST_GET(config)(new Request(`http://127.0.0.1:3000/api/${route}`, { headers }), {
    params: Promise.resolve({ slug: route.split('/') }),
  })

let ctx: TestPayload
let payload: Payload
let staff: Record<string, string>
const sizeNames = (doc: {
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}) => Object.values(doc.sizes ?? {}).flatMap((size) => (size?.filename ? [size.filename] : []))

/** A received file on disk, as src/features/uploads/server/receive.ts leaves it for createLeadFile. */
async function received(
  name: string,
  bytes: Buffer,
  mime: string,
  kind: 'image' | 'video',
): Promise<ReceivedFile> {
  const file = path.join(tmp, `received-${name}`)
  await fsp.writeFile(file, bytes)
  return { path: file, name, mime, ext: path.extname(name).slice(1), kind, size: bytes.length }
}

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  await payload.create({
    collection: 'users',
    data: {
      email: 'staff@example.com',
      password: 'correct horse battery',
      name: 'Staff',
      role: 'staff',
    },
  })
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'staff@example.com', password: 'correct horse battery' },
  })
  staff = { Authorization: `JWT ${token}` }
})

afterAll(async () => {
  s3.destroy()
  for (const socket of relayed) socket.destroy()
  await new Promise((resolve) => relay.close(resolve))
  await s3rver.close()
  await ctx?.cleanup()
})

describe('the configuration', () => {
  const apply = async (plugins: ReturnType<typeof storagePlugins>) => {
    let result = { collections: [Media, LeadFiles] } as Config
    for (const plugin of plugins) result = await plugin(result)
    return result.collections!
  }

  it('keeps the local folders without S3_BUCKET', async () => {
    expect(s3Settings({})).toBeNull()
    const [media, leadFiles] = await apply(storagePlugins({}))
    for (const [collection, original] of [
      [media, Media],
      [leadFiles, LeadFiles],
    ] as const) {
      expect(collection.upload).toEqual(original.upload)
      expect(collection.fields).toEqual(original.fields)
      expect(collection.hooks).toEqual(original.hooks)
    }
  })

  it('reads the bucket from the environment and refuses half a key pair', () => {
    expect(
      s3Settings({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'https://s3.example.com',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({
      bucket: 'b',
      client: { endpoint: 'https://s3.example.com', region: 'us-east-1', forcePathStyle: true },
    })
    expect(s3Settings({ S3_BUCKET: 'b' })?.client).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
    })
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toThrow(/both/)
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ENDPOINT: 'nope' })).toThrow(/URL/)
  })

  it('gives the collections the same fields with a bucket as without (one database schema)', async () => {
    const env = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint }
    const withBucket = await apply(storagePlugins(env))
    const names = (fields: Field[]) =>
      fields.flatMap((field) => ('name' in field ? [field.name] : [])).sort()
    expect(withBucket.map((c) => c.upload)).toMatchObject([
      { disableLocalStorage: true },
      { disableLocalStorage: true },
    ])
    // The cloud-storage plugin alone (keepDatabaseSchema is the last plugin) adds `prefix` and
    // `_objectKey` columns...
    const unkept = await apply(storagePlugins(env).slice(0, -1))
    for (const collection of unkept) {
      expect(names(collection.fields)).toEqual(expect.arrayContaining(['_objectKey', 'prefix']))
    }
    // ...which come off again: what remains is the collection's own fields and Payload's own
    // `url` and `sizes`, which every upload collection has.
    const own = (fields: Field[]) =>
      names([
        ...fields,
        ...(['url', 'sizes'] as const).map((name) => ({ name, type: 'text' }) as Field),
      ])
    expect(names(withBucket[0].fields)).toEqual(own(Media.fields))
    expect(names(withBucket[1].fields)).toEqual(own(LeadFiles.fields))
  })

  // SQLite only: MongoDB has no tables and no migrations.
  it.skipIf(Boolean(process.env.TEST_MONGODB_URI))(
    'builds the tables the committed migrations build',
    async () => {
      // The test database was pushed from this (bucket) config; the newest migration snapshot is
      // what production's database has.
      const dir = path.resolve('src/migrations')
      const newest = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .pop()!
      const snapshot = JSON.parse(fs.readFileSync(path.join(dir, newest), 'utf8')) as {
        tables: Record<string, { columns: Record<string, unknown> }>
      }
      const client = (
        payload.db as unknown as {
          client: { execute: (sql: string) => Promise<{ rows: { name: string }[] }> }
        }
      ).client
      for (const table of ['media', 'lead_files']) {
        const { rows } = await client.execute(`PRAGMA table_info(${table})`)
        expect(rows.map((row) => row.name).sort(), table).toEqual(
          Object.keys(snapshot.tables[table].columns).sort(),
        )
      }
    },
  )
})

describe('public media', () => {
  it('stores the picture and its sizes in the bucket and serves them to anyone', async () => {
    const jpeg = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: { r: 120, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A log home at dusk' },
      file: { data: jpeg, mimetype: 'image/jpeg', name: 'cabin.jpg', size: jpeg.length },
    })
    const stored = [media.filename!, ...sizeNames(media)]
    // The original, every size pages draw, and the share picture.
    expect(stored).toHaveLength(1 + PICTURE_SIZES.length + 1)
    expect(await keys('media/')).toEqual(stored.map((name) => `media/${name}`).sort())
    // Nothing on disk.
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, media.filename!))).toBe(false)
    // The same addresses as from disk: the site serves the bucket's objects.
    expect(media.url).toBe(`/api/media/file/${media.filename}`)

    const original = await get(`media/file/${media.filename}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    const served = Buffer.from(await original.arrayBuffer())
    expect(served.equals(await objectBytes(`media/${media.filename}`))).toBe(true)
    expect(served.equals(jpeg)).toBe(true)

    const thumbnail = await get(`media/file/${media.sizes!.thumbnail!.filename}`)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(400)
    expect(thumbnail.headers.get('cache-control')).toBe('public, max-age=14400')

    // Private in the bucket as well: no public-read ACL was asked for.
    for (const name of stored) {
      expect(putsTo(`media/${name}`)).toHaveLength(1)
      expect(putsTo(`media/${name}`)[0].headers['x-amz-acl']).toBeUndefined()
    }
  })
})

describe('lead files', () => {
  it('stores a homeowner’s photo privately: staff get it through the site, nobody else', async () => {
    const png = await makeImage(800, 600)
    const file = await received('porch.png', png, 'image/png', 'image')
    const doc = await createLeadFile(payload, file, { alt: 'The porch' })
    await fsp.rm(file.path)
    const stored = [doc.filename!, ...sizeNames(doc)]
    expect(stored).toHaveLength(2)
    expect(await keys('lead-files/')).toEqual(stored.map((name) => `lead-files/${name}`).sort())
    expect(fs.existsSync(path.join(process.env.LEAD_FILES_DIR!, doc.filename!))).toBe(false)
    expect((await objectBytes(`lead-files/${doc.filename}`)).equals(png)).toBe(true)

    for (const name of stored) {
      // No ACL header: the object gets the bucket's default, private. (s3rver itself enforces no
      // ACL: it serves any object to an unsigned request, and its GetObjectAcl is a stub. So the
      // bucket side is checked on what the site sent it.)
      expect(putsTo(`lead-files/${name}`)).toHaveLength(1)
      expect(putsTo(`lead-files/${name}`)[0].headers['x-amz-acl']).toBeUndefined()

      const anonymous = await get(`lead-files/file/${name}`)
      expect(anonymous.status, `anonymous ${name}`).toBe(403)
      expect(Buffer.from(await anonymous.arrayBuffer()).includes(png.subarray(0, 64))).toBe(false)
    }

    const asStaff = await get(`lead-files/file/${doc.filename}`, staff)
    expect(asStaff.status).toBe(200)
    expect(asStaff.headers.get('content-type')).toBe('image/png')
    expect(asStaff.headers.get('content-length')).toBe(String(png.length))
    expect(asStaff.headers.get('cache-control')).toMatch(/^private/)
    expect(Buffer.from(await asStaff.arrayBuffer()).equals(png)).toBe(true)
    const etag = asStaff.headers.get('etag')!
    expect(etag).toBeTruthy()

    const thumbnail = await get(`lead-files/file/${doc.sizes!.thumbnail!.filename}`, staff)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    await thumbnail.arrayBuffer()

    // What a video player asks for: a range, and whether its copy is still good.
    const range = await get(`lead-files/file/${doc.filename}`, { ...staff, Range: 'bytes=0-99' })
    expect(range.status).toBe(206)
    expect(range.headers.get('content-range')).toBe(`bytes 0-99/${png.length}`)
    expect(Buffer.from(await range.arrayBuffer()).equals(png.subarray(0, 100))).toBe(true)
    const unchanged = await get(`lead-files/file/${doc.filename}`, {
      ...staff,
      'If-None-Match': etag,
    })
    expect(unchanged.status).toBe(304)

    const missing = await get('lead-files/file/no-such-file.png', staff)
    expect(missing.status).toBe(404)
  })

  it('streams a 48 MB video to the bucket in one PutObject, read from disk as it is sent', async () => {
    const size = 48 * MB
    // A real MP4 start (an `ftyp` box, then an `mdat` box) whose `mdat` fills the 48 MB, written
    // a megabyte at a time so the test itself never holds the file either.
    const start = makeVideo(4096)
    const ftypLength = start.readUInt32BE(0)
    start.writeUInt32BE(size - ftypLength, ftypLength)
    const filePath = path.join(tmp, 'received-walkthrough.mp4')
    const out = await fsp.open(filePath, 'w')
    await out.write(start)
    const chunk = Buffer.alloc(MB, 0x5a)
    for (let written = start.length; written < size; written += chunk.length) {
      await out.write(chunk, 0, Math.min(chunk.length, size - written))
    }
    await out.close()
    expect((await fsp.stat(filePath)).size).toBe(size)

    // The relay stops reading as the PUT begins. A sender that streams from disk can have read
    // no further than the sockets' buffers (a few MB) when its last megabyte is rewritten here;
    // one that reads the file whole before or while sending (a buffered body, lib-storage's
    // 50 MB parts) would have taken the old last megabyte.
    const held = holdNextPut()
    const upload = createLeadFile(
      payload,
      {
        path: filePath,
        name: 'walkthrough.mp4',
        mime: 'video/mp4',
        ext: 'mp4',
        kind: 'video',
        size,
      },
      { alt: 'A walk around the house' },
    )
    let doc
    try {
      await Promise.race([
        held,
        upload.then(() => Promise.reject(new Error('the upload ended with no PUT held'))),
      ])
      const file = await fsp.open(filePath, 'r+')
      await file.write(Buffer.alloc(MB, 0xa5), 0, MB, size - MB)
      await file.close()
    } finally {
      releaseHeld()
      doc = await upload
    }
    await fsp.rm(filePath)

    const key = `lead-files/${doc.filename}`
    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
    expect(head.ContentLength).toBe(size)
    expect(head.ContentType).toBe('video/mp4')
    // One plain PUT with the length known up front: no multipart upload, no chunked encoding.
    const puts = putsTo(key)
    expect(puts).toHaveLength(1)
    expect(puts[0].headers['content-length']).toBe(String(size))
    expect(puts[0].headers['transfer-encoding']).toBeUndefined()
    expect(puts[0].headers['x-amz-acl']).toBeUndefined()
    expect(requests.some((r) => /[?&](uploads|uploadId)\b/.test(r.url))).toBe(false)
    // The object ends with the megabyte written after the upload had begun.
    const tail = await s3.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: key, Range: `bytes=${size - MB}-${size - 1}` }),
    )
    const tailBytes = Buffer.from(await tail.Body!.transformToByteArray())
    expect(tailBytes.length).toBe(MB)
    expect(tailBytes.equals(Buffer.alloc(MB, 0xa5))).toBe(true)

    // Served back to staff as it streams from the bucket.
    const served = await get(`lead-files/file/${doc.filename}`, staff)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-length')).toBe(String(size))
    let length = 0
    let first: Buffer | undefined
    for await (const part of served.body as unknown as AsyncIterable<Uint8Array>) {
      first ??= Buffer.from(part.subarray(0, 8))
      length += part.byteLength
    }
    expect(length).toBe(size)
    expect(first!.subarray(4, 8).toString('latin1')).toBe('ftyp')
  })
})

describe('deletion', () => {
  it('removes the objects, sizes included, with the documents', async () => {
    expect(await keys('media/')).not.toEqual([])
    expect(await keys('lead-files/')).not.toEqual([])
    await payload.delete({ collection: 'media', where: { id: { exists: true } } })
    await payload.delete({ collection: 'lead-files', where: { id: { exists: true } } })
    expect(await keys('media/')).toEqual([])
    expect(await keys('lead-files/')).toEqual([])
    expect(await keys('')).toEqual([])
  })
})
