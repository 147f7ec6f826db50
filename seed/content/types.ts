/**
 * Shapes of the seed content. The seed (seed/run.ts) maps these onto Payload documents.
 * Long text is Markdown (headings `##`/`###`, paragraphs, `-` lists, `**bold**`, links);
 * the seed converts it to Lexical rich text.
 */

/** A reference to a generated illustration, see seed/images/. */
export type ImageRef = {
  /** File name without extension, unique across the seed, e.g. 'portfolio-westcliffe-before'. */
  key: string
  /** Alt text a screen-reader user would want: what the picture shows. */
  alt: string
  /** Which illustration to draw. */
  scene: 'before' | 'after' | 'detail' | 'landscape' | 'crew'
  /** Variation seed so pictures differ (any integer). */
  variant: number
}

export type Seo = { title: string; description: string; keywords: string[] }

export type ServiceSeed = {
  slug: string // exactly the route slugs: chinking, staining, weatherproofing, maintenance, log-home-hail-damage-restoration, media-blasting, deck-refinishing, log-railings
  title: string
  summary: string // one or two sentences for cards
  details: string[] // 4-6 bullet points
  icon:
    | 'chinking'
    | 'staining'
    | 'weatherproofing'
    | 'maintenance'
    | 'hail'
    | 'blasting'
    | 'deck'
    | 'railing'
  price: string // 'Contact for quote'
  body: string // Markdown, 300-500 words
  image: ImageRef
  seo: Seo
}

export type CountySeed = {
  slug: string // e.g. 'park-county'
  name: string // 'Park County'
  seat: string
  elevation: number // typical elevation in feet
  towns: string[]
  summary: string
  body: string // Markdown, 200-400 words about log homes and climate there
  image: ImageRef
  seo: Seo
}

export type CitySeed = {
  slug: string // e.g. 'denver' (dedicated page at /cities/denver-log-home-restoration when hasPage)
  name: string
  county: string // county slug if it is one of the 8 counties, else the county's name
  elevation: number
  hasPage: boolean
  summary: string
  body?: string // Markdown, 250-400 words, for cities with hasPage
  seo?: Seo
}

export type PostSeed = {
  slug: string
  title: string
  excerpt: string // 1-2 sentences
  publishedAt: string // ISO date in 2025-2026
  author: string
  topics: Array<
    | 'maintenance'
    | 'staining'
    | 'chinking'
    | 'hail'
    | 'media-blasting'
    | 'high-altitude'
    | 'restoration'
  >
  cover: ImageRef
  body: string // Markdown, 600+ words, with ## and ### headings
  /** The phrase searchers type that the post should rank for (the studio's SEO analysis). */
  focusKeyphrase: string
  seo: Seo
}

export type PortfolioSeed = {
  slug: string
  title: string
  location: string // 'Westcliffe, CO'
  county?: string // county slug if one of the 8
  services: string[] // service slugs
  completedAt: string // ISO date
  featured: boolean
  summary: string
  body: string // Markdown write-up, 250-450 words: the problem, the work, the result
  before: ImageRef
  after: ImageRef
  gallery: ImageRef[] // 2-3 extra
  seo: Seo
}

export type TestimonialSeed = {
  author: string
  content: string
  location: string
  projectType: string
  date: string // ISO date
  featured: boolean
}

export type FaqSeed = {
  question: string
  answer: string
  category: 'General' | 'Services' | 'Pricing' | 'Maintenance' | 'Scheduling'
}

export type PageSeed = {
  slug: string // 'log-home-products', 'about', 'restoration-process', 'maintenance-guide', 'log-home-restoration', 'media-blasting', 'hail-damage-restoration'
  title: string
  intro: string
  hero: ImageRef
  /** Layout blocks in order. */
  blocks: Array<
    | { type: 'content'; markdown: string }
    | { type: 'media'; image: ImageRef; caption?: string }
    | { type: 'cta'; heading: string; text: string; links: Array<{ label: string; href: string }> }
  >
  seo: Seo
}
