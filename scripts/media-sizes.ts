/**
 * `npm run media:sizes [-- --dry-run]`: makes the picture sizes that media documents lack, for a
 * site whose pictures were uploaded before a size was added (src/utilities/pictures.ts). Run it
 * with the server's environment (the same DATABASE_URI, MEDIA_DIR or S3_* settings, NODE_ENV=
 * production for data/site.db); it may run while the server does.
 *
 * Each picture that lacks a size goes through Payload's own upload again (the Local API, its
 * original's bytes, the same file name and focal point), which makes every size as an upload
 * would and keeps the addresses of the files it had. Pictures with every size are left alone, so
 * a second run does nothing; a run that stopped half-way goes on where it stopped. At the end
 * the running servers are told the public pages changed (the change log), so they draw the new
 * sizes. `--dry-run` only lists what is missing.
 */
import fs from 'fs'
import path from 'path'

import { GetObjectCommand } from '@aws-sdk/client-s3'
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

const dryRun = process.argv.includes('--dry-run')
console.log('Media sizes: loading Payload and the site config')

const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { noteChange, SITE_CHANGE } = await import('../src/lib/revalidation/changeLog')
const { mediaDir } = await import('../src/lib/storage/folders')
const { clientFor, MEDIA_PREFIX, s3Settings } = await import('../src/lib/storage/s3')
type Media = import('../src/payload-types').Media
type ImageSize = import('payload').ImageSize

/** The image types Payload resizes (payload/dist/uploads/canResizeImage.js). */
const RESIZABLE = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/avif',
])
/** A hard link to an original while Payload writes it again (it deletes the old files first). */
const keptPath = (filename: string) => path.join(mediaDir, `.${filename}.media-sizes-kept`)

const payload = await getPayload({ config })
const upload = payload.collections.media.config.upload
const sizes = upload.imageSizes ?? []
const bucket = s3Settings()

/** The original file's bytes, from the media folder or the bucket; null when it is gone. */
async function original(filename: string): Promise<Buffer | null> {
  if (!bucket) {
    const file = path.join(mediaDir, filename)
    // A run that stopped between Payload's delete and its write left the original here.
    if (!fs.existsSync(file) && fs.existsSync(keptPath(filename))) {
      fs.renameSync(keptPath(filename), file)
    }
    return fs.existsSync(file) ? fs.readFileSync(file) : null
  }
  try {
    const object = await clientFor(bucket).send(
      new GetObjectCommand({ Bucket: bucket.bucket, Key: `${MEDIA_PREFIX}/${filename}` }),
    )
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}

/**
 * Whether Payload makes a size for this original: without `withoutEnlargement` it leaves out a
 * size larger than the original (payload/dist/uploads/image-resizing/getImageResizeAction.js),
 * such as the 1200x630 share picture of a small logo, which no run can make.
 */
function isMade(size: ImageSize, doc: Media) {
  if (size.withoutEnlargement !== undefined) return true
  const width = doc.width ?? 0
  const height = doc.height ?? 0
  if (size.width && size.height) return width >= size.width || height >= size.height
  return !((size.width && width < size.width) || (size.height && height < size.height))
}

const missingSizes = (doc: Media) =>
  sizes
    .filter((size) => isMade(size, doc))
    .map((size) => size.name)
    .filter(
      (name) => !(doc.sizes as Record<string, { filename?: string | null }>)?.[name]?.filename,
    )

let lacking = 0
let made = 0
let complete = 0
let skipped = 0
const failed: string[] = []
try {
  for (let page = 1, more = true; more; page++) {
    const batch = await payload.find({
      collection: 'media',
      depth: 0,
      limit: 50,
      page,
      sort: 'id',
      overrideAccess: true,
    })
    more = batch.hasNextPage
    for (const doc of batch.docs) {
      if (!doc.filename || !RESIZABLE.has(doc.mimeType ?? '')) {
        skipped++
        continue
      }
      const missing = missingSizes(doc)
      if (missing.length === 0) {
        complete++
        continue
      }
      lacking++
      console.log(`${doc.filename}: lacks ${missing.join(', ')}`)
      if (dryRun) continue
      try {
        const bytes = await original(doc.filename)
        if (!bytes) throw new Error('its original file is missing')
        const kept = bucket ? null : keptPath(doc.filename)
        if (kept) {
          fs.rmSync(kept, { force: true })
          fs.linkSync(path.join(mediaDir, doc.filename), kept)
        }
        const started = performance.now()
        await payload.update({
          collection: 'media',
          id: doc.id,
          // Its focal point, so every crop is cut where the editor put it.
          data:
            doc.focalX != null && doc.focalY != null
              ? { focalX: doc.focalX, focalY: doc.focalY }
              : {},
          file: {
            data: bytes,
            mimetype: doc.mimeType!,
            name: doc.filename,
            size: bytes.length,
          },
          overwriteExistingFiles: true,
          overrideAccess: true,
        })
        if (kept) fs.rmSync(kept, { force: true })
        made++
        console.log(`  made in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      } catch (error) {
        failed.push(doc.filename)
        console.error(`  failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  if (made > 0) {
    // Outside the server revalidation is skipped: the change log tells every running server.
    await noteChange(await createLocalReq({}, payload), SITE_CHANGE, 'media sizes')
  }
} finally {
  await payload.destroy()
}

console.log(
  dryRun
    ? `Media sizes (dry run): ${lacking} pictures lack sizes; ${complete} have every size.`
    : `Media sizes: made for ${made} pictures; ${complete} had every size already; ${skipped} files are not pictures Payload resizes; ${failed.length} failed${failed.length ? `: ${failed.join(', ')}` : ''}.`,
)
process.exit(failed.length > 0 ? 1 : 0)
