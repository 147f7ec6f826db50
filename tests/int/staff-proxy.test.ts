import http from 'http'
import type { AddressInfo } from 'net'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { proxy } from '@/proxy'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * src/proxy.ts with real tokens from Payload's own login: who is sent to sign in, who gets 403,
 * who goes through, on each kind of staff address. The proxy asks Payload's own
 * `GET /api/users/me` who is signed in (features/staff/session.ts): here, Payload's REST route
 * handler behind a plain HTTP server on the port the proxy asks (PORT, as `next start` sets it).
 */
let ctx: TestPayload
let payload: Payload
let server: http.Server
const savedPort = process.env.PORT
const tokens: Record<'editor' | 'staff' | 'admin', string> = { editor: '', staff: '', admin: '' }

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  for (const role of ['editor', 'staff', 'admin'] as const) {
    const email = `proxy-${role}@example.com`
    const password = 'correct horse battery'
    await payload.create({ collection: 'users', data: { email, password, name: role, role } })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    tokens[role] = token!
  }
  const rest = REST_GET(config)
  server = http.createServer(async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const slug = url.pathname.replace(/^\/api\//, '').split('/')
    const answer = await rest(new Request(url, { headers }), {
      params: Promise.resolve({ slug }),
    })
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.PORT = String((server.address() as AddressInfo).port)
})

afterAll(async () => {
  if (savedPort === undefined) delete process.env.PORT
  else process.env.PORT = savedPort
  await new Promise((resolve) => server?.close(resolve))
  await ctx?.cleanup()
})

/**
 * A page request as a browser sends it: from the site's own pages (`Sec-Fetch-Site`) unless
 * `site` says otherwise (`cross-site`: a link on another site; `''`: no such header, a script).
 */
const request = (
  path: string,
  init: { cookie?: string; authorization?: string; site?: string } = {},
) => {
  const { site = 'same-origin', ...rest } = init
  const headers = { ...rest, 'sec-fetch-site': site }
  return new NextRequest(`http://127.0.0.1:3000${path}`, {
    headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value)) as Record<
      string,
      string
    >,
  })
}

const outcome = async (path: string, init?: Parameters<typeof request>[1]) => {
  const response = await proxy(request(path, init))
  if (response.headers.get('x-middleware-next') === '1') return 'through'
  if (response.status === 307) {
    const location = new URL(response.headers.get('location')!)
    return `sign in: ${location.pathname}${location.search}`
  }
  return String(response.status)
}

describe('the staff paths', () => {
  it('send a visitor without a session to sign in, and back to the same address', async () => {
    expect(await outcome('/log-home-photos?status=new')).toBe(
      'sign in: /admin/login?redirect=%2Flog-home-photos%3Fstatus%3Dnew',
    )
    expect(await outcome('/admin/export')).toMatch(/^sign in: /)
  })

  it('take a forged, altered or foreign token for no session', async () => {
    const [head, body, signature] = tokens.staff.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')
    for (const token of [`${head}.${promoted}.${signature}`, 'not-a-token', `${head}.${body}.x`]) {
      expect(await outcome('/analytics', { cookie: `payload-token=${token}` })).toMatch(/^sign in/)
    }
  })

  it('take the cookie of a request from another site’s page, or from no page, for no session', async () => {
    // Payload's `csrf` list (payload.config.ts): the proxy asks as the page's request would.
    for (const site of ['cross-site', '']) {
      expect(
        await outcome('/analytics', { cookie: `payload-token=${tokens.staff}`, site }),
        site,
      ).toMatch(/^sign in/)
    }
    // A token in the Authorization header is not a browser's ambient credential.
    expect(
      await outcome('/analytics', { authorization: `JWT ${tokens.staff}`, site: 'cross-site' }),
    ).toBe('through')
  })

  it('answer 403 to a role the page is not for, from the cookie or the header', async () => {
    expect(await outcome('/admin/export', { cookie: `payload-token=${tokens.editor}` })).toBe('403')
    expect(await outcome('/analytics', { authorization: `JWT ${tokens.editor}` })).toBe('403')
    expect(
      await outcome('/admin/collections/leads/7', { authorization: `Bearer ${tokens.editor}` }),
    ).toBe('403')
    // The blog's analyzer is the editors'.
    expect(await outcome('/blog-seo', { cookie: `payload-token=${tokens.staff}` })).toBe('403')
    const refused = await proxy(
      request('/blog-seo/a-post', { authorization: `JWT ${tokens.staff}` }),
    )
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('You do not have access to this page')
  })

  it('let the right roles through', async () => {
    for (const path of ['/admin/export', '/log-home-photos', '/file-upload-test', '/analytics']) {
      expect(await outcome(path, { cookie: `payload-token=${tokens.staff}` }), path).toBe('through')
      expect(await outcome(path, { authorization: `JWT ${tokens.admin}` }), path).toBe('through')
    }
    expect(await outcome('/blog-seo/a-post', { cookie: `payload-token=${tokens.editor}` })).toBe(
      'through',
    )
  })
})

describe('the rest of the studio', () => {
  it('sends a visitor without a session to sign in from the server, and back after it', async () => {
    expect(await outcome('/admin')).toBe('sign in: /admin/login?redirect=%2Fadmin')
    expect(await outcome('/admin/collections/pages?limit=10')).toBe(
      'sign in: /admin/login?redirect=%2Fadmin%2Fcollections%2Fpages%3Flimit%3D10',
    )
    expect(await outcome('/admin/account')).toMatch(/^sign in: /)
    expect(await outcome('/admin', { cookie: 'payload-token=not-a-token' })).toMatch(/^sign in: /)
  })

  it('lets every role with a session through, and the sign-in pages open without one', async () => {
    for (const role of ['editor', 'staff', 'admin'] as const) {
      expect(await outcome('/admin', { cookie: `payload-token=${tokens[role]}` })).toBe('through')
    }
    for (const path of [
      '/admin/login',
      '/admin/logout',
      '/admin/logout-inactivity',
      '/admin/forgot',
      '/admin/users/verify/a-token',
    ]) {
      expect(await outcome(path), path).toBe('through')
    }
    // Payload's reset page, from an older e-mail: the site's page for choosing a password.
    const reset = await proxy(request('/admin/reset/a-token'))
    expect(reset.status).toBe(307)
    expect(new URL(reset.headers.get('location')!).pathname).toBe('/choose-password/a-token')
    // The studio's server functions (POST) answer for themselves.
    const post = await proxy(new NextRequest('http://127.0.0.1:3000/admin', { method: 'POST' }))
    expect(post.headers.get('x-middleware-next')).toBe('1')
  })

  it('refuses the create-first-user page outside a development server, saying what to set', async () => {
    const refused = await proxy(request('/admin/create-first-user'))
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('Set ADMIN_EMAIL and ADMIN_PASSWORD')
  })
})
