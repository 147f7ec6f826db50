import localFont from 'next/font/local'

/** Self-hosted fonts: nothing is fetched from a font service at build or run time. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
})

export const lora = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/lora/files/lora-latin-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../../../node_modules/@fontsource/lora/files/lora-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-lora',
  display: 'swap',
})
