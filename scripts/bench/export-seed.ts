/**
 * For scripts/bench/export.mjs: adds `--leads=N` leads (100,000 by default) to the seeded
 * database DATABASE_URI names, through the Local API: names, contacts, statuses and sources
 * spread like a real desk's, created over the last two years, some with a description over
 * several lines, a few notes and photos. Prints one line of JSON: how many, and how long it took.
 * Run with `node node_modules/tsx/dist/cli.mjs scripts/bench/export-seed.ts --leads=N`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { makeImage } from '../../tests/helpers/files'

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const total = option('leads', 100_000)
// SQLite takes one writer at a time; a few creates in flight keep it busy while the next ones
// are validated and run through their hooks.
const concurrency = option('concurrency', 8)

const payload = await getPayload({ config })
const context = { disableRevalidate: true }

// A deterministic random stream, so every run writes the same leads.
let seed = 7
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]

const FIRST = ['Pat', 'Sam', 'Alex', 'Jordan', 'Casey', 'Riley', 'Zoë', 'José', 'Mary-Kate', 'Lee']
const LAST = ['Homeowner', 'García', 'O’Brien', 'Nguyen', 'Smith', 'Johnson', 'Müller', 'Baker']
const TOWNS = ['Fairplay, CO', 'Bailey, CO', 'Conifer, CO', 'Evergreen, CO', 'Westcliffe, CO']
// Weighted like a desk: most leads are new or contacted, few are won or lost.
const STATUSES = ['new', 'new', 'new', 'contacted', 'contacted', 'quoted', 'won', 'lost'] as const
const SOURCES = ['calculator', 'calculator', 'chat', 'contact', 'phone'] as const
const SERVICES = ['basic', 'detailed', 'full', 'new'] as const
const TEXT = [
  'South wall is grey and checking.',
  'Chinking gaps on the gable, "about 40 feet".',
  'Deck railings need sanding, then stain.',
  'Bought the house last year; no idea when it was last sealed.',
  '=SUM(1,2) typed by a curious visitor',
]

// A few real photos to link: the hasMany upload is read with every lead.
const files: number[] = []
for (let i = 0; i < 5; i++) {
  const file = await payload.create({
    collection: 'lead-files',
    context,
    data: { alt: `Bench photo ${i}`, kind: 'image' },
    file: {
      data: await makeImage(40, 30),
      mimetype: 'image/png',
      name: `bench-${i}.png`,
      size: 0,
    },
  })
  files.push(file.id)
}

const now = Date.now()
const TWO_YEARS = 2 * 365 * 24 * 3600 * 1000
const lead = (i: number) => {
  const first = pick(FIRST)
  const last = pick(LAST)
  const feet = 800 + Math.floor(random() * 3200)
  const extras = random()
  return {
    name: `${first} ${last}`,
    email: `lead${i}@example.com`,
    phone: random() < 0.2 ? '+1 719 555 0100' : '(719) 555-0100',
    status: pick(STATUSES),
    source: pick(SOURCES),
    serviceType: pick(SERVICES),
    squareFootage: feet,
    propertyAge: `${5 + Math.floor(random() * 40)} years`,
    location: pick(TOWNS),
    estimate: Math.round(feet * 5),
    aiEstimate: random() < 0.3 ? Math.round(feet * 5.5) : undefined,
    description: extras < 0.5 ? `${pick(TEXT)}\n${pick(TEXT)}` : pick(TEXT),
    notes:
      extras < 0.3
        ? [
            { kind: 'note' as const, note: 'Called, left a message.', authorName: 'Sam' },
            { kind: 'note' as const, note: 'Visit booked.', authorName: 'Alex' },
          ]
        : [],
    media: extras > 0.8 ? [pick(files), pick(files)] : [],
    createdAt: new Date(now - Math.floor(random() * TWO_YEARS)).toISOString(),
  }
}

const started = Date.now()
let next = 0
let done = 0
const worker = async () => {
  while (next < total) {
    const i = next++
    await payload.create({
      collection: 'leads',
      context,
      depth: 0,
      // One row and its arrays: a transaction per lead only makes the writers wait on each other.
      disableTransaction: true,
      data: lead(i),
    })
    done++
    if (done % 10_000 === 0) {
      console.error(`[bench] ${done} leads in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker))
const seedMs = Date.now() - started

const { totalDocs } = await payload.count({ collection: 'leads' })
console.log(JSON.stringify({ leads: totalDocs, created: total, seedMs, concurrency }))
await payload.destroy()
process.exit(0)
