// Stand-ins for the e-mail service (Resend), the model (OpenAI) and the text messages (Twilio) on
// 127.0.0.1, the one copy the fault scripts, the integration and unit tests and the e2e tests use:
// the real `resend` and `openai` SDKs talk to them through their base URL (RESEND_BASE_URL,
// OPENAI_BASE_URL, or the SDK's option), a Twilio client through `${url}/2010-04-01/...` in place
// of https://api.twilio.com. Plain Node ESM, so a script needs no TypeScript loader; the types are
// in fakes.d.mts. Each can be switched between failure modes while the server runs (`setMode`):
//   fake Resend  'ok' | 'down' (port closed: connection refused) | 'fail' (500) |
//                'hang' (reads the request and never answers, until the client gives up or
//                close() is called) |
//                'lose-answer' (as 'hang', but every other message is taken first, as a service
//                that sent it and then lost the answer would have) |
//                'slow' (answers 'ok' after `delayMs`)
//   fake OpenAI  'ok' | 'down' | 'fail' (500) | 'slow' (answers after `delayMs`) |
//                'empty' (a completion with no text) |
//                'hang' (never answers; a request its client gives up on is counted in `abandoned`) |
//                'garbage' (200s that are not a completion: HTML, broken JSON, wrong shapes, a
//                body cut off mid-way, in turn)
//   fake Twilio  'ok' | 'down' | 'fail' (500, error 20500) | 'throttle' (429, error 20429) |
//                'slow' (answers after `delayMs`) | 'hang' (never answers) |
//                'lose-answer' (every text is taken, counted in `messages` and gets its status
//                callbacks, and then never answered)
//   The fake Twilio also plays Twilio's side of the webhooks: status callbacks to a message's
//   StatusCallback and incoming texts (`inbound()`), signed with X-Twilio-Signature.
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', () => resolve(''))
  })

const json = (res, status, body) => {
  if (res.destroyed) return
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * An HTTP server on a fixed 127.0.0.1 port that can be taken down ('down': the port refuses
 * connections) and brought back on the same port.
 */
async function switchable(handler) {
  const sockets = new Set()
  let server
  let port = 0
  const listen = async () => {
    server = createServer(handler)
    server.on('connection', (socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    port = server.address().port
  }
  const close = () =>
    new Promise((resolve) => {
      if (!server?.listening) return resolve()
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    })
  await listen()
  return {
    port: () => port,
    /** Up or down; hanging requests are dropped when it goes down. */
    async setUp(up) {
      if (up && !server.listening) await listen()
      if (!up) await close()
    },
    close,
  }
}

// ---- Resend --------------------------------------------------------------------------------

const resendError = (statusCode, name, message) => ({ statusCode, name, message })

/** `address@domain` or `Name <address@domain>`. */
const EMAIL_ADDRESS = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+)$/

const isFilled = (value) => typeof value === 'string' && value.trim() !== ''

/** Resend's checks on a send: what is missing, then what is malformed. */
function validateEmail(body) {
  const invalid = (message) => resendError(422, 'validation_error', message)
  for (const field of ['from', 'to', 'subject']) {
    const value = body[field]
    const empty = Array.isArray(value) ? value.length === 0 : !isFilled(value)
    if (empty) return invalid(`Missing \`${field}\` field.`)
  }
  if (!isFilled(body.html) && !isFilled(body.text)) {
    return invalid('Missing `html` or `text` field.')
  }
  const format = 'needs to follow the `email@example.com` or `Name <email@example.com>` format.'
  if (typeof body.from !== 'string' || !EMAIL_ADDRESS.test(body.from.trim())) {
    return invalid(`Invalid \`from\` field. The email address ${format}`)
  }
  const to = [body.to].flat()
  if (to.length > 50) return invalid('Too many recipients in `to`: the maximum is 50.')
  if (!to.every((address) => typeof address === 'string' && EMAIL_ADDRESS.test(address.trim()))) {
    return invalid(`Invalid \`to\` field. The email address ${format}`)
  }
  return null
}

/**
 * The Resend e-mail API, `POST /emails` as Resend answers it (SDK v6 sends JSON with
 * `Authorization: Bearer` and an optional `Idempotency-Key` header). In 'ok' mode it checks the
 * key (401 missing_api_key, 403 invalid_api_key, as Resend documents), the idempotency key (1-256
 * characters; a repeat with the same body answers the first id and sends nothing, with a
 * different body 409 invalid_idempotent_request) and the fields (422 validation_error), then
 * answers 200 `{ id }`. `received` holds the e-mails taken, `attempts` every POST /emails seen.
 */
export async function startFakeResend({ apiKey = 're_test' } = {}) {
  let mode = 'ok'
  let delayMs = 0
  let hangs = 0
  let inFlight = 0
  /** Accepted idempotency keys: the id they got and the body they came with. */
  const idempotent = new Map()
  const fake = {
    url: '',
    apiKey,
    received: [],
    attempts: [],
    inFlight: () => inFlight,
    async setMode(next, ms = 0) {
      mode = next
      delayMs = ms
      await http.setUp(next !== 'down')
    },
    close: () => http.close(),
  }

  /** Takes a checked e-mail, once per idempotency key: the answer to give. */
  function take(key, body) {
    const canonical = JSON.stringify(body)
    const earlier = key === undefined ? undefined : idempotent.get(key)
    if (earlier) {
      if (earlier.body === canonical) return [200, { id: earlier.id }]
      return [
        409,
        resendError(
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        ),
      ]
    }
    const invalid = validateEmail(body)
    if (invalid) return [invalid.statusCode, invalid]
    const id = randomUUID()
    fake.received.push({ id, ...(key === undefined ? {} : { idempotencyKey: key }), body })
    if (key !== undefined) idempotent.set(key, { id, body: canonical })
    return [200, { id }]
  }

  /** Checks the key, the body and the idempotency key: an error to answer, or the e-mail. */
  function check(req, raw) {
    const auth = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
    if (!auth) {
      return resendError(
        401,
        'missing_api_key',
        'Missing API key in the authorization header. Include the following header Authorization: Bearer YOUR_API_KEY in the request.',
      )
    }
    if (auth[1] !== apiKey) return resendError(403, 'invalid_api_key', 'API key is invalid')
    let body
    try {
      body = JSON.parse(raw)
    } catch {
      return resendError(400, 'validation_error', 'Invalid JSON in the request body.')
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return resendError(422, 'validation_error', 'The request body must be an object.')
    }
    const header = req.headers['idempotency-key']
    const key = Array.isArray(header) ? header[0] : header
    if (key !== undefined && (key.length < 1 || key.length > 256)) {
      return resendError(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.')
    }
    return { key, body }
  }

  const http = await switchable(async (req, res) => {
    const raw = await readBody(req)
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '')
    if (path !== '/emails') {
      return json(res, 404, resendError(404, 'not_found', 'The requested endpoint does not exist.'))
    }
    if (req.method !== 'POST') {
      const message = 'Method is not allowed for the requested path.'
      return json(res, 405, resendError(405, 'method_not_allowed', message))
    }
    const header = req.headers['idempotency-key']
    fake.attempts.push({ key: Array.isArray(header) ? header[0] : header, mode, at: Date.now() })
    if (mode === 'fail') {
      return json(res, 500, resendError(500, 'internal_server_error', 'Something went wrong'))
    }
    if (mode === 'hang') return // never answered; close() or the client ends it
    const checked = check(req, raw)
    if ('statusCode' in checked) return json(res, checked.statusCode, checked)
    if (mode === 'lose-answer') {
      if (hangs++ % 2 === 0) take(checked.key, checked.body)
      return // never answered; the client gives up
    }
    if (mode === 'slow') {
      inFlight += 1
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      inFlight -= 1
    }
    // Taken even when the client has gone meanwhile, as a real service would.
    json(res, ...take(checked.key, checked.body))
  })
  fake.url = `http://127.0.0.1:${http.port()}`
  return fake
}

// ---- OpenAI --------------------------------------------------------------------------------

/** The key the fake OpenAI takes unless told another. */
export const FAKE_OPENAI_KEY = 'sk-test-fake-openai'

const GARBAGE = [
  (res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<html><body><h1>502 Bad Gateway</h1></body></html>')
  },
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"id":"chatcmpl-1","object":"chat.completion","choices":[{"index":0,"mess')
  },
  (res) => json(res, 200, { hello: 'world' }),
  (res) => json(res, 200, { choices: 'none' }),
  (res) => json(res, 200, { choices: [{ message: { role: 'assistant', content: 42 } }] }),
  (res) => json(res, 200, { choices: [{ message: null }] }),
  (res) => json(res, 200, null),
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' })
    res.write('{"id":"chatcmpl-2","choices":[')
    setTimeout(() => res.destroy(), 50)
  },
  (res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream' })
    res.end(Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x9c]))
  },
]

const apiError = (message, type, code) => ({ error: { message, type, param: null, code } })

/**
 * The OpenAI Chat Completions API, `POST /v1/chat/completions` as OpenAI answers it (SDK v6
 * sends JSON with `Authorization: Bearer`). In 'ok' mode it checks the key (401
 * invalid_api_key), the model and the messages (400 invalid_request_error), then answers a
 * `chat.completion` whose text is `reply(body)`. `requests` holds every request that parsed;
 * `garbageKinds` is how many kinds of garbage there are (answered in turn).
 */
export async function startFakeOpenAI({
  apiKey = FAKE_OPENAI_KEY,
  reply = () => 'I can see graying on the logs.',
} = {}) {
  let mode = 'ok'
  let delayMs = 0
  let garbage = 0
  const fake = {
    url: '',
    apiKey,
    requests: [],
    abandoned: 0,
    garbageKinds: GARBAGE.length,
    async setMode(next, ms = 0) {
      mode = next
      delayMs = ms
      await http.setUp(next !== 'down')
    },
    close: () => http.close(),
  }
  const http = await switchable(async (req, res) => {
    const raw = await readBody(req)
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return json(res, 404, apiError('Not found', 'invalid_request_error', null))
    }
    let body
    try {
      body = JSON.parse(raw)
    } catch {
      const message = 'We could not parse the JSON body'
      return json(res, 400, apiError(message, 'invalid_request_error', null))
    }
    fake.requests.push({ authorization: req.headers.authorization, body })
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      const message = 'Incorrect API key provided'
      return json(res, 401, apiError(message, 'invalid_request_error', 'invalid_api_key'))
    }
    if (typeof body?.model !== 'string' || !body.model) {
      const message = 'you must provide a model parameter'
      return json(res, 400, apiError(message, 'invalid_request_error', null))
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      const message = "'messages' is a required property"
      return json(res, 400, apiError(message, 'invalid_request_error', null))
    }
    if (mode === 'fail') {
      const message = 'The server had an error while processing your request.'
      return json(res, 500, apiError(message, 'server_error', null))
    }
    if (mode === 'garbage') return GARBAGE[garbage++ % GARBAGE.length](res)
    if (mode === 'hang') {
      res.on('close', () => {
        if (!res.writableEnded) fake.abandoned += 1
      })
      return
    }
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
    json(res, 200, {
      id: `chatcmpl-${fake.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: mode === 'empty' ? '' : reply(body),
            refusal: null,
          },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    })
  })
  fake.url = `http://127.0.0.1:${http.port()}/v1`
  return fake
}

// ---- Twilio --------------------------------------------------------------------------------

const TWILIO_API = '2010-04-01'

/** Twilio's error body: the same four fields on every error the REST API answers. */
const twilioError = (status, code, message) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
})

const twilioSid = (prefix) => prefix + randomBytes(16).toString('hex')

/** RFC 2822 as Twilio writes its dates: 'Thu, 03 Dec 2026 17:05:09 +0000'. */
const rfc2822 = (ms) => (ms == null ? null : new Date(ms).toUTCString().replace(/GMT$/, '+0000'))

/** The form parameters as [key, value] pairs, whether given as an object, pairs or a form. */
const formPairs = (params) => {
  if (params instanceof URLSearchParams || Array.isArray(params)) {
    return [...params].map(([key, value]) => [key, String(value)])
  }
  return Object.entries(params ?? {}).flatMap(([key, value]) =>
    [value].flat().map((one) => [key, String(one)]),
  )
}

/**
 * Twilio's webhook signature (X-Twilio-Signature): HMAC-SHA1 keyed with the auth token over the
 * full URL Twilio posts to (query string included), followed by each POST parameter's name and
 * value with no separators, the names in sorted order. A name sent more than once adds each of
 * its distinct values, sorted, the way Twilio's own libraries (twilio-node's validateRequest,
 * twilio-python's RequestValidator) rebuild the string; base64.
 */
export function twilioSignature(authToken, url, params) {
  const values = new Map()
  for (const [key, value] of formPairs(params)) {
    if (!values.has(key)) values.set(key, new Set())
    values.get(key).add(value)
  }
  let data = url
  for (const key of [...values.keys()].sort()) {
    for (const value of [...values.get(key)].sort()) data += key + value
  }
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64')
}

/**
 * POSTs a form to a webhook, on a connection of its own (no keep-alive, so nothing holds the
 * site's server open): `{ status, text }`, or a thrown error when nothing answered.
 */
function postForm(url, body, headers, signal) {
  const target = new URL(url)
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent: false,
        signal,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'TwilioProxy/1.1',
          ...headers,
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** E.164, as Twilio takes a 'To' number: a plus, then 8 to 15 digits, the first not 0. */
const E164 = /^\+[1-9]\d{7,14}$/

/** A DateSent filter value: a UTC day ('2026-12-03') or an instant ('2026-12-03T17:05:09Z'). */
function parseDateFilter(value) {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return Number.isNaN(Date.parse(value)) ? null : { day: value }
  }
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : { day: new Date(ms).toISOString().slice(0, 10), ms }
}

/**
 * Twilio's Programmable Messaging REST API (2010-04-01) as the SDK or a plain fetch speaks it, on
 * `${url}/2010-04-01/Accounts/{AccountSid}/Messages.json`, with HTTP Basic auth
 * `AccountSid:AuthToken` and form-encoded bodies:
 *   POST  Messages.json         sends a text: checks the auth (401 20003), the account in the
 *                               path (404 20404), To (21604 missing, 21211 not E.164), From or
 *                               MessagingServiceSid (21603), Body (21602 empty, 21617 over 1600
 *                               characters), the recipient's opt-out (21610), then answers 201
 *                               with the message resource, status 'queued'
 *   GET   Messages.json         the messages taken, newest first, filtered by To, From, DateSent,
 *                               DateSent< and DateSent> (inclusive, as Twilio is; a day or an
 *                               instant) and PageSize (default 50): one page, next_page_uri null
 *   GET   Messages/{Sid}.json   one message, or 404 20404
 * A message taken moves on `callbackDelayMs` apart to 'sent' then 'delivered' ('undelivered' with
 * error 30003 for a number in `undeliverable`), each step POSTed, signed, to its StatusCallback
 * when it has one; the site's answers are kept in `callbacks`. `inbound()` POSTs a signed
 * incoming text to the site's webhook, as Twilio does when someone texts the number.
 */
export async function startFakeTwilio({
  accountSid = `AC${'a'.repeat(32)}`,
  authToken = 'twilio-test-token',
  from = '+15005550006',
  webhookUrl,
  callbackDelayMs = 50,
} = {}) {
  let mode = 'ok'
  let delayMs = 0
  let inFlight = 0
  /** The status steps waiting to happen, and the callbacks under way: close() ends both. */
  const timers = new Set()
  const stopped = new AbortController()
  const fake = {
    url: '',
    accountSid,
    authToken,
    from,
    messages: [],
    attempts: [],
    callbacks: [],
    undeliverable: new Set(),
    optedOut: new Set(),
    inFlight: () => inFlight,
    async setMode(next, ms = 0) {
      mode = next
      delayMs = ms
      await http.setUp(next !== 'down')
    },
    setWebhook(url) {
      webhookUrl = url
    },
    sign: (url, params) => twilioSignature(authToken, url, params),
    /** A POST as Twilio makes it, signed unless `signature` says otherwise (null: no header). */
    async post(url, params, { signature, headers = {} } = {}) {
      const pairs = formPairs(params)
      const signed = signature === undefined ? twilioSignature(authToken, url, pairs) : signature
      const body = new URLSearchParams(pairs).toString()
      const { status, text } = await postForm(url, body, {
        'i-twilio-idempotency-token': randomUUID(),
        ...(signed === null ? {} : { 'x-twilio-signature': signed }),
        ...headers,
      })
      return { status, text, params: Object.fromEntries(pairs), signature: signed }
    },
    /** Someone texts the number: the webhook Twilio posts for an incoming SMS. */
    inbound({ from: sender, body, to = fake.from, url = webhookUrl }) {
      if (!url) throw new Error('fake Twilio: no webhook URL (pass `url` or call setWebhook())')
      const sid = twilioSid('SM')
      return fake.post(url, {
        MessageSid: sid,
        SmsMessageSid: sid,
        SmsSid: sid,
        AccountSid: accountSid,
        From: sender,
        To: to,
        Body: body,
        NumMedia: '0',
        NumSegments: '1',
        SmsStatus: 'received',
        ApiVersion: TWILIO_API,
      })
    },
    async close() {
      stopped.abort()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await http.close()
    },
  }

  const wait = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, ms)
      timers.add(timer)
    })

  const messagesPath = `/${TWILIO_API}/Accounts/${accountSid}/Messages`

  /** The message as Twilio's JSON shows it. */
  const resource = (message) => ({
    account_sid: accountSid,
    api_version: TWILIO_API,
    body: message.body,
    date_created: rfc2822(message.dateCreated),
    date_sent: rfc2822(message.dateSent),
    date_updated: rfc2822(message.dateUpdated),
    direction: 'outbound-api',
    error_code: message.errorCode,
    error_message: message.errorCode === 30003 ? 'Unreachable destination handset' : null,
    from: message.from,
    messaging_service_sid: message.messagingServiceSid,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    sid: message.sid,
    status: message.status,
    subresource_uris: {
      media: `${messagesPath}/${message.sid}/Media.json`,
      feedback: `${messagesPath}/${message.sid}/Feedback.json`,
    },
    to: message.to,
    uri: `${messagesPath}/${message.sid}.json`,
  })

  /** POSTs one status callback, signed; a site that does not answer is recorded as status 0. */
  async function callback(message) {
    const params = {
      MessageSid: message.sid,
      SmsSid: message.sid,
      AccountSid: accountSid,
      ...(message.messagingServiceSid ? { MessagingServiceSid: message.messagingServiceSid } : {}),
      From: message.from,
      To: message.to,
      MessageStatus: message.status,
      SmsStatus: message.status,
      ApiVersion: TWILIO_API,
      ...(message.errorCode === null ? {} : { ErrorCode: String(message.errorCode) }),
    }
    const url = message.statusCallback
    const signature = twilioSignature(authToken, url, params)
    let status = 0
    try {
      // Twilio gives a webhook 15 seconds.
      const signal = AbortSignal.any([stopped.signal, AbortSignal.timeout(15_000)])
      const headers = {
        'x-twilio-signature': signature,
        'i-twilio-idempotency-token': randomUUID(),
      }
      ;({ status } = await postForm(url, new URLSearchParams(params).toString(), headers, signal))
    } catch {
      // Refused, reset or timed out: Twilio notes the failure and moves on.
    }
    if (!stopped.signal.aborted)
      fake.callbacks.push({ url, params, signature, status, at: Date.now() })
  }

  /** The message's life after it is taken: sent, then delivered or undelivered. */
  async function deliver(message) {
    const steps = fake.undeliverable.has(message.to)
      ? ['sent', 'undelivered']
      : ['sent', 'delivered']
    for (const status of steps) {
      await wait(callbackDelayMs)
      if (stopped.signal.aborted) return
      message.status = status
      message.dateUpdated = Date.now()
      if (status === 'sent') message.dateSent = message.dateUpdated
      if (status === 'undelivered') message.errorCode = 30003
      if (message.statusCallback) await callback(message)
    }
  }

  /** Checks a create's form: a Twilio error, or the message to take. */
  function check(params) {
    const to = params.get('To')?.trim() ?? ''
    const sender = params.get('From')?.trim() || null
    const service = params.get('MessagingServiceSid')?.trim() || null
    const body = params.get('Body') ?? ''
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.")
    if (!E164.test(to)) return twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`)
    if (!sender && !service) return twilioError(400, 21603, "A 'From' phone number is required.")
    if (body === '') return twilioError(400, 21602, 'Message body is required.')
    if (body.length > 1600) {
      const message = 'The concatenated message body exceeds the 1600 character limit.'
      return twilioError(400, 21617, message)
    }
    if (fake.optedOut.has(to)) {
      return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient')
    }
    return {
      to,
      // A Messaging Service sends from its pool: here, the fake's number.
      from: sender ?? from,
      messagingServiceSid: service,
      body,
      statusCallback: params.get('StatusCallback') || null,
    }
  }

  /** Takes a checked message: it is sent whatever becomes of the answer. */
  function take(checked) {
    const now = Date.now()
    const message = {
      sid: twilioSid('SM'),
      accountSid,
      ...checked,
      status: 'queued',
      errorCode: null,
      dateCreated: now,
      dateSent: null,
      dateUpdated: now,
      mode,
    }
    fake.messages.push(message)
    void deliver(message)
    return message
  }

  /** The list, filtered as Twilio filters it; an error when a date does not parse. */
  function list(query, res) {
    const filters = {}
    for (const key of ['DateSent', 'DateSent<', 'DateSent>']) {
      const value = query.get(key)
      if (value === null) continue
      filters[key] = parseDateFilter(value)
      if (!filters[key]) {
        return json(res, 400, twilioError(400, 20001, `Invalid ${key}: ${value}`))
      }
    }
    const size = Math.min(1000, Math.max(1, Number.parseInt(query.get('PageSize') ?? '', 10) || 50))
    const second = (ms) => Math.floor(ms / 1000) * 1000
    const matches = fake.messages
      .map((message, index) => ({ message, index }))
      .filter(({ message }) => {
        if (query.has('To') && message.to !== query.get('To')) return false
        if (query.has('From') && message.from !== query.get('From')) return false
        // A message not yet sent is filed under the moment it was taken.
        const at = message.dateSent ?? message.dateCreated
        const day = new Date(at).toISOString().slice(0, 10)
        const on = filters['DateSent']
        const after = filters['DateSent>']
        const before = filters['DateSent<']
        if (on && day !== on.day) return false
        if (after && (after.ms === undefined ? day < after.day : second(at) < after.ms))
          return false
        if (before && (before.ms === undefined ? day > before.day : second(at) > before.ms)) {
          return false
        }
        return true
      })
      .sort((a, b) => b.message.dateCreated - a.message.dateCreated || b.index - a.index)
      .slice(0, size)
      .map(({ message }) => resource(message))
    const page = new URLSearchParams(query)
    page.set('PageSize', String(size))
    page.set('Page', '0')
    const uri = `${messagesPath}.json?${page}`
    json(res, 200, {
      messages: matches,
      end: Math.max(0, matches.length - 1),
      first_page_uri: uri,
      next_page_uri: null,
      page: 0,
      page_size: size,
      previous_page_uri: null,
      start: 0,
      uri,
    })
  }

  const http = await switchable(async (req, res) => {
    const raw = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const notFound = () =>
      json(
        res,
        404,
        twilioError(404, 20404, `The requested resource ${url.pathname} was not found`),
      )
    const route = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages(?:\/([^/]+))?\.json$/.exec(
      url.pathname,
    )
    const create = route && !route[2] && req.method === 'POST'
    const read = route && req.method === 'GET'
    if (!create && !read) return notFound()
    if (create) {
      const params = new URLSearchParams(raw)
      fake.attempts.push({ to: params.get('To'), body: params.get('Body'), mode, at: Date.now() })
    }
    if (mode === 'fail') return json(res, 500, twilioError(500, 20500, 'Internal Server Error'))
    if (mode === 'throttle') return json(res, 429, twilioError(429, 20429, 'Too Many Requests'))
    if (mode === 'hang') return // never answered; close() or the client ends it
    const auth = /^Basic\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
    const credentials = auth ? Buffer.from(auth[1], 'base64').toString('utf8') : ''
    if (credentials !== `${accountSid}:${authToken}`) {
      res.setHeader('www-authenticate', 'Basic realm="Twilio API"')
      return json(res, 401, twilioError(401, 20003, 'Authenticate'))
    }
    if (route[1] !== accountSid) return notFound()
    if (read) {
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (!route[2]) return list(url.searchParams, res)
      const message = fake.messages.find((one) => one.sid === route[2])
      return message ? json(res, 200, resource(message)) : notFound()
    }
    const checked = check(new URLSearchParams(raw))
    if ('code' in checked) return json(res, checked.status, checked)
    if (mode === 'lose-answer') {
      take(checked)
      return // sent, and the answer never comes; the client gives up
    }
    if (mode === 'slow') {
      inFlight += 1
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      inFlight -= 1
    }
    // Taken even when the client has gone meanwhile, as a real service would.
    json(res, 201, resource(take(checked)))
  })
  fake.url = `http://127.0.0.1:${http.port()}`
  return fake
}
