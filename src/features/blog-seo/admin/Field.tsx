'use client'

import { useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useEffect, useId, useMemo, useState } from 'react'

import './seoAnalysis.css'
import { RATING_WORDS, type Analysis, type Check, type Rating } from '@/features/blog-seo/checks'
import { isEmptyPost } from '@/features/blog-seo/post'
import { uploadIds } from '@/features/blog-seo/uploads'

/** How long typing must pause before the analysis runs again. */
const DEBOUNCE_MS = 400

type Engine = typeof import('@/features/blog-seo/analyze')
type Others = Array<{ keyphrase: string; title: string }>

/** The analysis and Yoast's library (large) load only when a post's form opens. */
const loadEngine = () => import('@/features/blog-seo/analyze')

/** One form value by its path, re-rendering only when that value changes. */
const useValue = (path: string) => useFormFields(([fields]) => fields[path]?.value)

const asText = (value: unknown) => (typeof value === 'string' ? value : '')

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'include' })
  if (!response.ok) throw new Error(`${response.status}`)
  return (await response.json()) as T
}

/**
 * The post editor's sidebar: the blog SEO analysis (lib/blogSeo) of what is in the form now, run
 * in the browser 400 ms after the owner stops typing; nothing needs saving first.
 */
export const SeoAnalysisField: UIFieldClientComponent = () => {
  const headingId = useId()
  const { config } = useConfig()
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const { id } = useDocumentInfo()

  const title = useValue('title')
  const excerpt = useValue('excerpt')
  const slug = useValue('slug')
  const heroImage = useValue('heroImage')
  const content = useValue('content')
  const focusKeyphrase = useValue('focusKeyphrase')
  const metaTitle = useValue('meta.title')
  const metaDescription = useValue('meta.description')

  const [engine, setEngine] = useState<Engine | null>(null)
  const [others, setOthers] = useState<Others | null>(null)
  const [alts, setAlts] = useState<ReadonlyMap<string, string>>(new Map())
  const [analysis, setAnalysis] = useState<Analysis | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    loadEngine().then(
      (loaded) => live && setEngine(loaded),
      () => live && setError('The analysis could not be loaded. Reload the page to try again.'),
    )
    return () => {
      live = false
    }
  }, [])

  // The other posts' keyphrases (their newest versions), once per document.
  useEffect(() => {
    let live = true
    const query =
      'depth=0&draft=true&pagination=false&select[title]=true&select[focusKeyphrase]=true'
    getJson<{ docs: Array<{ id: unknown; title?: string; focusKeyphrase?: string | null }> }>(
      `${api}/posts?${query}`,
    )
      .then((found) =>
        found.docs
          .filter((post) => String(post.id) !== String(id) && post.focusKeyphrase?.trim())
          .map((post) => ({ keyphrase: post.focusKeyphrase!.trim(), title: post.title ?? '' })),
      )
      // Without them the analysis still runs; only the "used by another post" check is blind.
      .catch((): Others => [])
      .then((list) => live && setOthers(list))
    return () => {
      live = false
    }
  }, [api, id])

  // Alt texts of the cover and of images in the text, which the form holds by id.
  const mediaIds = useMemo(() => {
    const ids = uploadIds(content)
    if (typeof heroImage === 'number' || typeof heroImage === 'string') ids.push(String(heroImage))
    return ids.sort().join(',')
  }, [content, heroImage])
  useEffect(() => {
    if (!mediaIds) return
    let live = true
    getJson<{ docs: Array<{ id: unknown; alt?: string | null }> }>(
      `${api}/media?depth=0&pagination=false&select[alt]=true&where[id][in]=${mediaIds}`,
    )
      .then(
        (found) =>
          live && setAlts(new Map(found.docs.map((doc) => [String(doc.id), doc.alt ?? '']))),
      )
      .catch(() => {})
    return () => {
      live = false
    }
  }, [api, mediaIds])

  useEffect(() => {
    if (!engine || !others) return
    const timer = setTimeout(() => {
      try {
        setAnalysis(
          engine.analyzePostValues(
            {
              title: asText(title),
              excerpt: asText(excerpt),
              slug: asText(slug),
              heroImage,
              content,
              focusKeyphrase: asText(focusKeyphrase),
              meta: { title: asText(metaTitle), description: asText(metaDescription) },
            },
            // Links to this site count as internal: the studio is served from it.
            { otherKeyphrases: others, origin: window.location.origin, alts },
          ),
        )
        setError(null)
      } catch {
        setError('The analysis failed on this text. Keep writing; it runs again on every change.')
      }
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [
    engine,
    others,
    alts,
    title,
    excerpt,
    slug,
    heroImage,
    content,
    focusKeyphrase,
    metaTitle,
    metaDescription,
  ])

  const problems = analysis?.checks.filter((check) => check.rating !== 'good') ?? []
  const passed = analysis?.checks.filter((check) => check.rating === 'good') ?? []
  // Nothing written yet: where to start, not every check failing at once.
  const empty = isEmptyPost({ content, focusKeyphrase: asText(focusKeyphrase) })

  if (empty && !error) {
    return (
      <section className="seo-analysis" aria-labelledby={headingId} data-testid="seo-analysis">
        <h3 id={headingId} className="seo-analysis__heading">
          SEO analysis
        </h3>
        <div className="seo-analysis__start" role="status">
          <p>
            <strong>Start here.</strong> Write the post’s text, then set a focus keyphrase (the
            field above): the few words someone would type into Google to find this post (e.g. “log
            home staining”).
          </p>
          <p>The checks appear here as you write; nothing needs saving first.</p>
        </div>
      </section>
    )
  }

  return (
    <section className="seo-analysis" aria-labelledby={headingId} data-testid="seo-analysis">
      <h3 id={headingId} className="seo-analysis__heading">
        SEO analysis
      </h3>
      <p className="seo-analysis__status" role="status">
        {error ??
          (analysis
            ? `SEO: ${RATING_WORDS[analysis.seo.rating]} (${analysis.seo.score}). Readability: ${RATING_WORDS[analysis.readability.rating]}. ${analysis.problems} ${analysis.problems === 1 ? 'problem' : 'problems'}.`
            : 'Analysing…')}
      </p>
      {analysis && (
        <>
          <dl className="seo-analysis__scores">
            <div>
              <dt>SEO</dt>
              <dd>
                <Badge rating={analysis.seo.rating} score={analysis.seo.score} />
              </dd>
            </div>
            <div>
              <dt>Readability</dt>
              <dd>
                <Badge rating={analysis.readability.rating} />
              </dd>
            </div>
          </dl>
          {problems.length > 0 && (
            <>
              <h4 className="seo-analysis__subheading">To fix</h4>
              <CheckItems checks={problems} label="To fix" />
            </>
          )}
          <details className="seo-analysis__passed">
            <summary>Good results ({passed.length})</summary>
            <CheckItems checks={passed} label="Good results" />
          </details>
          {id && asText(slug) && (
            <p className="seo-analysis__more">
              <a href={`/blog-seo/${encodeURIComponent(asText(slug))}`}>
                Full report (last saved version)
              </a>
            </p>
          )}
        </>
      )}
    </section>
  )
}

function Badge({ rating, score }: { rating: Rating; score?: number }) {
  return (
    <span className={`seo-analysis__badge seo-analysis__badge--${rating}`}>
      <span aria-hidden="true" className="seo-analysis__dot" />
      {RATING_WORDS[rating]}
      {score !== undefined && ` (${score})`}
    </span>
  )
}

const ORDER: Record<Rating, number> = { bad: 0, ok: 1, good: 2 }

function CheckItems({ checks, label }: { checks: Check[]; label: string }) {
  const sorted = [...checks].sort((a, b) => ORDER[a.rating] - ORDER[b.rating])
  return (
    <ul className="seo-analysis__list" aria-label={label}>
      {sorted.map((check) => (
        <li key={check.id} className="seo-analysis__item">
          <Badge rating={check.rating} />
          <div>
            <p className="seo-analysis__label">{check.label}</p>
            <p className="seo-analysis__result">{check.result}</p>
            {check.fix && (
              <p className="seo-analysis__fix">
                <strong>Fix:</strong> {check.fix}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
