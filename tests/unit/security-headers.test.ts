import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  areaOf,
  contentSecurityPolicy,
  MONACO_CDN,
  modeFromEnv,
  nextHeaderRules,
  securityHeaders,
  type Mode,
} from '@/lib/security/headers.mjs'

/**
 * The security headers of src/lib/security/headers.mjs, graded by the rules of Mozilla's HTTP
 * Observatory (mdn/mdn-http-observatory, algorithm version 4: src/analyzer/tests/*.js and
 * src/grader/charts.js) that look at response headers, for a page, the studio, an API and a static
 * file. Where Next.js sends them (next.config.ts `headers()`) is checked on the real server by
 * tests/e2e/security-headers.spec.ts.
 *
 * Observatory's two other tests look at more than headers and are not graded here: redirection
 * (http:// must redirect to https://, the TLS proxy's job; 0 when it does) and subresource
 * integrity (0 when every script of the HTML comes from the site itself, as ours do).
 */

type Headers = Record<string, string>
type Result = { test: string; result: string; modifier: number }

const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-not-found': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-without-secure-flag': -20,
  'cors-not-implemented': 0,
  'cors-implemented-with-public-access': 0,
  'cors-implemented-with-universal-access': -50,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*'])
const BROAD_OR_INLINE = new Set([...BROAD, "'unsafe-inline'", 'data:'])
const SIX_MONTHS = 15_552_000

/** Observatory's parser for one policy: directives by name; a repeated one makes it invalid. */
function parseCsp(value: string): Map<string, Set<string>> | null {
  const csp = new Map<string, Set<string>>()
  if (value.trim().length < 6) return null
  for (const entry of value.split(';')) {
    const [name, ...sources] = entry.trim().split(/\s+/)
    if (!name) continue
    const directive = name.toLowerCase()
    if (csp.has(directive)) return null
    const list = sources.map((source) => source.toLowerCase())
    csp.set(directive, new Set(list.length || !directive.endsWith('-src') ? list : ["'none'"]))
  }
  return csp
}

function gradeCsp(headers: Headers, https: boolean): string {
  const value = headers['content-security-policy']
  if (value === undefined) return 'csp-not-implemented'
  const csp = parseCsp(value)
  if (!csp) return 'csp-header-invalid'
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*'])
  const script = fallback('script-src')
  const style = fallback('style-src')
  const object = fallback('object-src')
  // 'unsafe-inline' is ignored by browsers beside a nonce or a hash.
  for (const list of [script, style]) {
    if ([...list].some((source) => /^'(?:sha256|sha384|sha512|nonce)-/.test(source))) {
      list.delete("'unsafe-inline'")
    }
  }
  const active = [...csp.entries()]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...script])
  const passive = ['img-src', 'media-src'].flatMap((name) => [
    ...(csp.get(name) ?? csp.get('default-src') ?? []),
  ])
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:')
  if (
    [...script].some((source) => BROAD_OR_INLINE.has(source)) ||
    [...object].some((source) => BROAD.has(source))
  ) {
    return 'csp-implemented-with-unsafe-inline'
  }
  if (https && active.some(insecure)) return 'csp-implemented-with-insecure-scheme'
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) {
    return 'csp-implemented-with-unsafe-eval'
  }
  if (https && passive.some(insecure)) {
    return 'csp-implemented-with-insecure-scheme-in-passive-content-only'
  }
  if ([...style].some((source) => BROAD_OR_INLINE.has(source))) {
    return 'csp-implemented-with-unsafe-inline-in-style-src-only'
  }
  const defaults = csp.get('default-src')
  return defaults?.size === 1 && defaults.has("'none'")
    ? 'csp-implemented-with-no-unsafe-default-src-none'
    : 'csp-implemented-with-no-unsafe'
}

function gradeCookies(headers: Headers): string {
  const cookie = headers['set-cookie']
  if (cookie === undefined) return 'cookies-not-found'
  if (!/;\s*secure/i.test(cookie)) return 'cookies-without-secure-flag'
  return 'cookies-secure-with-httponly-sessions-and-samesite'
}

function gradeCors(headers: Headers): string {
  const origin = headers['access-control-allow-origin']
  if (origin === undefined) return 'cors-not-implemented'
  if (origin === '*') return 'cors-implemented-with-public-access'
  return headers['access-control-allow-credentials'] === 'true'
    ? 'cors-implemented-with-universal-access'
    : 'cors-implemented-with-public-access'
}

function gradeReferrer(headers: Headers): string {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  const value = headers['referrer-policy']
  if (value === undefined) return 'referrer-policy-not-implemented'
  const policy = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => good.includes(part) || bad.includes(part))
    .at(-1)
  if (policy && good.includes(policy)) return 'referrer-policy-private'
  return policy ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid'
}

function gradeHsts(headers: Headers, https: boolean): string {
  if (!https) return 'hsts-not-implemented-no-https'
  const value = headers['strict-transport-security']
  if (value === undefined) return 'hsts-not-implemented'
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)
  if (!maxAge || value.includes(',')) return 'hsts-header-invalid'
  return Number(maxAge[1]) < SIX_MONTHS
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months'
}

function gradeNosniff(headers: Headers): string {
  const value = headers['x-content-type-options']
  if (value === undefined) return 'x-content-type-options-not-implemented'
  return value.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid'
}

function gradeFrameOptions(headers: Headers): string {
  if (parseCsp(headers['content-security-policy'] ?? '')?.has('frame-ancestors')) {
    return 'x-frame-options-implemented-via-csp'
  }
  const value = headers['x-frame-options']?.trim().toLowerCase()
  if (value === undefined) return 'x-frame-options-not-implemented'
  return ['deny', 'sameorigin'].includes(value)
    ? 'x-frame-options-sameorigin-or-deny'
    : 'x-frame-options-header-invalid'
}

function gradeCorp(headers: Headers): string {
  const value = headers['cross-origin-resource-policy']?.trim().toLowerCase()
  if (value === undefined) return 'corp-not-implemented'
  if (value === 'same-origin' || value === 'same-site') return `corp-implemented-with-${value}`
  return value === 'cross-origin' ? 'corp-implemented-with-cross-origin' : 'corp-header-invalid'
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

/** Observatory's score: 100 plus every modifier, bonuses only when the penalties leave 90+. */
function observatory(headers: Headers, https: boolean) {
  const results: Result[] = [
    ['content-security-policy', gradeCsp(headers, https)],
    ['cookies', gradeCookies(headers)],
    ['cross-origin-resource-sharing', gradeCors(headers)],
    ['referrer-policy', gradeReferrer(headers)],
    ['strict-transport-security', gradeHsts(headers, https)],
    ['x-content-type-options', gradeNosniff(headers)],
    ['x-frame-options', gradeFrameOptions(headers)],
    ['cross-origin-resource-policy', gradeCorp(headers)],
  ].map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] }))
  const penalties = results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 100)
  const all = results.reduce((sum, r) => sum + r.modifier, 100)
  const score = Math.max(penalties >= 90 ? all : penalties, 0)
  const grade = GRADES.find(([floor]) => Math.min(score - (score % 5), 100) >= floor)![1]
  return { score, grade, results }
}

const asRecord = (headers: { key: string; value: string }[]): Headers =>
  Object.fromEntries(headers.map(({ key, value }) => [key.toLowerCase(), value]))

/** The paths graded: a page, the studio, an API (documents; built scripts get nosniff only). */
const PATHS = {
  page: '/blog/chinking-vs-caulking-log-homes',
  studio: '/admin/login',
  api: '/api/search',
}
const PRODUCTION: Mode = { https: true }
const LOCAL: Mode = {}

describe("Mozilla Observatory's header rules", () => {
  it('grades every path, printing the score, and explains the one penalty', () => {
    const rows = Object.entries(PATHS).flatMap(([what, pathname]) =>
      (
        [
          ['production, https', PRODUCTION, true],
          ['local, http', LOCAL, false],
        ] as const
      ).map(([where, mode, https]) => {
        const { score, grade, results } = observatory(
          asRecord(securityHeaders(pathname, mode)),
          https,
        )
        const off = results.filter((r) => r.modifier !== 0).map((r) => `${r.result} ${r.modifier}`)
        return { what, pathname, where, score, grade, modifiers: off.join(', ') }
      }),
    )
    console.log(
      rows
        .map((row) =>
          [row.what.padEnd(11), row.where.padEnd(17), String(row.score).padStart(3), row.grade]
            .join(' ')
            .concat(`  ${row.modifiers}`),
        )
        .join('\n'),
    )

    const grade = (what: keyof typeof PATHS, https = true) =>
      rows.find((row) => row.what === what && row.where.endsWith(https ? 'https' : 'http'))!
    // Pages and the studio: 100 - 20 for 'unsafe-inline' in script-src = B+. Next.js's
    // inline scripts (the flight data) differ on every page, and a static page cannot carry a
    // per-request nonce; a hash beside 'unsafe-inline' would turn it off and block them.
    for (const what of ['page', 'studio'] as const) {
      expect(grade(what)).toMatchObject({ score: 80, grade: 'B+' })
    }
    // The APIs run no code: default-src 'none', nothing unsafe, so the bonuses count.
    expect(grade('api')).toMatchObject({ score: 120, grade: 'A+' })
    // Over http there is no HSTS to give (-20): what a local server scores.
    expect(grade('page', false)).toMatchObject({ score: 60, grade: 'C+' })

    // What the accepted penalty costs: the same page policy without 'unsafe-inline' in script-src.
    const page = asRecord(securityHeaders(PATHS.page, PRODUCTION))
    const strict = page['content-security-policy'].replace(
      "script-src 'self' 'unsafe-inline'",
      "script-src 'self'",
    )
    const without = observatory({ ...page, 'content-security-policy': strict }, true)
    console.log(
      `'unsafe-inline' in script-src costs ${without.score - grade('page').score} points: ` +
        `${grade('page').score} ${grade('page').grade} instead of ${without.score} ${without.grade}`,
    )
    expect(without.grade).toBe('A+')
  })

  it('grades a missing or broken header set as Observatory does', () => {
    // No CSP -25, no HSTS -20, no nosniff -5, no X-Frame-Options -20.
    expect(observatory({}, true)).toMatchObject({ score: 30, grade: 'D' })
    const headers = asRecord(securityHeaders(PATHS.page, PRODUCTION))
    const grade = (policy: string) => gradeCsp({ 'content-security-policy': policy }, true)
    expect(grade('script-src a; script-src b')).toBe('csp-header-invalid')
    expect(grade("default-src 'self'")).toBe('csp-implemented-with-no-unsafe')
    expect(grade("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe(
      'csp-implemented-with-unsafe-eval',
    )
    // object-src falls back to default-src, and without either to anything at all.
    expect(grade("script-src 'self'")).toBe('csp-implemented-with-unsafe-inline')
    expect(grade("default-src 'none'; img-src http://cdn.example")).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    )
    expect(grade("default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-abc'")).toBe(
      'csp-implemented-with-no-unsafe',
    )
    expect(gradeHsts({ 'strict-transport-security': 'max-age=86400' }, true)).toBe(
      'hsts-implemented-max-age-less-than-six-months',
    )
    expect(gradeHsts(headers, true)).toBe('hsts-implemented-max-age-at-least-six-months')
    expect(gradeFrameOptions({ 'x-frame-options': 'DENY' })).toBe(
      'x-frame-options-sameorigin-or-deny',
    )
  })
})

describe('the policy', () => {
  const csp = (pathname: string, mode: Mode = PRODUCTION) =>
    parseCsp(asRecord(securityHeaders(pathname, mode))['content-security-policy'])!

  it('puts every path in its area', () => {
    expect(areaOf('/')).toBe('site')
    expect(areaOf('/admin')).toBe('studio')
    expect(areaOf('/admin/collections/posts/1')).toBe('studio')
    expect(areaOf('/api')).toBe('api')
    expect(areaOf('/api/media/file/log-home.webp')).toBe('api')
    expect(areaOf('/administrators')).toBe('site')
    expect(areaOf('/apiary')).toBe('site')
    expect(areaOf('/next/preview')).toBe('site')
  })

  it('holds the rules everywhere: no eval, no plugins, no foreign base or form target', () => {
    for (const pathname of Object.values(PATHS)) {
      const policy = csp(pathname)
      const script = policy.get('script-src') ?? policy.get('default-src')!
      expect(script.has("'unsafe-eval'"), pathname).toBe(false)
      expect(policy.get('object-src') ?? policy.get('default-src'), pathname).toEqual(
        new Set(["'none'"]),
      )
      for (const name of ['base-uri', 'form-action', 'frame-ancestors']) {
        expect(policy.has(name), `${pathname} ${name}`).toBe(true)
        expect([...policy.get(name)!].every((s) => ["'self'", "'none'"].includes(s))).toBe(true)
      }
      expect(policy.has('upgrade-insecure-requests'), pathname).toBe(true)
      expect(csp(pathname, LOCAL).has('upgrade-insecure-requests'), pathname).toBe(false)
    }
  })

  it('lets the studio frame the site, and nothing frame the studio or the APIs', () => {
    const frames = (pathname: string) => {
      const headers = asRecord(securityHeaders(pathname, PRODUCTION))
      return [csp(pathname).get('frame-ancestors'), headers['x-frame-options']]
    }
    expect(frames(PATHS.page)).toEqual([new Set(["'self'"]), 'SAMEORIGIN'])
    expect(frames('/next/preview')).toEqual([new Set(["'self'"]), 'SAMEORIGIN'])
    expect(frames(PATHS.studio)).toEqual([new Set(["'none'"]), 'DENY'])
    expect(frames(PATHS.api)).toEqual([new Set(["'none'"]), 'DENY'])
    expect(csp(PATHS.studio).get('frame-src')).toEqual(new Set(["'self'"]))
    expect(csp(PATHS.page).get('frame-src')).toEqual(new Set(["'none'"]))
  })

  it("allows the studio's code editor from jsDelivr, at the version Payload's loader asks for", () => {
    const config = fs.readFileSync(
      path.join(process.cwd(), 'node_modules/@monaco-editor/loader/lib/es/config/index.js'),
      'utf8',
    )
    expect(config).toContain(`vs: '${MONACO_CDN.replace(/\/$/, '')}'`)
    expect(csp(PATHS.studio).get('script-src')).toContain(MONACO_CDN.toLowerCase())
    expect(csp(PATHS.page).get('script-src')).not.toContain(MONACO_CDN.toLowerCase())
  })

  it('gives eval to development only, and HSTS to a production site on https only', () => {
    const dev = modeFromEnv({ NODE_ENV: 'development', NEXT_PUBLIC_SERVER_URL: 'https://x.com' })
    expect(dev).toEqual({ development: true, https: false })
    expect(contentSecurityPolicy('site', dev)).toContain("'unsafe-eval'")
    const local = modeFromEnv({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000',
    })
    expect(local).toEqual({ development: false, https: false })
    expect(modeFromEnv({ NODE_ENV: 'production' })).toEqual({ development: false, https: false })
    const live = modeFromEnv({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'https://x.com' })
    expect(live).toEqual({ development: false, https: true })

    const hsts = (mode: Mode) =>
      asRecord(securityHeaders(PATHS.page, mode))['strict-transport-security']
    expect(hsts(live)).toBe('max-age=63072000; includeSubDomains')
    expect(hsts(local)).toBeUndefined()
    expect(hsts(dev)).toBeUndefined()
  })

  it('sends the other headers on every path', () => {
    for (const pathname of Object.values(PATHS)) {
      const headers = asRecord(securityHeaders(pathname, PRODUCTION))
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(headers['permissions-policy']).toContain(`${feature}=()`)
      }
      expect(headers['permissions-policy']).not.toMatch(/fullscreen|picture-in-picture|autoplay/)
    }
  })
})

describe('the rules next.config.ts hands Next.js', () => {
  it('are whole sets in every document rule, so the last that matches decides them all', () => {
    const rules = nextHeaderRules(PRODUCTION).filter((rule) => !rule.source.startsWith('/_next'))
    const keys = rules.map((rule) => rule.headers.map((h) => h.key).join())
    expect(new Set(keys).size).toBe(1)
    // The built scripts and styles: nosniff alone (a policy on a script file does nothing).
    expect(asRecord(securityHeaders('/_next/static/chunks/a.js', PRODUCTION))).toEqual({
      'x-content-type-options': 'nosniff',
    })
  })
})
