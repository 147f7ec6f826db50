import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTable, readRedirects } from '@/features/redirects/server/table'
import { findRedirect } from '@/lib/redirects/match'
import { serverUrl } from '@/lib/site/urls'

import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let imageId: number

const content = {
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
        children: [{ type: 'text', text: 'Chink before winter.', version: 1 }],
      },
    ],
  },
} as const

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  const file = await makeImage(32, 24)
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

const post = (slug: string, status: 'published' | 'draft' = 'published') =>
  payload.create({
    collection: 'posts',
    data: {
      title: slug,
      slug,
      excerpt: 'x',
      heroImage: imageId,
      content: content as never,
      _status: status,
    },
  })

/** Where the server would send a request for `url` now (the table as loaded after a change). */
const redirected = async (url: string) =>
  findRedirect(buildTable(await readRedirects(payload)), url)

const redirect = (from: string, url: string) =>
  payload.create({
    collection: 'redirects',
    data: { from, to: { type: 'custom', url }, type: '301' },
  })

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => null,
    (e: unknown) => e,
  )) as { data?: { errors?: { path: string; message: string }[] } } | null
  expect(error, 'the save was refused').not.toBeNull()
  return error?.data?.errors?.[0] ?? { path: '', message: String(error) }
}

const fromOf = async (from: string) =>
  (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 }))
    .docs[0]

describe('a published document renamed', () => {
  it('leaves a 301 from its old address to its new one, which follows later renames', async () => {
    const doc = await post('stain-colors')
    await payload.update({ collection: 'posts', id: doc.id, data: { slug: 'stain-colours' } })
    expect(await redirected('/blog/stain-colors')).toEqual({
      location: '/blog/stain-colours',
      status: 301,
    })
    expect((await fromOf('/blog/stain-colors'))?.note).toMatch(/renamed/)

    // Renamed again: both old addresses lead to the newest one (the chain collapses).
    await payload.update({ collection: 'posts', id: doc.id, data: { slug: 'stain-colours-2026' } })
    expect((await redirected('/blog/stain-colors'))?.location).toBe('/blog/stain-colours-2026')
    expect((await redirected('/blog/stain-colours?ref=mail'))?.location).toBe(
      '/blog/stain-colours-2026?ref=mail',
    )

    // Renamed back: the live page wins over the redirect at its address.
    await payload.update({ collection: 'posts', id: doc.id, data: { slug: 'stain-colors' } })
    expect(await redirected('/blog/stain-colors')).toBeNull()
    expect(await fromOf('/blog/stain-colors')).toBeUndefined()
    expect((await redirected('/blog/stain-colours-2026'))?.location).toBe('/blog/stain-colors')
  })

  it('a new slug saved as a draft redirects nothing until it is published', async () => {
    const doc = await post('draft-rename')
    await payload.update({
      collection: 'posts',
      id: doc.id,
      draft: true,
      data: { slug: 'draft-renamed', _status: 'draft' },
    })
    expect(await redirected('/blog/draft-rename')).toBeNull()
    await payload.update({
      collection: 'posts',
      id: doc.id,
      data: { slug: 'draft-renamed', _status: 'published' },
    })
    expect((await redirected('/blog/draft-rename'))?.location).toBe('/blog/draft-renamed')
  })

  it('a county (no drafts) renamed redirects too; an unpublished post renamed does not', async () => {
    const county = await payload.create({
      collection: 'counties',
      data: { name: 'Zeta', slug: 'zeta-county', seat: 'Zeta', elevation: 8000, summary: 'x' },
    })
    await payload.update({ collection: 'counties', id: county.id, data: { slug: 'zeta' } })
    expect((await redirected('/counties/zeta-county'))?.location).toBe('/counties/zeta')

    const draft = await post('never-shown', 'draft')
    await payload.update({ collection: 'posts', id: draft.id, data: { slug: 'still-hidden' } })
    expect(await redirected('/blog/never-shown')).toBeNull()
  })
})

describe('unpublished or deleted', () => {
  it('unpublished: its address leads to the blog (302); published again, the page wins', async () => {
    const doc = await post('seasonal-offer')
    await payload.update({ collection: 'posts', id: doc.id, data: { _status: 'draft' } })
    expect(await redirected('/blog/seasonal-offer')).toEqual({ location: '/blog', status: 302 })
    await payload.update({ collection: 'posts', id: doc.id, data: { _status: 'published' } })
    expect(await redirected('/blog/seasonal-offer')).toBeNull()
  })

  it('deleted: its address and the redirects that led to it lead to the blog (301)', async () => {
    const doc = await post('old-news')
    await payload.update({ collection: 'posts', id: doc.id, data: { slug: 'older-news' } })
    await payload.delete({ collection: 'posts', id: doc.id })
    expect(await redirected('/blog/older-news')).toEqual({ location: '/blog', status: 301 })
    expect(await redirected('/blog/old-news')).toEqual({ location: '/blog', status: 301 })
  })
})

describe('the owner’s redirects', () => {
  it('a chain collapses both ways: A→B then B→C gives A→C, and Z→A gives Z→C', async () => {
    await redirect('/chain-a', '/chain-b')
    await redirect('/chain-b', '/chain-c')
    expect((await fromOf('/chain-a'))?.to?.url).toBe('/chain-c')
    await redirect('/chain-z', '/chain-a')
    expect((await fromOf('/chain-z'))?.to?.url).toBe('/chain-c')
    const table = buildTable(await readRedirects(payload))
    for (const from of ['/chain-a', '/chain-b', '/chain-z']) {
      expect(findRedirect(table, from)?.location).toBe('/chain-c')
    }
  })

  it('refuses loops, and a redirect to its own address', async () => {
    await redirect('/loop-a', '/loop-b')
    const loop = await refusal(redirect('/loop-b', '/loop-a'))
    expect(loop.path).toBe('to.url')
    expect(loop.message).toMatch(/back to \/loop-b/)
    expect((await refusal(redirect('/self', '/self/'))).message).toMatch(/back to \/self/)
    expect(await fromOf('/loop-b')).toBeUndefined()
  })

  it('refuses addresses away from the site, and keeps the site’s own full address as a path', async () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'mailto:owner@example.com',
      'blog/no-slash',
      '/api/users',
    ]) {
      const error = await refusal(redirect(`/off-${url.length}`, url))
      expect(error.path, url).toBe('to.url')
    }
    expect((await refusal(redirect('https://evil.example/from', '/blog'))).path).toBe('from')
    const own = await redirect(`${serverUrl()}/Old%20Page/`, `${serverUrl()}/contact?from=old`)
    expect(own.from).toBe('/Old%20Page')
    expect(own.to?.url).toBe('/contact?from=old')
    expect((await redirected('/Old%20Page/?x=1'))?.location).toBe('/contact?from=old&x=1')
  })

  it('refuses a target that is another site once resolved or decoded, and never sends a stored one', async () => {
    for (const url of [
      '/.//evil.example/phish',
      '/%2F%2Fevil.example/phish',
      '/%5Cevil.example',
      '/.%2F/evil.example',
      '/%09/evil.example',
      '/\t/evil.example',
      '/.\n//evil.example',
    ]) {
      const error = await refusal(redirect(`/decoded-off-${url.length}`, url))
      expect(error.path, url).toBe('to.url')
    }
    // One saved before the check (written here around the studio's hooks) is left out of the table.
    const saved = await redirect('/was-saved-before', '/contact')
    await payload.db.updateOne({
      collection: 'redirects',
      id: saved.id,
      data: { to: { type: 'custom', url: '//evil.example/phish' } },
    })
    expect((await fromOf('/was-saved-before'))?.to?.url).toBe('//evil.example/phish')
    expect(await redirected('/was-saved-before')).toBeNull()
  })

  it('never shadows a live page, and a page published at a redirected address removes it', async () => {
    await post('live-post')
    for (const from of ['/blog/live-post', '/', '/contact', '/blog', '/admin', '/blog/page/2']) {
      const error = await refusal(redirect(from, '/faq'))
      expect(error.path, from).toBe('from')
    }
    await redirect('/blog/coming-soon', '/blog')
    expect(await redirected('/blog/coming-soon')).not.toBeNull()
    await post('coming-soon')
    expect(await fromOf('/blog/coming-soon')).toBeUndefined()
    expect(await redirected('/blog/coming-soon')).toBeNull()
  })

  it('visitors cannot read or write redirects through the API', async () => {
    await expect(payload.find({ collection: 'redirects', overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    )
    await expect(
      payload.create({
        collection: 'redirects',
        overrideAccess: false,
        data: { from: '/x', to: { type: 'custom', url: '/' }, type: '301' },
      }),
    ).rejects.toThrow()
  })
})
