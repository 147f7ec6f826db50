import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// server/start.sh picks the memory allocator, then runs `node <its folder>/index.mjs`. Here it is
// copied beside an index.mjs that reports what the process got: its allocator settings, and
// whether jemalloc is really mapped into it.
let dir = ''
const JEMALLOC = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
]
const jemallocHere = JEMALLOC.some((file) => fs.existsSync(file))

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-start-'))
  fs.copyFileSync(path.join(__dirname, '../../server/start.sh'), path.join(dir, 'start.sh'))
  fs.writeFileSync(
    path.join(dir, 'index.mjs'),
    `import fs from 'node:fs'
import v8 from 'node:v8'
const { SERVER_MALLOC, MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_, MALLOC_CONF, LD_PRELOAD } = process.env
const mapped = fs.readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc')
// With BURST=1, a burst of short-lived objects, and the size V8's young generation grew to.
let youngMb
if (process.env.BURST === '1') {
  let rows = []
  for (let i = 0; i < 300_000; i++) {
    rows.push({ i, name: 'row ' + i })
    if (rows.length > 100_000) rows = []
  }
  youngMb = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 1048576
}
console.log(JSON.stringify({ SERVER_MALLOC, MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_, MALLOC_CONF, LD_PRELOAD, mapped, args: process.argv.slice(2), execArgv: process.execArgv, youngMb }))
`,
  )
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function start(env: Record<string, string>, script = 'start.sh') {
  const settings = [
    'MALLOC_ARENA_MAX',
    'MALLOC_MMAP_THRESHOLD_',
    'MALLOC_CONF',
    'LD_PRELOAD',
    'SERVER_MALLOC',
    'SERVER_OPTIMIZE_FOR_SIZE',
    'SERVER_WITHOUT',
  ]
  const rest = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !settings.includes(name)),
  )
  const run = spawnSync('sh', [path.join(dir, script), '-p', '3999'], {
    env: { ...rest, ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
  })
  return {
    status: run.status,
    stderr: run.stderr,
    got: run.status === 0 ? JSON.parse(run.stdout) : null,
  }
}

describe('server/start.sh', () => {
  it.runIf(jemallocHere)('by default runs jemalloc where it is installed', () => {
    const { got, stderr } = start({})
    expect(got.args).toEqual(['-p', '3999'])
    expect(got).toMatchObject({ SERVER_MALLOC: 'jemalloc', mapped: true })
    expect(got.MALLOC_ARENA_MAX).toBeUndefined()
    expect(stderr).toBe('')
  })

  it.runIf(jemallocHere)('jemalloc: preloaded, with two arenas and a background thread', () => {
    const { got } = start({ SERVER_MALLOC: 'jemalloc' })
    expect(got).toMatchObject({
      SERVER_MALLOC: 'jemalloc',
      MALLOC_CONF: 'narenas:2,background_thread:true,dirty_decay_ms:1000',
      mapped: true,
    })
    expect(got.MALLOC_ARENA_MAX).toBeUndefined()
    expect(start({ SERVER_MALLOC: 'jemalloc', MALLOC_CONF: 'narenas:1' }).got.MALLOC_CONF).toBe(
      'narenas:1',
    )
  })

  it('glibc-tuned: two arenas and large blocks mapped on their own; values in the environment win', () => {
    expect(start({ SERVER_MALLOC: 'glibc-tuned' }).got).toMatchObject({
      SERVER_MALLOC: 'glibc-tuned',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      mapped: false,
    })
    expect(start({ SERVER_MALLOC: 'glibc-tuned', MALLOC_ARENA_MAX: '4' }).got).toMatchObject({
      MALLOC_ARENA_MAX: '4',
      MALLOC_MMAP_THRESHOLD_: '131072',
    })
  })

  it("glibc: glibc's own settings", () => {
    const { got } = start({ SERVER_MALLOC: 'glibc' })
    expect(got).toMatchObject({ SERVER_MALLOC: 'glibc', mapped: false })
    expect(got.MALLOC_ARENA_MAX).toBeUndefined()
    expect(got.LD_PRELOAD).toBeUndefined()
    expect(got.MALLOC_CONF).toBeUndefined()
  })

  it('where jemalloc is not installed, says so and runs glibc with the small-host settings', () => {
    fs.writeFileSync(
      path.join(dir, 'start-without.sh'),
      fs
        .readFileSync(path.join(dir, 'start.sh'), 'utf8')
        .replaceAll('/libjemalloc.so.2', '/libnothing.so.2'),
    )
    for (const env of [{}, { SERVER_MALLOC: 'jemalloc' }] as Record<string, string>[]) {
      const { stderr, got } = start(env, 'start-without.sh')
      expect(stderr).toContain('no libjemalloc.so.2 found')
      expect(got.args).toEqual(['-p', '3999'])
      expect(got).toMatchObject({
        SERVER_MALLOC: 'glibc-tuned',
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
        mapped: false,
      })
      expect(got.LD_PRELOAD).toBeUndefined()
    }
  })

  it('runs V8 optimised for size only when asked: its young generation then stays small', () => {
    // By default V8 keeps its own settings, under which a burst grows the young generation to
    // 32 MB.
    const defaults = start({ BURST: '1' }).got
    expect(defaults.execArgv).toEqual([])
    expect(defaults.args).toEqual(['-p', '3999'])
    expect(defaults.youngMb).toBeGreaterThanOrEqual(16)
    const small = start({ BURST: '1', SERVER_OPTIMIZE_FOR_SIZE: '1' }).got
    expect(small.execArgv).toEqual(['--optimize-for-size'])
    expect(small.youngMb).toBeLessThanOrEqual(4)
  }, 30_000)

  it('refuses a name it does not know', () => {
    const { status, stderr } = start({ SERVER_MALLOC: 'tcmalloc' })
    expect(status).toBe(2)
    expect(stderr).toContain('SERVER_MALLOC takes jemalloc, glibc-tuned or glibc, not tcmalloc')
  })
})
