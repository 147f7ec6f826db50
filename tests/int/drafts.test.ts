import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The drafted collections validate drafts (so the studio's "Create New" stores nothing until the
 * owner saves: Payload makes an empty draft at once only when drafts are not validated), yet a
 * draft still needs only its title; everything else is checked when the document is published.
 */
let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.cleanup()
})

const fieldsIn = async (write: Promise<unknown>) => {
  const error = (await write.then(
    () => null,
    (e: unknown) => e,
  )) as { data?: { errors?: { path: string }[] } } | null
  expect(error, 'the write should have been refused').not.toBeNull()
  return (error!.data?.errors ?? []).map((e) => e.path).sort()
}

describe('drafts of posts, pages and projects', () => {
  it('Payload takes the create view at its word: drafts are validated, autosave stays on', () => {
    for (const slug of ['posts', 'pages', 'portfolio'] as const) {
      const drafts = payload.collections[slug].config.versions?.drafts
      expect(drafts && drafts.validate, slug).toBe(true)
      expect(drafts && drafts.autosave, slug).toBeTruthy()
    }
  })

  it('a draft needs only its title', async () => {
    expect(
      await fieldsIn(payload.create({ collection: 'portfolio', draft: true, data: {} as never })),
    ).toEqual(['title'])
    const project = await payload.create({
      collection: 'portfolio',
      draft: true,
      data: { title: 'Cabin on the Blue River' } as never,
    })
    expect(project._status).toBe('draft')
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Half a post' } as never,
    })
    // Autosave of the draft, the title emptied: refused; anything else missing: kept.
    expect(
      await fieldsIn(
        payload.update({ collection: 'posts', id: post.id, draft: true, data: { title: '' } }),
      ),
    ).toEqual(['title'])
    const saved = await payload.update({
      collection: 'posts',
      id: post.id,
      draft: true,
      autosave: true,
      data: { excerpt: 'Still writing.' },
    })
    expect(saved.excerpt).toBe('Still writing.')
  })

  it('publishing checks every required field, nested ones too', async () => {
    const project = await payload.create({
      collection: 'portfolio',
      draft: true,
      data: { title: 'Barn in Salida', gallery: [{ caption: 'No photo yet' }] } as never,
    })
    expect(
      await fieldsIn(
        payload.update({
          collection: 'portfolio',
          id: project.id,
          data: { _status: 'published' },
        }),
      ),
    ).toEqual(['afterImage', 'beforeImage', 'gallery.0.image', 'location', 'summary', 'writeUp'])
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Gift cards', layout: [{ blockType: 'cta' }] } as never,
    })
    const paths = await fieldsIn(
      payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } }),
    )
    expect(paths.length).toBeGreaterThan(0)
    expect(paths.every((path) => path.startsWith('layout.0.'))).toBe(true)
  })
})
