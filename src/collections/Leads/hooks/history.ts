import type { CollectionBeforeChangeHook } from 'payload'

import { SITE_HISTORY_CONTEXT } from '@/features/leads/domain'
import type { Lead } from '@/payload-types'

type Entry = NonNullable<Lead['notes']>[number]

/**
 * A lead's history (its `notes`) only grows: staff notes and status changes, each with who and
 * when. Whatever a save sends, the entries already stored come back unchanged (a stale form, or
 * two people adding notes at once, cannot drop or rewrite one); entries it adds are appended with
 * the signed-in user as author and the server's time. A status change is recorded here too, from
 * the studio's form, the list, the case file or the API alike. An `email` entry (an e-mail the
 * site could not send) and a `text` entry (a text the homeowner sent) are the site's own: taken only from a save marked SITE_HISTORY_CONTEXT
 * (which the API cannot set), and written as the site's, with no author.
 */
export const keepHistory: CollectionBeforeChangeHook<Lead> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const stored = operation === 'update' ? (originalDoc?.notes ?? []) : []
  const storedIds = new Set(stored.map((entry) => entry.id))
  const author = req.user?.collection === 'users' ? req.user : null
  const stamp = { author: author?.id ?? null, authorName: author?.name ?? null }
  const at = new Date().toISOString()

  const bySite = req.context[SITE_HISTORY_CONTEXT] === true
  const added: Entry[] = (data.notes ?? [])
    .filter((entry) => !entry.id || !storedIds.has(entry.id))
    // Status entries are the server's to write; an empty note stays to fail validation.
    .filter(
      (entry) =>
        (entry.kind ?? 'note') === 'note' ||
        (bySite && (entry.kind === 'email' || entry.kind === 'text')),
    )
    .map(({ kind, note }) =>
      kind === 'email' || kind === 'text'
        ? { kind, note: note?.trim() ?? '', author: null, authorName: null, at }
        : { kind: 'note', note: note?.trim() ?? '', ...stamp, at },
    )

  const from = originalDoc?.status
  if (operation === 'update' && data.status && from && data.status !== from) {
    added.push({ kind: 'status', from, to: data.status, ...stamp, at })
  }
  // Untouched when the save says nothing of the history and nothing happened to record.
  if (data.notes === undefined && added.length === 0) return data
  return { ...data, notes: [...stored, ...added] }
}
