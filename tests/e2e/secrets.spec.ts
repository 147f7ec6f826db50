import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { ADMIN } from './fixtures'

/**
 * No secret reaches the browser: every file of the e2e build (.next-e2e, which the e2e server has
 * just built) that a browser can receive (everything under /_next/static, and the prerendered
 * pages with their router payloads and the route handlers' prerendered bodies) is searched for
 * the name of every server-side variable of .env.example (all but NEXT_PUBLIC_*) and for the
 * values the e2e server runs with. The build must be there: without it this test fails.
 */
const root = process.cwd()
const dist = path.join(root, process.env.NEXT_DIST_DIR || '.next-e2e')

/** The e2e server's secret values: scripts/e2e-server.mjs and scripts/lib.mjs (`e2e`). */
const PAYLOAD_SECRET = 'e2e-secret-not-for-production'
const E2E_VALUES: Record<string, string> = {
  PAYLOAD_SECRET,
  // Payload signs sessions with the first 32 hex digits of the secret's SHA-256.
  'PAYLOAD_SECRET (signing key)': crypto
    .createHash('sha256')
    .update(PAYLOAD_SECRET)
    .digest('hex')
    .slice(0, 32),
  PREVIEW_SECRET: 'e2e-preview-secret',
  ADMIN_PASSWORD: ADMIN.password,
  DATABASE_URI: `file:${path.join(root, 'data', 'e2e', 'site.db')}`,
  MEDIA_DIR: path.join(root, 'data', 'e2e', 'media'),
  LEAD_FILES_DIR: path.join(root, 'data', 'e2e', 'lead-files'),
}

/** Every variable .env.example names that only the server may know. */
function serverVariables(): string[] {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8')
  return [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)]
    .map((match) => match[1])
    .filter((name) => !name.startsWith('NEXT_PUBLIC_'))
}

/** The files of a build a browser can be sent (server code and manifests excluded). */
function browserFiles(distDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(dir, entry.name)
          return entry.isDirectory() ? walk(file) : [file]
        })
      : []
  // The pages rendered at build time (server/app) and since (server/route-cache), with their
  // router payloads and the route handlers' bodies.
  const prerendered = ['app', 'route-cache']
    .flatMap((folder) => walk(path.join(distDir, 'server', folder)))
    .filter((file) => /\.(?:html|rsc|body)$/.test(file))
  return [...walk(path.join(distDir, 'static')), ...prerendered]
}

/** Each needle found, with the files (relative to the build) it was found in. */
function findLeaks(files: string[], needles: Record<string, string>, distDir: string) {
  const found: Record<string, string[]> = {}
  for (const file of files) {
    // latin1 keeps every byte, so text is found in any file, binary or not.
    const text = fs.readFileSync(file, 'latin1')
    for (const [label, needle] of Object.entries(needles)) {
      if (needle && text.includes(needle)) {
        ;(found[label] ??= []).push(path.relative(distDir, file))
      }
    }
  }
  return found
}

const needles = () => ({
  ...Object.fromEntries(serverVariables().map((name) => [`name ${name}`, name])),
  ...Object.fromEntries(
    Object.entries(E2E_VALUES).map(([name, value]) => [`value of ${name}`, value]),
  ),
})

test.describe('no secret in what the browser gets', () => {
  test('the values searched for are the ones the e2e server runs with', () => {
    const server = fs.readFileSync(path.join(root, 'scripts', 'e2e-server.mjs'), 'utf8')
    const lib = fs.readFileSync(path.join(root, 'scripts', 'lib.mjs'), 'utf8')
    expect(server).toContain(`PREVIEW_SECRET: '${E2E_VALUES.PREVIEW_SECRET}'`)
    expect(server).toContain('adminPassword: E2E_ADMIN.password')
    expect(lib).toContain(`password: '${ADMIN.password}'`)
    expect(server).toContain("throwAwayServerEnv('e2e'")
    expect(lib).toContain('PAYLOAD_SECRET: `${name}-secret-not-for-production`')
    expect(lib).toContain("DATABASE_URI: `file:${path.join(dataDir, 'site.db')}`")
    expect(serverVariables()).toEqual(
      expect.arrayContaining([
        'PAYLOAD_SECRET',
        'PREVIEW_SECRET',
        'OPENAI_API_KEY',
        'RESEND_API_KEY',
      ]),
    )
  })

  test('a leak would be found, in a client file and not in server code', () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-spec-'))
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true })
        fs.writeFileSync(path.join(fixture, file), text)
      }
      write('static/chunks/leaky.js', `let k=${JSON.stringify(E2E_VALUES.PREVIEW_SECRET)};`)
      write('server/app/about.html', '<script>self.x=process.env.OPENAI_API_KEY</script>')
      write('server/app/about.segments/_full.segment.rsc', `0:"${E2E_VALUES.DATABASE_URI}"`)
      write('server/app/about/page.js', 'process.env.PAYLOAD_SECRET') // server code: never sent
      write('static/media/clean.woff2', 'nothing to see')
      expect(findLeaks(browserFiles(fixture), needles(), fixture)).toEqual({
        'value of PREVIEW_SECRET': ['static/chunks/leaky.js'],
        'name OPENAI_API_KEY': ['server/app/about.html'],
        'value of DATABASE_URI': ['server/app/about.segments/_full.segment.rsc'],
      })
    } finally {
      fs.rmSync(fixture, { recursive: true, force: true })
    }
  })

  test('the e2e build’s client files and prerendered pages hold none', () => {
    expect(fs.existsSync(path.join(dist, 'BUILD_ID')), `no build in ${dist}`).toBe(true)
    const files = browserFiles(dist)
    const count = (pattern: RegExp) => files.filter((file) => pattern.test(file)).length
    // A build, not an empty folder: the site's and the studio's code, and its static pages.
    expect(count(/\/static\/.+\.js$/)).toBeGreaterThan(20)
    expect(count(/\.html$/)).toBeGreaterThan(10)
    expect(findLeaks(files, needles(), dist)).toEqual({})
  })
})
