import fs from 'fs'
import fsp from 'fs/promises'
import os from 'os'
import path from 'path'
import { Readable, Transform, Writable } from 'stream'
import { finished } from 'stream/promises'
import type { ReadableStream as WebReadableStream } from 'stream/web'

import busboy from 'busboy'

import { displayName } from '@/features/uploads/names'
import {
  ESTIMATE_UPLOADS,
  MB,
  type MediaKind,
  type SniffedMedia,
  type UploadLimits,
} from '@/features/uploads/rules'
import { SNIFF_BYTES, sniffMedia } from '@/features/uploads/sniff'

/** A request the server refuses, with the HTTP status that says why. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the answer needs, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/**
 * The room a request's files may take, reserved for it in the storage budget before its body is
 * read (src/features/uploads/server/budget.ts): `bytes`, and the refusal to give when they pass it. Settled
 * once when the request is over: `used` bytes stay counted, the rest is given back.
 */
export type UploadReservation = {
  bytes: number
  refusal: () => RequestError
  settle: (used: number) => Promise<void>
}

export type ReceivedFile = {
  path: string
  name: string
  mime: string
  /** The extension its bytes call for (`jpg` for a JPEG), whatever its name says. */
  ext: string
  kind: MediaKind
  size: number
}
export type Received = {
  fields: Record<string, unknown>
  files: ReceivedFile[]
  /**
   * Removes the temporary copies and settles the request's reservation (its files stay counted);
   * call it once, when the request is over.
   */
  cleanup: () => Promise<void>
}

/** The largest body a request can need: every file as large as allowed, plus the fields. */
export const maxBodyBytes = (limits: UploadLimits) => limits.maxFiles * limits.largest + MB

const asRequestError = (error: unknown) => {
  if (error instanceof RequestError) return error
  console.error('Upload failed', error)
  return new RequestError(500, 'The upload could not be stored. Please try again.')
}

/**
 * Reads a request, JSON or multipart, without holding it in memory: files stream to a temporary
 * folder while their first bytes are checked (the type) and their size is counted against
 * `limits` (the estimate form's by default). Throws a RequestError with 400, 413, 415 or 422.
 * With `reserve`, asked only when the request is multipart, before its body is read, for its
 * Content-Length (without one, the largest body `limits` allow), the files together may not pass
 * the reservation: refused at once when Content-Length already says so (the fields get 1 MB
 * besides), else as soon as the files pass it, so nothing past it is ever kept. A refused or
 * broken request settles its reservation with nothing used; one read whole settles it with its
 * files' bytes in `cleanup`.
 */
export async function receiveRequest(
  request: Request,
  limits: UploadLimits = ESTIMATE_UPLOADS,
  reserve?: (bytes: number) => Promise<UploadReservation>,
): Promise<Received> {
  const type = request.headers.get('content-type') ?? ''
  // Media types are case-insensitive; the multipart boundary that follows is not.
  const mediaType = type.split(';')[0].trim().toLowerCase()
  const header = request.headers.get('content-length')?.trim()
  const declared = header && /^\d+$/.test(header) ? Number(header) : null
  const length = declared ?? 0
  if (mediaType === 'application/json') {
    if (length > limits.maxJsonBytes) throw new RequestError(413, 'The request is too large')
    const fields = parseJson(await readText(request, limits.maxJsonBytes))
    return { fields, files: [], cleanup: async () => {} }
  }
  if (mediaType === 'multipart/form-data') {
    if (length > maxBodyBytes(limits)) throw new RequestError(413, 'The request is too large')
    // Without a Content-Length, the most a request may bring.
    const reservation = await reserve?.(declared ?? maxBodyBytes(limits))
    try {
      if (reservation && length > reservation.bytes + MB) throw reservation.refusal()
      const received = await readMultipart(request, type, limits, reservation)
      const used = received.files.reduce((sum, file) => sum + file.size, 0)
      return {
        ...received,
        cleanup: async () => {
          await received.cleanup()
          await reservation?.settle(used)
        },
      }
    } catch (error) {
      await reservation?.settle(0)
      throw error
    }
  }
  throw new RequestError(415, 'Send the request as JSON or as multipart form data')
}

/** A request's body as text, read no further than `limit` bytes (413 past it). */
export async function readText(request: Request, limit: number): Promise<string> {
  if (!request.body) return ''
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength
    if (size > limit) throw new RequestError(413, 'The request is too large')
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks).toString('utf8')
}

function parseJson(text: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new RequestError(400, 'The request body is not valid JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RequestError(400, 'The request body must be a JSON object')
  }
  return value as Record<string, unknown>
}

/** busboy's parser for the request; a header it cannot read (no boundary, say) is a 400. */
function makeParser(contentType: string, limits: UploadLimits) {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        files: limits.maxFiles,
        // One byte past the largest allowed file, so an oversized one is noticed and cut off.
        fileSize: limits.largest + 1,
        fields: 20,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + 20,
      },
    })
  } catch {
    throw new RequestError(400, 'Malformed upload: the multipart boundary is missing')
  }
}

async function readMultipart(
  request: Request,
  contentType: string,
  limits: UploadLimits,
  budget?: UploadReservation,
): Promise<Received> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'upload-'))
  const maxBody = maxBodyBytes(limits)
  const cleanup = () => fsp.rm(dir, { recursive: true, force: true })
  const fields: Record<string, unknown> = {}
  const files: ReceivedFile[] = []
  const pending: Promise<void>[] = []
  let failure: RequestError | undefined
  const fail = (error: unknown) => {
    failure ??= asRequestError(error)
  }
  let fileBytes = 0
  const spend =
    budget &&
    ((bytes: number) => {
      fileBytes += bytes
      if (fileBytes > budget.bytes) throw budget.refusal()
    })

  try {
    const parser = makeParser(contentType, limits)
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new RequestError(413, `The ${name} field is too long`))
      else fields[name] = value
    })
    parser.on('file', (name, stream, info) => {
      // A plain form's file input with nothing chosen still sends a part, with no file name and
      // no bytes: it is no file (the review form works without JavaScript, features/reviews).
      if (failure || name !== 'files' || !info.filename) {
        stream.resume()
        return
      }
      const index = pending.length
      const target = path.join(dir, String(index))
      pending.push(
        receiveFile(
          stream,
          displayName(info.filename, `file-${index + 1}`),
          target,
          limits,
          spend,
        ).then((file) => void (files[index] = file), fail),
      )
    })
    parser.on('filesLimit', () =>
      fail(new RequestError(413, `Send at most ${limits.maxFiles} files`)),
    )
    parser.on('partsLimit', () => fail(new RequestError(413, 'The request has too many parts')))
    parser.on('fieldsLimit', () => fail(new RequestError(413, 'The request has too many fields')))

    if (!request.body) throw new RequestError(400, 'The request has no body')
    const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
    let total = 0
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.length
        if (total > maxBody) done(new RequestError(413, 'The request is too large'))
        else done(null, chunk)
      },
    })
    await new Promise<void>((resolve, reject) => {
      parser.on('close', resolve)
      parser.on('error', (error) =>
        reject(error instanceof RequestError ? error : new RequestError(400, 'Malformed upload')),
      )
      counter.on('error', (error) => {
        body.destroy()
        parser.destroy(error)
      })
      body.on('error', (error) => parser.destroy(error))
      body.pipe(counter).pipe(parser)
    })
    await Promise.all(pending)
    if (failure) throw failure
    return { fields, files, cleanup }
  } catch (error) {
    await cleanup()
    throw asRequestError(error)
  }
}

/** Waits until the disk has caught up, or the file was given up. */
const drained = (out: fs.WriteStream) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done)
      out.off('close', done)
      resolve()
    }
    out.on('drain', done)
    out.on('close', done)
  })

/**
 * Streams one file part to disk. It is never destroyed (busboy would stall): after a problem the
 * rest of the part is read and dropped, so the request goes on to its end and gets its answer.
 */
async function receiveFile(
  stream: Readable,
  name: string,
  target: string,
  limits: UploadLimits,
  spend?: (bytes: number) => void,
): Promise<ReceivedFile> {
  const tooLarge = (limit: number) => new RequestError(413, limits.tooLarge(name, limit))
  const out = fs.createWriteStream(target)
  const head: Buffer[] = []
  let headSize = 0
  let size = 0
  let media: SniffedMedia | null | undefined
  let problem: RequestError | undefined

  const identify = async () => {
    media = await sniffMedia(Buffer.concat(head))
    if (!media) {
      throw new RequestError(415, `${name} is not a photo or a video we can take`)
    }
  }
  const stop = (error: unknown) => {
    problem ??= asRequestError(error)
    out.destroy()
  }
  // A write still under way when the file is given up fails (or the disk fails): it is this
  // file's problem, not an uncaught error that would take the server down.
  out.on('error', stop)

  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (problem) return done()
      const step = async () => {
        size += chunk.length
        spend?.(chunk.length)
        if (media === undefined) {
          head.push(chunk)
          headSize += chunk.length
          if (headSize >= SNIFF_BYTES) await identify()
        }
        // By what its bytes say it is once they are known (a DNG's 100 MB in the chat).
        const limit = media ? limits.maxBytes(media) : limits.largest
        if (size > limit) throw tooLarge(limit)
        if (!out.write(chunk)) await drained(out)
      }
      step().then(
        () => done(),
        (error) => (stop(error), done()),
      )
    },
    final(done) {
      if (problem) return done()
      const step = async () => {
        if (media === undefined) await identify()
        if (size === 0) throw new RequestError(422, `${name} is empty`)
        const limit = limits.maxBytes(media!)
        if (size > limit) throw tooLarge(limit)
        out.end()
        await finished(out)
      }
      step().then(
        () => done(),
        (error) => (stop(error), done()),
      )
    },
  })
  // The request broke off in the middle of this file.
  stream.on('error', (error) => {
    stop(error instanceof RequestError ? error : new RequestError(400, 'The upload broke off'))
    sink.end()
  })
  stream.pipe(sink)
  await finished(sink)
  if (problem) throw problem
  return { path: target, name, mime: media!.mime, ext: media!.ext, kind: media!.kind, size }
}
