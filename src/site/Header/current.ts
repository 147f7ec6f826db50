/**
 * Whether a link points at the page being shown: 'page' for the page itself, 'section' for a page
 * under it (a blog post under /blog). Only site paths count; '/' matches the home page only.
 */
export type LinkCurrent = 'page' | 'section' | null

/** Paths that show the same page as a link's target (spec: /calculator is /cost-calculator). */
const SAME_PAGE: Record<string, readonly string[]> = {
  '/cost-calculator': ['/calculator'],
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/'
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}

export function linkCurrent(pathname: string | null | undefined, href: string): LinkCurrent {
  if (!pathname || !href.startsWith('/') || href.startsWith('//')) return null
  const path = normalise(pathname)
  const target = normalise(href)
  const targets = [target, ...(SAME_PAGE[target] ?? [])]
  if (targets.includes(path)) return 'page'
  if (target !== '/' && targets.some((candidate) => path.startsWith(`${candidate}/`))) {
    return 'section'
  }
  return null
}

/** The aria-current value for a link: "page" on the page itself, "true" within its section. */
export function ariaCurrent(current: LinkCurrent): 'page' | 'true' | undefined {
  if (current === 'page') return 'page'
  if (current === 'section') return 'true'
  return undefined
}
