// Stand-ins for the e-mail service (Resend) and the model (OpenAI) on 127.0.0.1, the one copy the
// fault scripts, the integration and unit tests and the e2e tests use: the real `resend` and
// `openai` SDKs talk to them through their base URL (RESEND_BASE_URL, OPENAI_BASE_URL, or the
// SDK's option). Plain Node ESM, so a script needs no TypeScript loader; the types are in
// fakes.d.mts. Each can be switched between failure modes while the server runs (`setMode`):
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
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'

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
