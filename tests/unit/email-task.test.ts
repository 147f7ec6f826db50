import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { EMAIL_RETRIES, emailTask, idOf } from '@/lib/email/task'

const payload = { marker: 'the payload' } as unknown as Payload

/** Runs a task's handler as the queue would, with a request carrying `payload`. */
async function run(task: ReturnType<typeof emailTask>, input: object) {
  if (typeof task.handler !== 'function') throw new Error('the handler is a function')
  return task.handler({ input, req: { payload } } as never)
}

describe('emailTask', () => {
  it('gives every e-mail job the same retries: six, backing off from 30 s', () => {
    const task = emailTask({ slug: 'sendMorningDigest', label: 'x' }, async () => undefined)
    expect(task.retries).toEqual({
      attempts: EMAIL_RETRIES,
      backoff: { type: 'exponential', delay: 30_000 },
    })
    expect(EMAIL_RETRIES).toBe(6)
    expect(task.slug).toBe('sendMorningDigest')
  })

  it('hands the payload and the input to deliver, and its answer back as the result', async () => {
    const seen: unknown[] = []
    const task = emailTask({ slug: 'sendMorningDigest' }, async (given, input) => {
      seen.push(given, input)
      return 'sent'
    })
    expect(await run(task, { day: '2026-12-03' })).toEqual({ output: { result: 'sent' } })
    expect(seen).toEqual([payload, { day: '2026-12-03' }])
  })

  it('returns an empty output when deliver answers nothing', async () => {
    const task = emailTask({ slug: 'sendBackupAlert' }, async () => undefined)
    expect(await run(task, { backup: 3 })).toEqual({ output: {} })
  })

  it('lets a failure through, so the queue retries it', async () => {
    const task = emailTask({ slug: 'sendBackupAlert' }, async () => {
      throw new Error('the mail service is down')
    })
    await expect(run(task, { backup: 3 })).rejects.toThrow('the mail service is down')
  })
})

describe('idOf', () => {
  it('reads a relationship input as an id, populated or not', () => {
    expect(idOf(7)).toBe(7)
    expect(idOf({ id: 9 })).toBe(9)
  })
})
