/**
 * For scripts/bench/search.mjs: adds `--extra=N` documents to the seeded database DATABASE_URI
 * names (blog posts, FAQ answers and services written from the seed's own words, so the index
 * sees a real vocabulary), then measures, in this process, how long the search index takes to
 * build from the database and how much memory it holds, and how long one search takes in it.
 * Prints one line of JSON. Run with `node --expose-gc --import tsx`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { postsA } from '../../seed/content/posts-a'
import { postsB } from '../../seed/content/posts-b'
import { buildSearchIndex } from '@/features/search/server/sync'

import { QUERIES } from './search-queries.mjs'

const extra = Number(process.argv.find((arg) => arg.startsWith('--extra='))?.split('=')[1] ?? 5000)

const payload = await getPayload({ config })
const context = { disableRevalidate: true }

// A deterministic random stream, so every run indexes the same text.
let seed = 42
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const words = [...postsA, ...postsB].flatMap((post) => post.body.split(/\s+/)).filter(Boolean)
const passage = (length: number) => {
  const start = Math.floor(random() * (words.length - length))
  return words.slice(start, start + length).join(' ')
}
const title = () =>
  passage(5)
    .replace(/[^\w\s-]/g, '')
    .trim() || 'Log home notes'
const richText = (text: string) => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: text.split(/(?<=\.)\s+(?=[A-Z])/).map((sentence) => ({
      type: 'paragraph',
      version: 1,
      children: [{ type: 'text', text: sentence, version: 1 }],
    })),
  },
})

const { docs: media } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
const image = media[0].id
const started = Date.now()
for (let i = 0; i < extra; i++) {
  const kind = i % 10
  if (kind < 6) {
    await payload.create({
      collection: 'posts',
      context,
      data: {
        title: `${title()} ${i}`,
        slug: `bench-post-${i}`,
        excerpt: passage(25),
        heroImage: image,
        content: richText(passage(300 + Math.floor(random() * 300))) as never,
        _status: 'published',
      },
    })
  } else if (kind < 9) {
    await payload.create({
      collection: 'faqs',
      context,
      data: { question: `${title()}?`, answer: passage(60 + Math.floor(random() * 60)) },
    })
  } else {
    await payload.create({
      collection: 'services',
      context,
      data: {
        title: `${title()} ${i}`,
        slug: `bench-service-${i}`,
        summary: passage(30),
        image,
        details: [{ item: passage(8) }, { item: passage(8) }],
        body: richText(passage(250)) as never,
      },
    })
  }
}
const seedMs = Date.now() - started
// The server starts after this and reads everything from the database: the change log these
// writes left is not needed (and would make its first poll rebuild the index).
await payload.delete({ collection: 'change-log', where: { id: { exists: true } } })

// Started with `node --expose-gc --import tsx`: without a real collection the figure would count
// garbage.
const { gc } = globalThis as { gc?: () => void }
if (!gc) throw new Error('Run with node --expose-gc')
const heap = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

// Every search computed, none answered from the index's cache of repeated searches (read when an
// index is made).
process.env.SEARCH_CACHE_SIZE = '0'
const buildTimes: number[] = []
let index = null as Awaited<ReturnType<typeof buildSearchIndex>> | null
const before = heap()
for (let run = 0; run < 3; run++) {
  index = null
  const t = performance.now()
  index = await buildSearchIndex(payload)
  buildTimes.push(performance.now() - t)
}
const held = heap() - before

const searchTimes: number[] = []
for (let round = 0; round < 50; round++) {
  for (const q of QUERIES.flatMap((group) => group.queries)) {
    const t = performance.now()
    index!.search(q, 8)
    searchTimes.push(performance.now() - t)
  }
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const at = (values: number[], p: number) => sorted(values)[Math.floor((values.length - 1) * p)]

console.log(
  JSON.stringify({
    extra,
    seedMs,
    documents: index!.size,
    buildMs: at(buildTimes, 0.5),
    buildRuns: buildTimes.map(Math.round),
    indexMB: held / 1024 / 1024,
    searchP50: at(searchTimes, 0.5),
    searchP95: at(searchTimes, 0.95),
    searchP99: at(searchTimes, 0.99),
  }),
)
await payload.destroy()
process.exit(0)
