/**
 * A stand-in for the Resend e-mail API on 127.0.0.1: the real `resend` SDK talks to it when its
 * base URL points here (`new Resend(key, { baseUrl })` or RESEND_BASE_URL).
 *
 * It answers `POST /emails` the way Resend does (SDK v6 sends JSON with `Authorization: Bearer`
 * and an optional `Idempotency-Key` header):
 * - 'ok': checks the key (401 missing_api_key, 403 invalid_api_key, as Resend documents), the
 *   idempotency key (1-256 characters; a repeat with the same body answers the first id and sends
 *   nothing, with a different body 409 invalid_idempotent_request) and the fields (422
 *   validation_error), then answers 200 `{ id }`.
 * - 'fail': 500 internal_server_error.
 * - 'hang': reads the request and never answers, until the client gives up or close() is called.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeResendMode = 'ok' | 'fail' | 'hang'

export type FakeResendEmail = {
  id: string
  idempotencyKey?: string
  /** The JSON body as the SDK sent it: from, to, subject, html, text, reply_to... */
  body: Record<string, unknown>
}

export type FakeResend = {
  /** The base URL for the SDK, e.g. 'http://127.0.0.1:54321'. */
  url: string
  /** The e-mails accepted (in 'ok' mode, not counting idempotent repeats). */
  received: FakeResendEmail[]
  /** Every `POST /emails` seen, whatever the mode or the answer. Read it off this object. */
  attempts: number
  setMode(mode: FakeResendMode): void
  /** Stops the server and drops every open connection, hanging requests included. */
  close(): Promise<void>
}

type ResendError = { statusCode: number; name: string; message: string }

const error = (statusCode: number, name: string, message: string): ResendError => ({
  statusCode,
  name,
  message,
})

/** `address@domain` or `Name <address@domain>`. */
const EMAIL_ADDRESS = /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+)$/

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** Resend's checks on a send: what is missing, then what is malformed. */
function validate(body: Record<string, unknown>): ResendError | null {
  const invalid = (message: string) => error(422, 'validation_error', message)
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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

const answerError = (res: ServerResponse, err: ResendError) => answer(res, err.statusCode, err)

export async function startFakeResend(options: { apiKey?: string } = {}): Promise<FakeResend> {
  const apiKey = options.apiKey ?? 're_test'
  let mode: FakeResendMode = 'ok'
  /** Accepted idempotency keys: the id they got and the body they came with. */
  const idempotent = new Map<string, { id: string; body: string }>()

  const fake: FakeResend = {
    url: '',
    received: [],
    attempts: 0,
    setMode(next) {
      mode = next
    },
    close,
  }

  /** The 'ok' answer to one `POST /emails`. */
  function send(req: IncomingMessage, res: ServerResponse, raw: string) {
    const auth = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
    if (!auth) {
      return answerError(
        res,
        error(
          401,
          'missing_api_key',
          'Missing API key in the authorization header. Include the following header Authorization: Bearer YOUR_API_KEY in the request.',
        ),
      )
    }
    if (auth[1] !== apiKey)
      return answerError(res, error(403, 'invalid_api_key', 'API key is invalid'))

    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return answerError(res, error(400, 'validation_error', 'Invalid JSON in the request body.'))
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return answerError(res, error(422, 'validation_error', 'The request body must be an object.'))
    }

    const header = req.headers['idempotency-key']
    const key = Array.isArray(header) ? header[0] : header
    if (key !== undefined && (key.length < 1 || key.length > 256)) {
      return answerError(
        res,
        error(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.'),
      )
    }
    const canonical = JSON.stringify(body)
    const earlier = key === undefined ? undefined : idempotent.get(key)
    if (earlier) {
      if (earlier.body !== canonical) {
        return answerError(
          res,
          error(
            409,
            'invalid_idempotent_request',
            'Same idempotency key used with a different request payload.',
          ),
        )
      }
      return answer(res, 200, { id: earlier.id })
    }

    const invalid = validate(body as Record<string, unknown>)
    if (invalid) return answerError(res, invalid)

    const id = randomUUID()
    fake.received.push({
      id,
      ...(key === undefined ? {} : { idempotencyKey: key }),
      body: body as Record<string, unknown>,
    })
    if (key !== undefined) idempotent.set(key, { id, body: canonical })
    answer(res, 200, { id })
  }

  const server = createServer(async (req, res) => {
    const raw = await readBody(req).catch(() => '')
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '')

    if (path !== '/emails') {
      return answerError(res, error(404, 'not_found', 'The requested endpoint does not exist.'))
    }
    if (req.method !== 'POST') {
      return answerError(
        res,
        error(405, 'method_not_allowed', 'Method is not allowed for the requested path.'),
      )
    }

    fake.attempts += 1
    if (mode === 'hang') return // close() or the client ends it
    if (mode === 'fail') {
      return answerError(res, error(500, 'internal_server_error', 'Something went wrong'))
    }
    send(req, res, raw)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake

  function close() {
    return new Promise<void>((resolve, reject) => {
      if (!server.listening) return resolve()
      server.close((err) => (err ? reject(err) : resolve()))
      server.closeAllConnections()
    })
  }
}
