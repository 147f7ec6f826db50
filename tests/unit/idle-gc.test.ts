import v8 from 'node:v8'
import vm from 'node:vm'

import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'

// server/idle-gc.mjs reads IDLE_GC_MS and IDLE_GC_LOG when it is loaded.
process.env.IDLE_GC_MS = '50'
process.env.IDLE_GC_LOG = '1'
const { collectWhenIdle } = await import('../../server/idle-gc.mjs')

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as (options?: object) => void
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let held: object | null = null

/**
 * A WeakRef to an object that has moved to V8's old generation (it was held through
 * young-generation collections) and that nothing holds any more: only a full collection frees it.
 */
async function oldGarbage() {
  held = { rows: Array.from({ length: 10_000 }, (_, i) => i) }
  const ref = new WeakRef(held)
  for (let i = 0; i < 3; i++) {
    // WeakRef targets stay alive until the end of the task that made or read them.
    await sleep(5)
    gc({ type: 'minor' })
  }
  held = null
  await sleep(5)
  return ref
}

const newSpace = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!.space_size

/**
 * A burst of short-lived objects, which grows V8's young generation to its largest (32 MB by
 * default; every other collection keeps it at that size). Returns the size it grew to.
 */
function burst() {
  let rows: object[] = []
  for (let i = 0; i < 1_000_000; i++) {
    rows.push({ i, name: `row ${i}` })
    if (rows.length > 100_000) rows = []
  }
  rows = []
  gc()
  return newSpace()
}

describe('the idle collection', () => {
  // Each collection logs one line (IDLE_GC_LOG): that says whether it ran. Whether some garbage
  // survives cannot say it alone, since V8 may run a full collection of its own at any time.
  let log: MockInstance<typeof console.log>
  const collections = () =>
    log.mock.calls.filter(([line]) => String(line).startsWith('idle collection')).length
  // Each test's watcher stops at its end, so no other one collects during the next test.
  let stop: AbortController
  const watch = () => collectWhenIdle({ signal: stop.signal })
  beforeEach(() => {
    log = vi.spyOn(console, 'log').mockImplementation(() => {})
    stop = new AbortController()
  })
  afterEach(() => {
    stop.abort()
    log.mockRestore()
  })

  it('does not collect while nothing was served', async () => {
    watch()
    await sleep(300)
    expect(collections()).toBe(0)
  })

  it('collects once the server has been quiet, once per quiet spell, and frees old garbage', async () => {
    const served = watch()
    const ref = await oldGarbage()
    served()
    // Quiet for IDLE_GC_MS (50 ms), checked every 50 ms. (The poll keeps what it last saw: it
    // must not see the object itself.)
    await expect.poll(() => ref.deref() === undefined, { timeout: 3000, interval: 25 }).toBe(true)
    expect(collections()).toBe(1)
    await sleep(300)
    expect(collections()).toBe(1)
  })

  it('gives back the young generation it grew to under load', async () => {
    const grown = burst()
    expect(grown).toBeGreaterThan(8 * 1024 * 1024)
    const served = watch()
    served()
    await expect.poll(newSpace, { timeout: 3000, interval: 25 }).toBeLessThan(grown / 4)
  })

  it('collects again, without a request, when the quiet server grows back', async () => {
    const served = watch()
    served()
    await expect.poll(collections, { timeout: 3000, interval: 25 }).toBe(1)
    // Quiet, and nothing grows: no second collection.
    await sleep(500)
    expect(collections()).toBe(1)
    // Something of the server's own (a timer's work) grows the young generation again, by more
    // than IDLE_GC_REGROW_MB (4) of RSS.
    const grown = burst()
    await expect.poll(collections, { timeout: 3000, interval: 25 }).toBe(2)
    await expect.poll(newSpace, { timeout: 3000, interval: 25 }).toBeLessThan(grown / 4)
    await sleep(500)
    expect(collections()).toBe(2)
  })

  it('drops the compiled code of functions, and they work again when called', async () => {
    // 20,000 functions, each compiled to bytecode on its first call (a few MB of it).
    const source = Array.from(
      { length: 20_000 },
      (_, i) =>
        `(a) => { let s = 0; for (let k = 0; k < a; k++) s += (k * ${i}) % 7; return s + ${i} }`,
    )
    const functions = new vm.Script(`[${source.join(',')}]`).runInThisContext() as Array<
      (a: number) => number
    >
    // V8's own count of the bytecode it holds (with its metadata).
    const bytecode = () => v8.getHeapCodeStatistics().bytecode_and_metadata_size
    gc()
    const beforeCalls = bytecode()
    const results = functions.map((f) => f(3))
    // A collection asked for by `gc()` ages no bytecode, so it keeps it all: only the idle
    // collection's own setting drops it.
    gc()
    const compiled = bytecode() - beforeCalls
    expect(compiled).toBeGreaterThan(0)
    const served = watch()
    served()
    // Most of what the calls compiled is gone (V8 keeps what is running, this test among it).
    await expect
      .poll(() => bytecode() - beforeCalls, { timeout: 3000, interval: 25 })
      .toBeLessThan(compiled / 10)
    expect(functions.map((f) => f(3))).toEqual(results)
  })
})
