import type { Payload, PayloadRequest } from 'payload'

/**
 * The change log: how a change to the public content made through one server process reaches the
 * others on the same database (each keeps its own page cache and search index).
 *
 * - A change writes a row to `change-log` (a target, a document id, the pages' tags) through the
 *   change's own request (see noteChange), and this process applies it at once.
 * - Every process polls the log each second and hands the rows it has not applied yet to the
 *   listeners: the site search reads the changed documents again (features/search/server/sync.ts),
 *   and "the public pages changed" (SITE_CHANGE, lib/revalidation/index.ts) makes a process
 *   revalidate its own pages with the row's tags (lib/revalidation/ownServer.ts).
 * - Rows older than an hour are deleted every ten minutes.
 */

/** How often each process looks for changes made through the others (ms). */
export const POLL_MS = Number(process.env.SEARCH_POLL_MS) || 1000
/** Changes are read again this far back, for servers whose clocks disagree a little. */
const OVERLAP_MS = 10_000
/** Change rows older than this are deleted, every PRUNE_EVERY_MS. */
const KEEP_CHANGES_MS = 60 * 60_000
const PRUNE_EVERY_MS = 10 * 60_000

/**
 * The log's target for "the public pages changed": its docId says why, its tags which pages (none:
 * every page).
 */
export const SITE_CHANGE = 'site'

export type Change = { id: string; target: string; docId: string; tags: string[]; at: number }

/**
 * What a part of the site does with changes: `changes` in the order they were made. `req` is the
 * change's own request when it was made in this process (noteChange), for its transaction.
 */
export type ChangeListener = (
  payload: Payload,
  changes: Change[],
  req?: Partial<PayloadRequest>,
) => Promise<void> | void

type State = {
  listeners: Map<string, ChangeListener>
  /** Changes from this time on (minus OVERLAP_MS) are read at the next poll. */
  cursor: number
  /** Changes already applied here, by change id, with their time (pruned past the overlap). */
  applied: Map<string, number>
  timer: ReturnType<typeof setTimeout> | null
  lastPrune: number
}

/**
 * This module's state. Next.js builds the route handlers and the pages as two module graphs, each
 * with its own copy of this module: each polls and tells its own listeners, as two server
 * processes would (docs/architecture.md, "Module state").
 */
const state: State = {
  listeners: new Map(),
  cursor: Date.now(),
  applied: new Map(),
  timer: null,
  lastPrune: Date.now(),
}

/**
 * Adds (or, by the same name, replaces) a listener. It sees the changes from now on, and with
 * `replay` first those noted since `replay.since` (ms): a part that has just read everything
 * afresh (the search index) catches up with what changed while it read.
 */
export async function onChanges(
  name: string,
  listener: ChangeListener,
  replay?: { payload: Payload; since: number },
): Promise<void> {
  state.listeners.set(name, listener)
  if (replay) {
    const changes = await readChanges(replay.payload, replay.since)
    if (changes.length) await listener(replay.payload, changes)
  }
}

/** The changes noted from `since` on (minus OVERLAP_MS), oldest first. */
async function readChanges(payload: Payload, since: number): Promise<Change[]> {
  const { docs } = await payload.find({
    collection: 'change-log',
    where: { createdAt: { greater_than_equal: new Date(since - OVERLAP_MS).toISOString() } },
    sort: 'createdAt',
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((row) => ({
    id: String(row.id),
    target: row.target,
    docId: row.docId,
    tags: tagsOf(row.tags),
    at: Date.parse(row.createdAt),
  }))
}

async function tell(payload: Payload, changes: Change[], req?: Partial<PayloadRequest>) {
  for (const [name, listener] of state.listeners) {
    try {
      await listener(payload, changes, req)
    } catch (error) {
      payload.logger.error({ err: error }, `Change log: the ${name} listener failed`)
    }
  }
}

/** Starts polling the log, once per process (payload.config.ts `onInit`, in the server). */
export function watchChanges(payload: Payload): void {
  if (state.timer) return
  const schedule = () => {
    state.timer = setTimeout(() => {
      pollChanges(payload)
        .catch((error: unknown) =>
          payload.logger.error({ err: error }, 'Change log: reading changes failed'),
        )
        .finally(() => {
          if (state.timer) schedule()
        })
    }, POLL_MS)
    // The poll never keeps a script or test process alive.
    state.timer.unref?.()
  }
  schedule()
}

/** Stops polling (tests, shutdown). */
export function stopWatchingChanges(): void {
  if (state.timer) clearTimeout(state.timer)
  state.timer = null
}

/**
 * Hands the changes noted since the last poll (by other processes) to the listeners. Exported for
 * tests, which call it instead of waiting for the timer.
 */
export async function pollChanges(payload: Payload): Promise<void> {
  const now = Date.now()
  const fresh = (await readChanges(payload, state.cursor)).filter(
    (change) => !state.applied.has(change.id),
  )
  if (fresh.length) await tell(payload, fresh)
  for (const change of fresh) {
    state.applied.set(change.id, change.at)
    // A clock far ahead on another server must not make this one skip its own changes.
    state.cursor = Math.max(state.cursor, Math.min(change.at, now))
  }
  for (const [id, at] of state.applied) {
    if (at < state.cursor - OVERLAP_MS - POLL_MS) state.applied.delete(id)
  }
  if (now - state.lastPrune > PRUNE_EVERY_MS) {
    state.lastPrune = now
    await payload.delete({
      collection: 'change-log',
      where: { createdAt: { less_than: new Date(now - KEEP_CHANGES_MS).toISOString() } },
      overrideAccess: true,
    })
  }
}

/**
 * Notes a change: a row in the change log, written through the change's own request (in its
 * transaction where the adapter runs one, so other processes see it once the change is
 * committed; SQLite writes without), and this process's listeners told now. A failure here is
 * logged and never fails the editor's save.
 */
export async function noteChange(
  req: PayloadRequest,
  target: string,
  docId: number | string,
  tags: string[] = [],
) {
  try {
    const row = await writeChange(req.payload, target, docId, tags, req)
    const change = {
      id: String(row.id),
      target,
      docId: String(docId),
      tags,
      at: Date.parse(row.createdAt),
    }
    state.applied.set(change.id, change.at)
    await tell(req.payload, [change], req)
  } catch (error) {
    req.payload.logger.error(
      { err: error },
      `Change log: could not note the change of ${target} ${docId}`,
    )
  }
}

/**
 * Notes a change this process cannot apply now (a scheduled post's moment come,
 * features/publishing/server/goLive.ts; a save made by a job): every process applies it at its
 * next poll, this one too. Through `req` (its transaction) when there is one.
 */
export async function noteChangeForEveryProcess(
  payload: Payload,
  target: string,
  docId: number | string,
  tags: string[] = [],
  req?: PayloadRequest,
): Promise<void> {
  await writeChange(payload, target, docId, tags, req)
}

/** The change log's row, through `req` (its transaction) when a request made the change. */
const writeChange = (
  payload: Payload,
  target: string,
  docId: number | string,
  tags: string[],
  req?: PayloadRequest,
) =>
  payload.create({
    collection: 'change-log',
    data: { target, docId: String(docId), tags: tags.join(' ') },
    depth: 0,
    overrideAccess: true,
    req,
  })

/** A row's tags: stored with a space between them (a tag holds none). */
const tagsOf = (stored: string | null | undefined) => (stored ? stored.split(' ') : [])
