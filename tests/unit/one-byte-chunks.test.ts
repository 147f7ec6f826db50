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
const CHUNKS = 5
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-one-byte-'))
  fs.mkdirSync(path.join(dir, 'build', 'server', 'chunks'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'outside'))
  // Chunks as Turbopack writes them: 2 MB of code with a few characters beyond Latin-1, and a
  // function that runs after the chunk is loaded (V8 keeps the source for it).
  for (let i = 0; i < CHUNKS; i++) {
    const body = `// ${'x'.repeat(2_000_000)}\nmodule.exports = () => 'Status: new → contacted ✓ ${i}'\n`
    fs.writeFileSync(path.join(dir, 'build', 'server', 'chunks', `${i}.js`), body)
    fs.writeFileSync(path.join(dir, 'outside', `${i}.js`), body)
  }
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/**
 * Loads the chunks in `folder` with require() in a Node of its own, through
 * loadBuildOneByte(<dir>/build) or not, and reports what they say and the memory they hold after a
 * collection, in MB a chunk: V8's heap and what is outside it (Node keeps a large one-byte text
 * made from a buffer outside V8's heap).
 */
function load(folder: string, oneByte: boolean) {
  const loader = pathToFileURL(path.join(__dirname, '../../server/one-byte-chunks.mjs')).href
  const script = `
import { createRequire } from 'node:module'
import path from 'node:path'
import { loadBuildOneByte } from ${JSON.stringify(loader)}
import Module from 'node:module'
// As Next.js does when it reads next.config.ts: its own loader of .js files, then Node's back.
const nodeLoader = Module._extensions['.js']
if (${oneByte}) loadBuildOneByte(${JSON.stringify(path.join(dir, 'build'))})
Module._extensions['.js'] = (module, filename) => nodeLoader(module, filename)
Module._extensions['.js'] = nodeLoader
const held = () => process.memoryUsage().heapUsed + process.memoryUsage().external
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 100))
  gc()
}
await settle()
const before = held()
const require = createRequire(import.meta.url)
const chunks = []
for (let i = 0; i < ${CHUNKS}; i++) chunks.push(require(path.join(${JSON.stringify(path.join(dir, folder))}, i + '.js')))
await settle()
console.log(JSON.stringify({ says: chunks.map((chunk) => chunk()), mbAChunk: (held() - before) / ${CHUNKS} / 1048576 }))
`
  const child = spawnSync('node', ['--expose-gc', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  })
  expect(child.stderr).toBe('')
  return JSON.parse(child.stdout) as { says: string[]; mbAChunk: number }
}

describe('loadBuildOneByte', () => {
  it("holds a build's chunks at one byte a character, and they work as before", () => {
    const plain = load('build/server/chunks', false)
    const oneByte = load('build/server/chunks', true)
    expect(oneByte.says[3]).toBe('Status: new → contacted ✓ 3')
    expect(oneByte.says).toEqual(plain.says)
    // 2 MB of characters: about 3.8 MB at two bytes each, about 1.9 MB at one.
    expect(plain.mbAChunk).toBeGreaterThan(3.5)
    expect(oneByte.mbAChunk).toBeGreaterThan(1.5)
    expect(oneByte.mbAChunk).toBeLessThan(2.5)
  })

  it('loads files outside the build as Node does', () => {
    expect(load('outside', true).mbAChunk).toBeGreaterThan(3.5)
  })
})
