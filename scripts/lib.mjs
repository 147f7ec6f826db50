// Small helpers shared by the README's two commands (scripts/up.mjs, scripts/test-all.mjs).
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** The studio admin the end-to-end server seeds (scripts/e2e-server.mjs). */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-1' }

/**
 * The server's runtime settings, which package.json's "start" script and the Dockerfile give too
 * (tests/unit/runtime-settings.test.ts holds the three together; docs/benchmarks.md, "Memory",
 * has the figures that chose them). Two are glibc's allocator's documented settings (mallopt(3)):
 * two arenas instead of eight per core, and blocks of 64 KB and more (a page's body, a file)
 * mapped apart and handed back to the system when freed, where glibc would otherwise raise that
 * threshold as it goes and keep the freed memory in its arenas. The third holds Node.js's
 * documented V8 flags: the young generation at most 8 MB a semi-space (V8 sizes it by the host's
 * memory, grew it to 128 MB on a 24 GB machine and kept it), and the old generation at most
 * 256 MB (the live heap is 125 MB at the start and 165-176 MB after every page, the studio and a
 * soak), so a burst's garbage is collected before the heap grows past it. Neither cost a cached
 * page any speed (at 4 MB a semi-space it lost a fifth).
 */
/** @type {Record<string, string>} */
export const SERVER_RUNTIME_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  NODE_OPTIONS: '--max-semi-space-size=8 --max-old-space-size=256',
}

/**
 * The environment of Next.js's server as `npm start` runs it: `env` with the runtime settings,
 * and `extraNodeOptions` (a bench's probe) after them.
 */
export function serverEnv(env, extraNodeOptions = '') {
  const nodeOptions = [SERVER_RUNTIME_ENV.NODE_OPTIONS, extraNodeOptions].filter(Boolean).join(' ')
  return { ...env, ...SERVER_RUNTIME_ENV, ...(nodeOptions && { NODE_OPTIONS: nodeOptions }) }
}

/**
 * The arguments of `node` that start Next.js's own server as `npm start` does, on `port` of this
 * machine only; give it serverEnv(). Scripts that need the server's own process (to stop it, to
 * read its memory) start it with node directly rather than through npm.
 *
 * `localhost`, not 127.0.0.1: Next.js 16.4 started with `-H 127.0.0.1` serves the proxy's
 * rewrites (src/proxy.ts) by fetching them from `localhost`, which fails (vercel/next.js#94745);
 * `localhost` is the same address here (README, "Deploying").
 */
export function startArgs(port) {
  return ['node_modules/.bin/next', 'start', '-p', String(port), '-H', 'localhost', ...KEEP_ALIVE]
}

/**
 * Idle connections stay open 65 s (`npm start` too), longer than the proxy's or the client's own
 * idle time (nginx keeps an upstream connection 60 s): with Node's 5 s, a request sent on a
 * connection the moment the server closed it fails with "socket hang up" (seen in the e2e suite).
 */
export const KEEP_ALIVE = ['--keepAliveTimeout', '65000']

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}, onSpawn = () => {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    onSpawn(child)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json')
  const lock = path.join(root, 'package-lock.json')
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return
  console.log('Installing dependencies (npm ci)...')
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.')
    process.exit(result.status ?? 1)
  }
}

/**
 * Writes .env with fresh secrets when there is none, so a fresh clone starts without editing. The
 * file holds secrets: it is readable by its owner only (0600), and an existing one that other
 * users of the machine may read is made so (or, when that fails, reported). The site's address is
 * left out: unset, it follows the port the server runs on (NEXT_PUBLIC_SERVER_URL, .env.example).
 * `dir` is the project folder (tests pass another).
 */
export function ensureEnvFile(dir = root) {
  const file = path.join(dir, '.env')
  if (fs.existsSync(file)) {
    keepPrivate(file)
    forgetPinnedAddress(file)
    declareNoProxy(file)
    return
  }
  const secret = () => crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(
    file,
    [
      '# Written by `npm run up` on first start; see .env.example for every setting.',
      `PAYLOAD_SECRET=${secret()}`,
      `PREVIEW_SECRET=${secret()}`,
      NO_PROXY_LINE,
      '',
    ].join('\n'),
    // `wx`: never over a file that appeared meanwhile; the mode applies as it is created.
    { mode: 0o600, flag: 'wx' },
  )
  console.log('Wrote .env with new secrets.')
}

/**
 * `npm run up` serves the site with nothing in front of it; a production server does not start
 * until TRUSTED_PROXY_HOPS says how many proxies there are (src/lib/rate-limit/address.ts).
 */
const NO_PROXY_LINE =
  '# Nothing in front of this server (README, "Deploying": behind nginx, 1).\nTRUSTED_PROXY_HOPS=0'

/** A .env written before TRUSTED_PROXY_HOPS was needed gets the line, unless it is set elsewhere. */
function declareNoProxy(file) {
  if (process.env.TRUSTED_PROXY_HOPS !== undefined) return
  const text = fs.readFileSync(file, 'utf8')
  if (/^\s*TRUSTED_PROXY_HOPS\s*=/m.test(text)) return
  fs.appendFileSync(file, `${text.endsWith('\n') || !text ? '' : '\n'}${NO_PROXY_LINE}\n`)
  console.log('Added TRUSTED_PROXY_HOPS=0 (no proxy in front) to .env.')
}

/** An existing .env that other users may read or change becomes its owner's only. */
function keepPrivate(file) {
  const mode = fs.statSync(file).mode & 0o777
  if ((mode & 0o077) === 0) return
  try {
    fs.chmodSync(file, mode & 0o700)
    console.log(".env could be read by other users of this machine; it is now its owner's only.")
  } catch (error) {
    console.warn(
      `Warning: .env holds secrets that other users of this machine can read (mode ${mode.toString(8)}) and could not be changed (${error.message}). Run: chmod 600 .env`,
    )
  }
}

/**
 * Earlier versions wrote NEXT_PUBLIC_SERVER_URL=http://localhost:3000 into the .env they made,
 * which kept the site's address on port 3000 whatever PORT said: that line goes, only in a file
 * this function wrote and only with that value.
 */
function forgetPinnedAddress(file) {
  const text = fs.readFileSync(file, 'utf8')
  const pinned = /^NEXT_PUBLIC_SERVER_URL=http:\/\/localhost:3000\r?\n/m
  if (!text.startsWith('# Written by `npm run up`') || !pinned.test(text)) return
  fs.writeFileSync(file, text.replace(pinned, ''))
  console.log(
    'Removed NEXT_PUBLIC_SERVER_URL=http://localhost:3000 from .env: the address follows PORT.',
  )
}

/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, Debian's headless shell or browser (as
 * playwright.config.ts does), or Playwright's own.
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) =>
    fs.existsSync(file),
  )
}

/**
 * Where the throw-away server `name` keeps its data (data/<name>: database, media, lead files)
 * and the secret it signs with: a second server on the same data (the e2e suite's, in some specs)
 * takes these. Nothing is created or removed.
 */
/**
 * The suite's freshly seeded database and media, copied by scripts/e2e-server.mjs before its
 * server opens them: the other throw-away sites of the same run (scripts/lib/site.mjs
 * `prepareSite`) start from a copy instead of seeding again (30 s of CPU each).
 */
export const SEEDED_TEMPLATE = path.join(root, 'data', 'e2e-seeded')

/** The database files and the media folder of a data folder made by `serverDataEnv`. */
export const SEEDED_PARTS = ['site.db', 'site.db-wal', 'site.db-shm', 'media']

export function serverDataEnv(name) {
  const dataDir = path.join(root, 'data', name)
  return {
    DATABASE_URI: `file:${path.join(dataDir, 'site.db')}`,
    MEDIA_DIR: path.join(dataDir, 'media'),
    LEAD_FILES_DIR: path.join(dataDir, 'lead-files'),
    PAYLOAD_SECRET: `${name}-secret-not-for-production`,
  }
}

/**
 * A fresh data folder under data/<name> and the environment of a throw-away production server
 * on it (the e2e tests, the benchmarks): its own database, media and lead files, the outbox for
 * e-mail whatever the developer's environment says, a rate limit that many requests from one
 * address do not reach, and no nightly backup (a run that crosses its time would make one).
 */
export function throwAwayServerEnv(name, overrides = {}) {
  const dataDir = path.join(root, 'data', name)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  return {
    dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...serverDataEnv(name),
      CALCULATOR_RATE_LIMIT: '100000/60',
      SEARCH_RATE_LIMIT: '100000/60',
      CHAT_RATE_LIMIT: '100000/60',
      EVENTS_RATE_LIMIT: '100000/60',
      BOOKING_RATE_LIMIT: '100000/60',
      BOOKING_LOOKUP_RATE_LIMIT: '100000/60',
      BOOKING_OPEN_PER_NETWORK: '100000',
      UPLOAD_BUDGET_PER_ADDRESS_MB: '1000000',
      FORGOT_PASSWORD_RATE_LIMIT: '100000/60',
      FORGOT_PASSWORD_ACCOUNT_LIMIT: '100000/60',
      FORGOT_PASSWORD_ACCOUNT_CEILING: '100000/60',
      // No proxy in front: the server refuses to start until this is said (src/instrumentation.ts).
      TRUSTED_PROXY_HOPS: '0',
      RESEND_API_KEY: '',
      NEXT_DIST_DIR: '.next-e2e',
      BACKUP_TIME: 'off',
      BACKUP_DIR: path.join(dataDir, 'backups'),
      ...overrides,
    },
  }
}
