import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { validations } from 'payload/shared'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { MemoryCounter } from '@/mends/memoryCounter'
import { isPublicStudioPage } from '@/mends/publicStudio'

/**
 * The canaries of the mends (src/mends/, docs/architecture.md "Every mend in one place"): each
 * fails when what its mend works around has changed upstream, naming the mend and what to do.
 * Where the mend's premise can be read from the installed package, it is read; where only a
 * running server shows it (Next.js's rendering), the canary fails on any upgrade of the package,
 * for someone to check the upstream issue and either remove the mend or move the pin.
 */

/** The text of an installed package's file. */
const source = (file: string) => fs.readFileSync(path.resolve('node_modules', file), 'utf8')

/** The version of an installed package. */
const versionOf = (name: string) =>
  (JSON.parse(source(`${name}/package.json`)) as { version: string }).version

/** A module of an installed package that its exports do not list, loaded from its file. */
const privateModule = async <T>(file: string): Promise<T> =>
  (await import(pathToFileURL(path.resolve('node_modules', file)).href)) as T

afterEach(() => {
  vi.useRealTimers()
})

describe('the mends still have something to mend', () => {
  it('PUBLIC_STUDIO (mends/publicStudio.ts) agrees with Payload’s isPublicAdminRoute', async () => {
    const { isPublicAdminRoute } = await privateModule<{
      isPublicAdminRoute: (args: { adminRoute: string; config: unknown; route: string }) => boolean
    }>('@payloadcms/next/dist/utilities/isPublicAdminRoute.js')
    const { addDefaultsToConfig } = await privateModule<{
      addDefaultsToConfig: (config: object) => unknown
    }>('payload/dist/config/defaults.js')
    // The studio's routes as Payload has them by default (payload.config.ts changes none).
    const config = addDefaultsToConfig({ collections: [{ slug: 'users', auth: {} }] })
    const pages = [
      '/login',
      '/logout',
      '/logout-inactivity',
      '/forgot',
      '/reset/a-token',
      '/create-first-user',
      '/unauthorized',
      '/users/verify/a-token',
      '',
      '/account',
      '/collections/posts',
      '/collections/users/create',
      '/globals/site-settings',
      '/export',
      '/browse-by-folder',
    ]
    for (const page of pages) {
      const payloads = isPublicAdminRoute({ adminRoute: '/admin', config, route: `/admin${page}` })
      expect(
        isPublicStudioPage(page),
        `Payload's public studio pages changed at "${page}": bring mends/publicStudio.ts in line ` +
          'with @payloadcms/next isPublicAdminRoute (or call it, if Payload now exports it)',
      ).toBe(payloads)
    }
  })

  it('MemoryCounter (mends/memoryCounter.ts): RateLimiterMemory still leaves a timer per key', async () => {
    vi.useFakeTimers()
    await new RateLimiterMemory({ points: 5, duration: 600 }).consume('192.0.2.1')
    expect(
      vi.getTimerCount(),
      'rate-limiter-flexible’s RateLimiterMemory no longer sets a timer per key: ' +
        'lib/rate-limit/store.ts can make one again, and mends/memoryCounter.ts can go',
    ).toBeGreaterThan(0)
    vi.clearAllTimers()
    // The mend itself leaves none.
    await new MemoryCounter({ points: 5, duration: 600 }).consume('192.0.2.1')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('PressDuringAutosave (mends/pressDuringAutosave.ts): Payload’s save buttons wait out an autosave', () => {
    // Payload's Publish and Save draft are its FormSubmit, which cannot be pressed while the form
    // processes in the background (an autosave).
    const submit = source('@payloadcms/ui/dist/forms/Submit/index.js')
    expect(
      submit,
      'Payload’s FormSubmit no longer waits out an autosave: check whether a press during an ' +
        'autosave is kept (tests/e2e/presses.spec.ts) and remove mends/pressDuringAutosave.ts',
    ).toMatch(/canSave = !\([^)]*backgroundProcessing/)
    expect(source('@payloadcms/ui/dist/elements/PublishButton/index.js')).toContain('FormSubmit')
    expect(source('@payloadcms/ui/dist/elements/SaveDraftButton/index.js')).toContain('FormSubmit')
  })

  it('ListStarting (mends/listStarting.ts): Payload’s list still rewrites its address as it starts', () => {
    expect(
      source('@payloadcms/ui/dist/providers/ListQuery/index.js'),
      'Payload’s list no longer writes its query into the address as it starts: check ' +
        'tests/e2e/presses.spec.ts and remove mends/listStarting.ts',
    ).toMatch(/syncPropsToURL[\s\S]*window\.history\.replaceState/)
  })

  it('SaveWhatIsTyped (mends/saveWhatIsTyped.tsx): the rich text still hands over when idle', () => {
    expect(
      source('@payloadcms/richtext-lexical/dist/field/Field.js'),
      'Payload’s rich-text field no longer waits for idle time to hand its state to the form: ' +
        'check tests/e2e/presses.spec.ts and remove mends/saveWhatIsTyped.tsx',
    ).toContain('useRunDeprioritized')
  })

  it('draftFields (mends/draftValidation.ts): Payload still stores a new document as it opens', () => {
    expect(
      source('@payloadcms/next/dist/views/Document/index.js'),
      'Payload’s create view no longer stores a document as it opens with autosave on and ' +
        'drafts unchecked: set validate: false in fields/versions.ts and remove ' +
        'mends/draftValidation.ts',
    ).toMatch(/shouldAutosave && !validateDraftData && !idFromArgs/)
    // The checks it runs on publishing, by field type, are Payload's own.
    const types = ['text', 'textarea', 'richText', 'upload', 'relationship', 'select', 'date']
    for (const type of [...types, 'number', 'checkbox', 'email', 'array', 'blocks']) {
      expect(
        typeof (validations as unknown as Record<string, unknown>)[type],
        `payload/shared validations has no "${type}": mends/draftValidation.ts checks nothing ` +
          'of that type on publishing',
      ).toBe('function')
    }
  })

  it('the int tests’ setup (tests/helpers/int-setup.ts): Payload keeps its instances in global._payload', async () => {
    await import('payload')
    expect(
      (globalThis as { _payload?: unknown })._payload,
      'getPayload no longer keeps its instances in global._payload: tests/helpers/int-setup.ts ' +
        'must forget the last file’s Payload another way',
    ).toBeInstanceOf(Map)
  })
})

/**
 * The mends whose premise only a running server shows: each names the version it was last checked
 * against, the upstream issue, and its other canary. On an upgrade, check the issue: fixed, remove
 * the mend; not fixed, move the version here.
 */
const CHECKED: { mend: string; pkg: string; version: string; check: string }[] = [
  {
    mend: 'NotFoundStatus (mends/notFoundStatus.tsx)',
    pkg: 'next',
    version: '16.4.6',
    check: 'vercel/next.js#62228 (a notFound() page drawn on the server); tests/e2e/no-js.spec.ts',
  },
  {
    mend: 'the action guard (mends/actionGuard.ts)',
    pkg: 'next',
    version: '16.4.6',
    check: 'vercel/next.js#86945 (400 for an undecodable action); node scripts/fuzz.mjs',
  },
  {
    mend: '`-H localhost` (scripts/lib.mjs startArgs)',
    pkg: 'next',
    version: '16.4.6',
    check: 'vercel/next.js#94745 (rewrites fetched from localhost); tests/e2e/behind-proxy.spec.ts',
  },
  {
    mend: 'serverExternalPackages: payload (next.config.ts)',
    pkg: 'payload',
    version: '3.90.1',
    check: 'payloadcms/payload#17298 (errors told by class); tests/e2e/one-payload.spec.ts',
  },
]

describe('the mends checked against the installed versions', () => {
  it.each(CHECKED)('$mend, checked against $pkg $version', ({ mend, pkg, version, check }) => {
    expect(
      versionOf(pkg),
      `${pkg} was upgraded: check ${check}; then remove ${mend}, or move its version in ` +
        'tests/unit/mends.test.ts',
    ).toBe(version)
  })
})
