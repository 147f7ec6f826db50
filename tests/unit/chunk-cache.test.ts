import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { pathToFileURL } from 'url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// server/chunk-cache.mjs against a build laid out as Next's is: a bundler runtime in
// server/chunks that loads chunks with require() and keeps the first factory of each module, and
// two chunks that carry the same module (as Turbopack writes the Payload config's chunk once for
// each group of routes), each with a large source text. A Node process of its own (with gc())
// loads both through the runtime, then lets go of them or not, collects, and reports.
let dir = ''
const BIG = 'x'.repeat(2_000_000)

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-chunks-'))
  const chunks = path.join(dir, 'server', 'chunks')
  fs.mkdirSync(chunks, { recursive: true })
  fs.writeFileSync(
    path.join(chunks, '[turbopack]_runtime.js'),
    `const path = require('path')
const factories = new Map()
module.exports = {
  load(name) {
    const chunk = require(path.join(__dirname, name))
    for (let i = 0; i < chunk.length; i += 2) if (!factories.has(chunk[i])) factories.set(chunk[i], chunk[i + 1])
  },
  run: (id) => factories.get(id)(),
}
`,
  )
  for (const name of ['one.js', 'two.js']) {
    fs.writeFileSync(
      path.join(chunks, name),
      `module.exports = [1, () => 'config from ${name} ' + ${JSON.stringify(BIG)}.length]\n`,
    )
  }
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Loads both chunks, lets go of the build in `releaseDir` (none: null), collects, reports. */
function loadTwice(releaseDir: string | null) {
  const chunkCache = pathToFileURL(path.join(__dirname, '../../server/chunk-cache.mjs')).href
  const script = `
import { createRequire } from 'node:module'
import path from 'node:path'
import { releaseLoadedChunks } from ${JSON.stringify(chunkCache)}
const require = createRequire(import.meta.url)
const chunks = path.join(${JSON.stringify(dir)}, 'server', 'chunks')
const runtime = require(path.join(chunks, '[turbopack]_runtime.js'))
runtime.load('one.js')
runtime.load('two.js')
const copy = new WeakRef(require.cache[path.join(chunks, 'two.js')].exports)
const releaseDir = ${JSON.stringify(releaseDir)}
const released = releaseDir ? releaseLoadedChunks(releaseDir) : 0
await new Promise((resolve) => setTimeout(resolve, 0))
gc()
console.log(JSON.stringify({
  released,
  copyCollected: copy.deref() === undefined,
  runs: runtime.run(1),
  cached: Object.keys(require.cache).filter((file) => file.startsWith(chunks)).map((file) => path.basename(file)),
  runtimeChildren: require.cache[path.join(chunks, '[turbopack]_runtime.js')].children.length,
}))
`
  const run = spawnSync('node', ['--expose-gc', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  })
  expect(run.stderr).toBe('')
  return JSON.parse(run.stdout)
}

describe('server/chunk-cache.mjs', () => {
  it('lets go of the copies of a module that no one runs; the module in use keeps working', () => {
    const kept = loadTwice(null)
    // Without it, require keeps the second copy (and its source text) though nothing runs it.
    expect(kept.copyCollected).toBe(false)
    expect(kept.cached).toEqual(['[turbopack]_runtime.js', 'one.js', 'two.js'])

    const released = loadTwice(dir)
    expect(released.released).toBe(2)
    expect(released.copyCollected).toBe(true)
    expect(released.runs).toBe(`config from one.js ${BIG.length}`)
    expect(released.cached).toEqual(['[turbopack]_runtime.js'])
    expect(released.runtimeChildren).toBe(0)
  })

  it("leaves another build's chunks where they are", () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-nobuild-'))
    try {
      const kept = loadTwice(other)
      expect(kept.released).toBe(0)
      expect(kept.copyCollected).toBe(false)
    } finally {
      fs.rmSync(other, { recursive: true, force: true })
    }
  })
})
