// V8 keeps a script's source text for as long as any of its functions lives (it compiles each
// function from it on first call), and keeps it as one byte a character only when every
// character is Latin-1; one character beyond that, and the whole text takes two bytes a
// character. Next.js's bundler writes such characters as they are (the translations of Payload's
// plugins, typographic quotes, symbols), so 36 of the 40 MB of this site's server chunks are held
// at two bytes a character. Loaded through here, the build's chunks have each such character
// written as its escape (\uXXXX), which means the same in every place it can stand in a chunk
// (strings, template literals, regular expressions, identifiers, comments), and V8 keeps them at
// one byte a character: the server starts 7-8 MB smaller, and stays so (docs/benchmarks.md,
// "The server's memory on a small host"). The files on disk are left as they are.
import Module from 'node:module'
import path from 'node:path'

const WIDE = /[^\x00-\xff]/
// A character beyond Latin-1 with the backslashes before it.
const WIDE_WITH_SLASHES = /(\\*)([^\x00-\xff])/g
// A line or paragraph separator ends a comment where it stands; its escape would not.
const LINE_SEPARATORS = /[\u2028\u2029]/
const EMPTY = /^/

/**
 * `source` with every character beyond Latin-1 written as its escape (each half of a surrogate
 * pair on its own, as a regular expression without the u flag reads it and one with it joins
 * them). A character escaped for itself (`\é`, allowed in strings and in regular expressions
 * without the u flag) keeps its meaning: its backslash gives way to the escape's. A source with a
 * raw line separator is returned as it is.
 */
export function toOneByte(source) {
  if (!WIDE.test(source) || LINE_SEPARATORS.test(source)) return source
  const escaped = source.replace(WIDE_WITH_SLASHES, (_, slashes, char) => {
    const escape = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
    return (slashes.length % 2 === 1 ? slashes.slice(1) : slashes) + escape
  })
  // V8 keeps the last text a regular expression matched (RegExp.input): a short match lets go of
  // the source. And replace() builds its result two bytes a character when the text it worked on
  // was: Latin-1 decoding makes it one byte a character.
  EMPTY.exec('')
  return Buffer.from(escaped, 'latin1').toString('latin1')
}

/**
 * From now on, the JavaScript files under `distDir` that this process loads with require() (the
 * chunks and routes of Next.js's build) are compiled from their text with toOneByte(). Other
 * files load as Node loads them. It wraps the compiling step every CommonJS file goes through
 * rather than the loader of `.js` files, which Next.js puts back to Node's own after it has read
 * next.config.ts.
 */
export function loadBuildOneByte(distDir) {
  const dir = path.resolve(distDir) + path.sep
  const compile = Module.prototype._compile
  Module.prototype._compile = function compileOneByte(content, filename, ...rest) {
    const text = filename.startsWith(dir) ? toOneByte(content) : content
    return compile.call(this, text, filename, ...rest)
  }
}
