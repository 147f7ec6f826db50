import config from '@payload-config'
import { REST_GET, REST_PATCH } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverUrl } from '@/lib/site/urls'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Payload's own REST routes that a signed-in user's browser could be made to call: the jobs
 * queue's runner (`/api/payload-jobs/run`), and any write carrying the studio's cookie from
 * another site's page (Payload's `csrf` list, payload.config.ts). Through the real route handlers.
 */
let ctx: TestPayload
const tokens = {} as Record<'admin' | 'editor' | 'staff', string>
let leadId: number

const call = (
  handler: typeof REST_GET,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
) => {
  const request = new Request(`${serverUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = new URL(request.url).pathname.replace('/api/', '').split('/')
  return handler(config)(request, { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  ctx = await createTestPayload()
  for (const role of ['admin', 'editor', 'staff'] as const) {
    const user = { email: `${role}@example.com`, password: 'correct horse battery' }
    await ctx.payload.create({ collection: 'users', data: { ...user, name: role, role } })
    const { token } = await ctx.payload.login({ collection: 'users', data: user })
    tokens[role] = token!
  }
  const lead = await ctx.payload.create({
    collection: 'leads',
    data: {
      name: 'Pat',
      email: 'pat@example.com',
      phone: '7195550100',
      source: 'phone',
      status: 'new',
    },
  })
  leadId = lead.id
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('the jobs queue over HTTP', () => {
  const waiting = async () =>
    (
      await ctx.payload.count({
        collection: 'payload-jobs',
        where: { completedAt: { exists: false } },
      })
    ).totalDocs

  it('is run by nobody through /api/payload-jobs/run, admins included; the server runs it', async () => {
    await ctx.payload.jobs.queue({ task: 'removeLeadFiles', input: { files: [] } })
    expect(await waiting()).toBe(1)
    for (const role of ['staff', 'editor', 'admin'] as const) {
      for (const path of ['payload-jobs/run', 'payload-jobs/run?allQueues=true']) {
        const response = await call(REST_GET, 'GET', path, {
          authorization: `JWT ${tokens[role]}`,
        })
        expect({ role, path, status: response.status }).toEqual({ role, path, status: 401 })
      }
      const schedules = await call(REST_GET, 'GET', 'payload-jobs/handle-schedules', {
        authorization: `JWT ${tokens[role]}`,
      })
      expect({ role, status: schedules.status }).toEqual({ role, status: 401 })
    }
    expect(await waiting()).toBe(1)
    // The server's own timers (payload.config.ts autoRun) run it through the Local API.
    await ctx.payload.jobs.run()
    expect(await waiting()).toBe(0)
  })
})

describe('a write with the studio’s cookie', () => {
  const cookie = () => ({ cookie: `payload-token=${tokens.staff}` })
  const patch = (headers: Record<string, string>, notes: string) =>
    call(REST_PATCH, 'PATCH', `leads/${leadId}`, headers, { description: notes })
  const description = async () =>
    (await ctx.payload.findByID({ collection: 'leads', id: leadId, depth: 0 })).description

  it('is refused from another site’s page', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      const response = await patch({ ...cookie(), origin }, `from ${origin}`)
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 })
    }
    // No Origin, and the browser says the request came from another site.
    const crossSite = await patch({ ...cookie(), 'sec-fetch-site': 'cross-site' }, 'cross-site')
    expect(crossSite.status).toBe(403)
    expect(await description()).toBeFalsy()
  })

  it('is taken from the site’s own pages', async () => {
    const own = await patch({ ...cookie(), origin: new URL(serverUrl()).origin }, 'from the studio')
    expect(own.status).toBe(200)
    expect(await description()).toBe('from the studio')
    const sameOrigin = await patch({ ...cookie(), 'sec-fetch-site': 'same-origin' }, 'same origin')
    expect(sameOrigin.status).toBe(200)
    expect(await description()).toBe('same origin')
  })

  it('is taken from the server’s own loopback addresses on its port', async () => {
    const { port, protocol } = new URL(serverUrl())
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const origin = `${protocol}//${host}${port ? `:${port}` : ''}`
      const response = await patch({ ...cookie(), origin }, `from ${host}`)
      expect({ origin, status: response.status }).toEqual({ origin, status: 200 })
    }
  })

  it('with a token in the Authorization header needs no Origin (scripts, the proxy in front)', async () => {
    const response = await patch(
      { authorization: `JWT ${tokens.staff}`, origin: 'https://evil.example' },
      'by token',
    )
    expect(response.status).toBe(200)
  })
})
