/**
 * How text becomes search terms, the same way for documents and for what a visitor types: words
 * are runs of letters and digits (so `+`, `-`, quotes, `<script>` or `AND` are only separators or
 * words), lowercased, without accents, without the little words every page has.
 */

/** English words too common to tell pages apart. Dropped from documents and queries alike. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in into is it its my not of ' +
    'on or our should so that the their them there these they this to was we what when where ' +
    'which who why will with you your'
  ).split(' '),
)

/** Apostrophes join ("home's" is one word); everything that is not a letter or digit splits. */
export function tokenize(text: string): string[] {
  return text.replace(/['’]/g, '').split(/[^\p{L}\p{N}]+/u)
}

/** One term as it is indexed and searched, or null to drop it (one letter, a stop word). */
export function processTerm(term: string): string | null {
  const folded = term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
  if (folded.length < 2 || folded.length > 40 || STOP_WORDS.has(folded)) return null
  return folded
}

/** The terms of a text, as the index sees them. */
export const termsOf = (text: string): string[] =>
  tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null)

type LexicalNode = { text?: unknown; children?: unknown; type?: unknown }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablecell'])

/** The plain text of a Lexical rich-text value (what Payload stores for `richText` fields). */
export function lexicalText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children)) for (const child of node.children) walk(child as LexicalNode)
    if (typeof node.type === 'string' && BLOCK_TYPES.has(node.type)) parts.push('\n')
  }
  walk(root)
  return parts
    .join('')
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .trim()
}
