/**
 * The width of a title as Google draws it in search results: 20px Arial on desktop. Computed
 * from Arial's advance widths (the same as Helvetica's, in 1/1000 em), so the server and the
 * browser get the same number without a canvas; a real browser may differ by a few pixels
 * (kerning, fallback fonts for characters not in the table).
 */
const FONT_SIZE = 20

/** Advance widths in thousandths of an em, by character. */
const WIDTHS: Record<string, number> = {
  ' ': 278,
  '!': 278,
  '"': 355,
  '#': 556,
  $: 556,
  '%': 889,
  '&': 667,
  "'": 191,
  '(': 333,
  ')': 333,
  '*': 389,
  '+': 584,
  ',': 278,
  '-': 333,
  '.': 278,
  '/': 278,
  ':': 278,
  ';': 278,
  '<': 584,
  '=': 584,
  '>': 584,
  '?': 556,
  '@': 1015,
  '[': 278,
  '\\': 278,
  ']': 278,
  '^': 469,
  _: 556,
  '`': 333,
  '{': 334,
  '|': 260,
  '}': 334,
  '~': 584,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  '\u2013': 556, // en dash
  '\u2014': 1000, // em dash
  '\u2018': 222,
  '\u2019': 222,
  '\u201c': 333,
  '\u201d': 333,
  '\u2026': 1000, // ellipsis
  '\u00b7': 278, // middle dot
  '\u00a0': 278, // no-break space
}

/** Digits, and anything not in the table (accented letters are about as wide as their base). */
const DEFAULT_WIDTH = 556

/** The title's width in pixels at Google's 20px Arial, rounded. */
export function titleWidthPx(title: string): number {
  let thousandths = 0
  for (const char of title.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) {
    thousandths += WIDTHS[char] ?? DEFAULT_WIDTH
  }
  return Math.round((thousandths * FONT_SIZE) / 1000)
}
