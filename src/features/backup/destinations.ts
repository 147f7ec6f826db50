import fs from 'fs'
import path from 'path'

import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'

import { ARCHIVE_NAME } from '@/features/backup/archive'
import { clientFor, putFile, type S3Settings } from '@/lib/storage/s3'

/** The archives' prefix in the bucket, beside media/ and lead-files/. */
export const BACKUPS_PREFIX = 'backups'

/**
 * Where the nightly archives are kept: the bucket when S3_BUCKET is set (off this machine: a dead
 * disk does not take the backups with it), else the BACKUP_DIR folder, where they are written in
 * both cases.
 */
export type Destination = {
  kind: 'folder' | 'bucket'
  /** Where archives are kept, as staff read it: the folder's path, or s3://<bucket>/backups/. */
  location: string
  /** Puts the archive written in BACKUP_DIR where it is kept. */
  store(file: string): Promise<void>
  /** The names of the archives kept there (site-<time>.tar.gz; nothing else is ever touched). */
  list(): Promise<string[]>
  remove(name: string): Promise<void>
}

export function folderDestination(dir: string): Destination {
  return {
    kind: 'folder',
    location: dir,
    store: async () => {},
    list: async () => {
      try {
        return (await fs.promises.readdir(dir)).filter((name) => ARCHIVE_NAME.test(name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
    },
    remove: (name) => fs.promises.rm(path.join(dir, name), { force: true }),
  }
}

/**
 * The bucket, under backups/. An archive goes up as one PutObject whose body is read from disk as
 * it is sent (lib/storage/s3.ts putFile), never held in memory whole; like every object the site
 * stores, it gets the bucket's default ACL (keep the bucket private).
 */
export function bucketDestination(settings: S3Settings): Destination {
  const { bucket } = settings
  const client = clientFor(settings)
  return {
    kind: 'bucket',
    location: `s3://${bucket}/${BACKUPS_PREFIX}/`,
    store: (file) =>
      putFile(
        client,
        {
          Bucket: bucket,
          Key: `${BACKUPS_PREFIX}/${path.basename(file)}`,
          ContentType: 'application/gzip',
        },
        file,
      ),
    list: async () => {
      const names: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${BACKUPS_PREFIX}/`,
            ContinuationToken: token,
          }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(BACKUPS_PREFIX.length + 1) ?? ''
          if (ARCHIVE_NAME.test(name)) names.push(name)
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return names
    },
    remove: async (name) => {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: `${BACKUPS_PREFIX}/${name}` }),
      )
    },
  }
}

/** Archive names, newest first: by the time in the name, then by the -2, -3 of the same second. */
export function newestFirst(names: string[]): string[] {
  const key = (name: string) => {
    const [, time, n] = ARCHIVE_NAME.exec(name) ?? []
    return `${time}#${(n ?? '1').padStart(6, '0')}`
  }
  return [...names].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0))
}

/** Deletes all but the newest `keep` archives; resolves to the names deleted. */
export async function pruneArchives(destination: Destination, keep: number): Promise<string[]> {
  const old = newestFirst(await destination.list()).slice(Math.max(1, keep))
  for (const name of old) await destination.remove(name)
  return old
}
