import fs from 'fs'
import fsp from 'fs/promises'
import { setTimeout as sleep } from 'timers/promises'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { cloudStoragePlugin } from '@payloadcms/plugin-cloud-storage'
import type { Adapter } from '@payloadcms/plugin-cloud-storage/types'
import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin, PayloadRequest } from 'payload'

/**
 * Uploaded files in an S3-compatible bucket when S3_BUCKET is set, in the local folders
 * (MEDIA_DIR, LEAD_FILES_DIR) otherwise. One bucket, two prefixes:
 * - `media/`: the public library, through @payloadcms/storage-s3. The objects stay private in the
 *   bucket: the site serves them at the same /api/media/file/<name> addresses as from disk.
 * - `lead-files/`: homeowners' photos and videos, through our own adapter (leadFilesAdapter),
 *   because storage-s3 sends a file it gets as a temporary file through lib-storage's Upload,
 *   which holds up to 50 MB of it in memory before sending a byte. Ours streams it from disk in
 *   one PutObject. Private too: staff get them through /api/lead-files/file/<name> after Payload's
 *   access check, never from the bucket directly.
 */

type Env = Record<string, string | undefined>

export type S3Settings = { bucket: string; client: S3ClientConfig }

export const MEDIA_PREFIX = 'media'
export const LEAD_FILES_PREFIX = 'lead-files'

/** The bucket settings from the environment, or null when S3_BUCKET is unset (local folders). */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const value = (name: string) => env[name]?.trim() || undefined
  const bucket = value('S3_BUCKET')
  if (!bucket) return null
  const endpoint = value('S3_ENDPOINT')
  if (endpoint && !URL.canParse(endpoint)) {
    throw new Error(`S3_ENDPOINT must be a URL such as https://s3.example.com (got "${endpoint}")`)
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID')
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither')
  }
  return {
    bucket,
    client: {
      endpoint,
      // The SDK needs a region even where the server ignores it (MinIO, most S3-compatible hosts).
      region: value('S3_REGION') ?? 'us-east-1',
      forcePathStyle: /^(true|1|yes)$/i.test(value('S3_FORCE_PATH_STYLE') ?? ''),
      // Without keys the SDK's own chain answers (AWS_* variables, an instance or task role).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // By default the SDK sends a streamed body "aws-chunked" with a checksum trailer, which many
      // S3-compatible servers do not decode and store as it came, framing included. Checksums
      // only where the API requires them: the plain PUT every S3-compatible server takes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/**
 * The storage plugins for payload.config.ts. storage-s3 is always registered (disabled without a
 * bucket, when it changes nothing but adding its admin provider), so the admin import map is the
 * same in both modes. With a bucket: storage-s3 takes `media`, our adapter `lead-files`, and
 * keepDatabaseSchema undoes the columns the cloud-storage plugin would add.
 */
export function storagePlugins(env: Env = process.env): Plugin[] {
  const settings = s3Settings(env)
  return [
    s3Storage({
      enabled: Boolean(settings),
      bucket: settings?.bucket ?? '',
      config: settings?.client ?? {},
      collections: { media: { prefix: MEDIA_PREFIX } },
    }),
    ...(settings
      ? [
          cloudStoragePlugin({
            collections: {
              'lead-files': { adapter: leadFilesAdapter(settings), prefix: LEAD_FILES_PREFIX },
            },
          }),
          keepDatabaseSchema(['media', 'lead-files']),
        ]
      : []),
  ]
}

/** Fields the cloud-storage plugin adds to the collections it stores. */
const PLUGIN_FIELDS = ['prefix', '_objectKey']

/**
 * The cloud-storage plugin adds two columns to every collection it stores: `prefix` (with a
 * collection prefix) and `_objectKey` (always). The committed migrations have neither, and the
 * database must not depend on where the files are, so they come off again. Nothing is lost: we
 * never upload from the browser (the only writer of `_objectKey`), and with no stored `prefix`
 * the plugin finds every object at `<collection prefix>/<filename>`, for uploads, reads and deletes.
 */
const keepDatabaseSchema =
  (slugs: string[]): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map((collection: CollectionConfig) =>
      slugs.includes(collection.slug)
        ? {
            ...collection,
            fields: collection.fields.filter(
              (field) => !('name' in field && PLUGIN_FIELDS.includes(field.name)),
            ),
          }
        : collection,
    ),
  })

const clients = new Map<string, S3Client>()

/** One client a bucket and endpoint, kept across the config's reloads in development. */
export function clientFor(settings: S3Settings): S3Client {
  const key = `${String(settings.client.endpoint)}|${settings.bucket}`
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(settings.client)
    clients.set(key, client)
  }
  return client
}

/** The lead-files adapter for @payloadcms/plugin-cloud-storage: private objects, streamed. */
function leadFilesAdapter(settings: S3Settings): Adapter {
  const { bucket } = settings
  return ({ collection, prefix }) => ({
    name: 's3-lead-files',
    // `storageFilePath` is the object's key, `lead-files/<filename>`, worked out by the plugin.
    handleUpload: async ({ file, storageFilePath }) => {
      const object = { Bucket: bucket, Key: storageFilePath, ContentType: file.mimeType }
      // No ACL: the object gets the bucket's default, private.
      if (file.tempFilePath) {
        await putFile(clientFor(settings), object, file.tempFilePath)
      } else {
        // Thumbnails, and files Payload was given in memory.
        await clientFor(settings).send(
          new PutObjectCommand({ ...object, Body: file.buffer, ContentLength: file.buffer.length }),
        )
      }
    },
    handleDelete: async ({ storageFilePath }) => {
      await clientFor(settings).send(
        new DeleteObjectCommand({ Bucket: bucket, Key: storageFilePath }),
      )
    },
    // Reached only after Payload's file route has checked read access (staff and admins).
    staticHandler: async (req, { doc, headers, params: { filename } }) => {
      const key = await getStorageFilePath({
        collection,
        collectionPrefix: prefix,
        doc,
        filename,
        req,
      })
      return serveObject(clientFor(settings), bucket, key, req, collection, headers)
    },
  })
}

/**
 * Uploads a file from disk in one PutObject whose body is a read stream: the SDK sends it as it is
 * read, so memory holds a few 64 KB chunks whatever the file's size. The SDK retries no streamed
 * body (it cannot rewind one), so a failure that may pass (no answer, 5xx, 408, 429) is tried
 * again here, twice, from a new stream.
 */
export async function putFile(
  client: S3Client,
  object: { Bucket: string; Key: string; ContentType: string },
  filePath: string,
) {
  for (let attempt = 1; ; attempt++) {
    // The size on disk: Payload may have rewritten the temporary file (a cropped picture).
    const { size } = await fsp.stat(filePath)
    const body = fs.createReadStream(filePath)
    try {
      await client.send(new PutObjectCommand({ ...object, Body: body, ContentLength: size }))
      return
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode
      const passing = !status || status >= 500 || status === 408 || status === 429
      if (attempt === 3 || !passing) throw error
    } finally {
      body.destroy()
    }
    await sleep(500 * attempt)
  }
}

/** One range of bytes, the only kind S3 serves; any other Range header is answered in full. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/

/**
 * Streams an object back through the site, with what a browser needs to show and seek a video:
 * the type, length, ETag (304 when it has not changed) and single byte ranges (206). The bytes
 * pass through as they arrive. `Cache-Control: private` keeps shared caches from keeping a copy.
 */
async function serveObject(
  client: S3Client,
  bucket: string,
  key: string,
  req: PayloadRequest,
  collection: CollectionConfig,
  incoming?: Headers,
): Promise<Response> {
  const range = req.headers?.get('range')?.trim()
  const etag = req.headers?.get('if-none-match') ?? undefined
  let headers = new Headers(incoming)
  headers.set('Cache-Control', 'private, no-cache')
  try {
    const object = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        Range: range && SINGLE_RANGE.test(range) ? range : undefined,
        IfNoneMatch: etag,
      }),
      // The visitor gone, the download from the bucket stops too.
      { abortSignal: req.signal ?? undefined },
    )
    if (!object.Body) return new Response(null, { status: 404 })
    headers.set('Content-Type', object.ContentType ?? 'application/octet-stream')
    headers.set('Accept-Ranges', 'bytes')
    if (object.ContentLength !== undefined) {
      headers.set('Content-Length', String(object.ContentLength))
    }
    if (object.ContentRange) headers.set('Content-Range', object.ContentRange)
    if (object.ETag) headers.set('ETag', object.ETag)
    if (object.LastModified) headers.set('Last-Modified', object.LastModified.toUTCString())
    if (typeof collection.upload === 'object' && collection.upload.modifyResponseHeaders) {
      headers = collection.upload.modifyResponseHeaders({ headers }) || headers
    }
    return new Response(object.Body.transformToWebStream(), {
      status: object.$metadata.httpStatusCode === 206 ? 206 : 200,
      headers,
    })
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 304) {
      if (etag) headers.set('ETag', etag)
      return new Response(null, { status: 304, headers })
    }
    if (status === 404) return new Response(null, { status: 404 })
    if (status === 416) return new Response(null, { status: 416 })
    req.payload.logger.error({ err: error, key }, 'Lead file: the bucket did not serve the object')
    return new Response('Internal Server Error', { status: 500 })
  }
}
