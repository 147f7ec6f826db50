/**
 * The home page's sections below the hero, in the order the site first showed them. The owner
 * orders and hides them in the studio (Home page, Sections); each keeps its words in its own tab.
 */
export const HOME_SECTIONS = [
  { value: 'estimate', label: 'Estimate form' },
  { value: 'whyChooseUs', label: 'Why choose us' },
  { value: 'showcase', label: 'Before and after showcase' },
  { value: 'blurbs', label: 'Restoration and maintenance' },
  { value: 'counties', label: 'Counties' },
  { value: 'cities', label: 'Cities' },
  { value: 'featured', label: 'Featured projects' },
  { value: 'testimonials', label: 'Testimonials' },
  { value: 'resources', label: 'Resources' },
  { value: 'cta', label: 'Call to action' },
  { value: 'servicesDirectory', label: 'Services directory' },
  { value: 'latest', label: 'Latest resources' },
] as const

export type HomeSection = (typeof HOME_SECTIONS)[number]['value']

type Row = { section?: string | null; hidden?: boolean | null }

const KNOWN = new Set<string>(HOME_SECTIONS.map((section) => section.value))

/** The default list: every section, shown, in the first order. */
export const defaultSectionRows = () =>
  HOME_SECTIONS.map((section) => ({ section: section.value, hidden: false }))

/**
 * The sections to show, in the owner's order. A section the list does not name (one added to the
 * site after the list was saved) is shown after the named ones, in its default place's order; a
 * section named twice counts once, at its first place.
 */
export function visibleSections(rows: readonly Row[] | null | undefined): HomeSection[] {
  const seen = new Set<string>()
  const shown: HomeSection[] = []
  for (const row of rows ?? []) {
    const section = row.section ?? ''
    if (!KNOWN.has(section) || seen.has(section)) continue
    seen.add(section)
    if (!row.hidden) shown.push(section as HomeSection)
  }
  for (const { value } of HOME_SECTIONS) if (!seen.has(value)) shown.push(value)
  return shown
}

/** The studio's check of the list: each section at most once. */
export function validateSectionRows(rows: readonly Row[] | null | undefined): true | string {
  const names = (rows ?? []).map((row) => row.section)
  const twice = names.find((name, index) => name && names.indexOf(name) !== index)
  if (!twice) return true
  const label = HOME_SECTIONS.find((section) => section.value === twice)?.label ?? twice
  return `“${label}” is in the list twice: keep one and hide it instead if needed.`
}
