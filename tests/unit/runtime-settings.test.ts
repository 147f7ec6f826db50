import fs from 'fs'
import path from 'path'

import { describe, expect, it } from 'vitest'

import { KEEP_ALIVE, SERVER_RUNTIME_ENV, serverEnv, startArgs } from '../../scripts/lib.mjs'

/**
 * The server's runtime settings are written three times: package.json's "start" script (what a
 * host runs), the Dockerfile (what the container runs) and scripts/lib.mjs (what the tests and the
 * benchmarks run). The three must say the same, or the benchmarks would measure another server.
 */
const root = process.cwd()
const settings = Object.entries(SERVER_RUNTIME_ENV) as [string, string][]
/** A value as a shell (package.json) or the Dockerfile writes it: quoted when it has a space. */
const quoted = (value: string, quote: string) =>
  value.includes(' ') ? quote + value + quote : value
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('the server’s runtime settings', () => {
  it('are package.json’s start command: Next.js’s own server behind them, nothing else', () => {
    const start = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start
    const expected = [
      ...settings.map(([name, value]) => `${name}=${quoted(value, "'")}`),
      'next start',
      ...KEEP_ALIVE,
    ].join(' ')
    expect(start).toBe(expected)
  })

  it('are the container’s environment', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
    const run = dockerfile.slice(dockerfile.lastIndexOf('FROM '))
    for (const [name, value] of settings)
      expect(run, name).toMatch(new RegExp(`\\b${name}=${escaped(quoted(value, '"'))}(\\s|$)`))
    expect(run).toMatch(/CMD \["node", "server\.js"\]/)
    // The standalone server.js reads its keep-alive time from the environment.
    expect(KEEP_ALIVE).toEqual(['--keepAliveTimeout', expect.any(String)])
    expect(run).toMatch(new RegExp(`\\bKEEP_ALIVE_TIMEOUT=${KEEP_ALIVE[1]}\\b`))
  })

  it('are what the scripts start the server with, a bench’s own flags after them', () => {
    const env = serverEnv({ PATH: '/bin', NODE_OPTIONS: '--inspect' }, '--expose-gc')
    for (const [name, value] of settings.filter(([name]) => name !== 'NODE_OPTIONS')) {
      expect(env[name], name).toBe(value)
    }
    expect(env.NODE_OPTIONS).toBe(
      [SERVER_RUNTIME_ENV.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' '),
    )
    expect(startArgs(3100)).toEqual([
      'node_modules/.bin/next',
      'start',
      '-p',
      '3100',
      '-H',
      'localhost',
      ...KEEP_ALIVE,
    ])
  })
})
