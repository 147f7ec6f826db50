/**
 * The blog SEO analysis: Yoast's SEO and readability assessments (the `yoastseo` package, its
 * English researcher) on a post, plus the checks Yoast's library leaves to its WordPress plugin:
 * Flesch reading ease, image alt text, the post's title as the only h1, and a keyphrase no other
 * post uses. Plain inputs and no server code, so the staff pages (on the server) and the studio's
 * sidebar (in the browser, loaded on demand: the bundle is large) give the same answers.
 */
import {
  ContentAssessor,
  Paper,
  SeoAssessor,
  type AssessmentResult,
  type Researcher,
} from 'yoastseo'
import EnglishResearcherModule from 'yoastseo/build/languageProcessing/languages/en/Researcher.js'

import {
  CHECK_ORDER,
  CHECKS,
  plainText,
  ratingOf,
  readabilityScore,
  seoScore,
  type Analysis,
  type AnalysisInput,
  type Check,
  type FixContext,
} from '@/features/blog-seo/checks'
import { postAnalysisInput, type PostContext, type PostValues } from '@/features/blog-seo/post'
import { titleWidthPx } from '@/features/blog-seo/titleWidth'
import { pathFor } from '@/utilities/paths'

export type { Analysis, AnalysisInput, Check } from '@/features/blog-seo/checks'

/**
 * The researcher module is CommonJS with a default export: bundlers hand over the class, Node's
 * own ESM loader the module object around it.
 */
const EnglishResearcher: typeof Researcher =
  typeof EnglishResearcherModule === 'function'
    ? EnglishResearcherModule
    : (EnglishResearcherModule as unknown as { default: typeof Researcher }).default

/** Yoast's score for a keyphrase another post already targets (its WordPress plugin's). */
const USED_ONCE = 6
const USED_MORE = 1

const normalize = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

type Own = Pick<Check, 'score' | 'result'>

function focusKeyphrase(input: AnalysisInput): Own {
  const keyphrase = input.keyphrase.trim()
  return keyphrase
    ? { score: 9, result: `The focus keyphrase is “${keyphrase}”.` }
    : { score: 1, result: 'No focus keyphrase is set, so the keyphrase checks cannot pass.' }
}

function previouslyUsed(input: AnalysisInput): Own | null {
  const keyphrase = normalize(input.keyphrase)
  if (!keyphrase) return null
  const others = input.otherKeyphrases.filter((other) => normalize(other.keyphrase) === keyphrase)
  if (others.length === 0) {
    return { score: 9, result: 'No other post targets this keyphrase.' }
  }
  const titles = others.map((other) => `“${other.title}”`).join(', ')
  return {
    score: others.length === 1 ? USED_ONCE : USED_MORE,
    result: `${others.length === 1 ? 'Another post targets' : `${others.length} other posts target`} this keyphrase: ${titles}.`,
  }
}

function singleH1(input: AnalysisInput, researcher: Researcher): Own {
  const inText = (researcher.getResearch('h1s') as unknown[]).length
  const title = input.title.trim() ? 1 : 0
  if (inText === 0) {
    return title
      ? { score: 8, result: 'The post’s title is the page’s only H1.' }
      : { score: 1, result: 'The post has no title, so the page has no H1.' }
  }
  return {
    score: 1,
    result: `The text has ${inText} H1 ${inText === 1 ? 'heading' : 'headings'} besides the post’s title.`,
  }
}

function imageAltText(researcher: Researcher): Own {
  const images = researcher.getResearch('imageCount') as number
  const { noAlt } = researcher.getResearch('altTagCount') as { noAlt: number }
  if (images === 0) return { score: 9, result: 'There are no images to describe.' }
  if (noAlt === 0) {
    return {
      score: 9,
      result: images === 1 ? 'The image has alt text.' : `All ${images} images have alt text.`,
    }
  }
  return {
    score: 3,
    result:
      noAlt === images
        ? `${images === 1 ? 'The image has' : `None of the ${images} images have`} no alt text.`
        : `${noAlt} of ${images} images have no alt text.`,
  }
}

/** Flesch's bands, as Yoast names them. */
function fleschBand(score: number) {
  if (score >= 90) return 'very easy'
  if (score >= 80) return 'easy'
  if (score >= 70) return 'fairly easy'
  if (score >= 60) return 'okay'
  if (score >= 50) return 'fairly difficult'
  if (score >= 30) return 'difficult'
  return 'very difficult'
}

/** Yoast's Flesch reading ease for English: 60 and up is green, 50-60 orange, less red. */
function fleschReadingEase(researcher: Researcher): Own | null {
  const { score } = researcher.getResearch('getFleschReadingScore') as { score: number }
  if (score < 0) return null // too little text; "Enough text" says so
  const rounded = Math.round(score * 10) / 10
  return {
    score: score >= 60 ? 9 : score >= 50 ? 6 : 3,
    result: `The text scores ${rounded} out of 100: ${fleschBand(score)} to read.`,
  }
}

type Context = FixContext & { yoastLabel?: string }

function toCheck(id: string, own: Own, context: Context): Check {
  const definition = CHECKS[id]
  const rating = ratingOf(own.score)
  let fix: string | null = null
  if (rating !== 'good') {
    fix =
      definition?.keyphrase && !context.input.keyphrase.trim()
        ? 'Set a focus keyphrase first.'
        : (definition?.fix(context) ?? 'Follow the advice in the result.')
  }
  return {
    id,
    group: definition?.group ?? 'seo',
    label: definition?.label ?? context.yoastLabel ?? id,
    rating,
    score: own.score,
    result: own.result || definition?.passed?.(context) || 'Done.',
    fix,
  }
}

/**
 * The meta description checks when none was written and the excerpt stands in (as on the page):
 * say so, rather than Yoast's "The meta description has been specified".
 */
function describeExcerptStandIn(check: Check, length: number) {
  const none = 'No meta description was written, so search results show the excerpt'
  if (check.id === 'metaDescriptionKeyword') {
    check.result =
      check.rating === 'good'
        ? `${none}; it uses the keyphrase.`
        : `${none}, and it does not use the keyphrase.`
    if (check.fix) check.fix = 'Write a meta description (SEO tab) that uses the keyphrase.'
  } else if (check.id === 'metaDescriptionLength') {
    check.result = `${none} (${length} characters).`
  }
}

function fromYoast(
  result: AssessmentResult,
  group: Check['group'],
  input: AnalysisInput,
  titleWidth: number,
): Check | null {
  const id = result._identifier
  // Replaced by our own checks: "Focus keyphrase" and the title-aware "Single H1".
  if (id === 'singleH1') return null
  if (id === 'keyphraseLength' && !input.keyphrase.trim()) return null
  const context: Context = {
    input,
    titleWidth,
    text: result.text,
    yoastLabel: plainText(result.text.split(':')[0] ?? '') || undefined,
  }
  const check = toCheck(id, { score: result.score, result: plainText(result.text) }, context)
  if (input.metaDescriptionFrom === 'excerpt')
    describeExcerptStandIn(check, input.metaDescription.trim().length)
  if (id === 'titleWidth' && input.seoTitle.trim()) {
    check.result = `${check.result} It is about ${titleWidth} px wide; Google shows about 600 px (20px Arial).`
  }
  return CHECKS[id] ? check : { ...check, group }
}

/** Every check of one post, with its overall SEO and readability scores. */
export function analyzePost(input: AnalysisInput): Analysis {
  const titleWidth = input.seoTitle.trim() ? titleWidthPx(input.seoTitle.trim()) : 0
  const slug = input.slug.trim()
  const paper = new Paper(input.html, {
    keyword: input.keyphrase.trim(),
    title: input.seoTitle.trim(),
    titleWidth,
    description: input.metaDescription.trim(),
    slug,
    locale: 'en_US',
    permalink: `${input.origin.replace(/\/$/, '')}${pathFor.posts({ slug })}`,
  })
  const researcher = new EnglishResearcher(paper)

  const checks: Check[] = []
  const seo = new SeoAssessor(researcher)
  seo.assess(paper)
  for (const result of seo.getValidResults()) {
    const check = fromYoast(result, 'seo', input, titleWidth)
    if (check) checks.push(check)
  }
  const readability = new ContentAssessor(researcher)
  readability.assess(paper)
  for (const result of readability.getValidResults()) {
    const check = fromYoast(result, 'readability', input, titleWidth)
    if (check) checks.push(check)
  }

  const own: Array<[string, Own | null]> = [
    ['focusKeyphrase', focusKeyphrase(input)],
    ['previouslyUsedKeyphrase', previouslyUsed(input)],
    ['singleH1', singleH1(input, researcher)],
    ['imageAltText', imageAltText(researcher)],
    ['fleschReadingEase', fleschReadingEase(researcher)],
  ]
  for (const [id, result] of own) {
    if (result) checks.push(toCheck(id, result, { input, titleWidth, text: '' }))
  }

  const position = (id: string) => {
    const index = CHECK_ORDER.indexOf(id)
    return index === -1 ? CHECK_ORDER.length : index
  }
  checks.sort((a, b) => position(a.id) - position(b.id))

  const seoChecks = checks.filter((check) => check.group === 'seo')
  const readabilityChecks = checks.filter((check) => check.group === 'readability')
  return {
    seo: seoScore(seoChecks),
    readability: readabilityScore(readabilityChecks),
    checks: [...seoChecks, ...readabilityChecks],
    problems: checks.filter((check) => check.rating !== 'good').length,
  }
}

/** A post (a saved document or the studio form's values) through the analysis. */
export function analyzePostValues(post: PostValues, context: PostContext): Analysis {
  return analyzePost(postAnalysisInput(post, context))
}
