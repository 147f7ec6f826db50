import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let imageId: number

const body = {
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: [{ type: 'text', text: 'Stain before the first snow.', version: 1 }],
      },
    ],
  },
} as const

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  const file = await makeImage(64, 48)
  imageId = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Test' },
      file: { data: file, mimetype: 'image/png', name: 'cover.png', size: file.length },
    })
  ).id
})

afterAll(async () => {
  await ctx?.cleanup()
})

const visibleToVisitors = async (
  id: number,
  collection: 'posts' | 'portfolio' | 'pages' = 'posts',
) =>
  (
    await payload.find({
      collection,
      where: { id: { equals: id } },
      overrideAccess: false,
    })
  ).totalDocs === 1

describe('scheduled publishing', () => {
  it('publishes a draft post when its scheduled time has come and the jobs run', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Fall staining window',
        slug: 'fall-staining-window',
        excerpt: 'When to stain.',
        heroImage: imageId,
        content: body as never,
        _status: 'draft',
      },
    })
    expect(await visibleToVisitors(post.id)).toBe(false)

    // What the studio's "Schedule publish" queues.
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(Date.now() + 60_000),
    })
    await payload.jobs.run()
    expect(await visibleToVisitors(post.id)).toBe(false) // not yet

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.run()
    expect(await visibleToVisitors(post.id)).toBe(true)
    const published = await payload.findByID({ collection: 'posts', id: post.id })
    expect(published.publishedAt).toBeTruthy()
  })

  it('keeps the published version public while a newer draft is being edited', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Chinking season',
        slug: 'chinking-season',
        excerpt: 'Published text.',
        heroImage: imageId,
        content: body as never,
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      draft: true,
      data: { excerpt: 'Unpublished draft text.' },
    })
    const publicView = await payload.findByID({
      collection: 'posts',
      id: post.id,
      overrideAccess: false,
    })
    expect(publicView.excerpt).toBe('Published text.')
    const draftView = await payload.findByID({ collection: 'posts', id: post.id, draft: true })
    expect(draftView.excerpt).toBe('Unpublished draft text.')
  })
})

describe('a publish date ahead (issue 40)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const goLiveJobs = async (id: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: {
          and: [{ taskSlug: { equals: 'goLive' } }, { 'input.id': { equals: String(id) } }],
        },
        depth: 0,
      })
    ).docs as unknown as Array<{ waitUntil: string; queue: string; completedAt?: string | null }>

  it('keeps a published post from visitors until its date, and queues its moment', async () => {
    const at = new Date(Date.now() + 60 * 60_000)
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'First frost',
        slug: 'first-frost',
        excerpt: 'Soon.',
        heroImage: imageId,
        content: body as never,
        publishedAt: at.toISOString(),
        _status: 'published',
      },
    })
    expect(await visibleToVisitors(post.id)).toBe(false)
    // Signed-in readers (the studio, its preview) see it.
    const signedIn = await payload.find({
      collection: 'posts',
      where: { id: { equals: post.id } },
      overrideAccess: false,
      user: await payload.create({
        collection: 'users',
        data: {
          email: 'editor@example.com',
          password: 'correct horse battery',
          name: 'Editor',
          role: 'editor',
        },
      }),
    })
    expect(signedIn.totalDocs).toBe(1)

    const jobs = await goLiveJobs(post.id)
    expect(jobs.map((job) => [Date.parse(job.waitUntil), job.queue])).toEqual([
      [at.getTime(), 'publishing'],
    ])
    // Saved again with the same date: no second job. A new date: one for it.
    await payload.update({ collection: 'posts', id: post.id, data: { excerpt: 'Sooner.' } })
    expect(await goLiveJobs(post.id)).toHaveLength(1)
    const later = new Date(at.getTime() + 60_000)
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { publishedAt: later.toISOString() },
    })
    expect((await goLiveJobs(post.id)).map((job) => Date.parse(job.waitUntil)).sort()).toEqual([
      at.getTime(),
      later.getTime(),
    ])

    // Its moment: visitors see it, and the job tells every process (the change log).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(later.getTime() + 1000)
    expect(await visibleToVisitors(post.id)).toBe(true)
    await payload.jobs.run({ queue: 'publishing' })
    const changes = await payload.find({
      collection: 'change-log',
      where: { createdAt: { greater_than_equal: new Date(later).toISOString() } },
      depth: 0,
    })
    expect(changes.docs.map((change) => change.target).sort()).toEqual([
      'posts',
      'posts',
      'site',
      'site',
    ])
  })

  it('queues nothing for a draft, or a post dated in the past', async () => {
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'A draft with a date',
        slug: 'a-draft-with-a-date',
        publishedAt: new Date(Date.now() + 60 * 60_000).toISOString(),
        _status: 'draft',
      },
    })
    const past = await payload.create({
      collection: 'posts',
      data: {
        title: 'Last spring',
        slug: 'last-spring',
        excerpt: 'Then.',
        heroImage: imageId,
        content: body as never,
        publishedAt: '2025-04-01T15:00:00.000Z',
        _status: 'published',
      },
    })
    expect(await goLiveJobs(draft.id)).toEqual([])
    expect(await goLiveJobs(past.id)).toEqual([])
    expect(await visibleToVisitors(past.id)).toBe(true)
  })

  it('keeps projects and pages with a date ahead from visitors too', async () => {
    const at = new Date(Date.now() + 60 * 60_000).toISOString()
    const project = await payload.create({
      collection: 'portfolio',
      data: {
        title: 'Ridge cabin',
        slug: 'ridge-cabin',
        summary: 'Soon.',
        location: 'Fairplay, CO',
        beforeImage: imageId,
        afterImage: imageId,
        writeUp: body as never,
        publishedAt: at,
        _status: 'published',
      } as never,
    })
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Winter hours', slug: 'winter-hours', publishedAt: at, _status: 'published' },
    })
    expect(await visibleToVisitors(project.id, 'portfolio')).toBe(false)
    expect(await visibleToVisitors(page.id, 'pages')).toBe(false)
  })
})
