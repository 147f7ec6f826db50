// Stand-ins for the e-mail service (Resend) and the model (OpenAI) on 127.0.0.1, for the fault
// scripts: the server's real `resend` and `openai` SDKs talk to them through RESEND_BASE_URL and
// OPENAI_BASE_URL. They speak the real APIs as tests/helpers/fakeResend.ts and fakeOpenAI.ts do
// (those are the reference; these are plain Node ESM so a script needs no TypeScript loader), and
// can be switched between failure modes while the server runs:
//   fake Resend  'ok' | 'down' (port closed: connection refused) | 'fail' (500) |
//                'hang' (reads the request and never answers; every other message is taken
//                first, as a service that sent it and then lost the answer would have) |
//                'slow' (answers 'ok' after `delayMs`)
//   fake OpenAI  'ok' | 'down' | 'fail' (500) | 'slow' (answers after `delayMs`) |
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

/**
 * The Resend e-mail API (`POST /emails`, Bearer key, Idempotency-Key): a repeat of a key answers
 * the first id and sends nothing. `sent` holds the e-mails taken, `attempts` every POST seen.
 */
export async function startFakeResend({ apiKey = 're_fake_key' } = {}) {
  let mode = 'ok'
  let delayMs = 0
  let hangs = 0
  let inFlight = 0
  const idempotent = new Map()
  const fake = {
    url: '',
    apiKey,
    /** @type {{ id: string, key?: string, to: unknown, subject: string, at: number }[]} Every e-mail taken. */
    sent: [],
    /** @type {{ key?: string, mode: string, at: number }[]} Every POST /emails. */
    attempts: [],
    /** Sends being read or waited on ('slow', 'hang'): a server killed now dies mid-send. */
    inFlight: () => inFlight,
    async setMode(next, ms = 0) {
      mode = next
      delayMs = ms
      await http.setUp(next !== 'down')
    },
    close: () => http.close(),
  }

  /** Takes an e-mail (once per key); returns its id. */
  const take = (key, body) => {
    const earlier = key && idempotent.get(key)
    if (earlier) return { status: earlier.body === JSON.stringify(body) ? 200 : 409, earlier }
    const id = randomUUID()
    fake.sent.push({ id, key, to: body.to, subject: body.subject, at: Date.now() })
    if (key) idempotent.set(key, { id, body: JSON.stringify(body) })
    return { status: 200, id }
  }

  const http = await switchable(async (req, res) => {
    const raw = await readBody(req)
    if (new URL(req.url, 'http://x').pathname.replace(/\/+$/, '') !== '/emails') {
      return json(res, 404, { statusCode: 404, name: 'not_found', message: 'Not found' })
    }
    const key = req.headers['idempotency-key']
    fake.attempts.push({ key, mode, at: Date.now() })
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return json(res, 403, { statusCode: 403, name: 'invalid_api_key', message: 'Invalid key' })
    }
    let body
    try {
      body = JSON.parse(raw)
    } catch {
      return json(res, 400, { statusCode: 400, name: 'validation_error', message: 'Bad JSON' })
    }
    if (!body?.from || !body?.to || !body?.subject || !(body.html || body.text)) {
      return json(res, 422, { statusCode: 422, name: 'validation_error', message: 'Missing' })
    }
    if (mode === 'fail') {
      return json(res, 500, { statusCode: 500, name: 'internal_server_error', message: 'Oops' })
    }
    if (mode === 'hang') {
      if (hangs++ % 2 === 0) take(key, body)
      return // never answered; the client gives up
    }
    if (mode === 'slow') {
      inFlight += 1
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      inFlight -= 1
    }
    // Taken even when the client has gone meanwhile, as a real service would.
    const taken = take(key, body)
    if (taken.status === 409) {
      return json(res, 409, {
        statusCode: 409,
        name: 'invalid_idempotent_request',
        message: 'Same idempotency key used with a different request payload.',
      })
    }
    json(res, 200, { id: taken.earlier?.id ?? taken.id })
  })
  fake.url = `http://127.0.0.1:${http.port()}`
  return fake
}

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

/**
 * The OpenAI Chat Completions API (`POST /v1/chat/completions`). `requests` counts what came in;
 * `garbageKinds` is how many kinds of garbage there are (answered in turn).
 */
export async function startFakeOpenAI({ apiKey = 'sk-fake-openai' } = {}) {
  let mode = 'ok'
  let delayMs = 0
  let garbage = 0
  const fake = {
    url: '',
    apiKey,
    requests: 0,
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
      return json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } })
    }
    fake.requests += 1
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return json(res, 401, {
        error: {
          message: 'Incorrect API key',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      })
    }
    let body
    try {
      body = JSON.parse(raw)
    } catch {
      return json(res, 400, { error: { message: 'Bad JSON', type: 'invalid_request_error' } })
    }
    if (mode === 'fail') {
      return json(res, 500, { error: { message: 'The server had an error', type: 'server_error' } })
    }
    if (mode === 'garbage') return GARBAGE[garbage++ % GARBAGE.length](res)
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
    json(res, 200, {
      id: `chatcmpl-${fake.requests}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: 'FAKE-MODEL: the logs look weathered.',
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
