// What the load benchmarks share: a production server of the .next-e2e build on a throw-away
// database, autocannon runs with exact percentiles, and one line per result.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import autocannon from 'autocannon'

import { root, run, serverEnv, startArgs } from '../lib.mjs'

/** A command-line flag's value: `--name value` or `--name=value`; undefined when absent. */
export function flag(name, args = process.argv.slice(2)) {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (index === -1) return undefined
  return args[index].includes('=') ? args[index].slice(name.length + 3) : args[index + 1]
}

/**
 * A flag that takes a whole number of at least `least` (`fallback` when absent); exits 2 on
 * anything else.
 */
export function count(name, fallback, least = 1) {
  const text = flag(name)
  const value = Number(text ?? fallback)
  if (!Number.isInteger(value) || value < least) {
    console.error(`--${name} takes a whole number of at least ${least}, not ${text}`)
    process.exit(2)
  }
  return value
}

/** The process ids under `pid` (Linux /proc), the process itself first. */
export function processTree(pid) {
  let children = []
  try {
    children = fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
      .filter(Boolean)
      .map(Number)
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(processTree)]
}

/** One figure of a process's /proc status (`VmRSS`, `RssFile`, ...) in bytes; 0 once it is gone. */
export function statusBytes(pid, field) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/** Resident memory of a process and its children, in bytes (0 once it is gone). */
export function treeRss(pid) {
  return processTree(pid).reduce((sum, one) => sum + statusBytes(one, 'VmRSS'), 0)
}

/** Runs a step of the setup with the bench's environment; throws when it fails. */
export async function step(env, name, command, commandArgs, options = {}) {
  console.log(`[bench] ${name}`)
  const code = await run(command, commandArgs, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    ...options,
  })
  if (code !== 0) throw new Error(`${name} failed with exit code ${code}`)
}

/**
 * Runs a seeding script through tsx (`script`, its `args`) that prints one line of JSON starting
 * with `{"<key>"`: resolves with that object; rejects when it fails.
 */
export function seedScript(env, script, args, key) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['node_modules/tsx/dist/cli.mjs', script, ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith(`{"${key}"`))
      if (code === 0 && line) resolve(JSON.parse(line))
      else reject(new Error(`${path.basename(script)} failed (${code})`))
    })
  })
}

/**
 * On a machine of two or more cores with `taskset` (Linux), the first core for the server and the
 * others for this bench: the load a bench makes then never takes the server's core, as it would
 * not if the visitors were elsewhere. Returns the taskset arguments that put the server on its
 * core (nothing where it cannot be done, and the bench shares the cores as before).
 */
export function splitCores() {
  const cores = os.availableParallelism()
  if (cores < 2) return []
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', `1-${cores - 1}`, String(process.pid)])
  if (pinned.status !== 0) return []
  console.log(`[bench] the server on core 0, the bench on cores 1-${cores - 1}`)
  return ['taskset', '-c', '0']
}

/**
 * Serves the production build in .next-e2e (built first with `build`, or when there is none) on
 * 127.0.0.1:`port`, and resolves once `ready` (a path) answers 2xx. `pin` is put before the
 * command (splitCores). `onOutput` sees its stdout.
 */
export async function startServer({ env, port, build, ready, pin = [], onOutput = () => {} }) {
  const buildId = path.join(root, '.next-e2e', 'BUILD_ID')
  if (build || !fs.existsSync(buildId)) {
    await step(env, 'building', 'node', ['node_modules/.bin/next', 'build'])
  } else {
    console.log(
      `[bench] using the build in .next-e2e from ${fs.statSync(buildId).mtime.toISOString()}`,
    )
  }
  const [command, ...args] = [...pin, 'node', ...startArgs(port)]
  const server = spawn(command, args, {
    cwd: root,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  server.stdout.on('data', (chunk) => onOutput(String(chunk)))
  process.on('exit', () => server.kill('SIGTERM'))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}${ready}`)).ok) break
    } catch {
      if (i > 600) throw new Error('the server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { base, server }
}

/** The value at fraction `p` of `values` (nearest rank); 0 without any. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0
}

/**
 * autocannon at a number of connections, for `seconds` or for `amount` requests, as fast as the
 * server answers or at `rate` requests a second over all connections; `requests` are autocannon's
 * request descriptions. Every response's time is kept, so the percentiles are exact. Returns
 * `{ done, stop }`: `done` resolves with the figures, `stop()` ends the load early.
 */
export function timedLoad(base, { connections, seconds, amount, rate, requests }) {
  const times = []
  const statuses = {}
  let instance
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: base,
        connections,
        requests,
        ...(amount ? { amount } : { duration: seconds }),
        ...(rate && { overallRate: rate }),
      },
      (error, result) => {
        if (error) return reject(error)
        resolve({
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          // From the times kept: autocannon leaves its own totals out of a run stopped early.
          rps: times.length / result.duration,
          total: times.length,
          seconds: result.duration,
          failed: result.non2xx + result.errors + result.timeouts,
          statuses,
        })
      },
    )
    instance.on('response', (_client, status, _bytes, time) => {
      times.push(time)
      statuses[status] = (statuses[status] ?? 0) + 1
    })
  })
  return { done, stop: () => instance.stop() }
}

/** Load for some seconds, as fast as the server answers: the figures of timedLoad. */
export const load = (base, { connections, seconds, requests }) =>
  timedLoad(base, { connections, seconds, requests }).done

const ms = (value) => `${value.toFixed(2).padStart(7)} ms`

export const printRow = (label, result) =>
  console.log(
    `${label.padEnd(30)} p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  p99 ${ms(result.p99)}  ${result.rps.toFixed(0).padStart(6)} req/s${result.failed ? `  (${result.failed} failed)` : ''}`,
  )

/**
 * A page timed from a worker thread (./page-timer.mjs) at `rate` requests a second over
 * `connections`, like visitors reading the site, until `stop()`: `result` resolves with
 * timedLoad's figures. In a thread of its own, its times are not held up by the bench's other load.
 */
export function pageTimer(base, path, { connections, rate }) {
  const worker = new Worker(new URL('./page-timer.mjs', import.meta.url), {
    workerData: { base, path, connections, rate },
  })
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  return {
    stop: () => worker.postMessage('stop'),
    result: result.finally(() => worker.terminate()),
  }
}

const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const BEACON_PAGES = [
  '/',
  '/services/chinking',
  '/portfolio',
  '/cost-calculator',
  '/blog',
  '/contact',
]

/**
 * autocannon's requests for a burst of analytics beacons, as sendBeacon sends them (POST
 * /api/events, text/plain JSON): `visitors` addresses in X-Forwarded-For (one trusted proxy hop,
 * TRUSTED_PROXY_HOPS=1), six pages, one in ten a call, one in three from Google.
 */
export function beaconBurst(visitors) {
  let sent = 0
  return [
    {
      method: 'POST',
      path: '/api/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENT },
      setupRequest: (request) => {
        const i = sent++
        const visitor = i % visitors
        const body = JSON.stringify({
          n: i % 10 === 9 ? 'call_click' : 'pageview',
          p: BEACON_PAGES[Math.floor(i / visitors) % BEACON_PAGES.length],
          r: visitor % 3 === 0 ? 'https://www.google.com/' : '',
          s: '',
          w: [390, 820, 1280][visitor % 3],
        })
        return {
          ...request,
          body,
          headers: {
            ...request.headers,
            'x-forwarded-for': `10.0.${visitor >> 8}.${visitor & 255}`,
          },
        }
      },
    },
  ]
}
