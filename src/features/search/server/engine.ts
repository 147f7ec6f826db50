import { LRUCache } from 'lru-cache'
import MiniSearch, { type SearchOptions } from 'minisearch'

import type { SearchEntry, SearchCollection, StoredEntry } from '@/features/search/server/entries'
import { processTerm, termsOf, tokenize } from '@/features/search/text'

/**
 * What a homeowner expects of the ranking, as MiniSearch options (BM25 scoring is MiniSearch's):
 * - a match in the title counts most, then keywords (places, topics), the summary, the body;
 * - a whole word beats a prefix or a near miss (MiniSearch weighs prefix matches 0.375 and fuzzy
 *   ones 0.45 of an exact one);
 * - the last word is matched as a prefix, since it is the one being typed;
 * - typos are forgiven: one wrong letter in words of 4 to 7 letters, two from 8 letters on.
 */
const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, keywords: 2, description: 1.5 },
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy: (term) => (term.length < 4 ? false : term.length < 8 ? 1 : 2),
  maxFuzzy: 2,
  combineWith: 'AND',
}

export type SearchResult = { count: number; entries: StoredEntry[] }

/**
 * Answers kept for repeated searches (the same words typed by many visitors), per index state;
 * read when an index is made, 0 keeps none.
 */
const cacheSize = () => Number(process.env.SEARCH_CACHE_SIZE ?? 500)

/**
 * The site's search index: every public document, held in memory. MiniSearch indexes the text;
 * the stored entries (without their text) are what results show.
 */
export class SearchIndex {
  private readonly mini = new MiniSearch<SearchEntry>({
    fields: ['title', 'keywords', 'description', 'body'],
    tokenize,
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  })
  private readonly stored = new Map<string, StoredEntry>()
  /** Recent answers by text and limit, the least recently used forgotten first; emptied by every change. */
  private readonly cache =
    cacheSize() > 0 ? new LRUCache<string, SearchResult>({ max: cacheSize() }) : null

  get size(): number {
    return this.stored.size
  }

  get(id: string): StoredEntry | undefined {
    return this.stored.get(id)
  }

  /** Adds an entry, or replaces the one with its id. */
  upsert(entry: SearchEntry): void {
    if (this.stored.has(entry.id)) this.mini.discard(entry.id)
    this.mini.add(entry)
    this.cache?.clear()
    const { keywords: _keywords, body: _body, ...stored } = entry
    this.stored.set(entry.id, stored)
  }

  remove(id: string): void {
    if (!this.stored.has(id)) return
    this.mini.discard(id)
    this.stored.delete(id)
    this.cache?.clear()
  }

  /**
   * The entries matching a text, best first: all of its words if any entry has them all,
   * otherwise any of them. `count` is how many match in all; `entries` the first `limit`.
   */
  search(text: string, limit: number): SearchResult {
    const key = `${limit}:${text.toLowerCase()}`
    const cached = this.cache?.get(key)
    if (cached) return cached
    let hits = this.mini.search(text)
    if (hits.length === 0 && termsOf(text).length > 1) {
      hits = this.mini.search(text, { combineWith: 'OR' })
    }
    const result = {
      count: hits.length,
      entries: hits.slice(0, limit).map((hit) => this.stored.get(hit.id as string)!),
    }
    this.cache?.set(key, result)
    return result
  }

  /** Up to `count` entries of a collection, picked at random. */
  sample(collection: SearchCollection, count: number): StoredEntry[] {
    const pool = [...this.stored.values()].filter((entry) => entry.collection === collection)
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1))
      ;[pool[i], pool[j]] = [pool[j], pool[i]]
    }
    return pool.slice(0, count)
  }
}
