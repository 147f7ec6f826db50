import crypto from 'node:crypto'

import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'

import {
  codeAt,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
  stepAt,
  stepOfCode,
  TOTP_OPTIONS,
} from '@/features/staff/totp/codes'
import { afterSignIn } from '@/features/staff/totp/redirect'
import { openSecret, sealSecret } from '@/features/staff/totp/server/secret'
import { qrImage } from '@/features/staff/totp/server/qr'
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  showRecoveryCode,
} from '@/features/staff/totp/words'

/**
 * Two-step sign-in's codes on their own (features/staff/totp/codes.ts): the authenticator app's
 * (RFC 6238), the recovery codes, the sealed secret. Through Payload's sign-in and the endpoints:
 * tests/int/totp.test.ts.
 */

/** RFC 6238's own test secret (SHA-1: "12345678901234567890"), in base 32. */
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer })
  .base32

describe("the authenticator app's codes", () => {
  it("are RFC 6238's with the apps' defaults: SHA-1, 6 digits, 30 seconds", () => {
    expect(TOTP_OPTIONS).toEqual({ algorithm: 'SHA1', digits: 6, period: 30 })
    // RFC 6238 appendix B (SHA-1), cut to the last 6 of its 8 digits.
    expect(codeAt(RFC_SECRET, 59_000)).toBe('287082')
    expect(codeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804')
    expect(codeAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924')
    expect(codeAt(RFC_SECRET, 2_000_000_000_000)).toBe('279037')
  })

  it('takes the code of now, the step before and the step after, and no other', () => {
    const secret = newSecret()
    const now = 1_800_000_015_000
    const step = stepAt(now)
    for (const delta of [-1, 0, 1]) {
      const code = codeAt(secret, now + delta * 30_000)
      expect(stepOfCode(secret, code, now)).toBe(step + delta)
    }
    for (const delta of [-3, -2, 2, 3]) {
      const code = codeAt(secret, now + delta * 30_000)
      // A code of a step further away is wrong (unless it happens to be the same six digits).
      if (![-1, 0, 1].some((near) => codeAt(secret, now + near * 30_000) === code)) {
        expect(stepOfCode(secret, code, now)).toBeNull()
      }
    }
  })

  it('takes a code typed with a space, and refuses what is no code', () => {
    const secret = newSecret()
    const now = Date.now()
    const code = codeAt(secret, now)
    expect(stepOfCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(stepAt(now))
    for (const typed of ['', '12345', '1234567', 'abcdef', undefined, 123456, null]) {
      expect(stepOfCode(secret, typed, now)).toBeNull()
    }
  })

  it("agrees with an app: otpauth's own TOTP, reading the QR code's address", () => {
    const secret = newSecret()
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20)
    const uri = otpauthUri(secret, 'owner@example.com', 'High Country Log Home Finishing')
    expect(uri).toMatch(/^otpauth:\/\/totp\//)
    expect(uri).toContain(`secret=${secret}`)
    expect(uri).toContain('issuer=High%20Country%20Log%20Home%20Finishing')
    const app = new TOTP({ secret: Secret.fromBase32(new URL(uri).searchParams.get('secret')!) })
    const now = Date.now()
    expect(stepOfCode(secret, app.generate({ timestamp: now }), now)).toBe(stepAt(now))
  })

  it('draws the QR code as an SVG picture, on the server', () => {
    const image = qrImage('otpauth://totp/x?secret=JBSWY3DPEHPK3PXP')
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const svg = Buffer.from(image.split(',')[1], 'base64').toString()
    expect(svg).toMatch(/^<svg /)
    expect(svg).not.toMatch(/<script|on\w+=/i)
  })
})

describe('recovery codes', () => {
  it('are ten, each ten letters of base 32, all different, stored only as hashes', async () => {
    const { codes, stored } = await newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    const letters = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`)
    for (const code of codes) expect(code).toMatch(letters)
    expect(stored.hashes).toHaveLength(RECOVERY_CODE_COUNT)
    const kept = JSON.stringify(stored)
    for (const code of codes) {
      expect(kept).not.toContain(code)
      expect(kept).not.toContain(showRecoveryCode(code))
    }
  })

  it('match as typed: with or without the dash, spaces, in capitals', async () => {
    const { codes, stored } = await newRecoveryCodes(2)
    const [code] = codes
    const shown = showRecoveryCode(code)
    expect(shown).toBe(`${code.slice(0, 5)}-${code.slice(5)}`)
    const hash = await matchRecoveryCode(stored, code)
    expect(hash).toBe(stored.hashes[0])
    for (const typed of [
      shown,
      shown.toUpperCase(),
      ` ${code.slice(0, 5)} ${code.slice(5)} `,
      code.split('').join(' '),
      `${code.slice(0, 5)}–${code.slice(5)}`,
    ]) {
      expect(await matchRecoveryCode(stored, typed), typed).toBe(hash)
    }
    expect(await matchRecoveryCode(stored, codes[1])).toBe(stored.hashes[1])
  })

  it('read i and l as 1 and o as 0, which base 32 leaves out', () => {
    expect(normaliseRecoveryCode('AbIlO-0 1')).toBe('ab1100' + '1')
  })

  it('refuse a wrong code, one of another set, and what is no code at all', async () => {
    const mine = await newRecoveryCodes(1)
    const theirs = await newRecoveryCodes(1)
    expect(await matchRecoveryCode(mine.stored, theirs.codes[0])).toBeNull()
    const wrong = mine.codes[0].slice(0, -1) + (mine.codes[0].endsWith('a') ? 'b' : 'a')
    expect(await matchRecoveryCode(mine.stored, wrong)).toBeNull()
    for (const typed of ['', 'short', mine.codes[0] + 'x', undefined, 42]) {
      expect(await matchRecoveryCode(mine.stored, typed)).toBeNull()
    }
  })

  it('hash with the set’s salt: the same code hashes differently in another set', async () => {
    const code = 'abcde12345'
    expect(await hashRecoveryCode(code, 'salt-one')).toBe(
      await hashRecoveryCode('ABCDE-12345', 'salt-one'),
    )
    expect(await hashRecoveryCode(code, 'salt-one')).not.toBe(
      await hashRecoveryCode(code, 'salt-two'),
    )
  })
})

describe('the sealed secret', () => {
  it('opens with the same server secret only', () => {
    const secret = newSecret()
    const sealed = sealSecret(secret, 'server secret one')
    expect(sealed).not.toContain(secret)
    expect(sealSecret(secret, 'server secret one')).not.toBe(sealed)
    expect(openSecret(sealed, 'server secret one')).toBe(secret)
    expect(openSecret(sealed, 'server secret two')).toBeNull()
    const [version, iv, tag, data] = sealed.split('.')
    const flipped = Buffer.from(data, 'base64url')
    flipped[0] ^= 1
    expect(
      openSecret([version, iv, tag, flipped.toString('base64url')].join('.'), 'server secret one'),
    ).toBeNull()
    for (const junk of [null, undefined, '', 'v1.a.b', secret, crypto.randomUUID()]) {
      expect(openSecret(junk, 'server secret one')).toBeNull()
    }
  })
})

describe("the sign-in page's ?redirect=", () => {
  it('follows a path on this site, with its query', () => {
    for (const path of ['/admin/collections/leads', '/analytics?range=7d', '/log-home-photos']) {
      expect(afterSignIn(path, '/admin')).toBe(path)
    }
  })

  it('goes to the studio for anything else, however it is written', () => {
    for (const asked of [
      undefined,
      '',
      ['/admin/export'],
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      '/.//evil.example',
      '/javascript:alert(1)',
      'javascript:alert(1)',
      '/https://evil.example',
    ]) {
      expect(afterSignIn(asked, '/admin'), String(asked)).toBe('/admin')
    }
  })
})
