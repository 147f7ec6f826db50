import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { pathToFileURL } from 'url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// server/manifest-realms.mjs with Next.js's own manifest loader
// (next/dist/server/load-manifest.external.js, evalManifest) and manifests written as Next writes
// its client reference manifests. A Node process of its own (with gc()) evaluates every manifest
// and keeps what Next keeps, then reports what it holds, and V8's count of realms (native
// contexts) after a full collection.
let dir = ''
const ROUTES = 40

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-manifests-'))
  for (let i = 0; i < ROUTES; i++) {
    const manifest = {
      moduleLoading: { prefix: '' },
      clientModules: { [`[project]/src/route-${i}.tsx`]: { id: i, chunks: [`/c/${i}.js`] } },
      entryCSSFiles: { [`/route-${i}`]: [{ path: `/c/${i}.css`, inlined: false }] },
    }
    fs.writeFileSync(
      path.join(dir, `page-${i}_client-reference-manifest.js`),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/route-${i}/page"] = ${JSON.stringify(manifest)};\n`,
    )
  }
  fs.writeFileSync(
    path.join(dir, 'with-a-function.js'),
    'globalThis.answer = function () { return 42 }; globalThis.data = { a: 1 }\n',
  )
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

type Report = {
  realmsBefore: number
  realmsAfter: number
  kept: { isRealm: boolean; fromThisRealm: boolean; frozen: boolean; manifest: unknown }
  withAFunction: { answer: number; data: unknown }
  otherCaller: { isRealm: boolean; x: number }
}

/** Evaluates every manifest through Next's loader, with server/manifest-realms.mjs or without. */
function evaluateAll(installed: boolean): Report {
  const realms = pathToFileURL(path.join(__dirname, '../../server/manifest-realms.mjs')).href
  const script = `
import { createRequire } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import vm from 'node:vm'
import { evaluateManifestsInOwnRealm } from ${JSON.stringify(realms)}
const require = createRequire(import.meta.url)
if (${installed}) evaluateManifestsInOwnRealm()
const { evalManifest } = require('next/dist/server/load-manifest.external.js')
const dir = ${JSON.stringify(dir)}
const realms = () => v8.getHeapStatistics().number_of_native_contexts
gc()
const realmsBefore = realms()
const kept = fs.readdirSync(dir).filter((name) => name.startsWith('page-')).map((name) => evalManifest(path.join(dir, name)))
const withAFunction = evalManifest(path.join(dir, 'with-a-function.js'))
const sandbox = {}
vm.runInNewContext('x = 7', sandbox)
await new Promise((resolve) => setTimeout(resolve, 0))
gc()
const first = kept.find((context) => context.__RSC_MANIFEST['/route-3/page'])
const manifest = first.__RSC_MANIFEST['/route-3/page']
console.log(JSON.stringify({
  realmsBefore,
  realmsAfter: realms(),
  kept: {
    isRealm: kept.some((context) => vm.isContext(context)),
    fromThisRealm: Object.getPrototypeOf(manifest) === Object.prototype && Object.getPrototypeOf(manifest.entryCSSFiles['/route-3']) === Array.prototype,
    frozen: Object.isFrozen(manifest),
    manifest,
  },
  withAFunction: { answer: withAFunction.answer(), data: withAFunction.data },
  otherCaller: { isRealm: vm.isContext(sandbox), x: sandbox.x },
}))
`
  const run = spawnSync('node', ['--expose-gc', '--input-type=module', '-e', script], {
    cwd: path.join(__dirname, '../..'),
    encoding: 'utf8',
  })
  expect(run.stderr).toBe('')
  return JSON.parse(run.stdout)
}

describe('server/manifest-realms.mjs', () => {
  it("keeps Next's manifests as data of the server's realm, and no realm for each", () => {
    const expected = {
      moduleLoading: { prefix: '' },
      clientModules: { '[project]/src/route-3.tsx': { id: 3, chunks: ['/c/3.js'] } },
      entryCSSFiles: { '/route-3': [{ path: '/c/3.css', inlined: false }] },
    }
    // Without it, each manifest keeps a realm of its own: the object Next caches is that realm's
    // global, and the manifest's objects were made in it.
    const before = evaluateAll(false)
    expect(before.realmsAfter - before.realmsBefore).toBeGreaterThanOrEqual(ROUTES)
    expect(before.kept.isRealm).toBe(true)
    expect(before.kept.fromThisRealm).toBe(false)
    expect(before.kept.manifest).toEqual(expected)

    const after = evaluateAll(true)
    expect(after.kept.manifest).toEqual(expected)
    expect(after.kept.frozen).toBe(true)
    expect(after.kept.isRealm).toBe(false)
    expect(after.kept.fromThisRealm).toBe(true)
    // The realm a manifest ran in is collected: only the one the function below needs is left,
    // and the other caller's.
    expect(after.realmsAfter - after.realmsBefore).toBeLessThanOrEqual(2)
  })

  it('keeps a manifest it cannot copy as Next keeps it, and leaves every other caller alone', () => {
    for (const installed of [false, true]) {
      const report = evaluateAll(installed)
      expect(report.withAFunction).toEqual({ answer: 42, data: { a: 1 } })
      expect(report.otherCaller).toEqual({ isRealm: true, x: 7 })
    }
  })
})
