import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pathToFileURL } from 'node:url'

import { pino } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  currentRequestId,
  jsonLoggerOptions,
  requestIdFor,
  runWithRequestId,
  saneRequestId,
} from '@/lib/logging/context.mjs'
import { payloadLogger } from '@/lib/logging/payload'
import {
  installJsonConsole,
  jsonLogger,
  jsonLogsWanted,
  RequestIdResponse,
  withRequestId,
} from '@/lib/logging/server.mjs'
import { requestContext } from '@/lib/server-bridge.mjs'

import { createPageLayer } from '../../server/page-cache.mjs'

/**
 * The logs as JSON lines with the request's id (src/lib/logging, pino): the id taken from a
 * request or made, carried through everything the request starts, sent back in `x-request-id`
 * (also on a page the page cache answers), and on the lines of Payload's logger, the server's and
 * the console's, the latter checked in a real Node process as server/index.mjs sets it up.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A stream that keeps the lines written to it, in `lines` and in `all` if given. */
const capture = (all: string[] = []) => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const written = String(chunk).split('\n').filter(Boolean)
      lines.push(...written)
      all.push(...written)
      done()
    },
  })
  return { lines, stream }
}

/** The server's logger (jsonLogger) writing to two captured streams, as stdout and stderr. */
const serverLines = () => {
  const all: string[] = []
  const out = capture(all)
  const err = capture(all)
  const logger = jsonLogger({ out: out.stream, err: err.stream })
  /** The last line written, to either stream. */
  const last = () => JSON.parse(all.at(-1)!)
  return { logger, out: out.lines, err: err.lines, last }
}

describe('request ids', () => {
  it('keeps a sane incoming id and replaces anything else with a new one', () => {
    for (const id of ['test-123', 'a.b:c_D-9', 'x'.repeat(128), '1-67891233-abcdef:lb.2']) {
      expect(saneRequestId(id), id).toBe(id)
      expect(requestIdFor(id)).toBe(id)
    }
    for (const id of [
      '',
      'x'.repeat(129),
      'a b',
      'a\nb',
      '<script>',
      'id-1, id-2',
      'é',
      'Root=1-abc',
    ]) {
      expect(saneRequestId(id), id).toBeUndefined()
      expect(requestIdFor(id)).toMatch(UUID)
    }
    expect(saneRequestId(undefined)).toBeUndefined()
    expect(saneRequestId(['first', 'second'])).toBe('first')
    expect(requestIdFor(null)).not.toBe(requestIdFor(null))
  })

  it('follows the request through awaits, timers and callbacks, and never into another', async () => {
    expect(currentRequestId()).toBeUndefined()
    const seen: Record<string, (string | undefined)[]> = {}
    const request = (id: string, delay: number) =>
      runWithRequestId(id, async () => {
        const mine = (seen[id] = [currentRequestId()])
        await sleep(delay)
        mine.push(currentRequestId())
        await new Promise<void>((resolve) =>
          setTimeout(() => {
            mine.push(currentRequestId())
            resolve()
          }, delay),
        )
        await new Promise<void>((resolve) =>
          setImmediate(() => {
            mine.push(currentRequestId())
            resolve()
          }),
        )
        await Promise.all([1, 2].map(async () => mine.push(currentRequestId())))
      })
    await Promise.all([request('one', 15), request('two', 5), request('three', 1)])
    for (const id of ['one', 'two', 'three']) expect(seen[id]).toEqual(Array(6).fill(id))
    expect(currentRequestId()).toBeUndefined()
  })

  it('is the server bridge’s, which the bundled code’s own copy of the module finds too', async () => {
    const context = requestContext()
    // Another copy of the bridge module, as each Next.js bundle has.
    vi.resetModules()
    const copy = await import('@/lib/server-bridge.mjs')
    expect(copy.requestContext).not.toBe(requestContext)
    expect(copy.requestContext()).toBe(context)
    await runWithRequestId('req-copy', async () => {
      expect(copy.requestContext().getStore()).toEqual({ requestId: 'req-copy' })
    })
  })
})

describe('the server’s JSON lines (pino)', () => {
  it('write time, level, msg, the request id and the fields as one line of JSON', () => {
    const { logger, out, err, last } = serverLines()
    logger.info({ port: 3000 }, 'started')
    const outside = last()
    expect(Object.keys(outside).sort()).toEqual(['level', 'msg', 'port', 'time'])
    expect(outside.time).toMatch(ISO)
    expect(outside).toMatchObject({ level: 'info', msg: 'started', port: 3000 })

    runWithRequestId('req-7', () =>
      logger.error({ time: 'forged', level: 'forged', user: 3 }, 'two\nlines'),
    )
    expect(err.at(-1)).not.toContain('\n')
    expect(last()).toMatchObject({
      level: 'error',
      msg: 'two\nlines',
      requestId: 'req-7',
      user: 3,
    })
    expect(last().time).toMatch(ISO)
    // Below warn to the standard output, from warn up to the standard error, as the console.
    expect([out.length, err.length]).toEqual([1, 1])
  })

  it('write errors and bigints, and a line for fields JSON cannot take', () => {
    const { logger, last } = serverLines()
    logger.error({ err: new Error('boom'), n: BigInt(2) }, 'x')
    const error = last()
    expect(error.err).toMatchObject({ type: 'Error', message: 'boom' })
    expect(error.err.stack).toContain('Error: boom')
    expect(error.n).toBe(2)

    const circular: Record<string, unknown> = {}
    circular.self = circular
    logger.warn({ circular }, 'loop')
    expect(last()).toMatchObject({ level: 'warn', msg: 'loop', circular: { self: '[Circular]' } })
  })
})

describe('console lines', () => {
  /** A console whose methods write through a server logger of captured lines. */
  const jsonConsole = () => {
    const lines = serverLines()
    const target = { ...console }
    installJsonConsole(target, lines.logger)
    return { console: target, ...lines }
  }

  it('format their arguments on one line, the error’s stack and digest apart', () => {
    const error = Object.assign(new Error('Cannot read properties of undefined'), {
      digest: '2361890153',
    })
    const { console: target, last } = jsonConsole()
    runWithRequestId('abc', () => target.error('\u001b[31m⨯\u001b[39m', error))
    const line = last()
    expect(line).toMatchObject({
      level: 'error',
      msg: '⨯ Error: Cannot read properties of undefined',
      requestId: 'abc',
      digest: '2361890153',
    })
    expect(line.stack).toMatch(/^Error: Cannot read properties of undefined\n\s+at /)

    target.info('%s served %d', 'page', 3, { a: { b: [1, 2] } })
    const plain = last()
    expect(plain.msg).toBe('page served 3 { a: { b: [ 1, 2 ] } }')
    expect(plain.stack).toBeUndefined()
  })

  it('go to the stream the console writes each to, trace with its stack', () => {
    const { console: target, out, err } = jsonConsole()
    target.log('log')
    target.debug('debug')
    target.warn('warn')
    target.trace('trace')
    expect(out.map((line) => JSON.parse(line).level)).toEqual(['info', 'debug'])
    expect(err.map((line) => JSON.parse(line).level)).toEqual(['warn', 'trace'])
    expect(JSON.parse(err[1]).stack).toMatch(/^\s+at /)
  })

  it('are JSON unless LOG_FORMAT=text, with NODE_ENV production or unset', () => {
    expect(jsonLogsWanted({})).toBe(true)
    expect(jsonLogsWanted({ NODE_ENV: 'production' })).toBe(true)
    expect(jsonLogsWanted({ NODE_ENV: 'production', LOG_FORMAT: 'text' })).toBe(false)
    expect(jsonLogsWanted({ NODE_ENV: 'development' })).toBe(false)
  })
})

describe('Payload’s logger', () => {
  // Writable here (Next.js's types make NODE_ENV read-only).
  const env = process.env as Record<string, string | undefined>
  const before = { ...env }
  afterEach(() => {
    for (const name of ['NODE_ENV', 'LOG_FORMAT']) {
      if (before[name] === undefined) delete env[name]
      else env[name] = before[name]
    }
  })

  it('writes JSON lines with the request id, as Payload builds it (pino)', async () => {
    const { lines, stream: destination } = capture()
    // What Payload's getLogger does with `{ options }`: its name, then pino(options, destination).
    const logger = pino({ ...jsonLoggerOptions(), name: 'payload' }, destination)
    logger.info('outside')
    await runWithRequestId('req-42', async () => {
      await sleep(1)
      logger.error({ err: new Error('nope') }, 'Search failed')
    })
    await sleep(10)
    const [outside, inside] = lines.map((line) => JSON.parse(line))
    expect(outside).toEqual({ level: 'info', time: outside.time, name: 'payload', msg: 'outside' })
    expect(outside.time).toMatch(ISO)
    expect(inside).toMatchObject({ level: 'error', requestId: 'req-42', msg: 'Search failed' })
    expect(inside.err).toMatchObject({ type: 'Error', message: 'nope' })
  })

  it('is JSON only in the production server, unless LOG_FORMAT=text', () => {
    env.NODE_ENV = 'production'
    expect(payloadLogger({ inServer: true })).toMatchObject({ options: { level: 'info' } })
    expect(payloadLogger({ inServer: false })).toBeUndefined()
    env.LOG_FORMAT = 'text'
    expect(payloadLogger({ inServer: true })).toBeUndefined()
    env.NODE_ENV = 'development'
    delete env.LOG_FORMAT
    expect(payloadLogger({ inServer: true })).toBeUndefined()
  })
})

describe('the x-request-id of a response', () => {
  let server: http.Server<typeof http.IncomingMessage, typeof RequestIdResponse> | undefined
  afterEach(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    server = undefined
  })

  /** A server set up as server/index.mjs does, in front of a page layer and a stand-in Next. */
  async function start() {
    const seen: { header?: string; context?: string }[] = []
    const later: (string | undefined)[] = []
    const layer = createPageLayer({
      ttlMs: 60_000,
      notFoundPage: async () => ({ headers: {}, body: Buffer.from('') }),
      handle: async (req: http.IncomingMessage, res: http.ServerResponse) => {
        await sleep(1)
        seen.push({ header: req.headers['x-request-id'] as string, context: currentRequestId() })
        // Work the request starts and leaves running, as Payload's jobs queue timers.
        setTimeout(() => later.push(currentRequestId()), 100)
        res.setHeader('cache-control', 's-maxage=31536000')
        res.setHeader('content-type', 'text/html')
        res.end('<p>page</p>')
      },
    })
    const created = http.createServer({ ServerResponse: RequestIdResponse })
    created.on('request', (req, res) => withRequestId(req, res, () => layer.serve(req, res)))
    server = created
    await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve))
    return { base: `http://127.0.0.1:${(created.address() as AddressInfo).port}`, seen, later }
  }

  it('echoes a sane id, makes one otherwise, and is the request’s own on a cached page', async () => {
    const { base, seen } = await start()
    const first = await fetch(`${base}/faq`, { headers: { 'x-request-id': 'test-123' } })
    expect(first.headers.get('x-request-id')).toBe('test-123')
    expect(seen[0]).toEqual({ header: 'test-123', context: 'test-123' })

    // Served from memory, with the headers stored for the first request.
    const cached = await fetch(`${base}/faq`)
    expect(cached.headers.get('x-page-cache')).toBe('hit')
    expect(cached.headers.get('x-request-id')).toMatch(UUID)

    const forged = await fetch(`${base}/other`, { headers: { 'x-request-id': 'bad id\t<x>' } })
    const made = forged.headers.get('x-request-id')
    expect(made).toMatch(UUID)
    expect(seen[1]).toEqual({ header: made, context: made })
  })

  it('is not carried by work the request left running once it is answered', async () => {
    const { base, seen, later } = await start()
    await (await fetch(`${base}/left-behind`, { headers: { 'x-request-id': 'gone-1' } })).text()
    expect(seen[0].context).toBe('gone-1')
    await expect.poll(() => later.length).toBe(1)
    expect(later[0]).toBeUndefined()
  })
})

describe('the console of the production server, in a real process', () => {
  it('writes JSON lines, with the id the request context holds', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-logging-'))
    const url = (file: string) => pathToFileURL(path.resolve('src/lib/logging', file)).href
    const script = path.join(dir, 'script.mjs')
    fs.writeFileSync(
      script,
      `
      // Two copies of the context module and of the server bridge, as server/index.mjs and the
      // Next.js bundle have.
      const server = await import(${JSON.stringify(url('server.mjs'))})
      const bundled = await import(${JSON.stringify(url('context.mjs') + '?bundle')})
      const bridge = await import(${JSON.stringify(url('../server-bridge.mjs') + '?bundle')})
      server.installJsonConsole()
      console.log('▲ Ready on %s', 'http://127.0.0.1:3000')
      await server.withRequestId(
        { headers: { 'x-request-id': 'test-123' } },
        { setHeader() {}, once() {} },
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 5))
          console.warn('seen by the bundle: %s', bundled.currentRequestId())
          console.info('in the bundle’s bridge: %s', bridge.requestContext().getStore().requestId)
          console.error('⨯', Object.assign(new Error('boom'), { digest: '42' }))
        },
      )
      `,
    )
    try {
      const { stdout, stderr, code } = await new Promise<{
        stdout: string
        stderr: string
        code: number | null
      }>((resolve) => {
        // The production server's NODE_ENV, and nothing of the test runner's (NODE_OPTIONS).
        const child = spawn(process.execPath, [script], {
          env: { PATH: process.env.PATH, NODE_ENV: 'production' as const },
        })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
        child.on('close', (code) => resolve({ stdout, stderr, code }))
      })
      expect(code, stderr).toBe(0)
      const parse = (text: string) =>
        text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
      const [ready, bridged] = parse(stdout)
      expect(ready).toEqual({
        time: ready.time,
        level: 'info',
        msg: '▲ Ready on http://127.0.0.1:3000',
      })
      expect(bridged).toMatchObject({ msg: 'in the bundle’s bridge: test-123' })
      const [warn, error] = parse(stderr)
      expect(warn).toMatchObject({
        level: 'warn',
        msg: 'seen by the bundle: test-123',
        requestId: 'test-123',
      })
      expect(error).toMatchObject({
        level: 'error',
        msg: '⨯ Error: boom',
        requestId: 'test-123',
        digest: '42',
      })
      expect(error.stack).toContain('Error: boom')
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
