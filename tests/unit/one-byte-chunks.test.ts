import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { pathToFileURL } from 'url'
import vm from 'vm'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toOneByte } from '../../server/one-byte-chunks.mjs'

// server/one-byte-chunks.mjs: every character beyond Latin-1 written as its escape must leave the
// program as it was, wherever the character stands; and a build's chunk loaded through it must be
// held in less memory.
const run = (source: string) => vm.runInNewContext(source)

describe('toOneByte', () => {
  const programs: Record<string, string> = {
    'strings and templates': `['Status: ’ → ✓', "日本語", \`a → \${1 + 1} ✓\`].join('|')`,
    'an astral character': `'🪵 log home'.length + ':' + [...'🪵'].length + ':' + '🪵'.codePointAt(0)`,
    'a regular expression without the u flag': `/[‘’“”]/.test('it’s') + ':' + 'a—b'.replace(/—/g, '-')`,
    'a regular expression with the u flag': `/^[\\p{L}’-]+$/u.test('O’Brien') + ':' + /🪵{2}/u.test('🪵🪵') + ':' + /[😀-🙏]/u.test('🙂')`,
    'String.raw handed to RegExp':
      'RegExp(String.raw`my name(?:’s| is) (\\w+)`).exec("my name’s Ann")[1]',
    'a character escaped for itself': `'\\→' + '\\\\→' + String(/\\→/.test('→'))`,
    'an identifier': `const π = 3; const 名 = 'n'; π + 名`,
    'a comment': `// a comment with → and ✓\n'after the comment'`,
    'Latin-1 only': `'café naïve ©'`,
  }
  for (const [name, program] of Object.entries(programs)) {
    it(`keeps the meaning of ${name}`, () => {
      const escaped = toOneByte(program)
      expect(escaped).not.toMatch(/[^\x00-\xff]/)
      expect(run(escaped)).toEqual(run(program))
    })
  }

  it('leaves Latin-1 text, and a text with a raw line separator, as they are', () => {
    expect(toOneByte(`'café'`)).toBe(`'café'`)
    // U+2028 ends the comment; its escape would not, and would hide the call after it.
    const separated = `// note\u2028globalThis.ran = '→'`
    expect(toOneByte(separated)).toBe(separated)
  })
})

let dir = ''
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-one-byte-'))
  fs.mkdirSync(path.join(dir, 'build', 'server', 'chunks'), { recursive: true })
  // A chunk with characters beyond Latin-1, the same file inside the build and outside it.
  const body = `module.exports = () => 'Status: new → contacted ✓'\n`
  fs.writeFileSync(path.join(dir, 'build', 'server', 'chunks', 'one.js'), body)
  fs.writeFileSync(path.join(dir, 'outside.js'), body)
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/**
 * Loads `file` (under the temporary folder) with require() in a Node of its own, through
 * loadBuildOneByte(<dir>/build) or not, and reports what its function says and the text V8
 * compiled it from (its toString(), a slice of the chunk's source). How much memory that saves is
 * the memory bench's to measure (SERVER_WITHOUT=one-byte, docs/benchmarks.md).
 */
function load(file: string, oneByte: boolean) {
  const loader = pathToFileURL(path.join(__dirname, '../../server/one-byte-chunks.mjs')).href
  const script = `
import Module, { createRequire } from 'node:module'
import { loadBuildOneByte } from ${JSON.stringify(loader)}
// As Next.js does when it reads next.config.ts: its own loader of .js files, then Node's back.
const nodeLoader = Module._extensions['.js']
if (${oneByte}) loadBuildOneByte(${JSON.stringify(path.join(dir, 'build'))})
Module._extensions['.js'] = (module, filename) => nodeLoader(module, filename)
Module._extensions['.js'] = nodeLoader
const chunk = createRequire(import.meta.url)(${JSON.stringify(path.join(dir, file))})
console.log(JSON.stringify({ says: chunk(), source: chunk.toString() }))
`
  const child = spawnSync('node', ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(child.stderr).toBe('')
  return JSON.parse(child.stdout) as { says: string; source: string }
}

describe('loadBuildOneByte', () => {
  it("compiles a build's chunk from its one-byte text, and the chunk works as before", () => {
    const plain = load('build/server/chunks/one.js', false)
    const oneByte = load('build/server/chunks/one.js', true)
    expect(plain.source).toBe(`() => 'Status: new → contacted ✓'`)
    expect(oneByte.source).toBe(`() => 'Status: new \\u2192 contacted \\u2713'`)
    expect(oneByte.says).toBe('Status: new → contacted ✓')
    expect(plain.says).toBe(oneByte.says)
  })

  it('loads files outside the build as Node does', () => {
    expect(load('outside.js', true).source).toBe(`() => 'Status: new → contacted ✓'`)
  })
})
