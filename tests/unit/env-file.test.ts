import fs from 'fs'
import os from 'os'
import path from 'path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ensureEnvFile } from '../../scripts/lib.mjs'

/** The .env that `npm run up` writes (scripts/lib.mjs): secrets at rest, readable by the owner. */
let dir = ''
const file = () => path.join(dir, '.env')
const mode = () => fs.statSync(file()).mode & 0o777

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-env-'))
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('ensureEnvFile', () => {
  it('writes new secrets readable by the owner only, and no site address', () => {
    const umask = process.umask(0o022)
    try {
      ensureEnvFile(dir)
    } finally {
      process.umask(umask)
    }
    expect(mode()).toBe(0o600)
    const text = fs.readFileSync(file(), 'utf8')
    expect(text).toMatch(/^PAYLOAD_SECRET=[0-9a-f]{64}$/m)
    expect(text).toMatch(/^PREVIEW_SECRET=[0-9a-f]{64}$/m)
    expect(text).not.toContain('NEXT_PUBLIC_SERVER_URL')
    // `npm run up` serves with nothing in front: said, so the production server starts.
    expect(text).toMatch(/^TRUSTED_PROXY_HOPS=0$/m)
  })

  it('adds TRUSTED_PROXY_HOPS=0 to a .env written before it was needed, once, unless it is set', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', undefined)
    fs.writeFileSync(file(), 'PAYLOAD_SECRET=mine', { mode: 0o600 })
    ensureEnvFile(dir)
    ensureEnvFile(dir)
    expect(fs.readFileSync(file(), 'utf8')).toBe(
      'PAYLOAD_SECRET=mine\n# Nothing in front of this server (README, "Deploying": behind nginx, 1).\nTRUSTED_PROXY_HOPS=0\n',
    )
    // Set in the file or in the environment, it is left as it is.
    fs.writeFileSync(file(), 'PAYLOAD_SECRET=mine\nTRUSTED_PROXY_HOPS=1\n', { mode: 0o600 })
    ensureEnvFile(dir)
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2')
    fs.writeFileSync(file(), 'PAYLOAD_SECRET=mine\n', { mode: 0o600 })
    ensureEnvFile(dir)
    expect(fs.readFileSync(file(), 'utf8')).toBe('PAYLOAD_SECRET=mine\n')
    vi.unstubAllEnvs()
  })

  it('makes an existing .env that others may read its owner’s only, and says so', () => {
    fs.writeFileSync(file(), 'PAYLOAD_SECRET=mine\nTRUSTED_PROXY_HOPS=1\n', { mode: 0o644 })
    fs.chmodSync(file(), 0o664)
    ensureEnvFile(dir)
    expect(mode()).toBe(0o600)
    expect(fs.readFileSync(file(), 'utf8')).toBe('PAYLOAD_SECRET=mine\nTRUSTED_PROXY_HOPS=1\n')
    expect(console.log).toHaveBeenCalledWith(expect.stringMatching(/could be read by other users/))
  })

  it('leaves a private .env as it is', () => {
    fs.writeFileSync(
      file(),
      'PAYLOAD_SECRET=mine\nNEXT_PUBLIC_SERVER_URL=http://localhost:3000\nTRUSTED_PROXY_HOPS=1\n',
      {
        mode: 0o600,
      },
    )
    ensureEnvFile(dir)
    expect(mode()).toBe(0o600)
    expect(fs.readFileSync(file(), 'utf8')).toContain('NEXT_PUBLIC_SERVER_URL')
    expect(console.log).not.toHaveBeenCalled()
  })

  it('takes out the address an earlier version pinned to port 3000 in the file it wrote', () => {
    const written = [
      '# Written by `npm run up` on first start; see .env.example for every setting.',
      'PAYLOAD_SECRET=aaa',
      'PREVIEW_SECRET=bbb',
      'NEXT_PUBLIC_SERVER_URL=http://localhost:3000',
      '',
    ].join('\n')
    fs.writeFileSync(file(), written, { mode: 0o600 })
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0')
    ensureEnvFile(dir)
    vi.unstubAllEnvs()
    expect(fs.readFileSync(file(), 'utf8')).toBe(
      written.replace('NEXT_PUBLIC_SERVER_URL=http://localhost:3000\n', ''),
    )
  })
})
