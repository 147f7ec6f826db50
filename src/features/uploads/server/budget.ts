import 'server-only'

import { leadFilesDir } from '@/lib/storage/folders'
import { retryAfterSeconds, siteCounterStore } from '@/lib/rate-limit'
import { addressKey } from '@/lib/rate-limit/address'
import { lazyCounter, type CounterStore, type Env } from '@/lib/rate-limit/store'
import { folderUsage } from '@/features/uploads/server/folder'
import { RequestError, type UploadReservation } from '@/features/uploads/server/receive'
import { MB } from '@/features/uploads/rules'

export { FOLDER_MEASURE_MS, folderBytes } from '@/features/uploads/server/folder'

/**
 * The storage budget in front of homeowners' photos and videos (the estimate API, the chat): one
 * request may bring up to 500 MB, and every byte of it is kept for good. Two limits:
 * - per address per day (UPLOAD_BUDGET_PER_ADDRESS_MB, default 550: one request of the largest
 *   size the form allows, 10 videos of 50 MB, and a little more): the bytes of files an address
 *   (an IPv6 address by its /64) has sent, counted in KB by rate-limiter-flexible in the same
 *   store as the rate limits (memory, or MongoDB), for a day from its first upload; over it, 429
 *   with Retry-After;
 * - in total (LEAD_FILES_MAX_GB, default 20): what the lead-files folder holds (a running figure,
 *   src/features/uploads/server/folder.ts); over it, 507.
 *
 * A request reserves its room before its body is read: its Content-Length (a browser always sends
 * one), or without one the largest a request may be (501 MB for the estimate form), as far as both
 * limits leave room, taken from both at once: in this process nothing runs between reading what
 * the folder has left and taking it, and the address's part is one increment in the store (shared
 * by every process with MongoDB), of which what passed the limit is given back at once. So
 * parallel requests share what is left instead of each seeing all of it. Its files count against
 * the reservation as they arrive (see receiveRequest); when it is over, what its files did not use
 * is given back, and all of it when it was refused or broke off. The folder's part is given back
 * whole: the files it kept are in the folder's figure from the moment they were stored (the
 * collection's hooks). A reservation lasts as long as its request: one sent slowly holds its room
 * until it ends or the server's request time-out (five minutes) cuts it off.
 *
 * A request that would pass either limit is refused whole, before any of its files is stored: at
 * once when its Content-Length says so, else as soon as its files pass its reservation. Its lead
 * is not stored either; the answer asks the visitor to send the request without the files, or to
 * call. Keeping the lead and dropping the files instead would mean reading up to 500 MB only to
 * throw it away, and answering either "saved" while the photos are gone or an error while the lead
 * is kept, which invites a second lead. Requests without files (JSON, or a chat message without
 * photos) never meet the budget.
 *
 * With SQLite and several processes each process has its own figures (as with the rate limits,
 * store.ts), and the folder's figure takes in the others' files at its next measurement.
 */

export const GB = 1024 * MB
/** The address's budget is counted in KB: a request's Content-Length, rounded up. */
const KB = 1024
const DAY_SECONDS = 24 * 60 * 60

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
    store: siteCounterStore(env),
  }
}

export const addressSpent = (perAddressMb: number) =>
  `That is more photos and videos than we can take from one internet connection in a day (${perAddressMb} MB). ` +
  'Please send your request with fewer of them, or without them, or call us.'
export const STORAGE_FULL =
  'We cannot take more photos or videos right now. Please send your request without them, or call us.'

export type UploadBudget = {
  /**
   * Reserves room for a request from `address` before its body is read: the `bytes` it may bring
   * (its Content-Length, or without one the largest a request may be), as far as the limits
   * leave room. The reservation must be settled once the request is over (receiveRequest does).
   */
  reserve: (address: string, bytes: number) => Promise<UploadReservation>
}

export function createUploadBudget(settings: BudgetSettings): UploadBudget {
  const { perAddressMb, totalBytes } = settings
  const folder = folderUsage(settings.folder)
  const perAddressKb = perAddressMb * (MB / KB)
  // A prefix of its own: the counts were whole MB before they were KB.
  const options = { keyPrefix: 'upload-budget-kb', points: perAddressKb, duration: DAY_SECONDS }
  const perAddress = lazyCounter(settings.store, options, 'The upload budget')

  /**
   * Takes up to `kb` of the address's day in one increment, then gives back at once what passed
   * the limit (what parallel requests took first). Answers what it kept and when the day ends;
   * when the store fails, everything asked, uncounted.
   */
  const take = async (key: string, kb: number) => {
    try {
      const counter = await perAddress()
      const res = await counter.penalty(key, kb)
      const kept = Math.max(0, kb - Math.max(0, res.consumedPoints - perAddressKb))
      if (kept < kb) await counter.reward(key, kb - kept)
      return { kb: kept, msLeft: res.msBeforeNext, counted: true }
    } catch (error) {
      console.error('The upload budget could not be counted; this request is let through', error)
      return { kb, msLeft: DAY_SECONDS * 1000, counted: false }
    }
  }
  const giveBack = async (key: string, kb: number) => {
    try {
      await (await perAddress()).reward(key, kb)
    } catch (error) {
      console.error('The upload budget could not give back an unused reservation', error)
    }
  }

  return {
    async reserve(address, wanted) {
      const key = addressKey(address)
      await folder.ready()
      // The folder's part first, taken at once; then the address's, as much as the folder gave.
      const asked = Math.min(wanted, perAddressKb * KB)
      const fromFolder = folder.reserve(asked, totalBytes)
      const fromAddress = await take(key, Math.ceil(fromFolder / KB))
      const bytes = Math.min(fromFolder, fromAddress.kb * KB)
      folder.release(fromFolder - bytes)
      // Which limit a request passing its reservation meets: the folder's when it gave less.
      const folderFull = fromFolder < asked && fromFolder <= fromAddress.kb * KB
      const retryAfter = retryAfterSeconds(
        fromAddress.msLeft > 0 ? fromAddress.msLeft : DAY_SECONDS * 1000,
      )
      let settled = false
      return {
        bytes,
        refusal: () =>
          folderFull
            ? new RequestError(507, STORAGE_FULL)
            : new RequestError(429, addressSpent(perAddressMb), {
                'Retry-After': String(retryAfter),
              }),
        async settle(used) {
          if (settled) return
          settled = true
          folder.release(bytes)
          const unused = fromAddress.kb - Math.min(fromAddress.kb, Math.ceil(used / KB))
          if (fromAddress.counted && unused > 0) await giveBack(key, unused)
        },
      }
    },
  }
}

let budget: UploadBudget | null = null

/** The one budget of the estimate API and the chat (route handlers both, sharing this module). */
export const uploadBudget = (): UploadBudget => (budget ??= createUploadBudget(budgetSettings()))
