/**
 * The blog SEO analysis's vocabulary: the checks (after Yoast's assessments), their names, the
 * one-line fixes we give instead of Yoast's links, and how scores become red, orange and green.
 * Pure data and arithmetic: the server pages and the studio's sidebar both read it.
 */

/** Green, orange, red: Yoast's good, ok and bad. */
export type Rating = 'good' | 'ok' | 'bad'

export type CheckGroup = 'seo' | 'readability'

export type Check = {
  id: string
  group: CheckGroup
  label: string
  rating: Rating
  /** Yoast's score, 9 best; negative for a far miss (our own checks use the same scale). */
  score: number
  /** What was found, in plain words. */
  result: string
  /** One line on what to change; null when nothing needs to. */
  fix: string | null
}

export type OverallScore = { score: number; rating: Rating }

export type Analysis = {
  seo: OverallScore
  readability: OverallScore
  /** SEO checks first, then readability, each in a fixed order. */
  checks: Check[]
  /** Checks that are not green. */
  problems: number
}

/** What the analysis reads: the post as a search engine and a reader would see it. */
export type AnalysisInput = {
  /** The post's body as HTML, the cover image first (the page shows it above the text). */
  html: string
  /** The post's own title: the page's one h1. */
  title: string
  /** The title in search results (the SEO title, or the post's title when it has none). */
  seoTitle: string
  /** The meta description (the excerpt when it has none, as the page does). */
  metaDescription: string
  /**
   * Where `metaDescription` comes from: the owner's own, the excerpt standing in for it, or
   * nothing. Yoast cannot tell; its "has been specified" would be wrong for the excerpt.
   */
  metaDescriptionFrom?: 'own' | 'excerpt' | 'none'
  slug: string
  keyphrase: string
  /** The focus keyphrases of the other posts, with their titles to name them. */
  otherKeyphrases: ReadonlyArray<{ keyphrase: string; title: string }>
  /** The site's origin, e.g. https://example.com: links elsewhere are outbound. */
  origin: string
}

export const RATING_WORDS: Record<Rating, string> = { good: 'Good', ok: 'OK', bad: 'Poor' }

/**
 * A post needs SEO work when its SEO is rated OK or Poor: the dashboard's count and the Blog SEO
 * page's ratings say the same thing.
 */
export const needsSeoWork = (analysis: { seo: OverallScore }): boolean =>
  analysis.seo.rating !== 'good'

/** Yoast's interpretation of a check's score. */
export function ratingOf(score: number): Rating {
  if (score > 7) return 'good'
  if (score > 4) return 'ok'
  return 'bad'
}

/**
 * Yoast's overall SEO score: the checks' scores as a share of all nines, 0-100; 41-70 is orange,
 * 71 and up green.
 */
export function seoScore(checks: readonly Check[]): OverallScore {
  if (checks.length === 0) return { score: 0, rating: 'bad' }
  const total = checks.reduce((sum, check) => sum + check.score, 0)
  const score = Math.min(100, Math.max(0, Math.round((total / (checks.length * 9)) * 100)))
  return { score, rating: score > 70 ? 'good' : score > 40 ? 'ok' : 'bad' }
}

/**
 * Yoast's overall readability score: penalty points (3 a red check, 2 an orange one); more than 6
 * is red, more than 4 orange. Too little text to read is red.
 */
export function readabilityScore(checks: readonly Check[]): OverallScore {
  if (checks.length === 0 || checks.some((check) => check.id === 'textPresence')) {
    return { score: 30, rating: 'bad' }
  }
  const penalty = checks.reduce(
    (sum, check) => sum + (check.rating === 'bad' ? 3 : check.rating === 'ok' ? 2 : 0),
    0,
  )
  if (penalty > 6) return { score: 30, rating: 'bad' }
  if (penalty > 4) return { score: 60, rating: 'ok' }
  return { score: 90, rating: 'good' }
}

/** What a fix may look at besides Yoast's text. */
export type FixContext = { input: AnalysisInput; titleWidth: number; text: string }

type CheckDefinition = {
  group: CheckGroup
  label: string
  /** Needs a focus keyphrase to say anything useful. */
  keyphrase?: boolean
  fix: (context: FixContext) => string
  /** What a green result says when Yoast's text is only praise ("Well done!"). */
  passed?: (context: FixContext) => string
}

/** URL-safe words of a phrase, as a slug would have them. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const has = (text: string, pattern: RegExp) => pattern.test(text)

/** Every check, in the order shown. */
export const CHECKS: Record<string, CheckDefinition> = {
  focusKeyphrase: {
    group: 'seo',
    label: 'Focus keyphrase',
    fix: () => 'Enter the phrase people search for in the Focus keyphrase field.',
  },
  keyphraseLength: {
    group: 'seo',
    label: 'Keyphrase length',
    passed: () => 'The keyphrase is a good length.',
    keyphrase: true,
    fix: ({ text }) =>
      has(text, /less than/i)
        ? 'Make the keyphrase a little longer: 1 to 4 words people type.'
        : 'Shorten the keyphrase to the 1 to 4 words people actually type.',
  },
  functionWordsInKeyphrase: {
    group: 'seo',
    label: 'Keyphrase has content words',
    keyphrase: true,
    fix: () => 'Use a keyphrase with a real topic word, not only words like “how” or “the”.',
  },
  previouslyUsedKeyphrase: {
    group: 'seo',
    label: 'Keyphrase not used by another post',
    keyphrase: true,
    fix: () =>
      'Choose a keyphrase no other post targets, or merge the posts: they compete for the same searches.',
  },
  keyphraseInSEOTitle: {
    group: 'seo',
    label: 'Keyphrase in SEO title',
    keyphrase: true,
    fix: ({ text }) =>
      has(text, /not at the beginning/i)
        ? 'Move the keyphrase to the start of the SEO title.'
        : 'Put the exact keyphrase in the SEO title, near its start.',
  },
  introductionKeyword: {
    group: 'seo',
    label: 'Keyphrase in introduction',
    passed: () => 'The keyphrase is in the first paragraph.',
    keyphrase: true,
    fix: () => 'Use the keyphrase in the first paragraph.',
  },
  slugKeyword: {
    group: 'seo',
    label: 'Keyphrase in slug',
    keyphrase: true,
    fix: ({ input }) =>
      `Put the keyphrase’s words in the slug, e.g. “${slugify(input.keyphrase) || 'your-keyphrase'}”.`,
  },
  metaDescriptionKeyword: {
    group: 'seo',
    label: 'Keyphrase in meta description',
    keyphrase: true,
    fix: ({ text }) =>
      has(text, /advised maximum/i)
        ? 'Use the keyphrase at most twice in the meta description.'
        : 'Use the keyphrase in the meta description.',
  },
  subheadingsKeyword: {
    group: 'seo',
    label: 'Keyphrase in subheadings',
    keyphrase: true,
    fix: ({ text }) =>
      has(text, /too much/i)
        ? 'Use the keyphrase in fewer subheadings; let the others say what the section is about.'
        : 'Use the keyphrase (or its words) in one or more H2 or H3 subheadings.',
  },
  keyphraseDensity: {
    group: 'seo',
    label: 'Keyphrase density',
    keyphrase: true,
    fix: ({ text }) =>
      has(text, /more than the recommended maximum/i)
        ? 'Use the keyphrase less often; say it in other words where it reads better.'
        : 'Use the keyphrase a few more times in the text, where it reads naturally.',
  },
  metaDescriptionLength: {
    group: 'seo',
    label: 'Meta description length',
    passed: ({ input }) =>
      `The meta description has ${input.metaDescription.trim().length} characters.`,
    fix: ({ input }) => {
      const length = input.metaDescription.trim().length
      if (length === 0) return 'Write a meta description of 120 to 156 characters.'
      if (length < 120)
        return `Lengthen the meta description to 120–156 characters (it has ${length}).`
      return `Shorten the meta description to at most 156 characters (it has ${length}).`
    },
  },
  titleWidth: {
    group: 'seo',
    label: 'SEO title width',
    passed: () => 'The SEO title fits in search results.',
    fix: ({ input, titleWidth }) =>
      input.seoTitle.trim()
        ? `Shorten the SEO title to fit Google’s 600 px (it is about ${titleWidth} px).`
        : 'Write an SEO title.',
  },
  textLength: {
    group: 'seo',
    label: 'Text length',
    fix: () => 'Write at least 300 words.',
  },
  internalLinks: {
    group: 'seo',
    label: 'Internal links',
    fix: ({ text }) =>
      has(text, /nofollowed/i)
        ? 'Remove nofollow from at least one link to this site.'
        : 'Link to a related post, service or page on this site.',
  },
  externalLinks: {
    group: 'seo',
    label: 'Outbound links',
    passed: () => 'The post links to other sites.',
    fix: ({ text }) =>
      has(text, /nofollowed/i)
        ? 'Remove nofollow from at least one link to another site.'
        : 'Link to a useful source on another site (a manufacturer’s guide, a study).',
  },
  textCompetingLinks: {
    group: 'seo',
    label: 'Competing links',
    keyphrase: true,
    fix: () => 'Don’t use the keyphrase as a link’s text: it tells Google that page is about it.',
  },
  images: {
    group: 'seo',
    label: 'Images',
    passed: () => 'The post has images.',
    fix: () => 'Add an image to the post (the cover image counts).',
  },
  imageAltText: {
    group: 'seo',
    label: 'Image alt text',
    fix: () => 'Describe every image in its alt text (in the media library).',
  },
  imageKeyphrase: {
    group: 'seo',
    label: 'Keyphrase in image alt text',
    passed: () => 'An image’s alt text uses the keyphrase.',
    keyphrase: true,
    fix: ({ text }) =>
      has(text, /a bit much/i)
        ? 'Use the keyphrase in fewer alt texts; describe what each picture shows.'
        : 'Use the keyphrase in the alt text of an image it truly describes (the cover counts).',
  },
  singleH1: {
    group: 'seo',
    label: 'Single H1',
    fix: () => 'Make the H1 headings in the text H2: the post’s title is the page’s only H1.',
  },
  textPresence: {
    group: 'readability',
    label: 'Enough text',
    fix: () => 'Write the post: the readability checks need at least a few sentences.',
  },
  fleschReadingEase: {
    group: 'readability',
    label: 'Flesch reading ease',
    fix: () => 'Use shorter sentences and simpler words to reach a score of 60 or more.',
  },
  textParagraphTooLong: {
    group: 'readability',
    label: 'Paragraph length',
    fix: () => 'Split paragraphs longer than 150 words.',
  },
  textSentenceLength: {
    group: 'readability',
    label: 'Sentence length',
    passed: () => 'Few sentences run over 20 words.',
    fix: () => 'Split long sentences: at most a quarter should run over 20 words.',
  },
  subheadingsTooLong: {
    group: 'readability',
    label: 'Subheading distribution',
    passed: () => 'No section runs over 300 words without a subheading.',
    fix: () => 'Add subheadings so no section runs longer than 300 words.',
  },
  passiveVoice: {
    group: 'readability',
    label: 'Passive voice',
    fix: () => 'Rewrite passive sentences in the active voice (“we stain the logs”).',
  },
  textTransitionWords: {
    group: 'readability',
    label: 'Transition words',
    passed: () => 'Enough sentences use transition words.',
    fix: () =>
      'Link more sentences with words like “so”, “however”, “because”, “for example” (30% or more).',
  },
  sentenceBeginnings: {
    group: 'readability',
    label: 'Consecutive sentences',
    fix: () => 'Vary how sentences begin: three or more in a row start with the same word.',
  },
}

export const CHECK_ORDER = Object.keys(CHECKS)

/** Yoast's praise, dropped from results: the colour and the word already say it. */
const PRAISE = /\s*(Good job|Well done|Great job|Great|Nice|That's great|This is great)!/g

/** Yoast's text without its links to yoast.com, its HTML, its leading name and its praise. */
export function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, '’')
    .replace(/\s+/g, ' ')
    .trim()
  const colon = text.indexOf(': ')
  return (colon > 0 && colon < 50 ? text.slice(colon + 2) : text).replace(PRAISE, '').trim()
}
