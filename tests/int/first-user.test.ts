import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { createLocalReq, registerFirstUserOperation, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { prepareFirstStart } from '../../firstStart'
import { FIRST_USER_REFUSED, firstUserFormAllowed } from '@/features/staff/firstUser'
import { passwordRefusalMessage } from '@/features/staff/password'
import type { User } from '@/payload-types'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * An empty database, as a fresh deployment has: nobody may make its first account through
 * Payload's create-first-user endpoint outside a development server; the server makes the admin
 * from ADMIN_EMAIL and ADMIN_PASSWORD as it starts (and the starting content with SEED_ON_START);
 * and the first account is an admin however it is made. The end-to-end test of the same on the
 * production server: tests/e2e/first-start.spec.ts.
 */
let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.cleanup()
})

beforeEach(async () => {
  await payload.delete({ collection: 'users', where: { id: { exists: true } } })
})

const users = async () =>
  (await payload.find({ collection: 'users', depth: 0, sort: 'createdAt' })).docs.map((user) => ({
    email: user.email,
    role: user.role,
  }))

const firstRegister = (body: unknown) =>
  REST_POST(config)(
    new Request('http://localhost:3000/api/users/first-register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: ['users', 'first-register'] }) },
  )

const quietLogger = (logs: string[]) =>
  ({
    ...payload,
    logger: {
      info: (message: unknown) => logs.push(String(message)),
      warn: (message: unknown) => logs.push(String(message)),
      error: (_: unknown, message: unknown) => logs.push(String(message)),
    },
  }) as unknown as Payload

describe('Payload’s create-first-user endpoint', () => {
  it('is refused outside a development server, with what to set instead', async () => {
    expect(firstUserFormAllowed()).toBe(false)
    const response = await firstRegister({
      email: 'stranger@example.com',
      password: 'first-come-first-served',
      name: 'Stranger',
      role: 'admin',
    })
    expect(response.status).toBe(403)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toBe(FIRST_USER_REFUSED)
    expect(FIRST_USER_REFUSED).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await users()).toEqual([])
  })
})

describe('the first account', () => {
  it('is an admin when made through the create-first-user form, whatever role it sends', async () => {
    // What the development server's form does: Payload's own operation, from a REST request.
    const req = await createLocalReq({}, payload)
    req.payloadAPI = 'REST'
    await registerFirstUserOperation({
      collection: payload.collections.users,
      data: {
        email: 'owner@example.com',
        password: 'owner-password',
        name: 'Owner',
        role: 'editor',
      },
      req,
    })
    expect(await users()).toEqual([{ email: 'owner@example.com', role: 'admin' }])
  })

  it('is an admin when a script makes it without a role; later ones get the default', async () => {
    // The generated types make the role required; Payload fills it in with the default.
    const withoutRole = (email: string) =>
      ({ email, password: 'a-long-password', name: email }) as User
    await payload.create({ collection: 'users', data: withoutRole('one@example.com') })
    await payload.create({ collection: 'users', data: withoutRole('two@example.com') })
    expect(await users()).toEqual([
      { email: 'one@example.com', role: 'admin' },
      { email: 'two@example.com', role: 'editor' },
    ])
  })

  it('keeps the role server code names for it', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'staff@example.com', password: 'staff-password', name: 'S', role: 'staff' },
    })
    expect(await users()).toEqual([{ email: 'staff@example.com', role: 'staff' }])
  })
})

describe('the server’s start on a database without users', () => {
  const admin = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'from-the-environment' }

  it('makes the admin from ADMIN_EMAIL and ADMIN_PASSWORD, who can sign in', async () => {
    const logs: string[] = []
    expect(await prepareFirstStart(quietLogger(logs), admin)).toEqual({
      empty: true,
      seeded: false,
      admin: 'owner@example.com',
    })
    expect(await users()).toEqual([{ email: 'owner@example.com', role: 'admin' }])
    const { user } = await payload.login({
      collection: 'users',
      data: { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD },
    })
    expect(user?.role).toBe('admin')
  })

  it('reads the password from ADMIN_PASSWORD_FILE, so it need not stay in the environment', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-password-'))
    const file = path.join(dir, 'admin-password')
    // As `docker secret` and most editors write it: with a line break at the end.
    fs.writeFileSync(file, 'kept in a file, not the environment\n', { mode: 0o600 })
    const env = { ADMIN_EMAIL: admin.ADMIN_EMAIL, ADMIN_PASSWORD_FILE: file }
    expect(await prepareFirstStart(quietLogger([]), env)).toMatchObject({
      admin: admin.ADMIN_EMAIL,
    })
    const { user } = await payload.login({
      collection: 'users',
      data: { email: admin.ADMIN_EMAIL, password: 'kept in a file, not the environment' },
    })
    expect(user?.role).toBe('admin')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('says so when ADMIN_PASSWORD_FILE cannot be read, and makes nobody', async () => {
    const logs: string[] = []
    const env = {
      ADMIN_EMAIL: admin.ADMIN_EMAIL,
      ADMIN_PASSWORD_FILE: '/nonexistent/admin-password',
    }
    expect(await prepareFirstStart(quietLogger(logs), env)).toEqual({ empty: true, seeded: false })
    expect(logs.join('\n')).toContain(
      'ADMIN_PASSWORD_FILE /nonexistent/admin-password could not be read',
    )
    expect(await users()).toEqual([])
  })

  it('makes nobody without both, and says what to set', async () => {
    for (const env of [
      {},
      { ADMIN_EMAIL: 'owner@example.com' },
      { ADMIN_PASSWORD: 'from-the-environment' },
    ]) {
      const logs: string[] = []
      expect(await prepareFirstStart(quietLogger(logs), env)).toEqual({
        empty: true,
        seeded: false,
      })
      expect(logs.join('\n')).toMatch(/set ADMIN_EMAIL and ADMIN_PASSWORD/)
    }
    expect(await users()).toEqual([])
  })

  it('says why when ADMIN_PASSWORD is not a password the studio takes', async () => {
    for (const [ADMIN_PASSWORD, why] of [
      ['too-short', 'Use at least 12 characters.'],
      ['password1234', passwordRefusalMessage('common')],
      ['admin1234567', passwordRefusalMessage('common')],
      ['aaaaaaaaaaaa', passwordRefusalMessage('repeat')],
      // Made of the admin's own e-mail address.
      ['owner@example.com', passwordRefusalMessage('personal')],
    ]) {
      const logs: string[] = []
      const env = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD }
      expect(await prepareFirstStart(quietLogger(logs), env)).toEqual({
        empty: true,
        seeded: false,
      })
      expect(logs.at(-1)).toBe(
        `Could not create the admin account owner@example.com: password: ${why}`,
      )
    }
    expect(await users()).toEqual([])
  })

  it('leaves a database with users alone', async () => {
    await prepareFirstStart(quietLogger([]), admin)
    const again = await prepareFirstStart(quietLogger([]), {
      ADMIN_EMAIL: 'someone-else@example.com',
      ADMIN_PASSWORD: 'another-password',
      SEED_ON_START: 'if-empty',
    })
    expect(again).toEqual({ empty: false, seeded: false })
    expect(await users()).toEqual([{ email: 'owner@example.com', role: 'admin' }])
    await expect(
      payload.login({
        collection: 'users',
        data: { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD },
      }),
    ).resolves.toBeTruthy()
  })

  it('loads the starting content with SEED_ON_START=if-empty, and no admin of its own', async () => {
    const result = await prepareFirstStart(quietLogger([]), {
      SEED_ON_START: 'if-empty',
      SEED_IMAGE_WIDTH: '160',
    })
    expect(result).toEqual({ empty: true, seeded: true })
    expect((await payload.count({ collection: 'services' })).totalDocs).toBe(8)
    expect((await payload.count({ collection: 'posts' })).totalDocs).toBeGreaterThanOrEqual(12)
    expect(await users()).toEqual([])
  })
})
