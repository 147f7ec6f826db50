import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post, User } from '@/payload-types'
import { postsA } from '../../seed/content/posts-a'
import { postsB } from '../../seed/content/posts-b'
import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * The blog SEO analysis on a real database (src/features/blog-seo/server.ts): seeded posts (Markdown
 * turned into Lexical as the seed does) read back, converted to HTML and analysed; the
 * "keyphrase used by another post" check across posts; and the /blog-seo list's scores.
 */
const { analyzePostDocument, blogSeoReport, postSeoReport } =
  await import('@/features/blog-seo/server')

let ctx: TestPayload
let payload: Payload
let editor: User
const seeded = [...postsA, ...postsB]

const check = (analysis: { checks: Array<{ id: string }> }, id: string) => {
  const found = analysis.checks.find((one) => one.id === id)
  if (!found) throw new Error(`no check ${id}`)
  return found as (typeof analysis.checks)[number] & {
    rating: string
    result: string
    fix: string | null
  }
}

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const image = await makeImage(64, 40)
  for (const post of seeded) {
    const cover = await payload.create({
      collection: 'media',
      data: { alt: post.cover.alt },
      file: { data: image, mimetype: 'image/png', name: `${post.slug}.png`, size: image.length },
    })
    await payload.create({
      collection: 'posts',
      context: { disableRevalidate: true },
      data: {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        heroImage: cover.id,
        content: convertMarkdownToLexical({ editorConfig, markdown: post.body }) as Post['content'],
        focusKeyphrase: post.focusKeyphrase,
        meta: { title: post.seo.title, description: post.seo.description },
        _status: 'published',
      },
    })
  }
  editor = await payload.create({
    collection: 'users',
    data: {
      email: 'blog-seo-editor@example.com',
      password: 'editor-password-1',
      name: 'Edna Editor',
      role: 'editor',
    },
  })
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('a seeded post through the server module', () => {
  it('reads the Lexical body, the cover and the SEO fields into the analysis', async () => {
    const report = await postSeoReport(payload, 'log-home-maintenance-schedule-colorado', {
      user: editor,
    })
    expect(report).not.toBeNull()
    const { analysis } = report!
    expect(report!.keyphrase).toBe('log home maintenance schedule')

    // Lexical → HTML kept the words, the headings and the links of the Markdown.
    expect(check(analysis, 'textLength').result).toMatch(/The text contains \d{3,} words/)
    expect(check(analysis, 'textLength').rating).toBe('good')
    expect(check(analysis, 'subheadingsTooLong').rating).toBe('good')
    expect(check(analysis, 'internalLinks').rating).toBe('good')
    // The cover image and its alt text count; the title is the one h1.
    expect(check(analysis, 'images').rating).toBe('good')
    expect(check(analysis, 'imageAltText').rating).toBe('good')
    expect(check(analysis, 'singleH1').rating).toBe('good')
    // The SEO plugin's fields: the meta description is within 120-156 characters.
    expect(check(analysis, 'metaDescriptionLength').rating).toBe('good')
    expect(check(analysis, 'focusKeyphrase').rating).toBe('good')
    expect(check(analysis, 'previouslyUsedKeyphrase').rating).toBe('good')
    expect(check(analysis, 'fleschReadingEase').result).toMatch(/scores [\d.]+ out of 100/)
    // No outbound link in this post: a real finding, with its fix.
    expect(check(analysis, 'externalLinks').rating).not.toBe('good')
    expect(check(analysis, 'externalLinks').fix).toMatch(/another site/)
    expect(analysis.problems).toBe(analysis.checks.filter((one) => one.rating !== 'good').length)
    expect(analysis.seo.score).toBeGreaterThan(0)
  })

  it('gives the same answer from a document read at depth 1', async () => {
    const [post] = (
      await payload.find({
        collection: 'posts',
        where: { slug: { equals: 'chinking-vs-caulking-log-homes' } },
        depth: 1,
        limit: 1,
      })
    ).docs
    const all = (await payload.find({ collection: 'posts', pagination: false, depth: 0 })).docs
    const direct = analyzePostDocument(post!, all)
    const report = await postSeoReport(payload, 'chinking-vs-caulking-log-homes', { user: editor })
    expect(report!.analysis).toEqual(direct)
  })

  it('answers null for a slug no post has', async () => {
    expect(await postSeoReport(payload, 'no-such-post', { user: editor })).toBeNull()
  })
})

describe('a keyphrase another post already uses', () => {
  it('is flagged on both posts, naming the other one, until one of them changes', async () => {
    const [water] = (
      await payload.find({
        collection: 'posts',
        where: { slug: { equals: 'log-home-water-test-and-sealant-check' } },
        limit: 1,
      })
    ).docs
    await payload.update({
      collection: 'posts',
      id: water!.id,
      context: { disableRevalidate: true },
      data: { focusKeyphrase: 'Log home  maintenance schedule' },
    })

    const maintenance = await postSeoReport(payload, 'log-home-maintenance-schedule-colorado', {
      user: editor,
    })
    const used = check(maintenance!.analysis, 'previouslyUsedKeyphrase')
    expect(used.rating).toBe('ok')
    expect(used.result).toContain('The Water-Bead Test')
    expect(used.fix).toMatch(/no other post/i)

    const waterReport = await postSeoReport(payload, 'log-home-water-test-and-sealant-check', {
      user: editor,
    })
    expect(check(waterReport!.analysis, 'previouslyUsedKeyphrase').result).toContain(
      'A Year-Round Maintenance Schedule',
    )

    // A draft counts: the studio's autosave keeps the newest keyphrase in a draft.
    await payload.update({
      collection: 'posts',
      id: water!.id,
      draft: true,
      context: { disableRevalidate: true },
      data: { focusKeyphrase: 'log home water test' },
    })
    const after = await postSeoReport(payload, 'log-home-maintenance-schedule-colorado', {
      user: editor,
    })
    expect(check(after!.analysis, 'previouslyUsedKeyphrase').rating).toBe('good')
  })
})

describe('the /blog-seo list', () => {
  it('scores every post, weakest SEO first, with its problem count', async () => {
    const list = await blogSeoReport(payload, { user: editor })
    expect(list.map((post) => post.slug).sort()).toEqual(seeded.map((post) => post.slug).sort())
    for (const post of list) {
      expect(post.analysis.seo.score).toBeGreaterThanOrEqual(0)
      expect(post.analysis.seo.score).toBeLessThanOrEqual(100)
      expect(['good', 'ok', 'bad']).toContain(post.analysis.seo.rating)
      expect(['good', 'ok', 'bad']).toContain(post.analysis.readability.rating)
      expect(post.analysis.problems).toBe(
        post.analysis.checks.filter((one) => one.rating !== 'good').length,
      )
      expect(post.keyphrase).toBe(seeded.find((one) => one.slug === post.slug)!.focusKeyphrase)
    }
    const scores = list.map((post) => post.analysis.seo.score)
    expect(scores).toEqual([...scores].sort((a, b) => a - b))
  })

  it('shows a post without a keyphrase as poor SEO with the missing keyphrase first', async () => {
    const image = await makeImage(32, 20)
    const cover = await payload.create({
      collection: 'media',
      data: { alt: 'A cabin' },
      file: { data: image, mimetype: 'image/png', name: 'bare.png', size: image.length },
    })
    await payload.create({
      collection: 'posts',
      context: { disableRevalidate: true },
      data: {
        title: 'A short note',
        slug: 'a-short-note',
        excerpt: 'Short.',
        heroImage: cover.id,
        content: {
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
                children: [{ type: 'text', text: 'We are closed on Monday.', version: 1 }],
              },
            ],
          },
        },
        _status: 'draft',
      },
      draft: true,
    })
    const list = await blogSeoReport(payload, { user: editor })
    const note = list.find((post) => post.slug === 'a-short-note')!
    expect(list[0]!.slug).toBe('a-short-note')
    expect(note.status).toBe('draft')
    expect(note.analysis.seo.rating).toBe('bad')
    expect(note.analysis.readability.rating).toBe('bad')
    expect(note.analysis.checks[0]).toMatchObject({ id: 'focusKeyphrase', rating: 'bad' })
    const seeded = list.filter((post) => post.slug !== 'a-short-note')
    expect(note.analysis.problems).toBeGreaterThan(
      Math.max(...seeded.map((p) => p.analysis.problems)),
    )
  })
})
