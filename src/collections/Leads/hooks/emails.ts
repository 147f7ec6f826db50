import type { CollectionBeforeChangeHook } from 'payload'

import type { Lead } from '@/payload-types'

type Email = NonNullable<Lead['emails']>[number]

const same = (stored: Email, entry: Email) =>
  Boolean((entry.id && stored.id === entry.id) || (entry.key && stored.key === entry.key))

/**
 * A lead's e-mails (its `emails`), written by the site and its e-mail jobs only (the field refuses
 * the API's writes): a save names the entries it is about. One with the `id` or `key` of a stored
 * entry updates it; any other is appended, with the time it was queued. The stored entries a save
 * does not name stay as they are, so two senders at once (a visit's confirmation while the lead's
 * estimate goes out) keep each other's.
 */
export const keepEmails: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc, operation }) => {
  if (data.emails === undefined) return data
  const merged = operation === 'update' ? [...(originalDoc?.emails ?? [])] : []
  const now = new Date().toISOString()
  for (const entry of data.emails ?? []) {
    const at = merged.findIndex((stored) => same(stored, entry))
    // An update keeps the entry's id and the time it was first queued.
    if (at >= 0)
      merged[at] = { ...merged[at], ...entry, id: merged[at].id, at: merged[at].at ?? entry.at }
    else merged.push({ ...entry, at: entry.at ?? now })
  }
  return { ...data, emails: merged }
}
