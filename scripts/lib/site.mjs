// The throw-away site that scripts/fuzz.mjs, scripts/faults.mjs and scripts/soak.mjs run against:
// a seeded SQLite database under data/<name>, Next.js's server (`next start`) on the .next-e2e
// build, as scripts/bench/harness.mjs's startServer serves it, but with both of the
// server's output streams kept (timestamped, also in data/<name>/server.log) so a 5xx can be
// matched with its log line, and with what these scripts need around it: the server's memory
// (its whole process tree), a kill -9 and a restart on the same database, and the stored counts
// read as the seeded admin over REST.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import {
  E2E_ADMIN,
  root,
  SEEDED_PARTS,
  SEEDED_TEMPLATE,
  serverEnv,
  startArgs,
  throwAwayServerEnv,
} from '../lib.mjs'
import { processTree, step, treeRss } from '../bench/harness.mjs'

/** The suite's admin (scripts/e2e-server.mjs), whom a copy of its seeded site has too. */
export const ADMIN = E2E_ADMIN
export const MB = 1024 * 1024

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A fresh data folder and the server's environment (throwAwayServerEnv: high rate limits, the
 * outbox for e-mail unless `overrides` say otherwise), seeded with the site's content and its
 * admin: a copy of the e2e server's seeded site when this run made one (SEEDED_TEMPLATE), else
 * seeded here. The server's temporary upload folders go to data/<name>/tmp, so leftovers can be
 * counted.
 */
export async function prepareSite(name, overrides = {}) {
  const { dataDir, env } = throwAwayServerEnv(name, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_IMAGE_WIDTH: '480',
    // The suite's address (scripts/e2e-server.mjs), whatever port this server takes, as servers
    // behind one load balancer share one address.
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT || 3100)}`,
    ...overrides,
  })
  env.TMPDIR = path.join(dataDir, 'tmp')
  fs.mkdirSync(env.TMPDIR, { recursive: true })
  // The e2e server's freshly seeded site, when this run has one: the same content and admin.
  const ownFolders =
    env.DATABASE_URI === `file:${path.join(dataDir, 'site.db')}` &&
    env.MEDIA_DIR === path.join(dataDir, 'media')
  if (ownFolders && fs.existsSync(path.join(SEEDED_TEMPLATE, 'site.db'))) {
    for (const part of SEEDED_PARTS) {
      const from = path.join(SEEDED_TEMPLATE, part)
      if (fs.existsSync(from)) fs.cpSync(from, path.join(dataDir, part), { recursive: true })
    }
    return { dataDir, env }
  }
  // A second try, as scripts/e2e-server.mjs gives it: once in a while the seed's process ends at
  // once with exit code 13 (a top-level await left unsettled; seen in CI), and the seed only adds
  // what is missing.
  const seed = () =>
    step(env, 'seeding a fresh database', 'node', ['node_modules/tsx/dist/cli.mjs', 'seed/run.ts'])
  await seed().catch(seed)
  return { dataDir, env }
}

export const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`

/**
 * Starts Next.js's server of the .next-e2e build on 127.0.0.1:`port` with `env`, and resolves
 * once `ready` answers 2xx (by default a one-letter search: answered, never recorded). Every line
 * it prints is kept in `site.log` as { t, line }. `cwd`: another folder with a build, served by
 * its `server.js` (the standalone output, scripts/standalone.mjs).
 */
export async function startSite({ env, dataDir, port, ready = '/api/search?q=a', cwd = root }) {
  const buildId = path.join(root, '.next-e2e', 'BUILD_ID')
  if (cwd === root && !fs.existsSync(buildId)) {
    throw new Error('no build in .next-e2e: run the e2e tests or `npm test -- e2e` first')
  }
  const args = cwd === root ? startArgs(port) : ['server.js']
  const child = spawn('node', args, {
    cwd,
    // Never the suite's own build folder: the pages this server renders stay its own.
    env: serverEnv(
      // PORT as well as `next start -p`: the studio accepts its cookie from the loopback origins
      // of the server's own port (payload.config.ts `csrf`, lib/site/address.ts), read from PORT.
      cwd === root && env.NEXT_DIST_DIR === '.next-e2e'
        ? { ...env, PORT: String(port), NEXT_DIST_DIR: copyBuild(dataDir) }
        : { ...env, PORT: String(port), HOSTNAME: 'localhost' },
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logFile = fs.createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' })
  const log = []
  const keep = (stream) => {
    let rest = ''
    child[stream].on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop()
      for (const line of lines) {
        log.push({ t: Date.now(), line })
        logFile.write(`${new Date().toISOString()} ${stream} ${line}\n`)
      }
      if (log.length > 50_000) log.splice(0, log.length - 40_000)
    })
  }
  keep('stdout')
  keep('stderr')
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const stopOnExit = () => child.kill('SIGKILL')
  process.on('exit', stopOnExit)

  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting; see ${path.join(dataDir, 'server.log')}`)
    }
    try {
      if ((await fetch(`${base}${ready}`)).ok) break
    } catch {
      if (i > 600) throw new Error('the server did not start')
    }
    await sleep(200)
  }

  return {
    base,
    pid: child.pid,
    child,
    log,
    exited,
    /** Resident memory of the server's process tree, bytes. */
    rss: () => treeRss(child.pid),
    /** The process is running and answers a cheap request within 10 s. */
    async alive() {
      if (child.exitCode !== null || child.signalCode !== null) return false
      try {
        const response = await fetch(`${base}/api/search?q=a`, {
          signal: AbortSignal.timeout(10_000),
        })
        await response.arrayBuffer()
        return response.ok
      } catch {
        return false
      }
    },
    /** Log lines printed between two times (ms since the epoch). */
    linesBetween: (from, to) => log.filter(({ t }) => t >= from && t <= to).map(({ line }) => line),
    /** SIGKILL to the server and anything it started, at once. */
    async kill() {
      const tree = processTree(child.pid)
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
      await exited
      process.off('exit', stopOnExit)
    },
    /** SIGTERM, then SIGKILL after 15 s. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
        await exited
        clearTimeout(timer)
      }
      process.off('exit', stopOnExit)
      logFile.end()
    },
  }
}

/**
 * A copy of the end-to-end build in `dataDir`/next, for a server that must not share its pages with
 * the suite's own server (another database): Next.js keeps the pages it renders in its build
 * folder (server/route-cache), and in a shared folder one server would serve the other's pages.
 * The build's files are linked, not copied (nothing rewrites them); what Next.js writes in place
 * (the pages it rendered at build time) is copied, and so are the build's links to packages (see
 * below); no route cache, image cache or type declarations. Servers on one data folder (one
 * database behind a load balancer) share one copy. Returns its NEXT_DIST_DIR, relative to the
 * project.
 */
export function copyBuild(dataDir) {
  const build = path.join(root, '.next-e2e')
  const target = path.join(dataDir, 'next')
  if (!fs.existsSync(path.join(target, 'BUILD_ID'))) {
    fs.rmSync(target, { recursive: true, force: true })
    execFileSync('cp', ['-al', build, target])
    const parts = ['server/app', 'node_modules']
    for (const part of ['cache', 'types', 'server/route-cache', ...parts]) {
      fs.rmSync(path.join(target, part), { recursive: true, force: true })
    }
    // node_modules: the links to the packages the server loads, relative to the build (cpSync
    // makes them absolute, so they hold from the copy's folder too).
    for (const part of parts) {
      if (fs.existsSync(path.join(build, part))) {
        fs.cpSync(path.join(build, part), path.join(target, part), { recursive: true })
      }
    }
  }
  return path.relative(root, target)
}

/** Signs in as the seeded admin: the Authorization header for REST calls. */
export async function signIn(base, admin = ADMIN) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!response.ok) throw new Error(`signing in answered ${response.status}`)
  return `JWT ${(await response.json()).token}`
}

/** A REST GET as the admin, parsed; throws on anything but 200. */
export async function staffGet(base, authorization, pathAndQuery) {
  const response = await fetch(`${base}${pathAndQuery}`, { headers: { authorization } })
  if (!response.ok) throw new Error(`GET ${pathAndQuery} answered ${response.status}`)
  return response.json()
}

/** How many documents of a collection there are (`where` as a query string, optional). */
export async function countDocs(base, authorization, collection, where = '') {
  const body = await staffGet(
    base,
    authorization,
    `/api/${collection}?limit=1&depth=0${where ? `&${where}` : ''}`,
  )
  return body.totalDocs
}

/**
 * What the public endpoints can store: leads, lead files, analytics events (rows, and the events
 * they count) and recorded searches (rows, and the searches they count), plus e-mail jobs.
 */
export async function storedCounts(base, authorization) {
  const all = (collection, field) =>
    staffGet(
      base,
      authorization,
      `/api/${collection}?depth=0&pagination=false&select[${field}]=true`,
    ).then(({ docs }) => ({
      rows: docs.length,
      total: docs.reduce((sum, doc) => sum + (doc[field] ?? 1), 0),
    }))
  const [leads, leadFiles, events, searches] = await Promise.all([
    countDocs(base, authorization, 'leads', 'trash=true'),
    countDocs(base, authorization, 'lead-files'),
    all('analytics-events', 'count'),
    all('search-queries', 'searches'),
  ])
  return {
    leads,
    'lead-files': leadFiles,
    'analytics-events': events.rows,
    'events counted': events.total,
    'search-queries': searches.rows,
    'searches counted': searches.total,
  }
}

/** Folders and files under a directory, recursively (paths relative to it). */
export function listTree(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { recursive: true }).map(String)
}

/** A table of rows (arrays of cells), columns padded; numbers right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')))
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]?.length ?? 0)))
  const line = (row) =>
    row
      .map((cell, i) =>
        /^[-+]?[\d.,]+( ?(ms|MB|%|s))?$/.test(cell)
          ? cell.padStart(widths[i])
          : cell.padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd()
  return [
    line(all[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...all.slice(1).map(line),
  ].join('\n')
}

/** Counts by status as one line, `404×3 422×9`, statuses in order. */
export const countsText = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')

/**
 * The end of a robustness script: its targets ([name, met, figures]) as a table, the data folder
 * removed when every one is met and kept otherwise (`kept` says what it holds), and the exit code.
 */
export function finish(
  targets,
  dataDir,
  { heading = 'target', kept = 'data and server log' } = {},
) {
  console.log('')
  console.log(
    table(
      [heading, 'result', 'figures'],
      targets.map(([name, ok, figures]) => [name, ok ? 'PASS' : 'FAIL', figures]),
    ),
  )
  const passed = targets.every(([, ok]) => ok)
  if (passed) fs.rmSync(dataDir, { recursive: true, force: true })
  else console.log(`\nThe run's ${kept} are in ${path.relative(process.cwd(), dataDir)}`)
  process.exit(passed ? 0 : 1)
}
