/**
 * The site's call-to-action controls, named in globals.css (`cta-button` and friends): the class
 * lists live in the stylesheet once instead of in every script and page that draws a button.
 * White on cedar-600 is 5.5:1, and on the cedar-700 hover 7.2:1 (WCAG AA); every control is at
 * least 44 px tall.
 */
export const ctaButton = 'cta-button focus-ring'

/** The same button on a light surface (drawer, dialog), where the focus ring is dark. */
export const ctaButtonLight = 'cta-button focus-ring-light'

/** A secondary action on a light surface: forest text and border on cream. */
export const outlineButtonLight = 'outline-button focus-ring-light'

/** A square 44 px icon button; give it an aria-label. */
export const iconButton = 'icon-button'
