import type { Metadata } from 'next'

/**
 * The studio's tab titles: "Dashboard | High Country Log Home Finishing studio". Payload appends
 * `admin.meta.titleSuffix` (this, the business's name at the time of writing) to every studio
 * page's title; the studio's page (app/(payload)/admin) puts the Business profile's current name
 * in its place, so a renamed business is renamed in the tabs too. Plain code: the config imports it.
 */
export const studioSuffix = (business: string) => `| ${business} studio`

export const STUDIO_TITLE_SUFFIX = studioSuffix('High Country Log Home Finishing')

type Title = Metadata['title']

const swap = (text: string, from: string, to: string) =>
  text.endsWith(from) ? text.slice(0, text.length - from.length) + to : text

function swapTitle(title: Title, from: string, to: string): Title {
  if (!title) return title
  if (typeof title === 'string') return swap(title, from, to)
  if ('absolute' in title) {
    return {
      ...title,
      absolute: swap(title.absolute, from, to),
      ...('template' in title && title.template
        ? { template: swap(title.template, from, to) }
        : {}),
    } as Title
  }
  return {
    ...title,
    default: swap(title.default, from, to),
    template: swap(title.template, from, to),
  }
}

/** Payload's metadata of a studio page with the business's own name in the titles. */
export function brandStudioMetadata(metadata: Metadata, business: string): Metadata {
  const to = studioSuffix(business)
  if (to === STUDIO_TITLE_SUFFIX) return metadata
  const og = metadata.openGraph
  return {
    ...metadata,
    title: swapTitle(metadata.title, STUDIO_TITLE_SUFFIX, to),
    ...(og && typeof og.title === 'string'
      ? { openGraph: { ...og, title: swap(og.title, STUDIO_TITLE_SUFFIX, to) } }
      : {}),
  }
}
