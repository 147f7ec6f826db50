/** Public URL paths of documents: the one place that knows the route table. */
export type PathDoc = { slug?: string | null }

export const pathFor = {
  pages: (doc: PathDoc) => `/${doc.slug ?? ''}`,
  posts: (doc: PathDoc) => `/blog/${doc.slug ?? ''}`,
  portfolio: (doc: PathDoc) => `/portfolio/${doc.slug ?? ''}`,
  services: (doc: PathDoc) => `/services/${doc.slug ?? ''}`,
  counties: (doc: PathDoc) => `/counties/${doc.slug ?? ''}`,
  cities: (doc: PathDoc) => `/cities/${doc.slug ?? ''}-log-home-restoration`,
} as const

export type PathCollection = keyof typeof pathFor

/** Projects with a picture page of their own (spec section 1), linked from the project's page. */
export const PICTURE_PAGES = ['westcliffe-colorado-log-home-restoration'] as const

export const picturePagePath = (slug: string) => `/log-home-restoration-pictures/${slug}`

export const hasPicturePage = (slug: string | null | undefined): slug is string =>
  (PICTURE_PAGES as readonly string[]).includes(slug ?? '')

/**
 * A path on this site, safe to redirect to: it starts with one `/`, and holds no backslash (which
 * browsers read as `/`, so `/\evil.com` is `//evil.com`, another site) and no control character
 * (which browsers strip, so `/\t/evil.com` is one too).
 */
export const isLocalPath = (path: unknown): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !/[\\\u0000-\u001f\u007f]/.test(path)

/** Routes with their own listing whose words live in the page of the same slug. */
export const LISTING_PAGES = [
  'services',
  'portfolio',
  'blog',
  'faq',
  'contact',
  'testimonials',
  'service-areas',
  'cities',
  'cost-calculator',
  'search',
  'chat',
  'log-lens',
] as const
export type ListingPage = (typeof LISTING_PAGES)[number]
export const isListingPage = (slug: string): slug is ListingPage =>
  (LISTING_PAGES as readonly string[]).includes(slug)
