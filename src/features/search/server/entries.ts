import type { SearchSuggestion, SuggestionType } from '@/features/search/api'
import { lexicalText } from '@/features/search/text'
import type { City, County, Faq, Media, Page, Portfolio, Post, Service } from '@/payload-types'
import { pathFor } from '@/utilities/paths'
import {
  PUBLIC_CONTENT,
  SEARCHABLE_COLLECTIONS,
  type SearchableCollection,
} from '@/utilities/publicContent'
import { type PictureFamily, type PictureFiles, pictureFiles } from '@/utilities/pictures'
import { truncate } from '@/utilities/text'

/** Every public content type the site search covers: the searchable ones (utilities/publicContent). */
export const SEARCH_COLLECTIONS = SEARCHABLE_COLLECTIONS
export type SearchCollection = SearchableCollection

export const isSearchCollection = (slug: string): slug is SearchCollection =>
  (SEARCH_COLLECTIONS as readonly string[]).includes(slug)

/** Pages that are not worth finding: the search page itself. */
const UNLISTED_PAGES = new Set(['search'])

/** A document as the index holds it: what a suggestion shows, and the text it is found by. */
export type SearchEntry = SearchSuggestion & {
  collection: SearchCollection
  /** Secondary text: SEO keywords, places, topics. */
  keywords: string
  body: string
  /** The pictures Latest Resources shows (3:2): a post's, or a project's before and after. */
  cardPicture?: PictureFiles | null
  beforePicture?: PictureFiles | null
  afterPicture?: PictureFiles | null
}

/** The stored part of an entry: everything but the text it is found by. */
export type StoredEntry = Omit<SearchEntry, 'keywords' | 'body'>

const DESCRIPTION_MAX = 200

type Ref<T> = T | number | string | null | undefined
const populated = <T extends object>(ref: Ref<T>): T | null =>
  ref && typeof ref === 'object' ? ref : null

/** A picture's files in a family of sizes (utilities/pictures.ts); null for anything but a picture. */
export function pictureOf(ref: Ref<Media>, family: PictureFamily): PictureFiles | null {
  const media = populated(ref)
  if (!media || !media.mimeType?.startsWith('image/')) return null
  return pictureFiles(media, family)
}

/** A suggestion's picture (the first of `refs` that has one): the small thumbnails, 200 and 400 px. */
function thumbnailOf(...refs: Ref<Media>[]) {
  for (const ref of refs) {
    const picture = pictureOf(ref, 'thumbnail')
    if (picture) return { image: picture.src, picture }
  }
  return { image: null, picture: null }
}

const join = (...parts: Array<string | null | undefined | false>) =>
  parts.filter(Boolean).join('\n')

const keywordsOf = (doc: { meta?: { keywords?: string[] | null } | null }) =>
  doc.meta?.keywords?.join('\n') ?? ''

type Base = {
  collection: SearchCollection
  id: number | string
  type: SuggestionType
  category: string
  title: string
  description: string | null | undefined
  slug: string
  path: string
  image: string | null
  picture: PictureFiles | null
  keywords: string
  body: string
}

function entry(base: Base, extra: Partial<SearchEntry> = {}): SearchEntry {
  return {
    ...base,
    id: entryId(base.collection, base.id),
    description: truncate(base.description ?? '', DESCRIPTION_MAX),
    ...extra,
  }
}

function pageEntry(doc: Page): SearchEntry | null {
  if (UNLISTED_PAGES.has(doc.slug)) return null
  const blocks = (doc.layout ?? []).map((block) => {
    if (block.blockType === 'content') return lexicalText(block.richText)
    if (block.blockType === 'cta') return join(block.heading, block.text)
    return block.caption ?? ''
  })
  return entry({
    collection: 'pages',
    id: doc.id,
    type: 'page',
    category: 'Page',
    title: doc.title,
    description: doc.meta?.description || doc.intro,
    slug: doc.slug,
    path: pathFor.pages(doc),
    ...thumbnailOf(doc.heroImage, doc.meta?.image),
    keywords: keywordsOf(doc),
    body: join(doc.intro, ...blocks),
  })
}

function postEntry(doc: Post): SearchEntry {
  return entry(
    {
      collection: 'posts',
      id: doc.id,
      type: 'blog',
      category: 'Blog Post',
      title: doc.title,
      description: doc.excerpt,
      slug: doc.slug,
      path: pathFor.posts(doc),
      ...thumbnailOf(doc.heroImage),
      keywords: join(keywordsOf(doc), ...(doc.topics ?? []), doc.author),
      body: lexicalText(doc.content),
    },
    { cardPicture: pictureOf(doc.heroImage, 'card') },
  )
}

function projectEntry(doc: Portfolio): SearchEntry {
  const services = (doc.services ?? []).map((service) => populated(service)?.title)
  return entry(
    {
      collection: 'portfolio',
      id: doc.id,
      type: 'portfolio',
      category: 'Portfolio Item',
      title: doc.title,
      description: doc.summary,
      slug: doc.slug,
      path: pathFor.portfolio(doc),
      ...thumbnailOf(doc.afterImage),
      keywords: join(keywordsOf(doc), doc.location, populated(doc.county)?.name, ...services),
      body: join(
        doc.summary,
        lexicalText(doc.writeUp),
        ...(doc.gallery ?? []).map((photo) => photo.caption),
      ),
    },
    {
      beforePicture: pictureOf(doc.beforeImage, 'card'),
      afterPicture: pictureOf(doc.afterImage, 'card'),
    },
  )
}

function serviceEntry(doc: Service): SearchEntry {
  return entry({
    collection: 'services',
    id: doc.id,
    type: 'page',
    category: 'Service',
    title: doc.title,
    description: doc.summary,
    slug: doc.slug,
    path: pathFor.services(doc),
    ...thumbnailOf(doc.image),
    keywords: keywordsOf(doc),
    body: join(...(doc.details ?? []).map((detail) => detail.item), lexicalText(doc.body)),
  })
}

function countyEntry(doc: County): SearchEntry {
  return entry({
    collection: 'counties',
    id: doc.id,
    type: 'page',
    category: 'Service Area',
    title: doc.name,
    description: doc.summary,
    slug: doc.slug,
    path: pathFor.counties(doc),
    ...thumbnailOf(doc.image),
    // Its seat and towns: a homeowner looks for "Breckenridge", not "Summit County".
    keywords: join(keywordsOf(doc), doc.seat, ...(doc.towns ?? []).map((town) => town.name)),
    body: lexicalText(doc.body),
  })
}

function cityEntry(doc: City): SearchEntry {
  return entry({
    collection: 'cities',
    id: doc.id,
    type: 'page',
    category: 'City',
    title: doc.name,
    description: doc.summary,
    slug: doc.slug,
    // A city without its own page is a card on the cities page.
    path: doc.hasPage ? pathFor.cities(doc) : `${PUBLIC_CONTENT.cities.listing}#${cityAnchor(doc)}`,
    ...thumbnailOf(doc.image),
    keywords: join(keywordsOf(doc), populated(doc.county)?.name, doc.countyName),
    body: lexicalText(doc.body),
  })
}

function faqEntry(doc: Faq): SearchEntry {
  const anchor = faqAnchor(doc)
  return entry({
    collection: 'faqs',
    id: doc.id,
    type: 'page',
    category: 'FAQ',
    title: doc.question,
    description: doc.answer,
    slug: anchor,
    path: `${PUBLIC_CONTENT.faqs.listing}#${anchor}`,
    image: null,
    picture: null,
    keywords: doc.category ?? '',
    body: doc.answer,
  })
}

/** The id of a city's card on /cities and of an answer on /faq: where search results lead. */
export const cityAnchor = (doc: Pick<City, 'slug'>) => `city-${doc.slug}`
export const faqAnchor = (doc: Pick<Faq, 'id'>) => `faq-${doc.id}`

type DocOf = {
  pages: Page
  posts: Post
  portfolio: Portfolio
  services: Service
  counties: County
  cities: City
  faqs: Faq
}

const BUILDERS: { [K in SearchCollection]: (doc: DocOf[K]) => SearchEntry | null } = {
  pages: pageEntry,
  posts: postEntry,
  portfolio: projectEntry,
  services: serviceEntry,
  counties: countyEntry,
  cities: cityEntry,
  faqs: faqEntry,
}

/**
 * The index entry of a public document of `collection`, read at depth 1 so that its pictures are
 * populated; null for a document that is not to be found (the search page itself).
 */
export function toSearchEntry(collection: SearchCollection, doc: unknown): SearchEntry | null {
  const build = BUILDERS[collection] as (doc: unknown) => SearchEntry | null
  return build(doc)
}

/** The id an entry has in the index, from its collection and document id. */
export const entryId = (collection: SearchCollection, id: number | string) => `${collection}-${id}`
