import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import readline from 'node:readline'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The site search on a real database: the index follows the studio's changes at once, shows only
 * what visitors may read, equals a rebuild from the database, and converges across two server
 * processes on one database. Then GET /api/search and /api/random-suggestions through their
 * handlers.
 */
process.env.SEARCH_RATE_LIMIT = '1000/60'
const { searchSite } = await import('@/features/search/server')
const { flushSearchLog } = await import('@/features/search/server/log')
const { buildSearchIndex, getSearchIndex } = await import('@/features/search/server/sync')
const { pollChanges, stopWatchingChanges: stopSearchSync } =
  await import('@/lib/revalidation/changeLog')
const { handleRandomSuggestions, handleSearchRequest } =
  await import('@/features/search/server/handlers')
const { createRateLimiter } = await import('@/lib/rate-limit')

let ctx: TestPayload
let payload: Payload
let imageId: number | string

const richText = (text: string) =>
  ({
    root: {
      type: 'root',
      direction: null,
      format: '',
      indent: 0,
      version: 1,
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
    },
  }) as never

const ids = async (q: string) => (await searchSite(payload, q, 20)).suggestions.map((s) => s.id)
const titles = async (q: string) =>
  (await searchSite(payload, q, 20)).suggestions.map((s) => s.title)

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')

const newPost = (title: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'posts',
    data: {
      title,
      slug: slugOf(title),
      excerpt: `${title}: what to know.`,
      heroImage: imageId as number,
      content: richText('Body text about logs.'),
      _status: 'published',
      ...extra,
    },
  })

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  const file = await makeImage(640, 480)
  imageId = (
    await payload.create({
      collection: 'media',
      data: { alt: 'A log home' },
      file: { data: file, mimetype: 'image/png', name: 'cabin.png', size: file.length },
    })
  ).id
  await getSearchIndex(payload)
})

afterAll(async () => {
  stopSearchSync()
  await ctx?.cleanup()
})

describe('the index follows the studio', () => {
  it('a published post appears at once; an edit, an unpublish and a delete follow', async () => {
    const post = await newPost('Winter Chinking Checklist')
    expect(await titles('chinking checklist')).toEqual(['Winter Chinking Checklist'])

    const [suggestion] = (await searchSite(payload, 'winter chinking', 5)).suggestions
    expect(suggestion).toMatchObject({
      id: `posts-${post.id}`,
      type: 'blog',
      category: 'Blog Post',
      slug: post.slug,
      path: `/blog/${post.slug}`,
      description: 'Winter Chinking Checklist: what to know.',
    })
    // The 400 px thumbnail, not the original upload, and the 200 px one for a small screen.
    expect(suggestion.image).toMatch(/^\/api\/media\/file\/cabin-400x300\.webp$/)
    expect(suggestion.picture?.srcSet).toMatch(
      /cabin-200x150\.webp 200w, \S+cabin-400x300\.webp 400w$/,
    )

    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'Spring Chinking Checklist' },
    })
    expect(await titles('chinking checklist')).toEqual(['Spring Chinking Checklist'])
    expect(await titles('spring')).toEqual(['Spring Chinking Checklist'])

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    expect(await ids('chinking checklist')).toEqual([])

    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'published' } })
    expect(await ids('chinking checklist')).toEqual([`posts-${post.id}`])

    await payload.delete({ collection: 'posts', id: post.id })
    expect(await ids('chinking checklist')).toEqual([])
  })

  it('a draft never appears, nor the draft edits of a published post', async () => {
    await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Secret Draft About Borate',
        slug: 'secret-draft',
        excerpt: 'Not ready.',
        heroImage: imageId as number,
        content: richText('Draft.'),
        _status: 'draft',
      },
    })
    expect(await ids('borate')).toEqual([])

    const published = await newPost('Deck Oil Basics')
    // What the studio's autosave does while the owner types: a new draft version only.
    await payload.update({
      collection: 'posts',
      id: published.id,
      draft: true,
      autosave: true,
      data: { title: 'Deck Oil Basics With Unreleased Tannin Notes' },
    })
    expect(await ids('tannin')).toEqual([])
    expect(await titles('deck oil')).toEqual(['Deck Oil Basics'])
  })

  it('a scheduled post appears only once its publish job has run', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Scheduled Sealant Story',
        slug: 'scheduled-sealant-story',
        excerpt: 'Soon.',
        heroImage: imageId as number,
        content: richText('Soon.'),
        _status: 'draft',
      },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(Date.now() + 60_000),
    })
    await payload.jobs.run()
    expect(await ids('sealant story')).toEqual([])

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run()
    expect(await ids('sealant story')).toEqual([`posts-${post.id}`])
  })

  it('a post published with a date ahead enters the index at its moment, through the change log', async () => {
    const at = Date.now() + 2000
    const post = await newPost('Frostline Fascia Story', {
      publishedAt: new Date(at).toISOString(),
    })
    expect(await ids('frostline fascia')).toEqual([])
    // The index a process builds afresh leaves it out too.
    expect((await buildSearchIndex(payload)).get(`posts-${post.id}`)).toBeUndefined()
    // Its job is not due yet: nothing changes.
    await payload.jobs.run({ queue: 'publishing' })
    await pollChanges(payload)
    expect(await ids('frostline fascia')).toEqual([])

    await new Promise((resolve) => setTimeout(resolve, at - Date.now() + 100))
    await payload.jobs.run({ queue: 'publishing' })
    await pollChanges(payload)
    expect(await ids('frostline fascia')).toEqual([`posts-${post.id}`])
  })

  it('services, areas, cities and FAQ answers are pages with their own path and category', async () => {
    const service = await payload.create({
      collection: 'services',
      data: {
        title: 'Log Sauna Refinishing',
        slug: 'log-sauna-refinishing',
        summary: 'Saunas too.',
        image: imageId as number,
      },
    })
    const county = await payload.create({
      collection: 'counties',
      data: {
        name: 'Lake County',
        slug: 'lake-county',
        seat: 'Leadville',
        elevation: 10152,
        towns: [{ name: 'Twin Lakes' }],
        summary: 'The highest county seat in the country.',
      },
    })
    const city = await payload.create({
      collection: 'cities',
      data: {
        name: 'Leadville',
        slug: 'leadville',
        summary: 'Old mining town.',
        county: county.id,
      },
    })
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'Do you work on saunas?', answer: 'Yes, log saunas and sheds.' },
    })

    const find = async (q: string, id: string) =>
      (await searchSite(payload, q, 20)).suggestions.find((s) => s.id === id)
    expect(await find('sauna refinishing', `services-${service.id}`)).toMatchObject({
      type: 'page',
      category: 'Service',
      path: `/services/${service.slug}`,
    })
    // Found by one of its towns, misspelled.
    expect(await find('twin lakse', `counties-${county.id}`)).toMatchObject({
      type: 'page',
      category: 'Service Area',
      path: '/counties/lake-county',
    })
    expect(await find('leadville', `cities-${city.id}`)).toMatchObject({
      type: 'page',
      category: 'City',
      path: '/cities#city-leadville',
    })
    await payload.update({ collection: 'cities', id: city.id, data: { hasPage: true } })
    expect(await find('leadville', `cities-${city.id}`)).toMatchObject({
      path: '/cities/leadville-log-home-restoration',
    })
    expect(await find('saunas', `faqs-${faq.id}`)).toMatchObject({
      type: 'page',
      category: 'FAQ',
      title: 'Do you work on saunas?',
      path: `/faq#faq-${faq.id}`,
      image: null,
    })
  })

  it('the live index holds exactly what a rebuild from the database holds', async () => {
    const live = await getSearchIndex(payload)
    const rebuilt = await buildSearchIndex(payload)
    const all = (index: typeof live) =>
      ['pages', 'posts', 'portfolio', 'services', 'counties', 'cities', 'faqs']
        .flatMap((collection) => index.sample(collection as 'posts', 10_000))
        .sort((a, b) => a.id.localeCompare(b.id))
    expect(rebuilt.size).toBe(live.size)
    expect(all(rebuilt)).toEqual(all(live))
  })
})

describe('two server processes on one database', () => {
  let peer: ChildProcessWithoutNullStreams
  const waiting: Array<(value: Record<string, unknown>) => void> = []

  const ask = (command: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve) => {
      waiting.push(resolve)
      peer.stdin.write(`${JSON.stringify(command)}\n`)
    })
  const peerIds = async (q: string) => (await ask({ cmd: 'search', q })).ids as string[]

  beforeAll(async () => {
    peer = spawn(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'tests/helpers/search-peer.ts'],
      {
        env: { ...process.env, SEARCH_POLL_MS: '500' },
      },
    )
    peer.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    const ready = new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve))
    readline.createInterface({ input: peer.stdout }).on('line', (line) => {
      if (line.startsWith('@peer ')) waiting.shift()?.(JSON.parse(line.slice(6)))
    })
    expect(await ready).toMatchObject({ ready: true })
  })

  afterAll(() => {
    peer?.stdin.end()
  })

  it('a change made through one process reaches the other within seconds, both ways', async () => {
    // Made here: the peer finds it once its poll has read the change.
    const service = await payload.create({
      collection: 'services',
      data: {
        title: 'Cupola Repair',
        slug: 'cupola-repair',
        summary: 'Small roofs.',
        image: imageId as number,
      },
    })
    await expect
      .poll(() => peerIds('cupola'), { timeout: 5000, interval: 200 })
      .toEqual([`services-${service.id}`])

    // Made through the peer: this process finds it by polling the change log too.
    const made = await ask({
      cmd: 'create',
      collection: 'faqs',
      data: { question: 'Can you match a pinecone colour?', answer: 'Yes.' },
    })
    const faqId = `faqs-${made.id}`
    await expect.poll(() => ids('pinecone'), { timeout: 5000, interval: 200 }).toEqual([faqId])
    // Without waiting for the timer: one poll reads it.
    await ask({ cmd: 'update', collection: 'faqs', id: made.id, data: { question: 'Pine cone?' } })
    await expect
      .poll(async () => (await pollChanges(payload), titles('pine cone')), { timeout: 5000 })
      .toEqual(['Pine cone?'])

    await ask({ cmd: 'delete', collection: 'faqs', id: made.id })
    await expect.poll(() => ids('pine cone'), { timeout: 5000, interval: 200 }).toEqual([])

    await payload.delete({ collection: 'services', id: service.id })
    await expect.poll(() => peerIds('cupola'), { timeout: 5000, interval: 200 }).toEqual([])
  })
})

describe('GET /api/search', () => {
  const limiter = createRateLimiter({ name: 'search-test', limit: 1000, windowMs: 60_000 })
  const get = (q: string, headers: Record<string, string> = {}) =>
    handleSearchRequest(
      new Request(`http://127.0.0.1:3000/api/search?q=${encodeURIComponent(q)}`, { headers }),
      { payload, limiter },
    )

  it('answers count and suggestions; under two characters, an empty answer', async () => {
    await newPost('Media Blasting Myths')
    const response = await get('media blastng')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body.count).toBe(1)
    // The fields spec section 7 reads, and the picture's small sizes for a srcset.
    expect(Object.keys(body.suggestions[0]).sort()).toEqual(
      ['category', 'description', 'id', 'image', 'path', 'picture', 'slug', 'title', 'type'].sort(),
    )
    expect(await (await get('m')).json()).toEqual({ count: 0, suggestions: [] })
    expect(await (await get('  \u0000 ')).json()).toEqual({ count: 0, suggestions: [] })
  })

  it('odd or hostile input gets a clean answer, never a 500', async () => {
    const inputs = [
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '{"$gt": ""}',
      'media\u0000blasting\u202e',
      '🪵🪵🪵 cabin',
      'ｍｅｄｉａ ｂｌａｓｔｉｎｇ',
      '../../etc/passwd',
      'a'.repeat(199),
      '((((((((((',
      'AND OR NOT * ~ ^ |',
    ]
    for (const q of inputs) {
      const response = await get(q)
      expect(response.status, q).toBe(200)
      const body = await response.json()
      expect(body.suggestions, q).toBeInstanceOf(Array)
    }
    // Full-width letters are the same words.
    expect((await (await get('ｍｅｄｉａ ｂｌａｓｔｉｎｇ')).json()).count).toBe(1)

    const long = await get('x'.repeat(201))
    expect(long.status).toBe(422)
    expect((await long.json()).error).toBe('Search text must be at most 200 characters')
  })

  it('limits each address, with Retry-After', async () => {
    const strict = createRateLimiter({ name: 'search-test-strict', limit: 2, windowMs: 60_000 })
    const from = (address: string) =>
      handleSearchRequest(
        new Request('http://127.0.0.1:3000/api/search?q=logs', {
          headers: { 'x-forwarded-for': address },
        }),
        { payload, limiter: strict },
      )
    expect((await from('203.0.113.9')).status).toBe(200)
    expect((await from('203.0.113.9')).status).toBe(200)
    const limited = await from('203.0.113.9')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await from('198.51.100.4')).status).toBe(200)
  })

  it('records each search with its result count and time, and nothing about the visitor', async () => {
    await flushSearchLog() // what the tests above searched
    await payload.delete({ collection: 'search-queries', where: { id: { exists: true } } })
    await get('shutters', { 'x-forwarded-for': '203.0.113.50', 'user-agent': 'Phone' })
    await get('shutters')
    await get('Media Blasting')
    await flushSearchLog()
    const { docs } = await payload.find({
      collection: 'search-queries',
      where: { query: { in: ['shutters', 'media blasting'] } },
      sort: 'query',
    })
    expect(
      docs.map(({ query, results, searches, source }) => ({ query, results, searches, source })),
    ).toEqual([
      { query: 'media blasting', results: 1, searches: 1, source: 'box' },
      { query: 'shutters', results: 0, searches: 2, source: 'box' },
    ])
    expect(Date.parse(docs[0].createdAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(JSON.stringify(docs)).not.toMatch(/203\.0\.113|Phone/)
  })
})

describe('GET /api/random-suggestions', () => {
  it('gives published blog posts and projects with their pictures, never a draft', async () => {
    const project = await payload.create({
      collection: 'portfolio',
      data: {
        title: 'Cabin on the Ridge',
        slug: 'cabin-on-the-ridge',
        summary: 'Stripped and restained.',
        beforeImage: imageId as number,
        afterImage: imageId as number,
        writeUp: richText('Three weeks of work.'),
        location: 'Alma, CO',
        _status: 'published',
      },
    })
    const response = await handleRandomSuggestions({ payload })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.success).toBe(true)
    expect(body.data.blogs.length).toBeGreaterThan(0)
    expect(body.data.blogs.length).toBeLessThanOrEqual(3)
    for (const blog of body.data.blogs) {
      expect(blog).toMatchObject({ type: 'blog', image: expect.stringMatching(/^\/api\/media/) })
      expect(blog.title).not.toMatch(/Secret Draft/)
    }
    expect(body.data.portfolio).toEqual([
      {
        id: `portfolio-${project.id}`,
        slug: 'cabin-on-the-ridge',
        title: 'Cabin on the Ridge',
        type: 'portfolio',
        description: 'Stripped and restained.',
        // The 3:2 sizes the 640x480 upload could fill (not the 768x512 one, which it cannot).
        beforeImage: expect.stringMatching(/-480x320\.webp$/),
        afterImage: expect.stringMatching(/-480x320\.webp$/),
        beforePicture: expect.objectContaining({
          srcSet: expect.stringMatching(/^\/api\/media\/file\/[^ ]+-480x320\.webp 480w$/),
          avifSrcSet: expect.stringMatching(/-480x320\.avif 480w$/),
          width: 480,
          height: 320,
        }),
        afterPicture: expect.objectContaining({ srcSet: expect.stringMatching(/480w$/) }),
      },
    ])
  })
})
