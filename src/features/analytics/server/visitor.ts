import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { addDays } from '@/lib/time/colorado'

/** Hex characters of the hash kept: 64 bits, plenty to tell a day's visitors apart. */
const HASH_LENGTH = 16

/**
 * The visitor of a day: SHA-256 of the day's salt, the address and the user agent, cut short.
 * The same person gets the same hash all day, and another one the next day (another salt); once
 * the salts are gone (two days on) nobody can tell who a hash was, or link two days.
 */
export const visitorHash = (salt: string, address: string, userAgent: string) =>
  crypto
    .createHash('sha256')
    .update(`${salt}\n${address}\n${userAgent}`)
    .digest('hex')
    .slice(0, HASH_LENGTH)

/** The salts this process knows, by day; a promise so that a burst at midnight asks once. */
const salts = new Map<string, Promise<string>>()

/**
 * The day's salt: read from `analytics-salts`, or made (32 random bytes) by the first process to
 * need it. Two processes making one at once: the unique day keeps one, the other reads it.
 */
export function saltFor(payload: Payload, day: string): Promise<string> {
  let salt = salts.get(day)
  if (!salt) {
    salt = loadOrCreate(payload, day)
    salts.set(day, salt)
    salt.catch(() => salts.delete(day))
    const oldest = addDays(day, -1)
    for (const known of salts.keys()) if (known < oldest) salts.delete(known)
  }
  return salt
}

async function loadOrCreate(payload: Payload, day: string): Promise<string> {
  const find = async () => {
    const { docs } = await payload.find({
      collection: 'analytics-salts',
      where: { day: { equals: day } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs[0]?.salt
  }
  const found = await find()
  if (found) return found
  try {
    const created = await payload.create({
      collection: 'analytics-salts',
      data: { day, salt: crypto.randomBytes(32).toString('hex') },
      depth: 0,
      overrideAccess: true,
    })
    // A new day: the salts before yesterday go now, whether or not the daily job runs.
    await payload.db.deleteMany({
      collection: 'analytics-salts',
      where: { day: { less_than: addDays(day, -1) } },
    })
    return created.salt
  } catch (error) {
    const made = await find()
    if (made) return made
    throw error
  }
}
