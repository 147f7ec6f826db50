import fsp from 'fs/promises'
import path from 'path'

import type { UploadConfig } from 'payload'

import { s3Settings } from '@/lib/storage/s3'

/** One of an upload collection's `handlers`: a Response, or nothing to let the next one answer. */
type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * An upload collection's file route (`/api/<collection>/file/<name>`, Payload's `upload.handlers`)
 * for a file that is not in its folder on disk: 404. Payload's own answer is a 500 ("Something
 * went wrong") for a name it cannot find, whether the document's file was lost (a restore
 * without it, a folder cleaned by hand) or the name never existed. Runs after Payload's access
 * check; a file that is there, and every file when the bucket holds them (lib/storage/s3, whose
 * handler comes after this one), is left to Payload.
 */
export const missingFileIs404 = (dir: string): FileHandler =>
  (async (_req: unknown, { params }: { params: { filename: string } }) => {
    if (s3Settings()) return
    const file = path.resolve(dir, params.filename)
    // A name outside the folder: Payload refuses it itself.
    if (!file.startsWith(dir + path.sep)) return
    try {
      await fsp.stat(file)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return
      return Response.json(
        { errors: [{ message: 'Not Found' }] },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  }) as FileHandler
