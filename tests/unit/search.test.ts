import { describe, expect, it } from 'vitest'

import { cities } from '../../seed/content/cities'
import { counties } from '../../seed/content/counties'
import { faqs } from '../../seed/content/faqs'
import { pages } from '../../seed/content/pages'
import { portfolio } from '../../seed/content/portfolio'
import { postsA } from '../../seed/content/posts-a'
import { postsB } from '../../seed/content/posts-b'
import { services } from '../../seed/content/services'
import { SearchIndex } from '@/features/search/server/engine'
import { toSearchEntry, type SearchEntry } from '@/features/search/server/entries'
import { lexicalText, processTerm, termsOf, tokenize } from '@/features/search/text'
import { truncate } from '@/utilities/text'

type Fields = Partial<SearchEntry> & { id: string; title: string }
const entry = (fields: Fields): SearchEntry => ({
  collection: 'pages',
  type: 'page',
  category: 'Page',
  description: '',
  slug: fields.id,
  path: `/${fields.id}`,
  image: null,
  picture: null,
  keywords: '',
  body: '',
  ...fields,
})

const indexOf = (entries: SearchEntry[]) => {
  const index = new SearchIndex()
  for (const item of entries) index.upsert(item)
  return index
}

const ranked = (index: SearchIndex, q: string) => index.search(q, 50).entries.map((e) => e.id)

/** The seed's own content, as the index would hold it: the site a homeowner searches. */
const site = indexOf([
  ...services.map((s) =>
    entry({
      id: `services-${s.slug}`,
      collection: 'services',
      title: s.title,
      description: s.summary,
      keywords: s.seo.keywords.join('\n'),
      body: [...s.details, s.body].join('\n'),
    }),
  ),
  ...counties.map((c) =>
    entry({
      id: `counties-${c.slug}`,
      collection: 'counties',
      title: c.name,
      description: c.summary,
      keywords: [...c.seo.keywords, c.seat, ...c.towns].join('\n'),
      body: c.body,
    }),
  ),
  ...cities.map((c) =>
    entry({
      id: `cities-${c.slug}`,
      collection: 'cities',
      title: c.name,
      description: c.summary,
      keywords: c.county,
      body: c.body ?? '',
    }),
  ),
  ...[...postsA, ...postsB].map((p) =>
    entry({
      id: `posts-${p.slug}`,
      collection: 'posts',
      type: 'blog',
      title: p.title,
      description: p.excerpt,
      keywords: [...p.seo.keywords, ...p.topics].join('\n'),
      body: p.body,
    }),
  ),
  ...portfolio.map((p) =>
    entry({
      id: `portfolio-${p.slug}`,
      collection: 'portfolio',
      type: 'portfolio',
      title: p.title,
      description: p.summary,
      keywords: [...p.seo.keywords, p.location].join('\n'),
      body: p.body,
    }),
  ),
  ...pages.map((p) =>
    entry({
      id: `pages-${p.slug}`,
      title: p.title,
      description: p.intro,
      body: p.blocks
        .map((b) => (b.type === 'content' ? b.markdown : b.type === 'cta' ? b.text : b.caption))
        .join('\n'),
    }),
  ),
  ...faqs.map((f, i) =>
    entry({ id: `faqs-${i}`, collection: 'faqs', title: f.question, body: f.answer }),
  ),
])

describe('search ranking on the site’s own content', () => {
  it.each([
    ['chinkng', 'services-chinking'],
    ['stainning', 'services-staining'],
    ['hail damge', 'services-log-home-hail-damage-restoration'],
    ['chinking', 'services-chinking'],
    ['log home staining', 'services-staining'],
    ['media blas', 'services-media-blasting'],
    ['weatherpr', 'services-weatherproofing'],
    ['park county', 'counties-park-county'],
  ])('“%s” finds %s first', (q, first) => {
    expect(ranked(site, q)[0]).toBe(first)
  })

  it('“brekenridge” finds Breckenridge: the town, the project there and its county', () => {
    const found = ranked(site, 'brekenridge')
    expect(found.slice(0, 2).sort()).toEqual([
      'cities-breckenridge',
      'portfolio-breckenridge-hail-damage-restoration',
    ])
    expect(found).toContain('counties-summit-county')
  })

  it('each typo case finds what the right spelling finds: the same first, its first three among the five', () => {
    for (const [typo, right] of [
      ['chinkng', 'chinking'],
      ['stainning', 'staining'],
      ['brekenridge', 'breckenridge'],
      ['hail damge', 'hail damage'],
    ]) {
      const found = ranked(site, typo)
      const expected = ranked(site, right)
      expect(found[0], typo).toBe(expected[0])
      expect(found.slice(0, 5), typo).toEqual(expect.arrayContaining(expected.slice(0, 3)))
    }
  })
})

describe('search ranking rules', () => {
  it('a match in the title ranks above matches in the body', () => {
    const index = indexOf([
      entry({
        id: 'mentions',
        title: 'Staining Guide',
        body: 'Chinking matters. Old chinking cracks; new chinking flexes. More chinking notes.',
      }),
      entry({ id: 'titled', title: 'Log Home Chinking', body: 'We seal the joints between logs.' }),
    ])
    expect(ranked(index, 'chinking')).toEqual(['titled', 'mentions'])
  })

  it('a whole word ranks above a longer word it is the start of', () => {
    const index = indexOf([
      entry({ id: 'decking', title: 'Decking Boards' }),
      entry({ id: 'deck', title: 'Deck Care' }),
    ])
    expect(ranked(index, 'deck')).toEqual(['deck', 'decking'])
  })

  it('a whole word ranks above a near miss', () => {
    const index = indexOf([
      entry({ id: 'stains', title: 'Stains' }),
      entry({ id: 'stain', title: 'Stain' }),
    ])
    expect(ranked(index, 'stain')).toEqual(['stain', 'stains'])
  })

  it('the word being typed matches as a prefix; the words before it do not', () => {
    const index = indexOf([
      entry({ id: 'media', title: 'Media Blasting' }),
      entry({ id: 'medic', title: 'Medical Center Cabin' }),
    ])
    expect(ranked(index, 'media bla')).toEqual(['media'])
    expect(ranked(index, 'med')).toEqual(expect.arrayContaining(['media', 'medic']))
    // Not a prefix before the last word: "med" matches nothing, so any word will do.
    expect(ranked(index, 'med blasting')).toEqual(['media'])
  })

  it('all the words when some page has them all, otherwise any of them', () => {
    const index = indexOf([
      entry({ id: 'both', title: 'Chinking and Staining' }),
      entry({ id: 'one', title: 'Chinking Only' }),
    ])
    expect(ranked(index, 'chinking staining')).toEqual(['both'])
    expect(ranked(index, 'chinking zebra')).toEqual(['one', 'both'].sort().reverse())
  })

  it('counts every match but returns only the first few', () => {
    const index = indexOf(
      Array.from({ length: 30 }, (_, i) => entry({ id: `p${i}`, title: `Cabin ${i}` })),
    )
    const result = index.search('cabin', 8)
    expect(result.count).toBe(30)
    expect(result.entries).toHaveLength(8)
  })

  it('a replaced entry is found by its new words only; a removed one not at all', () => {
    const index = indexOf([entry({ id: 'a', title: 'Winter Prep' })])
    index.upsert(entry({ id: 'a', title: 'Spring Prep' }))
    expect(index.size).toBe(1)
    expect(ranked(index, 'winter')).toEqual([])
    expect(ranked(index, 'spring')).toEqual(['a'])
    index.remove('a')
    index.remove('never-there')
    expect(ranked(index, 'spring')).toEqual([])
    expect(index.size).toBe(0)
  })

  it('a repeated search is answered from the cache, which no change outlives', () => {
    const index = indexOf([entry({ id: 'a', title: 'Spring Prep' })])
    const first = index.search('spring', 8)
    expect(index.search('Spring', 8)).toBe(first) // the same answer object: not searched again
    index.upsert(entry({ id: 'b', title: 'Spring Cleaning' }))
    expect(ranked(index, 'spring').sort()).toEqual(['a', 'b'])
    index.remove('a')
    expect(ranked(index, 'spring')).toEqual(['b'])
  })

  it('odd input finds nothing rather than failing', () => {
    for (const q of [
      '',
      '  ',
      'a',
      '<script>',
      '"" AND OR',
      '\u0000\u202e',
      '🪵',
      '*'.repeat(500),
    ]) {
      expect(() => site.search(q, 8), q).not.toThrow()
    }
    expect(site.search('the and of', 8).count).toBe(0)
  })

  it('picks random entries of one collection, each once', () => {
    const picked = site.sample('posts', 3)
    expect(picked).toHaveLength(3)
    expect(new Set(picked.map((p) => p.id)).size).toBe(3)
    expect(picked.every((p) => p.collection === 'posts')).toBe(true)
    expect(site.sample('portfolio', 1000)).toHaveLength(portfolio.length)
  })
})

describe('search text', () => {
  it('splits on anything that is not a letter or a digit, keeps apostrophes inside words', () => {
    expect(tokenize("Owner's log-home: $20,000 <b>re-stain</b>").filter(Boolean)).toEqual([
      'Owners',
      'log',
      'home',
      '20',
      '000',
      'b',
      're',
      'stain',
      'b',
    ])
  })

  it('lowercases, folds accents, drops one-letter and stop words', () => {
    expect(processTerm('Café')).toBe('cafe')
    expect(processTerm('ＬＯＧ')).toBe('log')
    expect(processTerm('the')).toBeNull()
    expect(processTerm('a')).toBeNull()
    expect(termsOf('How to stain the log home?')).toEqual(['stain', 'log', 'home'])
  })

  it('reads the text of Lexical rich text, one line per block', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'Chinking' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Seal ' },
              { type: 'text', text: 'every', format: 1 },
              { type: 'text', text: ' gap.' },
            ],
          },
          { type: 'list', children: [{ type: 'listitem', children: [{ text: 'Logs' }] }] },
        ],
      },
    }
    expect(lexicalText(value)).toBe('Chinking\nSeal every gap.\nLogs')
    expect(lexicalText(null)).toBe('')
    expect(lexicalText({})).toBe('')
  })

  it('truncates at a word boundary with an ellipsis', () => {
    expect(truncate('Short text', 120)).toBe('Short text')
    const cut = truncate('word '.repeat(50), 120)
    expect(cut.length).toBeLessThanOrEqual(120)
    expect(cut).toMatch(/word…$/)
  })
})

describe('index entries of documents', () => {
  const picture = {
    id: 1,
    alt: 'A cabin',
    mimeType: 'image/jpeg',
    url: '/api/media/file/cabin.jpg',
    width: 3200,
    height: 2400,
    sizes: {
      thumbnailSmall: { url: '/api/media/file/cabin-200x150.webp', width: 200, height: 150 },
      thumbnail: { url: '/api/media/file/cabin-400x300.webp', width: 400, height: 300 },
      card: { url: '/api/media/file/cabin-768x512.webp', width: 768, height: 512 },
      hero: { url: '/api/media/file/cabin-1600x1200.webp', width: 1600, height: 1200 },
    },
  }
  const meta = { description: 'Meta text.', keywords: ['log cabin care'] }

  it('a blog post: type blog, its thumbnail, its text and topics', () => {
    const post = toSearchEntry('posts', {
      id: 4,
      title: 'Borate 101',
      slug: 'borate-101',
      excerpt: 'Borate keeps insects away.',
      heroImage: picture,
      content: { root: { children: [{ type: 'paragraph', children: [{ text: 'Spray it.' }] }] } },
      topics: ['maintenance'],
      author: 'Dana',
      meta,
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    expect(post).toMatchObject({
      id: 'posts-4',
      type: 'blog',
      category: 'Blog Post',
      title: 'Borate 101',
      description: 'Borate keeps insects away.',
      slug: 'borate-101',
      path: '/blog/borate-101',
      image: '/api/media/file/cabin-400x300.webp',
      picture: {
        srcSet: '/api/media/file/cabin-200x150.webp 200w, /api/media/file/cabin-400x300.webp 400w',
      },
      // Latest Resources shows it at 3:2.
      cardPicture: { src: '/api/media/file/cabin-768x512.webp' },
      body: 'Spray it.',
    })
    expect(post?.keywords.split('\n')).toEqual(['log cabin care', 'maintenance', 'Dana'])
  })

  it('a video or a missing picture gives no image', () => {
    const video = { ...picture, mimeType: 'video/mp4', sizes: {} }
    expect(
      toSearchEntry('services', { id: 1, title: 'X', slug: 'x', summary: 'Y', image: video })
        ?.image,
    ).toBeNull()
    expect(
      toSearchEntry('counties', { id: 1, name: 'X', slug: 'x', summary: 'Y', image: 7 })?.image,
    ).toBeNull()
  })

  it('services, counties, cities and FAQ answers are pages with their own path and category', () => {
    expect(
      toSearchEntry('services', {
        id: 2,
        title: 'Staining',
        slug: 'staining',
        summary: 'S',
        image: picture,
      }),
    ).toMatchObject({ type: 'page', category: 'Service', path: '/services/staining' })
    const county = toSearchEntry('counties', {
      id: 3,
      name: 'Summit County',
      slug: 'summit-county',
      seat: 'Breckenridge',
      towns: [{ name: 'Frisco' }],
      summary: 'High.',
    })
    expect(county).toMatchObject({
      type: 'page',
      category: 'Service Area',
      path: '/counties/summit-county',
    })
    expect(county?.keywords).toContain('Frisco')
    expect(
      toSearchEntry('cities', {
        id: 5,
        name: 'Denver',
        slug: 'denver',
        summary: 'D',
        hasPage: true,
      }),
    ).toMatchObject({ category: 'City', path: '/cities/denver-log-home-restoration' })
    expect(
      toSearchEntry('cities', { id: 6, name: 'Alma', slug: 'alma', summary: 'A', hasPage: false }),
    ).toMatchObject({ category: 'City', path: '/cities#city-alma' })
    expect(
      toSearchEntry('faqs', { id: 9, question: 'How long?', answer: 'Three to seven days.' }),
    ).toMatchObject({
      type: 'page',
      category: 'FAQ',
      title: 'How long?',
      path: '/faq#faq-9',
      image: null,
    })
  })

  it('a project keeps its before and after pictures (3:2, for Latest Resources); the search page itself is not indexed', () => {
    const project = toSearchEntry('portfolio', {
      id: 7,
      title: 'Ridge Cabin',
      slug: 'ridge-cabin',
      summary: 'Restained.',
      location: 'Alma, CO',
      beforeImage: {
        ...picture,
        sizes: { card: { url: '/before-768x512.webp', width: 768, height: 512 } },
      },
      afterImage: picture,
      services: [{ id: 1, title: 'Chinking' }],
    })
    expect(project).toMatchObject({
      type: 'portfolio',
      category: 'Portfolio Item',
      path: '/portfolio/ridge-cabin',
      image: '/api/media/file/cabin-400x300.webp',
      beforePicture: { srcSet: '/before-768x512.webp 768w' },
      afterPicture: { srcSet: '/api/media/file/cabin-768x512.webp 768w' },
    })
    expect(project?.keywords).toContain('Chinking')
    expect(toSearchEntry('pages', { id: 1, title: 'Search', slug: 'search' })).toBeNull()
    expect(
      toSearchEntry('pages', { id: 2, title: 'About', slug: 'about', intro: 'Us.', meta }),
    ).toMatchObject({
      path: '/about',
      description: 'Meta text.',
    })
  })

  it('cuts a long description to 200 characters', () => {
    const faq = toSearchEntry('faqs', { id: 1, question: 'Q?', answer: 'word '.repeat(100) })
    expect(faq?.description.length).toBeLessThanOrEqual(200)
    expect(faq?.body.length).toBeGreaterThan(400)
  })
})
