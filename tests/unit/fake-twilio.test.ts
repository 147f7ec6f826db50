import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { validateRequest } from 'twilio/lib/webhooks/webhooks'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { startFakeTwilio, type FakeTwilio } from '../../scripts/lib/fakes.mjs'

const JANE = '+14065550123'
const BOB = '+14065550199'

let fake: FakeTwilio
/** What each test started, closed after it whatever happened. */
let closers: (() => Promise<void>)[] = []

beforeEach(async () => {
  fake = await startFakeTwilio()
  closers = [() => fake.close()]
})

afterEach(async () => {
  for (const close of closers.reverse()) await close()
})

/** The site's side of the webhooks: a tiny server that keeps what it was sent. */
async function startSite(answer: { status?: number; text?: string } = {}) {
  const received: { url: string; headers: IncomingHttpHeaders; params: Record<string, string> }[] =
    []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()))
      received.push({ url: req.url ?? '', headers: req.headers, params })
      res.writeHead(answer.status ?? 200, { 'content-type': 'text/xml' })
      res.end(answer.text ?? '<Response/>')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, received }
}

const messagesUrl = (sid = fake.accountSid) =>
  `${fake.url}/2010-04-01/Accounts/${sid}/Messages.json`

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

/** A create as the site's client sends it: form-encoded, with HTTP Basic auth. */
const send = (
  params: Record<string, string>,
  {
    authorization = basic(fake.accountSid, fake.authToken),
    url = messagesUrl(),
    signal,
  }: { authorization?: string; url?: string; signal?: AbortSignal } = {},
) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    body: new URLSearchParams(params),
    signal,
  })

const get = (url: string) =>
  fetch(url, { headers: { authorization: basic(fake.accountSid, fake.authToken) } })

const text = (to = JANE, body = 'Your estimate is ready.') => ({
  To: to,
  From: fake.from,
  Body: body,
})

const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
})

describe('fake Twilio: sending', () => {
  it('takes a text and answers 201 with the message resource', async () => {
    const response = await send(text())
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({
      account_sid: fake.accountSid,
      api_version: '2010-04-01',
      body: 'Your estimate is ready.',
      date_created: expect.stringMatching(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} [\d:]{8} \+0000$/,
      ),
      date_sent: null,
      date_updated: body.date_created,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: fake.from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      status: 'queued',
      subresource_uris: {
        media: `/2010-04-01/Accounts/${fake.accountSid}/Messages/${body.sid}/Media.json`,
        feedback: `/2010-04-01/Accounts/${fake.accountSid}/Messages/${body.sid}/Feedback.json`,
      },
      to: JANE,
      uri: `/2010-04-01/Accounts/${fake.accountSid}/Messages/${body.sid}.json`,
    })
    expect(Date.parse(body.date_created)).toBeGreaterThan(Date.now() - 5000)
    expect(fake.accountSid).toMatch(/^AC[0-9a-f]{32}$/)
    expect(fake.messages).toHaveLength(1)
    expect(fake.messages[0]).toMatchObject({
      sid: body.sid,
      to: JANE,
      from: fake.from,
      messagingServiceSid: null,
      body: 'Your estimate is ready.',
      statusCallback: null,
      status: 'queued',
      errorCode: null,
      mode: 'ok',
    })
    expect(fake.attempts).toEqual([
      { to: JANE, body: 'Your estimate is ready.', mode: 'ok', at: expect.any(Number) },
    ])
  })

  it('sends through a Messaging Service when there is no From', async () => {
    const service = `MG${'b'.repeat(32)}`
    const response = await send({ To: JANE, MessagingServiceSid: service, Body: 'Hi' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ messaging_service_sid: service })
  })

  it('refuses missing or wrong credentials, and another account', async () => {
    const missing = await send(text(), { authorization: '' })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual(twilioError(401, 20003, 'Authenticate'))

    const wrong = await send(text(), { authorization: basic(fake.accountSid, 'wrong-token') })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual(twilioError(401, 20003, 'Authenticate'))

    const other = `AC${'c'.repeat(32)}`
    const elsewhere = await send(text(), { url: messagesUrl(other) })
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.json()).toMatchObject({ code: 20404, status: 404 })

    const unknown = await get(`${fake.url}/2010-04-01/Accounts/${fake.accountSid}/Calls.json`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      code: 20404,
      more_info: 'https://www.twilio.com/docs/errors/20404',
    })

    expect(fake.messages).toHaveLength(0)
    expect(fake.attempts).toHaveLength(3)
  })

  it.each([
    [{ From: '+15005550006', Body: 'Hi' }, 21604, "A 'To' phone number is required."],
    [
      { To: '4065550123', From: '+15005550006', Body: 'Hi' },
      21211,
      "Invalid 'To' Phone Number: 4065550123",
    ],
    [
      { To: '+0123456789', From: '+15005550006', Body: 'Hi' },
      21211,
      "Invalid 'To' Phone Number: +0123456789",
    ],
    [{ To: JANE, Body: 'Hi' }, 21603, "A 'From' phone number is required."],
    [{ To: JANE, From: '+15005550006', Body: '' }, 21602, 'Message body is required.'],
    [{ To: JANE, From: '+15005550006' }, 21602, 'Message body is required.'],
    [
      { To: JANE, From: '+15005550006', Body: 'x'.repeat(1601) },
      21617,
      'The concatenated message body exceeds the 1600 character limit.',
    ],
  ])('refuses %j with %i', async (params, code, message) => {
    const response = await send(params)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(twilioError(400, code, message))
    expect(fake.messages).toHaveLength(0)
  })

  it('takes a body of exactly 1600 characters', async () => {
    expect((await send(text(JANE, 'x'.repeat(1600)))).status).toBe(201)
  })

  it('refuses a recipient who opted out with 21610', async () => {
    fake.optedOut.add(JANE)
    const response = await send(text())
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(
      twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'),
    )
    expect(fake.messages).toHaveLength(0)
    expect(fake.attempts).toHaveLength(1)
    expect((await send(text(BOB))).status).toBe(201)
  })
})

describe('fake Twilio: failure modes', () => {
  it('answers 500 in fail mode and 429 in throttle mode, then takes the retry', async () => {
    await fake.setMode('fail')
    const failed = await send(text())
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual(twilioError(500, 20500, 'Internal Server Error'))

    await fake.setMode('throttle')
    const throttled = await send(text())
    expect(throttled.status).toBe(429)
    expect(await throttled.json()).toEqual(twilioError(429, 20429, 'Too Many Requests'))
    expect((await get(messagesUrl())).status).toBe(429)
    expect(fake.messages).toHaveLength(0)

    await fake.setMode('ok')
    expect((await send(text())).status).toBe(201)
    expect(fake.messages).toHaveLength(1)
    expect(fake.attempts.map(({ mode }) => mode)).toEqual(['fail', 'throttle', 'ok'])
  })

  it('refuses connections while down, and comes back on the same port', async () => {
    const url = fake.url
    await fake.setMode('down')
    await expect(send(text())).rejects.toThrow()
    expect(fake.attempts).toHaveLength(0)

    await fake.setMode('ok')
    expect(fake.url).toBe(url)
    expect((await send(text())).status).toBe(201)
  })

  it('never answers in hang mode: the client gives up on its signal', async () => {
    await fake.setMode('hang')
    await expect(send(text(), { signal: AbortSignal.timeout(300) })).rejects.toThrow(
      expect.objectContaining({ name: 'TimeoutError' }),
    )
    expect(fake.attempts).toHaveLength(1)
    expect(fake.messages).toHaveLength(0)
  })

  it('takes the text and loses the answer in lose-answer mode', async () => {
    const site = await startSite()
    await fake.setMode('lose-answer')
    await expect(
      send(
        { ...text(), StatusCallback: `${site.base}/api/sms/status` },
        { signal: AbortSignal.timeout(300) },
      ),
    ).rejects.toThrow(expect.objectContaining({ name: 'TimeoutError' }))
    expect(fake.attempts).toHaveLength(1)
    expect(fake.messages).toHaveLength(1)
    expect(fake.messages[0].mode).toBe('lose-answer')

    // It went out all the same: it gets its callbacks, and a listing finds it.
    await expect
      .poll(() => fake.callbacks.map(({ params }) => params.MessageStatus))
      .toEqual(['sent', 'delivered'])
    const list = await (await get(`${messagesUrl()}?To=${encodeURIComponent(JANE)}`)).json()
    expect(list.messages.map(({ sid }: { sid: string }) => sid)).toEqual([fake.messages[0].sid])
  })

  it('answers after the delay in slow mode, counting the sends waited on', async () => {
    await fake.setMode('slow', 200)
    const started = Date.now()
    const pending = send(text())
    await expect.poll(() => fake.inFlight()).toBe(1)
    expect((await pending).status).toBe(201)
    expect(Date.now() - started).toBeGreaterThanOrEqual(180)
    expect(fake.inFlight()).toBe(0)
  })

  it('ends hanging requests on close', async () => {
    await fake.setMode('hang')
    const pending = send(text())
    await expect.poll(() => fake.attempts.length).toBe(1)
    await fake.close()
    await expect(pending).rejects.toThrow()
  })
})

describe('fake Twilio: reading messages', () => {
  it('lists newest first with To, From, DateSent, DateSent< and DateSent> and PageSize', async () => {
    // Slow steps, so that no message moves on while the test moves its dates.
    await fake.close()
    fake = await startFakeTwilio({ callbackDelayMs: 60_000 })
    closers = [() => fake.close()]

    for (const to of [JANE, BOB, JANE]) expect((await send(text(to))).status).toBe(201)
    const [old, bob, latest] = fake.messages
    const DAY = 24 * 60 * 60 * 1000
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    old.dateCreated -= 3 * DAY // taken three days ago, and never sent
    bob.dateCreated -= 1000
    const today = day(latest.dateCreated)
    const before = day(old.dateCreated)
    const earlier = day(old.dateCreated - DAY)

    const sids = async (query: string) => {
      const response = await get(`${messagesUrl()}${query}`)
      expect(response.status).toBe(200)
      return (await response.json()).messages.map(({ sid }: { sid: string }) => sid)
    }
    expect(await sids('')).toEqual([latest.sid, bob.sid, old.sid])
    expect(await sids(`?To=${encodeURIComponent(JANE)}`)).toEqual([latest.sid, old.sid])
    expect(await sids(`?From=${encodeURIComponent(fake.from)}&PageSize=2`)).toEqual([
      latest.sid,
      bob.sid,
    ])
    expect(await sids('?From=%2B15550000000')).toEqual([])
    expect(await sids(`?DateSent=${before}`)).toEqual([old.sid])
    // The keys as Twilio's SDK sends them: 'DateSent>' and 'DateSent<', inclusive on the day.
    expect(await sids(`?DateSent%3E=${today}`)).toEqual([latest.sid, bob.sid])
    expect(await sids(`?DateSent%3E=${before}`)).toEqual([latest.sid, bob.sid, old.sid])
    expect(await sids(`?DateSent%3C=${before}`)).toEqual([old.sid])
    expect(await sids(`?DateSent%3E=${earlier}&DateSent%3C=${earlier}`)).toEqual([])
    // Or an instant, as the SDK serializes a Date.
    const instant = new Date(latest.dateCreated).toISOString().replace(/\.\d+Z$/, 'Z')
    expect(await sids(`?DateSent%3E=${instant}&To=${encodeURIComponent(JANE)}`)).toEqual([
      latest.sid,
    ])

    const page = await (await get(`${messagesUrl()}?PageSize=1`)).json()
    expect(page).toEqual({
      messages: [expect.objectContaining({ sid: latest.sid, status: 'queued' })],
      end: 0,
      first_page_uri: `/2010-04-01/Accounts/${fake.accountSid}/Messages.json?PageSize=1&Page=0`,
      next_page_uri: null,
      page: 0,
      page_size: 1,
      previous_page_uri: null,
      start: 0,
      uri: `/2010-04-01/Accounts/${fake.accountSid}/Messages.json?PageSize=1&Page=0`,
    })
    expect((await (await get(messagesUrl())).json()).page_size).toBe(50)
  })

  it('fetches one message, or 404', async () => {
    const { sid } = await (await send(text())).json()
    const one = await get(`${fake.url}/2010-04-01/Accounts/${fake.accountSid}/Messages/${sid}.json`)
    expect(one.status).toBe(200)
    expect(await one.json()).toMatchObject({ sid, to: JANE, direction: 'outbound-api' })

    const missing = `SM${'0'.repeat(32)}`
    const none = await get(
      `${fake.url}/2010-04-01/Accounts/${fake.accountSid}/Messages/${missing}.json`,
    )
    expect(none.status).toBe(404)
    expect(await none.json()).toEqual(
      twilioError(
        404,
        20404,
        `The requested resource /2010-04-01/Accounts/${fake.accountSid}/Messages/${missing}.json was not found`,
      ),
    )
  })
})

describe('fake Twilio: webhooks', () => {
  it('posts signed status callbacks: sent, then delivered', async () => {
    const site = await startSite()
    const statusCallback = `${site.base}/api/sms/status?lead=42`
    const { sid } = await (await send({ ...text(), StatusCallback: statusCallback })).json()

    await expect.poll(() => fake.callbacks.length).toBe(2)
    expect(fake.callbacks.map(({ params, status }) => [params.MessageStatus, status])).toEqual([
      ['sent', 200],
      ['delivered', 200],
    ])
    expect(site.received).toHaveLength(2)
    for (const [index, { url, headers, params }] of site.received.entries()) {
      expect(url).toBe('/api/sms/status?lead=42')
      expect(headers['content-type']).toBe('application/x-www-form-urlencoded')
      const status = ['sent', 'delivered'][index]
      expect(params).toEqual({
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: fake.accountSid,
        From: fake.from,
        To: JANE,
        MessageStatus: status,
        SmsStatus: status,
        ApiVersion: '2010-04-01',
      })
      const signature = String(headers['x-twilio-signature'])
      expect(signature).toBe(fake.callbacks[index].signature)
      expect(validateRequest(fake.authToken, signature, statusCallback, params)).toBe(true)
    }
    expect(fake.messages[0]).toMatchObject({ status: 'delivered', errorCode: null })
    expect(fake.messages[0].dateSent).toEqual(expect.any(Number))
  })

  it('ends a text to an undeliverable number undelivered, error 30003', async () => {
    const site = await startSite({ status: 204, text: '' })
    fake.undeliverable.add(BOB)
    await send({ ...text(BOB), StatusCallback: `${site.base}/api/sms/status` })

    await expect.poll(() => fake.callbacks.length).toBe(2)
    expect(fake.callbacks.map(({ params, status }) => [params.MessageStatus, status])).toEqual([
      ['sent', 204],
      ['undelivered', 204],
    ])
    expect(fake.callbacks[0].params.ErrorCode).toBeUndefined()
    expect(site.received[1].params).toMatchObject({
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    })
    const { sid } = fake.messages[0]
    const fetched = await (
      await get(`${fake.url}/2010-04-01/Accounts/${fake.accountSid}/Messages/${sid}.json`)
    ).json()
    expect(fetched).toMatchObject({ status: 'undelivered', error_code: 30003 })
  })

  it('records a callback nobody answered with status 0', async () => {
    const site = await startSite()
    await closers.pop()?.() // the site goes away: its port refuses
    await send({ ...text(), StatusCallback: `${site.base}/api/sms/status` })
    await expect.poll(() => fake.callbacks.map(({ status }) => status)).toEqual([0, 0])
  })

  it('stops the callbacks still to come on close', async () => {
    const site = await startSite()
    await send({ ...text(), StatusCallback: `${site.base}/api/sms/status` })
    await fake.close()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(fake.callbacks).toHaveLength(0)
    expect(site.received).toHaveLength(0)
  })

  it('posts a signed incoming text to the webhook and hands back the answer', async () => {
    const site = await startSite({ text: '<Response><Message>Got it</Message></Response>' })
    fake.setWebhook(`${site.base}/api/sms/inbound`)
    const answer = await fake.inbound({ from: JANE, body: 'STOP' })

    expect(answer.status).toBe(200)
    expect(answer.text).toBe('<Response><Message>Got it</Message></Response>')
    expect(answer.params).toEqual({
      MessageSid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      SmsMessageSid: answer.params.MessageSid,
      SmsSid: answer.params.MessageSid,
      AccountSid: fake.accountSid,
      From: JANE,
      To: fake.from,
      Body: 'STOP',
      NumMedia: '0',
      NumSegments: '1',
      SmsStatus: 'received',
      ApiVersion: '2010-04-01',
    })
    expect(site.received).toHaveLength(1)
    const { headers, params } = site.received[0]
    expect(params).toEqual(answer.params)
    expect(headers['x-twilio-signature']).toBe(answer.signature)
    const url = `${site.base}/api/sms/inbound`
    expect(validateRequest(fake.authToken, String(answer.signature), url, params)).toBe(true)
  })

  it('forges a webhook on request: a wrong signature, or none', async () => {
    const site = await startSite({ status: 403 })
    const url = `${site.base}/api/sms/inbound`
    const forged = await fake.post(url, { From: JANE, Body: 'hi' }, { signature: 'bm9wZQ==' })
    expect(forged).toMatchObject({ status: 403, signature: 'bm9wZQ==' })
    const unsigned = await fake.post(url, { From: JANE, Body: 'hi' }, { signature: null })
    expect(unsigned.signature).toBeNull()
    expect(site.received[0].headers['x-twilio-signature']).toBe('bm9wZQ==')
    expect(site.received[1].headers['x-twilio-signature']).toBeUndefined()
  })
})

describe('fake Twilio: signatures', () => {
  it("passes the twilio package's own check, and fails it when a param is changed", () => {
    const url = 'https://example.com/api/sms/inbound?source=twilio'
    const params = { From: JANE, To: fake.from, Body: 'Hello there & more', NumMedia: '0' }
    const signature = fake.sign(url, params)
    expect(signature).toMatch(/^[A-Za-z0-9+/]{27}=$/)
    expect(validateRequest(fake.authToken, signature, url, params)).toBe(true)
    expect(validateRequest(fake.authToken, signature, url, { ...params, Body: 'Hello' })).toBe(
      false,
    )
    expect(validateRequest('another-token', signature, url, params)).toBe(false)
    expect(validateRequest(fake.authToken, signature, `${url}&x=1`, params)).toBe(false)
  })

  it('signs a repeated param the way the twilio package checks it', () => {
    const url = 'https://example.com/hook'
    const signature = fake.sign(url, [
      ['MediaUrl', 'https://b.example/2'],
      ['MediaUrl', 'https://a.example/1'],
      ['Body', 'two pictures'],
    ])
    const params = {
      Body: 'two pictures',
      MediaUrl: ['https://b.example/2', 'https://a.example/1'],
    }
    expect(validateRequest(fake.authToken, signature, url, params)).toBe(true)
    expect(fake.sign(url, params)).toBe(signature)
  })
})
