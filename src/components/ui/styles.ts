/**
 * Shared class lists for the site's call-to-action controls. White on cedar-600 is 5.5:1, and on the
 * cedar-700 hover 7.2:1 (WCAG AA); every control is at least 44 px tall.
 */
export const ctaButton =
  'focus-ring inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-cedar-600 px-4 font-semibold text-white shadow-sm transition-colors hover:bg-cedar-700 active:bg-cedar-700'

/** The same button on a light surface (drawer, dialog), where the focus ring is dark. */
export const ctaButtonLight =
  'focus-ring-light inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-cedar-600 px-4 font-semibold text-white shadow-sm transition-colors hover:bg-cedar-700 active:bg-cedar-700'

/** A secondary action on a light surface: forest text and border on cream. */
export const outlineButtonLight =
  'focus-ring-light inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-forest-700 bg-white px-4 font-semibold text-forest-900 transition-colors hover:bg-cream-100'

/** A square 44 px icon button; give it an aria-label. */
export const iconButton = 'inline-flex size-11 shrink-0 items-center justify-center rounded-md'
