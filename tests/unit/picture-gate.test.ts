import type http from 'node:http'

import { describe, expect, it } from 'vitest'

import { createGate, isPictureRequest } from '../../server/picture-gate.mjs'

/** A task that runs until its `finish` (or `fail`) is called, noting when it started. */
function pending(log: string[], name: string) {
  let finish!: () => void
  let fail!: (error: Error) => void
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`)
      finish = () => resolve(name)
      fail = reject
    })
  return { task, finish: () => finish(), fail: (error: Error) => fail(error) }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('the picture gate', () => {
  it('lets one in at a time, the others in the order they came', async () => {
    const gate = createGate(1)
    const log: string[] = []
    const [a, b, c] = ['a', 'b', 'c'].map((name) => pending(log, name))
    const runs = [gate.run(a.task), gate.run(b.task), gate.run(c.task)]
    await tick()
    expect(log).toEqual(['start a'])
    expect(gate.stats()).toEqual({ running: 1, waiting: 2 })
    a.finish()
    await tick()
    expect(log).toEqual(['start a', 'start b'])
    b.finish()
    await tick()
    c.finish()
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c'])
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 })
  })

  it('lets the next one in when a task fails, and hands the failure to its caller', async () => {
    const gate = createGate(1)
    const log: string[] = []
    const [a, b] = ['a', 'b'].map((name) => pending(log, name))
    const first = gate.run(a.task)
    const second = gate.run(b.task)
    await tick()
    a.fail(new Error('the encoder gave up'))
    await expect(first).rejects.toThrow('the encoder gave up')
    await tick()
    expect(log).toEqual(['start a', 'start b'])
    b.finish()
    expect(await second).toBe('b')
  })

  it('never runs more than its limit, however many come at once', async () => {
    const gate = createGate(2)
    let running = 0
    let most = 0
    const task = async () => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 1))
      running--
    }
    await Promise.all(Array.from({ length: 30 }, () => gate.run(task)))
    expect(most).toBe(2)
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses a limit that is not a whole number above 0', () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(() => createGate(limit)).toThrow(/limit/)
  })

  it("takes the image optimiser's requests only", () => {
    const request = (url: string) => ({ url }) as http.IncomingMessage
    expect(
      isPictureRequest(request('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75')),
    ).toBe(true)
    expect(isPictureRequest(request('/api/media/file/a.jpg'))).toBe(false)
    expect(isPictureRequest(request('/_next/static/chunks/a.js'))).toBe(false)
  })
})
