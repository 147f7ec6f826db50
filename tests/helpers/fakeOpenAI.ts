/**
 * A stand-in for the OpenAI API on 127.0.0.1: the real `openai` SDK talks to it when its base URL
 * points here (OPENAI_BASE_URL, or `baseURL`). It answers `POST /v1/chat/completions` as OpenAI
 * does (SDK v6 sends JSON with `Authorization: Bearer`):
 * - 'ok': checks the key (401 invalid_api_key), the model and the messages (400
 *   invalid_request_error), then answers a `chat.completion` whose text is `reply(body)`.
 * - 'fail': 500 server_error.
 * - 'slow': answers 'ok' after `delayMs`, or never if the client gives up first.
 * - 'hang': never answers; the request stays open until the client gives up (counted in
 *   `abandoned`).
 * - 'empty': a completion with no text.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeOpenAIMode = 'ok' | 'fail' | 'slow' | 'hang' | 'empty'

export type FakeOpenAIRequest = {
  authorization?: string
  body: {
    model?: string
    messages?: {
      role: string
      content: string | { type: string; text?: string; image_url?: { url: string } }[]
    }[]
    [key: string]: unknown
  }
}

export type FakeOpenAI = {
  /** The base URL for the SDK, e.g. 'http://127.0.0.1:54321/v1'. */
  url: string
  requests: FakeOpenAIRequest[]
  /** Requests whose client closed the connection before any answer ('hang'). */
  readonly abandoned: number
  setMode(mode: FakeOpenAIMode, delayMs?: number): void
  close(): Promise<void>
}

const API_KEY = 'sk-test-fake-openai'
export const FAKE_OPENAI_KEY = API_KEY

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  if (res.destroyed) return
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

const apiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
})

export async function startFakeOpenAI(
  reply: (body: FakeOpenAIRequest['body']) => string = () => 'I can see graying on the logs.',
): Promise<FakeOpenAI> {
  let mode: FakeOpenAIMode = 'ok'
  let delayMs = 0
  const requests: FakeOpenAIRequest[] = []
  let abandoned = 0
  const sockets = new Set<import('node:net').Socket>()

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return send(res, 404, apiError('Not found', 'invalid_request_error', null))
    }
    const text = await readBody(req)
    let body: FakeOpenAIRequest['body']
    try {
      body = JSON.parse(text)
    } catch {
      return send(
        res,
        400,
        apiError('We could not parse the JSON body', 'invalid_request_error', null),
      )
    }
    requests.push({ authorization: req.headers.authorization, body })
    if (req.headers.authorization !== `Bearer ${API_KEY}`) {
      return send(
        res,
        401,
        apiError('Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'),
      )
    }
    if (typeof body.model !== 'string' || !body.model) {
      return send(
        res,
        400,
        apiError('you must provide a model parameter', 'invalid_request_error', null),
      )
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return send(
        res,
        400,
        apiError("'messages' is a required property", 'invalid_request_error', null),
      )
    }
    if (mode === 'fail') {
      return send(
        res,
        500,
        apiError('The server had an error while processing your request.', 'server_error', null),
      )
    }
    if (mode === 'hang') {
      res.on('close', () => {
        if (!res.writableEnded) abandoned++
      })
      return
    }
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
    send(res, 200, {
      id: `chatcmpl-${requests.length}`,
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
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get abandoned() {
      return abandoned
    },
    setMode(next, ms = 0) {
      mode = next
      delayMs = ms
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
