import 'server-only'

import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { analyzePost, type Analysis, type AnalysisInput } from '@/features/blog-seo/analyze'
import { postAnalysisInput } from '@/features/blog-seo/post'
import type { Post, User } from '@/payload-types'
import { serverUrl } from '@/lib/site/urls'

/** One post in the /blog-seo list. */
export type PostSeoSummary = {
  id: Post['id']
  title: string
  slug: string
  status: 'draft' | 'published'
  keyphrase: string
  analysis: Analysis
}

type Options = { user?: User | null; origin?: string }

type KeyphraseOf = Pick<Post, 'id' | 'title' | 'focusKeyphrase'>

/** The other posts' keyphrases, for "Keyphrase not used by another post". */
const othersOf = (post: Pick<Post, 'id'>, all: readonly KeyphraseOf[]) =>
  all
    .filter((other) => other.id !== post.id && other.focusKeyphrase?.trim())
    .map((other) => ({ keyphrase: other.focusKeyphrase!.trim(), title: other.title }))

/**
 * Analyses by their inputs, the 500 last used: one takes about a quarter of a second for a
 * 1,200-word post, and the list would redo every post on every visit. An edit changes the inputs,
 * so nothing goes stale.
 */
const cache = new LRUCache<string, Analysis>({ max: 500 })

function cachedAnalysis(input: AnalysisInput): Analysis {
  const key = JSON.stringify(input)
  const hit = cache.get(key)
  if (hit) return hit
  const analysis = analyzePost(input)
  cache.set(key, analysis)
  return analysis
}

/**
 * One post document (read at depth 1, so its cover and images carry their alt texts) through the
 * analysis, against the other posts' keyphrases.
 */
export function analyzePostDocument(
  post: Post,
  allPosts: readonly KeyphraseOf[],
  origin = serverUrl(),
): Analysis {
  return cachedAnalysis(
    postAnalysisInput(post, { otherKeyphrases: othersOf(post, allPosts), origin }),
  )
}

/**
 * Every post, its newest version (a draft being written counts), read as `user` would read it.
 * Access is the caller's: pages pass the signed-in editor.
 */
async function allPosts(payload: Payload, { user }: Options) {
  const found = await payload.find({
    collection: 'posts',
    draft: true,
    depth: 1,
    pagination: false,
    sort: 'title',
    overrideAccess: !user,
    user,
  })
  return found.docs
}

const summaryOf = (post: Post, analysis: Analysis): PostSeoSummary => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  status: post._status === 'published' ? 'published' : 'draft',
  keyphrase: post.focusKeyphrase?.trim() ?? '',
  analysis,
})

/** The /blog-seo list: every post with its scores, the weakest SEO first. */
export async function blogSeoReport(
  payload: Payload,
  options: Options = {},
): Promise<PostSeoSummary[]> {
  const posts = await allPosts(payload, options)
  return posts
    .map((post) => summaryOf(post, analyzePostDocument(post, posts, options.origin)))
    .sort(
      (a, b) =>
        a.analysis.seo.score - b.analysis.seo.score ||
        b.analysis.problems - a.analysis.problems ||
        a.title.localeCompare(b.title),
    )
}

/** One post's analysis by its slug, or null when there is no such post. */
export async function postSeoReport(
  payload: Payload,
  slug: string,
  options: Options = {},
): Promise<PostSeoSummary | null> {
  const { user } = options
  const [found, keyphrases] = await Promise.all([
    payload.find({
      collection: 'posts',
      where: { slug: { equals: slug } },
      draft: true,
      depth: 1,
      limit: 1,
      overrideAccess: !user,
      user,
    }),
    payload.find({
      collection: 'posts',
      draft: true,
      depth: 0,
      pagination: false,
      select: { title: true, focusKeyphrase: true },
      overrideAccess: !user,
      user,
    }),
  ])
  const post = found.docs[0]
  if (!post) return null
  return summaryOf(post, analyzePostDocument(post, keyphrases.docs, options.origin))
}
