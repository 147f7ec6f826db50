import fs from 'fs'
import path from 'path'

import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Payload's own REST route handlers (the ones mounted under /api), called with real Request
 * objects, as an anonymous visitor would reach them. GraphQL is off (tests/e2e/public.spec.ts).
 */
let ctx: TestPayload
let leadId: string
const base = 'http://localhost:3000/api'

const rest = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const handler = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE }[
    method
  ](config)
  const request = new Request(`${base}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = new URL(request.url).pathname.replace('/api/', '').split('/')
  return handler(request, { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  ctx = await createTestPayload()
  const lead = await ctx.payload.create({
    collection: 'leads',
    data: {
      name: 'Pat Homeowner',
      email: 'pat@example.com',
      phone: '7195550100',
      source: 'calculator',
      status: 'new',
    },
  })
  leadId = String(lead.id)
  await ctx.payload.create({
    collection: 'users',
    data: {
      email: 'staff@example.com',
      password: 'correct horse battery',
      name: 'Staff',
      role: 'staff',
    },
  })
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('leads over REST, anonymous', () => {
  it('cannot list leads', async () => {
    const response = await rest('GET', 'leads')
    expect(response.status).toBe(403)
    expect(JSON.stringify(await response.json())).not.toContain('pat@example.com')
  })

  it('cannot read one lead', async () => {
    const response = await rest('GET', `leads/${leadId}`)
    expect(response.status).toBe(403)
  })

  it('cannot create a lead', async () => {
    const response = await rest('POST', 'leads', {
      name: 'Spam',
      email: 'spam@example.com',
      phone: '0000000000',
      source: 'chat',
    })
    expect(response.status).toBe(403)
    expect(await ctx.payload.count({ collection: 'leads' })).toEqual({ totalDocs: 1 })
  })

  it('cannot update or delete a lead', async () => {
    expect((await rest('PATCH', `leads/${leadId}`, { status: 'won' })).status).toBe(403)
    expect((await rest('DELETE', `leads/${leadId}`)).status).toBe(403)
    const lead = await ctx.payload.findByID({ collection: 'leads', id: leadId })
    expect(lead.status).toBe('new')
  })
})

describe('leads over REST, signed-in staff', () => {
  it('lists leads with a staff session', async () => {
    const login = await rest('POST', 'users/login', {
      email: 'staff@example.com',
      password: 'correct horse battery',
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const response = await rest('GET', 'leads', undefined, { authorization: `JWT ${token}` })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: Array<{ email: string }> }
    expect(body.docs.map((doc) => doc.email)).toEqual(['pat@example.com'])
  })
})

describe('published content over REST, anonymous', () => {
  it('reads services but cannot write them', async () => {
    expect((await rest('GET', 'services')).status).toBe(200)
    expect((await rest('POST', 'services', { title: 'x' })).status).toBe(403)
  })
})

describe('media files over REST', () => {
  it('answers 404, not 500, for a file missing on disk or never uploaded; the file itself 200', async () => {
    const media = await ctx.payload.create({
      collection: 'media',
      data: { alt: 'South wall' },
      file: { data: await makeImage(60, 40), mimetype: 'image/png', name: 'wall.png', size: 0 },
    })
    const served = await rest('GET', `media/file/${media.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')

    // The file is gone from the folder (a restore without it, a disk cleaned by hand).
    fs.rmSync(path.join(process.env.MEDIA_DIR!, media.filename!))
    for (const name of [media.filename!, 'never-uploaded.jpg']) {
      const response = await rest('GET', `media/file/${name}`)
      expect({ name, status: response.status }).toEqual({ name, status: 404 })
      expect(JSON.stringify(await response.json())).not.toContain(process.env.MEDIA_DIR!)
    }
    // Homeowners' files the same, once Payload's check lets staff in (a visitor still gets 403).
    expect((await rest('GET', 'lead-files/file/never-uploaded.jpg')).status).toBe(403)
    const { token } = await ctx.payload.login({
      collection: 'users',
      data: { email: 'staff@example.com', password: 'correct horse battery' },
    })
    const staff = await rest('GET', 'lead-files/file/never-uploaded.jpg', undefined, {
      authorization: `JWT ${token}`,
    })
    expect(staff.status).toBe(404)
  })
})
