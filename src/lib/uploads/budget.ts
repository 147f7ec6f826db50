import 'server-only'

import fsp from 'fs/promises'
import path from 'path'

import { leadFilesDir } from '@/collections/LeadFiles'
import { retryAfterSeconds } from '@/lib/rate-limit'
import { counterStore, lazyCounter, type CounterStore, type Env } from '@/lib/rate-limit/store'
import { RequestError, type ReceivedFile, type UploadAllowance } from '@/lib/uploads/receive'
import { MB } from '@/lib/uploads/rules'

/**
 * The storage budget in front of homeowners' photos and videos (the estimate API, the chat): one
 * request may bring up to 500 MB, and every byte of it is kept for good. Two limits:
 * - per address per day (UPLOAD_BUDGET_PER_ADDRESS_MB, default 550: one request of the largest
 *   size the form allows, 10 videos of 50 MB, and a little more): the megabytes of files an
 *   address has sent, counted by rate-limiter-flexible in the same store as the rate limits
 *   (memory, or MongoDB), for a day from its first upload; over it, 429 with Retry-After;
 * - in total (LEAD_FILES_MAX_GB, default 20): the size of the lead-files folder; over it, 507.
 *
 * A request that would pass either is refused whole, before any of its files is stored: at once
 * when its Content-Length already says so (a browser always sends one), else as soon as its files
 * pass what is left (see receiveRequest). Its lead is not stored either; the answer asks the
 * visitor to send the request without the files, or to call. Keeping the lead and dropping the
 * files instead would mean reading up to 500 MB only to throw it away, and answering either
 * "saved" while the photos are gone or an error while the lead is kept, which invites a second
 * lead. Requests without files (JSON, or a chat message without photos) never meet the budget.
 */

export const GB = 1024 * MB
const DAY_SECONDS = 24 * 60 * 60
/** How long a measurement of the folder is trusted before it is taken again. */
export const FOLDER_MEASURE_MS = 60_000

export type BudgetSettings = {
  perAddressMb: number
  totalBytes: number
  /** The lead-files folder (LEAD_FILES_DIR). */
  folder: string
  store: CounterStore
}

const amount = (value: string | undefined, fallback: number) => {
  const number = Number(value?.trim() || NaN)
  return Number.isFinite(number) && number >= 0 ? number : fallback
}

/** The budget from the environment: UPLOAD_BUDGET_PER_ADDRESS_MB and LEAD_FILES_MAX_GB. */
export function budgetSettings(env: Env = process.env): BudgetSettings {
  return {
    perAddressMb: Math.floor(amount(env.UPLOAD_BUDGET_PER_ADDRESS_MB, 550)),
    totalBytes: Math.floor(amount(env.LEAD_FILES_MAX_GB, 20) * GB),
    folder: leadFilesDir,
    store: counterStore(env),
  }
}

export const addressSpent = (perAddressMb: number) =>
  `That is more photos and videos than we can take from one internet connection in a day (${perAddressMb} MB). ` +
  'Please send your request with fewer of them, or without them, or call us.'
export const STORAGE_FULL =
  'We cannot take more photos or videos right now. Please send your request without them, or call us.'

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

export type UploadBudget = {
  /** What a request from `address` may still bring; asked before its body is read. */
  allowance: (address: string) => Promise<UploadAllowance>
  /** Counts the files a request from `address` brought (kept or not). */
  charge: (address: string, files: readonly ReceivedFile[]) => Promise<void>
}

export function createUploadBudget(settings: BudgetSettings): UploadBudget {
  const { perAddressMb, totalBytes, folder } = settings
  const options = { keyPrefix: 'upload-budget', points: perAddressMb, duration: DAY_SECONDS }
  const perAddress = lazyCounter(settings.store, options, 'The upload budget')

  // The folder's size: measured once, then again at most every minute in the background (a
  // request never waits for it but the first), with what this process stored since added.
  // Files deleted in the studio or stored by another process count from the next measurement.
  const usage = { bytes: 0, measuredAt: 0, measuring: undefined as Promise<void> | undefined }
  const measure = () =>
    (usage.measuring ??= folderBytes(folder)
      .then((bytes) => {
        usage.bytes = bytes
        usage.measuredAt = Date.now()
      })
      .finally(() => (usage.measuring = undefined)))
  const usedBytes = async () => {
    if (usage.measuredAt === 0) await measure()
    else if (Date.now() - usage.measuredAt > FOLDER_MEASURE_MS) void measure()
    return usage.bytes
  }

  /** This address's megabytes so far and when they are forgotten; nothing when the store fails. */
  const spent = async (address: string) => {
    try {
      const res = await (await perAddress()).get(address)
      return { mb: res?.consumedPoints ?? 0, msLeft: res ? res.msBeforeNext : DAY_SECONDS * 1000 }
    } catch (error) {
      console.error('The upload budget could not be read; this request is let through', error)
      return { mb: 0, msLeft: DAY_SECONDS * 1000 }
    }
  }

  return {
    async allowance(address) {
      const [used, sent] = await Promise.all([usedBytes(), spent(address)])
      const totalLeft = Math.max(0, totalBytes - used)
      const addressLeft = Math.max(0, perAddressMb - sent.mb) * MB
      if (totalLeft <= addressLeft) {
        return { bytes: totalLeft, refusal: () => new RequestError(507, STORAGE_FULL) }
      }
      const retryAfter = retryAfterSeconds(sent.msLeft > 0 ? sent.msLeft : DAY_SECONDS * 1000)
      return {
        bytes: addressLeft,
        refusal: () =>
          new RequestError(429, addressSpent(perAddressMb), { 'Retry-After': String(retryAfter) }),
      }
    },
    async charge(address, files) {
      const bytes = files.reduce((sum, file) => sum + file.size, 0)
      if (bytes === 0) return
      usage.bytes += bytes
      try {
        // Whole megabytes, rounded up: a few small photos a request still count.
        await (await perAddress()).penalty(address, Math.ceil(bytes / MB))
      } catch (error) {
        console.error('The upload budget could not count an upload', error)
      }
    },
  }
}

const BUDGET = Symbol.for('hclh.uploads.budget')

/** The process's one budget, shared by the estimate API and the chat (separate bundles). */
export function uploadBudget(): UploadBudget {
  const shared = globalThis as typeof globalThis & { [BUDGET]?: UploadBudget }
  shared[BUDGET] ??= createUploadBudget(budgetSettings())
  return shared[BUDGET]
}
