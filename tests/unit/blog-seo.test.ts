import { describe, expect, it } from 'vitest'

import { analyzePost, type AnalysisInput, type Check } from '@/features/blog-seo/analyze'
import { lexicalToHtml } from '@/features/blog-seo/html'
import { isEmptyPost, postAnalysisInput } from '@/features/blog-seo/post'
import { titleWidthPx } from '@/features/blog-seo/titleWidth'
import { uploadIds } from '@/features/blog-seo/uploads'

/**
 * The blog SEO analysis (src/lib/blogSeo) on crafted posts: one that passes every check, and for
 * each check a post that fails it, with the check's result and its one-line fix.
 */

const COVER = '<img src="/media/cover.jpg" alt="Log home staining on a cabin wall">'
const INTRO =
  '<p>Log home staining keeps your walls safe from sun and snow. So we wrote this short guide for owners in the high country. First, you will learn when to stain. Then you will see how to prep the wood.</p>'

type Section = [heading: string, body: string]
const SECTIONS: Section[] = [
  [
    'Why log home staining matters',
    '<p>Sun at high altitude is strong. Because of that, bare wood turns grey in a year or two. A good coat of stain blocks the light. It also keeps rain out of the logs. For example, a south wall can lose its color in one summer. However, a fresh coat stops that. In short, stain is cheap care for a costly home.</p><p>Most owners wait too long. As a result, they pay for a full strip and a new finish. Instead, a light coat every few years costs far less. Also, it keeps the logs tight and dry. Our <a href="/services/staining">staining service</a> can help.</p>',
  ],
  [
    'When to plan your log home staining',
    '<p>Plan the work for a dry week in summer. Then the wood can soak up the stain. Also, check the label for the right heat range. Most stains need days between 40 and 90 degrees. For instance, June and July work well in the mountains. Still, watch the sky for rain.</p><p>Next, do a water test. Spray the wall and watch the drops. If the water beads, the finish still works. But if it soaks in, the wall is ready. The <a href="https://www.fpl.fs.usda.gov/">Forest Products Lab</a> has more tips on wood care.</p>',
  ],
  [
    'How to prep the wood',
    '<p>Good prep is most of the job. First, wash the walls with a mild log cleaner. Then rinse them with low pressure. After that, let the logs dry for two or three days. Meanwhile, cover plants and windows.</p><p>Finally, sand rough spots by hand. Thus the new coat goes on even. Once the wood is clean and dry, you can start. Above all, take your time with this step.</p>',
  ],
]

const body = (sections: Section[] = SECTIONS) =>
  sections.map(([heading, text]) => `<h2>${heading}</h2>${text}`).join('')

const PERFECT: AnalysisInput = {
  html: COVER + INTRO + body(),
  title: 'Log Home Staining: A Guide for Mountain Owners',
  seoTitle: 'Log Home Staining Guide for Colorado Mountain Homes',
  metaDescription:
    'Log home staining in the Colorado high country: when to stain, how to prep the logs and how to tell the finish is worn. A short guide.',
  slug: 'log-home-staining',
  keyphrase: 'log home staining',
  otherKeyphrases: [
    { keyphrase: 'chinking vs caulking', title: 'Chinking vs. Caulking' },
    { keyphrase: 'log home hail damage', title: 'Hail Damage on a Log Home' },
  ],
  origin: 'https://www.example.com',
}

/** Simple, varied sentences to make text of any length without other faults. */
const SENTENCES = [
  'Wood moves as the seasons turn.',
  'Snow piles up against the lowest logs.',
  'Dry air pulls water out of the grain.',
  'Checks open on the top of the logs.',
  'Rain then finds its way inside.',
  'Ants like soft and damp wood.',
  'Our crew looks at every wall.',
  'Fresh stain keeps the color warm.',
  'Each house ages in its own way.',
  'Pine and spruce take stain well.',
]
const filler = (words: number) => {
  const out: string[] = []
  let count = 0
  for (let i = 0; count < words; i++) {
    const sentence = SENTENCES[i % SENTENCES.length]!
    out.push(sentence)
    count += sentence.split(' ').length
  }
  return out.join(' ')
}

const analyze = (changes: Partial<AnalysisInput> = {}) => analyzePost({ ...PERFECT, ...changes })

const checkOf = (checks: Check[], id: string): Check => {
  const check = checks.find((one) => one.id === id)
  if (!check) throw new Error(`no check ${id} in ${checks.map((one) => one.id).join(', ')}`)
  return check
}

/** A check that fails (red or orange) with its fix matching `fix`. */
function expectFailure(changes: Partial<AnalysisInput>, id: string, fix: RegExp) {
  const analysis = analyze(changes)
  const check = checkOf(analysis.checks, id)
  expect(check.rating, `${id}: ${check.result}`).not.toBe('good')
  expect(check.result.length).toBeGreaterThan(0)
  expect(check.result).not.toMatch(/yoa\.st|yoast\.com|<a /)
  expect(check.fix).toMatch(fix)
  expect(analysis.problems).toBeGreaterThan(0)
  return check
}

/** The checks the analysis promises, after Yoast's own assessments. */
const EXPECTED_CHECKS = [
  'focusKeyphrase',
  'keyphraseLength',
  'previouslyUsedKeyphrase',
  'keyphraseInSEOTitle',
  'introductionKeyword',
  'slugKeyword',
  'metaDescriptionKeyword',
  'subheadingsKeyword',
  'keyphraseDensity',
  'metaDescriptionLength',
  'titleWidth',
  'textLength',
  'internalLinks',
  'externalLinks',
  'textCompetingLinks',
  'images',
  'imageAltText',
  'imageKeyphrase',
  'singleH1',
  'fleschReadingEase',
  'textParagraphTooLong',
  'textSentenceLength',
  'subheadingsTooLong',
  'passiveVoice',
  'textTransitionWords',
  'sentenceBeginnings',
]

describe('a post that does everything right', () => {
  const analysis = analyze()

  it('passes every check: green SEO and readability, no problems', () => {
    for (const check of analysis.checks) {
      expect(check.rating, `${check.id}: ${check.result}`).toBe('good')
      expect(check.fix).toBeNull()
    }
    expect(analysis.checks.map((check) => check.id).sort()).toEqual([...EXPECTED_CHECKS].sort())
    expect(analysis.seo.rating).toBe('good')
    expect(analysis.seo.score).toBeGreaterThan(90)
    expect(analysis.readability).toEqual({ score: 90, rating: 'good' })
    expect(analysis.problems).toBe(0)
  })

  it('says what it found in plain words, without Yoast’s links', () => {
    for (const check of analysis.checks) {
      expect(check.label.length).toBeGreaterThan(3)
      expect(check.result).not.toMatch(/<|yoa\.st|yoast/i)
      expect(check.result.length, check.id).toBeGreaterThan(5)
    }
    expect(checkOf(analysis.checks, 'titleWidth').result).toMatch(/about \d+ px wide/)
    expect(checkOf(analysis.checks, 'fleschReadingEase').result).toMatch(/scores [\d.]+ out of 100/)
    expect(checkOf(analysis.checks, 'textLength').result).toMatch(/contains \d+ words/)
  })

  it('lists the SEO checks first, then readability', () => {
    const groups = analysis.checks.map((check) => check.group)
    expect(groups.indexOf('readability')).toBe(groups.lastIndexOf('seo') + 1)
  })
})

describe('each check fails on a post that misses it', () => {
  it('focus keyphrase set', () => {
    const analysis = analyze({ keyphrase: '  ' })
    const check = checkOf(analysis.checks, 'focusKeyphrase')
    expect(check.rating).toBe('bad')
    expect(check.fix).toMatch(/Focus keyphrase field/)
    // The keyphrase checks ask for one first; the SEO score is red.
    expect(checkOf(analysis.checks, 'introductionKeyword').fix).toBe('Set a focus keyphrase first.')
    expect(analysis.checks.some((one) => one.id === 'keyphraseLength')).toBe(false)
    expect(analysis.seo.rating).toBe('bad')
  })

  it('keyphrase length', () => {
    expectFailure(
      { keyphrase: 'log home staining advice for cabins in the high mountain country' },
      'keyphraseLength',
      /Shorten the keyphrase/,
    )
  })

  it('keyphrase in the SEO title', () => {
    const missing = expectFailure(
      { seoTitle: 'A Guide for Colorado Mountain Homes and Cabins' },
      'keyphraseInSEOTitle',
      /Put the exact keyphrase in the SEO title/,
    )
    expect(missing.rating).toBe('bad')
  })

  it('keyphrase near the start of the SEO title', () => {
    const late = expectFailure(
      { seoTitle: 'A Colorado Guide to Log Home Staining for Owners' },
      'keyphraseInSEOTitle',
      /Move the keyphrase to the start/,
    )
    expect(late.rating).toBe('ok')
  })

  it('keyphrase in the introduction', () => {
    const intro =
      '<p>Your walls face sun and snow. So we wrote this short guide for owners in the high country. First, you will learn when to act. Then you will see how to prep the wood.</p>'
    expectFailure({ html: COVER + intro + body() }, 'introductionKeyword', /first paragraph/)
  })

  it('keyphrase in the slug', () => {
    expectFailure({ slug: 'mountain-cabin-guide' }, 'slugKeyword', /“log-home-staining”/)
  })

  it('keyphrase in the meta description', () => {
    expectFailure(
      {
        metaDescription:
          'When to put a new coat on a mountain cabin, how to prep the wood and how to tell the finish has worn through. A short guide for owners.',
      },
      'metaDescriptionKeyword',
      /Use the keyphrase in the meta description/,
    )
  })

  it('keyphrase in the subheadings', () => {
    const sections = SECTIONS.map(([, text], index): Section => [`Part ${index + 1}`, text])
    expectFailure(
      { html: COVER + INTRO + body(sections) },
      'subheadingsKeyword',
      /H2 or H3 subheadings/,
    )
  })

  it('keyphrase density: too often', () => {
    const stuffed = '<p>' + 'Log home staining pays off. '.repeat(12) + '</p>'
    expectFailure({ html: COVER + INTRO + body() + stuffed }, 'keyphraseDensity', /less often/)
  })

  it('keyphrase density: too rarely', () => {
    expectFailure(
      { keyphrase: 'cabin finish care', slug: 'cabin-finish-care' },
      'keyphraseDensity',
      /a few more times/,
    )
  })

  it('meta description length: too short and too long', () => {
    const short = expectFailure(
      { metaDescription: 'Log home staining tips.' },
      'metaDescriptionLength',
      /Lengthen the meta description to 120–156 characters \(it has 23\)/,
    )
    expect(short.result).toMatch(/too short/)
    expectFailure(
      { metaDescription: `${PERFECT.metaDescription} ${PERFECT.metaDescription}` },
      'metaDescriptionLength',
      /Shorten the meta description to at most 156 characters/,
    )
    expectFailure({ metaDescription: '' }, 'metaDescriptionLength', /Write a meta description/)
  })

  it('SEO title width', () => {
    const seoTitle = 'Log Home Staining: The Complete Colorado Guide to When, How and Why to Stain'
    const check = expectFailure({ seoTitle }, 'titleWidth', /Shorten the SEO title/)
    expect(check.fix).toContain(`about ${titleWidthPx(seoTitle)} px`)
    expect(titleWidthPx(seoTitle)).toBeGreaterThan(600)
  })

  it('text length', () => {
    expectFailure(
      { html: COVER + INTRO + '<h2>Log home staining</h2><p>Call us.</p>' },
      'textLength',
      /at least 300 words/,
    )
  })

  it('paragraph length', () => {
    const long = `<p>${filler(170)}</p>`
    expectFailure(
      { html: COVER + INTRO + body() + `<h2>More</h2>${long}` },
      'textParagraphTooLong',
      /Split paragraphs longer than 150 words/,
    )
  })

  it('sentence length', () => {
    const long =
      'Our crew looks at the walls and the logs and the gaps and the sills and then writes down all of what it finds on a sheet. '
    expectFailure(
      { html: COVER + INTRO + `<h2>Notes</h2><p>${long.repeat(30)}</p>` + body() },
      'textSentenceLength',
      /over 20 words/,
    )
  })

  it('subheading distribution', () => {
    const paragraphs = [filler(120), filler(120), filler(120)].map((text) => `<p>${text}</p>`)
    expectFailure(
      { html: COVER + INTRO + body() + `<h2>Log home staining notes</h2>${paragraphs.join('')}` },
      'subheadingsTooLong',
      /no section runs longer than 300 words/,
    )
  })

  it('passive voice', () => {
    const passive =
      '<p>The logs were washed by the crew. The wall was stained in June. The gaps were filled by hand. The deck was sanded last week. The trim was painted by a friend.</p>'
    expectFailure(
      { html: COVER + INTRO + body() + `<h2>What was done</h2>${passive}` },
      'passiveVoice',
      /active voice/,
    )
  })

  it('transition words', () => {
    const plain = SECTIONS.map(([heading]): Section => [heading, `<p>${filler(110)}</p>`])
    const intro =
      '<p>Log home staining keeps your walls safe from sun and snow. We wrote this short guide for owners in the high country.</p>'
    expectFailure({ html: COVER + intro + body(plain) }, 'textTransitionWords', /“however”/)
  })

  it('Flesch reading ease', () => {
    const hard =
      '<p>Comprehensive restoration necessitates meticulous evaluation of deteriorated lignocellulosic substrates. Photodegradation mechanisms considerably accelerate superficial discoloration. Consequently, professional intervention frequently becomes economically advantageous. Additionally, preventative maintenance substantially diminishes cumulative expenditure.</p>'
    const check = expectFailure(
      { html: COVER + INTRO + body() + `<h2>Technical considerations</h2>${hard.repeat(4)}` },
      'fleschReadingEase',
      /shorter sentences and simpler words/,
    )
    expect(check.result).toMatch(/difficult to read/)
  })

  it('internal links', () => {
    const html = PERFECT.html.replace(/<a href="\/[^"]*">([^<]*)<\/a>/g, '$1')
    expectFailure({ html }, 'internalLinks', /on this site/)
  })

  it('outbound links', () => {
    const html = PERFECT.html.replace(/<a href="https:[^"]*">([^<]*)<\/a>/g, '$1')
    expectFailure({ html }, 'externalLinks', /another site/)
  })

  it('competing links', () => {
    const html = PERFECT.html.replace(
      '<a href="/services/staining">staining service</a>',
      '<a href="/services/staining">log home staining</a>',
    )
    expectFailure({ html }, 'textCompetingLinks', /link’s text/)
  })

  it('images', () => {
    expectFailure({ html: INTRO + body() }, 'images', /Add an image/)
  })

  it('image alt text', () => {
    const check = expectFailure(
      { html: '<img src="/media/cover.jpg" alt="">' + INTRO + body() },
      'imageAltText',
      /Describe every image in its alt text/,
    )
    expect(check.result).toMatch(/no alt text/)
  })

  it('keyphrase in image alt text', () => {
    expectFailure(
      { html: '<img src="/media/cover.jpg" alt="A cabin in the snow">' + INTRO + body() },
      'imageKeyphrase',
      /alt text of an image/,
    )
  })

  it('a single h1: the post’s title', () => {
    const check = expectFailure(
      { html: COVER + '<h1>Log home staining</h1>' + INTRO + body() },
      'singleH1',
      /H2/,
    )
    expect(check.result).toMatch(/1 H1 heading besides the post’s title/)
  })

  it('keyphrase not already used by another post', () => {
    const once = expectFailure(
      {
        otherKeyphrases: [
          ...PERFECT.otherKeyphrases,
          { keyphrase: 'Log Home  Staining!', title: 'Staining in Spring' },
        ],
      },
      'previouslyUsedKeyphrase',
      /no other post targets/,
    )
    expect(once.rating).toBe('ok')
    expect(once.result).toContain('“Staining in Spring”')
    const twice = expectFailure(
      {
        otherKeyphrases: [
          { keyphrase: 'log home staining', title: 'Staining in Spring' },
          { keyphrase: 'log home staining', title: 'Staining in Fall' },
        ],
      },
      'previouslyUsedKeyphrase',
      /no other post targets/,
    )
    expect(twice.rating).toBe('bad')
    expect(twice.result).toMatch(/2 other posts/)
  })

  it('consecutive sentences', () => {
    const same =
      '<p>We wash the logs. We dry the logs. We sand the logs. We stain the logs. We seal the logs.</p>'
    expectFailure(
      { html: COVER + INTRO + body() + `<h2>Our steps</h2>${same}` },
      'sentenceBeginnings',
      /Vary how sentences begin/,
    )
  })

  it('enough text to read', () => {
    const analysis = analyze({ html: COVER + '<p>Call us.</p>' })
    expect(checkOf(analysis.checks, 'textPresence').fix).toMatch(/Write the post/)
    expect(analysis.readability.rating).toBe('bad')
  })
})

describe('the inputs', () => {
  it('measures titles in 20px Arial', () => {
    expect(titleWidthPx('iiii')).toBe(18)
    expect(titleWidthPx('WWWW')).toBe(76)
    expect(titleWidthPx('Log Home Staining Guide for Colorado Mountain Homes')).toBe(501)
    expect(titleWidthPx('Café')).toBe(titleWidthPx('Cafe'))
  })

  const lexical = {
    root: {
      type: 'root',
      children: [
        {
          type: 'heading',
          tag: 'h2',
          children: [{ type: 'text', text: 'Why stain', format: 0, version: 1 }],
          version: 1,
        },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'See ', format: 0, version: 1 },
            {
              type: 'link',
              fields: {
                linkType: 'internal',
                doc: { relationTo: 'posts', value: { id: 3, slug: 'chinking' } },
              },
              children: [{ type: 'text', text: 'chinking', format: 0, version: 1 }],
              version: 1,
            },
            { type: 'text', text: ' & more.', format: 1, version: 1 },
          ],
          version: 1,
        },
        { type: 'upload', relationTo: 'media', value: 7, fields: null, version: 1 },
        { type: 'relationship', relationTo: 'posts', value: 3, version: 1 },
      ],
      direction: null,
      format: '',
      indent: 0,
      version: 1,
    },
  }

  it('turns Lexical into HTML: headings, internal links, images by id with their alt text', () => {
    const html = lexicalToHtml(lexical, new Map([['7', 'Fresh "stain" on logs']]))
    expect(html).toContain('<h2>Why stain</h2>')
    expect(html).toContain('<a href="/blog/chinking">chinking</a>')
    expect(html).toContain('<strong> &amp; more.</strong>')
    expect(html).toContain('alt="Fresh &quot;stain&quot; on logs"')
    expect(html).not.toMatch(/unknown node|relationship/)
    expect(uploadIds(lexical)).toEqual(['7'])
    expect(lexicalToHtml(null)).toBe('')
  })

  it('reads a post as its page shows it: fallbacks for the SEO title and description', () => {
    const input = postAnalysisInput(
      {
        title: ' Staining guide ',
        excerpt: 'When and how to stain.',
        slug: 'staining-guide',
        heroImage: { alt: 'A cabin', url: '/media/a.jpg' },
        content: lexical,
        focusKeyphrase: ' staining ',
        meta: { title: '', description: null },
      },
      { otherKeyphrases: [], origin: 'https://www.example.com' },
    )
    expect(input.title).toBe('Staining guide')
    expect(input.seoTitle).toBe('Staining guide')
    expect(input.metaDescription).toBe('When and how to stain.')
    expect(input.keyphrase).toBe('staining')
    expect(input.html.startsWith('<img src="/media/a.jpg" alt="A cabin">')).toBe(true)
    // Media the form holds by id (the studio) take their alt text from the lookup.
    const byId = postAnalysisInput(
      { title: 'x', heroImage: 12, content: lexical, meta: { title: 'SEO', description: 'D' } },
      { otherKeyphrases: [], origin: '', alts: new Map([['12', 'The cover']]) },
    )
    expect(byId.html).toMatch(/^<img src="" alt="The cover">/)
    expect(byId.seoTitle).toBe('SEO')
    expect(byId.metaDescription).toBe('D')
  })
})

describe('what the studio’s panel says about a post as the owner left it', () => {
  const context = { otherKeyphrases: [], origin: 'https://www.example.com' }

  it('does not say a meta description "has been specified" when only the excerpt stands in', () => {
    const input = postAnalysisInput(
      {
        title: 'Caring for a cabin',
        excerpt: 'When to put a new coat on a mountain cabin, and how to prep the wood for it.',
        slug: 'caring-for-a-cabin',
        focusKeyphrase: 'log home staining',
        meta: { description: '' },
      },
      context,
    )
    expect(input.metaDescriptionFrom).toBe('excerpt')
    const checks = analyzePost(input).checks
    const keyword = checks.find((check) => check.id === 'metaDescriptionKeyword')
    expect(keyword?.result).toBe(
      'No meta description was written, so search results show the excerpt, and it does not use the keyphrase.',
    )
    expect(keyword?.fix).toBe('Write a meta description (SEO tab) that uses the keyphrase.')
    const length = checks.find((check) => check.id === 'metaDescriptionLength')
    expect(length?.result).toMatch(/^No meta description was written, .* \(\d+ characters\)\.$/)
    for (const check of checks) expect(check.result).not.toMatch(/has been specified/)
  })

  it('keeps Yoast’s words for a meta description the owner wrote', () => {
    const input = postAnalysisInput(
      {
        title: 'Caring for a cabin',
        excerpt: 'An excerpt.',
        focusKeyphrase: 'log home staining',
        meta: { description: 'When to put a new coat on a mountain cabin.' },
      },
      context,
    )
    expect(input.metaDescriptionFrom).toBe('own')
    const keyword = analyzePost(input).checks.find((c) => c.id === 'metaDescriptionKeyword')
    expect(keyword?.result).toMatch(/has been specified, but it does not contain the keyphrase/)
  })

  it('knows an empty post: no text and no keyphrase', () => {
    expect(isEmptyPost({ content: undefined, focusKeyphrase: '' })).toBe(true)
    const empty = { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } }
    expect(isEmptyPost({ content: empty, focusKeyphrase: null })).toBe(true)
    expect(isEmptyPost({ content: empty, focusKeyphrase: 'log home staining' })).toBe(false)
    const written = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello', version: 1 }] }],
      },
    }
    expect(isEmptyPost({ content: written, focusKeyphrase: '' })).toBe(false)
  })
})
