/**
 * For scripts/bench/redirects.mjs: adds `--redirects=N` redirects (999 by default) to the seeded
 * database DATABASE_URI names, through the Local API and the collection's hooks, as an owner
 * moving an old site over would: old addresses (`/old-site/page-N.html`) to pages of this site,
 * one in five to a blog post by reference. Prints one line of JSON: how many, and how long it took.
 * Run with `node node_modules/tsx/dist/cli.mjs scripts/bench/redirects-seed.ts --redirects=N`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const total = option('redirects', 999)
const concurrency = option('concurrency', 4)

const payload = await getPayload({ config })
const context = { disableRevalidate: true }
const posts = (
  await payload.find({ collection: 'posts', depth: 0, pagination: false, select: { slug: true } })
).docs.map((post) => post.id)
const PATHS = ['/services/chinking', '/portfolio', '/contact', '/faq', '/blog', '/service-areas']

const started = Date.now()
let next = 0
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let i = next++; i < total; i = next++) {
      await payload.create({
        collection: 'redirects',
        context,
        data: {
          from: `/old-site/page-${i}.html`,
          to:
            i % 5 === 0 && posts.length
              ? {
                  type: 'reference',
                  reference: { relationTo: 'posts', value: posts[i % posts.length] },
                }
              : { type: 'custom', url: PATHS[i % PATHS.length] },
          type: '301',
        },
      })
    }
  }),
)
console.log(JSON.stringify({ redirects: total, ms: Date.now() - started }))
process.exit(0)
