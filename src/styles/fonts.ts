import localFont from 'next/font/local'

/** Self-hosted fonts: nothing is fetched from a font service at build or run time. */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})

/**
 * The headings' serif: one weight (700; semibold headings use it too), preloaded beside the
 * stylesheet. Not preloaded, it was found only after the stylesheet, a third round trip before
 * the first paint, and the big headings moved when it arrived.
 */
export const lora = localFont({
  src: '../../node_modules/@fontsource/lora/files/lora-latin-700-normal.woff2',
  weight: '600 700',
  variable: '--font-lora',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
})
