import fsp from 'fs/promises'
import path from 'path'

/**
 * What the lead-files folder holds, as this process knows it, for the storage budget in front of
 * homeowners' files (src/features/uploads/server/budget.ts): a running figure, not a measurement trusted for a
 * minute. It is the folder's size when last measured, plus what the process stored since (every
 * lead file's bytes with its thumbnail, counted by the collection's hooks), minus what it deleted,
 * plus what requests still being read or handled have reserved. The folder is measured once at
 * first use and again in the background at most every FOLDER_MEASURE_MS, which brings in what
 * other processes or people did to it. Without the `server-only` mark: the collection's hooks
 * load it with Payload's config, in the CLI too.
 */

/** How long a measurement stands before the folder is measured again (in the background). */
export const FOLDER_MEASURE_MS = 60_000

/** Every file under `dir`, in bytes; 0 while it does not exist. */
export async function folderBytes(dir: string): Promise<number> {
  let entries
  try {
    entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true })
  } catch {
    return 0
  }
  const files = entries.filter((entry) => entry.isFile())
  let total = 0
  // A few stats at a time: a large folder takes a moment, and the site goes on meanwhile.
  for (let start = 0; start < files.length; start += 64) {
    const sizes = await Promise.all(
      files.slice(start, start + 64).map((entry) =>
        fsp.stat(path.join(entry.parentPath, entry.name)).then(
          (stat) => stat.size,
          () => 0,
        ),
      ),
    )
    for (const size of sizes) total += size
  }
  return total
}

export type FolderUsage = {
  /** Resolves once the folder has been measured (the first time only; later ones run behind). */
  ready: () => Promise<void>
  /** The bytes stored and reserved, as far as this process knows. */
  used: () => number
  /**
   * Reserves up to `bytes` of what `total` leaves, at once (nothing else runs between reading
   * what is left and taking it), and answers what it took.
   */
  reserve: (bytes: number, total: number) => number
  /** Gives back `bytes` of a reservation. */
  release: (bytes: number) => void
  /** Counts `bytes` stored in the folder (negative: deleted). */
  stored: (bytes: number) => void
}

/**
 * A new figure for `dir`. With `remeasure` false (the files live in a bucket, and the local folder
 * is not where they are) it is measured once, and counts what this process stored from then on.
 */
export function createFolderUsage(
  dir: string,
  { remeasure = true, now = Date.now }: { remeasure?: boolean; now?: () => number } = {},
): FolderUsage {
  let measured = 0
  /** Stored minus deleted since the last measurement began. */
  let since = 0
  let reserved = 0
  let measuredAt = 0
  let measuring: Promise<void> | undefined

  const measure = () =>
    (measuring ??= (async () => {
      const before = since
      try {
        measured = await folderBytes(dir)
        // What was stored while the folder was being read may be in the figure or not: it is
        // counted again, which errs on the side of a fuller folder until the next measurement.
        since -= before
        measuredAt = now()
      } finally {
        measuring = undefined
      }
    })())

  const used = () => Math.max(0, measured + since) + reserved

  return {
    async ready() {
      if (measuredAt === 0) await measure()
      else if (remeasure && now() - measuredAt > FOLDER_MEASURE_MS) void measure().catch(() => {})
    },
    used,
    reserve(bytes, total) {
      const taken = Math.max(0, Math.min(bytes, total - used()))
      reserved += taken
      return taken
    },
    release(bytes) {
      reserved = Math.max(0, reserved - bytes)
    },
    stored(bytes) {
      since += bytes
    },
  }
}

/**
 * The process's one figure for the folder `dir` (LEAD_FILES_DIR), shared by the budget and the
 * collection's hooks (separate bundles in Next). With a bucket (S3_BUCKET, lib/storage/s3) the
 * local folder is not measured again: the figure is what this process stored.
 */
const folders = new Map<string, FolderUsage>()

export function folderUsage(dir: string): FolderUsage {
  const key = path.resolve(dir)
  let usage = folders.get(key)
  if (!usage) {
    usage = createFolderUsage(key, { remeasure: !process.env.S3_BUCKET?.trim() })
    folders.set(key, usage)
  }
  return usage
}
