import { describe, expect, it } from 'vitest'

import { noteChangeToRevalidate, revalidatingAfterCommit } from '@/lib/payload/afterCommit'

/**
 * lib/payload/afterCommit.ts: a write through the REST API revalidates the public pages once more
 * after Payload has answered (its save committed), and only when its hooks noted a change.
 */
const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('revalidating after the commit', () => {
  it('revalidates once the handler has answered, when the save noted a change', async () => {
    const events: string[] = []
    const handler = revalidatingAfterCommit(
      async (body: string) => {
        events.push('hook') // Payload's afterChange hook, inside the transaction
        noteChangeToRevalidate()
        await tick()
        events.push('commit')
        return new Response(body)
      },
      () => events.push('revalidate'),
    )
    const response = await handler('saved')
    expect(await response.text()).toBe('saved')
    expect(events).toEqual(['hook', 'commit', 'revalidate'])
  })

  it('does nothing more for a request that changed nothing, and keeps parallel requests apart', async () => {
    let revalidations = 0
    const handler = revalidatingAfterCommit(
      async (changes: boolean) => {
        await tick()
        if (changes) noteChangeToRevalidate()
        await tick()
        return new Response(null, { status: 204 })
      },
      () => (revalidations += 1),
    )
    await Promise.all([handler(false), handler(true), handler(false), handler(false)])
    expect(revalidations).toBe(1)
  })

  it('is a no-op outside a request’s scope (a job, a script)', () => {
    expect(() => noteChangeToRevalidate()).not.toThrow()
  })
})
