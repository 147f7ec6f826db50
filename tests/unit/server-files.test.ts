import { describe, expect, it } from 'vitest'

import { serverFiles } from '../../scripts/server-files.mjs'

/**
 * What the container copies beside Next.js's standalone output (scripts/server-files.mjs, run by
 * the Dockerfile and scripts/standalone.mjs): every file the production server loads at run time,
 * found by tracing server/index.mjs.
 */
describe('the production server’s files', () => {
  it('are server/*.mjs, the plain modules of src/lib it imports and their packages', async () => {
    const files = await serverFiles()
    for (const file of [
      'server/index.mjs',
      'server/beacons.mjs',
      'server/page-cache.mjs',
      'src/lib/server-bridge.mjs',
      'src/lib/logging/context.mjs',
      'src/lib/logging/server.mjs',
      'src/lib/security/headers.mjs',
      'src/lib/site/address.mjs',
      'node_modules/pino/package.json',
      'node_modules/pino/pino.js',
      'node_modules/pino-http/logger.js',
      'node_modules/lru-cache/package.json',
      'node_modules/sonic-boom/index.js',
    ]) {
      expect(files, file).toContain(file)
    }
    // Next.js's own files come with its standalone output; nothing from outside the project.
    expect(files.filter((file) => /^node_modules\/(?:next|@next\/[^/]+)\//.test(file))).toEqual([])
    expect(files.every((file) => !file.startsWith('..') && !file.startsWith('/'))).toBe(true)
  }, 30_000)
})
