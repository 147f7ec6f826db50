import { Writable } from 'node:stream'

import { pino } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { jsonLoggerOptions, payloadLogger } from '@/lib/logging/payload'
import { requestIdFor, saneRequestId } from '@/lib/logging/requestId'
import { onRequestError } from '@/instrumentation'

/**
 * The logs: request ids (given by src/proxy.ts, logged with a request's errors by
 * src/instrumentation.ts) and the JSON lines of Payload's logger in a production server.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/** A stream that keeps the lines written to it. */
function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { lines, stream }
}

// Writable here (Next.js's types make NODE_ENV read-only).
const env = process.env as Record<string, string | undefined>
const before = { ...env }
afterEach(() => {
  for (const name of ['NODE_ENV', 'LOG_FORMAT']) {
    if (before[name] === undefined) delete env[name]
    else env[name] = before[name]
  }
  vi.restoreAllMocks()
})

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
    expect(requestIdFor(null)).not.toBe(requestIdFor(null))
  })

  it('are on the JSON line of a request’s error, in a production server', async () => {
    env.NODE_ENV = 'production'
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = Object.assign(new Error('the database went away'), { digest: '123' })
    const request = { path: '/faq', method: 'GET', headers: { 'x-request-id': 'req-42' } }
    const context = { routerKind: 'App Router', routePath: '/[site]/faq', routeType: 'render' }
    await onRequestError(failure, request, context as never)
    const line = JSON.parse(error.mock.calls[0][0] as string)
    expect(line).toMatchObject({
      level: 'error',
      msg: 'GET /faq failed',
      requestId: 'req-42',
      route: '/[site]/faq',
      digest: '123',
      err: { type: 'Error', message: 'the database went away' },
    })
    expect(line.time).toMatch(ISO)
    env.LOG_FORMAT = 'text'
    await onRequestError(failure, request, context as never)
    expect(error).toHaveBeenCalledTimes(1)
  })
})

describe('Payload’s logger', () => {
  it('writes JSON lines: time, level, msg, then the fields, as Payload builds it (pino)', () => {
    const { lines, stream: destination } = capture()
    // What Payload's getLogger does with `{ options }`: its name, then pino(options, destination).
    const logger = pino({ ...jsonLoggerOptions(), name: 'payload' }, destination)
    logger.info('plain')
    logger.error({ err: new Error('nope'), time: 'forged', doc: 7 }, 'Search failed')
    const [plain, failed] = lines.map((line) => JSON.parse(line))
    expect(plain).toEqual({ level: 'info', time: plain.time, name: 'payload', msg: 'plain' })
    expect(plain.time).toMatch(ISO)
    expect(failed).toMatchObject({ level: 'error', msg: 'Search failed', doc: 7 })
    expect(failed.time).toMatch(ISO)
    expect(failed.err).toMatchObject({ type: 'Error', message: 'nope' })
  })

  it('is JSON only in a production server, unless LOG_FORMAT=text', () => {
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
