import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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

const visibleToVisitors = async (id: number) =>
  (
    await payload.find({
      collection: 'posts',
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
