import { expect, test, type APIRequestContext } from '@playwright/test'

import { makeExe, makeImage, makeVideo } from '../helpers/files'
import { ADMIN } from './fixtures'

/**
 * POST /api/calculator over real HTTP against `next start`: the statuses a browser sees (an
 * oversized upload gets its 413 answer, not a reset connection), and the e-mails the running
 * server's jobs queue sends on its own.
 */
const fields = {
  name: 'Hana Http',
  email: 'hana@example.com',
  phone: '719-555-0199',
  serviceType: 'detailed',
  squareFootage: '1800',
  location: 'Salida, CO',
}

const withFiles = (files: { name: string; bytes: Buffer; type: string }[]) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) {
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  }
  return form
}

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  return `JWT ${(await login.json()).token}`
}

/** The newest lead of the form's e-mail address: the answer names no lead (no id for the public). */
const newestLeadId = async (request: APIRequestContext, token: string) => {
  const found = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(fields.email)}&sort=-createdAt&limit=1&depth=0`,
    { headers: { Authorization: token } },
  )
  expect(found.status()).toBe(200)
  return (await found.json()).docs[0].id as number
}

test('a JSON request stores the lead and the server sends its e-mails by itself', async ({
  request,
}) => {
  const response = await request.post('/api/calculator', { data: fields })
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body).toMatchObject({ success: true, data: { estimate: 9000 } })
  expect(body.data.leadId).toBeUndefined()

  const token = await adminToken(request)
  const leadId = await newestLeadId(request, token)
  // The e-mail queue runs every 5 seconds inside `next start`; with no Resend key, the outbox.
  await expect
    .poll(
      async () => {
        const lead = await request.get(`/api/leads/${leadId}`, {
          headers: { Authorization: token },
        })
        const emails = (await lead.json()).emails as { kind: string; state: string; via: string }[]
        return emails.map(({ kind, state, via }) => `${kind}:${state}:${via}`)
      },
      { timeout: 30_000 },
    )
    .toEqual(['notification:sent:outbox', 'estimate:sent:outbox'])
  const outbox = await request.get(`/api/outbox?where[lead][equals]=${leadId}&sort=createdAt`, {
    headers: { Authorization: token },
  })
  const docs = (await outbox.json()).docs as { to: string; subject: string }[]
  expect(docs.map((doc) => doc.to)).toEqual(['estimates@example.com', 'hana@example.com'])
  expect(docs[1].subject).toContain('$9,000')
})

test('a multipart request stores the photo and the video, for staff eyes only', async ({
  request,
  playwright,
  baseURL,
}) => {
  const response = await request.post('/api/calculator', {
    multipart: withFiles([
      { name: 'porch.png', bytes: await makeImage(800, 600), type: 'image/png' },
      { name: 'walkaround.mp4', bytes: makeVideo(2 * 1024 * 1024), type: 'video/mp4' },
    ]),
  })
  expect(response.status()).toBe(200)

  const token = await adminToken(request)
  const leadId = await newestLeadId(request, token)
  const lead = await (
    await request.get(`/api/leads/${leadId}?depth=1`, { headers: { Authorization: token } })
  ).json()
  const files = lead.media as { url: string; kind: string; originalName: string }[]
  expect(files.map((file) => [file.originalName, file.kind])).toEqual([
    ['porch.png', 'image'],
    ['walkaround.mp4', 'video'],
  ])
  const staff = await request.get(files[0].url, { headers: { Authorization: token } })
  expect(staff.status()).toBe(200)
  expect(staff.headers()['content-type']).toContain('image/png')
  // A visitor without the studio's cookie.
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get(files[0].url)).status()).toBe(403)
  expect((await visitor.get('/api/lead-files')).status()).toBe(403)
  expect((await visitor.get('/api/outbox')).status()).toBe(403)
  await visitor.dispose()
})

test('bad requests get their status over HTTP', async ({ request }) => {
  const invalid = await request.post('/api/calculator', { data: { ...fields, email: 'hana@' } })
  expect(invalid.status()).toBe(422)
  expect(await invalid.json()).toMatchObject({
    success: false,
    issues: { email: ['Invalid email address'] },
  })

  const renamed = await request.post('/api/calculator', {
    multipart: withFiles([{ name: 'photo.jpg', bytes: makeExe(), type: 'image/jpeg' }]),
  })
  expect(renamed.status()).toBe(415)

  // The server reads the rest of the body and answers: the browser sees 413, not a reset.
  const tooLong = await request.post('/api/calculator', {
    multipart: withFiles([
      { name: 'long.mp4', bytes: makeVideo(51 * 1024 * 1024), type: 'video/mp4' },
    ]),
    timeout: 60_000,
  })
  expect(tooLong.status()).toBe(413)
  expect((await tooLong.json()).error).toContain('long.mp4')
})
