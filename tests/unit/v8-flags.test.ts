import { spawnSync } from 'child_process'
import path from 'path'

import { describe, expect, it } from 'vitest'

// server/v8-flags.mjs sets V8's flags for the whole server process; here a child process imports
// it and calls one small function until V8 has compiled it to optimised machine code, counting the
// calls (V8's own test hook, with compilation on the main thread so the count is exact).
const flags = path.join(__dirname, '../../server/v8-flags.mjs')
const script = `
await import(${JSON.stringify(flags)})
function work(n) { let sum = 0; for (let i = 0; i < n; i++) sum += i % 7; return sum }
const OPTIMIZED = 16
let calls = 0
while (!(%GetOptimizationStatus(work) & OPTIMIZED) && calls < 100000) { work(20); calls++ }
console.log(calls)
`

function callsBeforeOptimised(without: string) {
  const run = spawnSync(
    process.execPath,
    [
      '--allow-natives-syntax',
      '--no-concurrent-recompilation',
      '--input-type=module',
      '--eval',
      script,
    ],
    { env: { ...process.env, SERVER_WITHOUT: without }, encoding: 'utf8' },
  )
  expect(run.stderr).toBe('')
  return Number(run.stdout.trim())
}

describe('server/v8-flags.mjs', () => {
  it('lets a function run about four times as long before V8 optimises it', () => {
    const withBudget = callsBeforeOptimised('')
    const withDefault = callsBeforeOptimised('tiering')
    expect(withDefault).toBeGreaterThan(0)
    expect(withBudget).toBeLessThan(100000)
    expect(withBudget / withDefault).toBeGreaterThan(3)
    // SERVER_WITHOUT=v8-flags leaves every V8 default, the interrupt budget included.
    expect(callsBeforeOptimised('v8-flags')).toBe(withDefault)
  })
})
