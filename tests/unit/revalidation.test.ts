import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * lib/revalidation: a change revalidates the tags of what changed (from the public content
 * registry), now and once more after the request that saved has answered (its save committed),
 * and notes them in the change log for the other processes; outside a request (a job) it leaves
 * the revalidation to every process's reading of the log.
 */
const events: string[] = []
const afterTasks: Array<() => void> = []
let inRequest = true

vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => events.push(`tag ${tag}`),
  revalidatePath: (path: string, type: string) => events.push(`path ${path} ${type}`),
}))
vi.mock('next/server', () => ({
  after: (task: () => void) => {
    if (!inRequest) throw new Error('`after` was called outside a request scope')
    afterTasks.push(task)
  },
}))
vi.mock('@/lib/revalidation/changeLog', () => ({
  SITE_CHANGE: 'site',
  noteChange: async (_req: unknown, target: string, docId: string, tags: string[]) =>
    events.push(`log ${target} ${docId} [${tags.join(' ')}] here`),
  noteChangeForEveryProcess: async (_p: unknown, target: string, docId: string, tags: string[]) =>
    events.push(`log ${target} ${docId} [${tags.join(' ')}] everywhere`),
}))

const { publicContentChanged, siteChanged } = await import('@/lib/revalidation')
const { changedTags, documentReadTags, listingReadTags } = await import('@/lib/revalidation/tags')

const req = (context = {}) =>
  ({ context, payload: { logger: { info: () => {} } } }) as unknown as PayloadRequest

beforeEach(() => {
  vi.stubEnv('NEXT_RUNTIME', 'nodejs')
  events.length = 0
  afterTasks.length = 0
  inRequest = true
})
afterEach(() => vi.unstubAllEnvs())

describe('the tags of a change', () => {
  it('are the document’s page at its slug and its old one, and its collection’s lists', () => {
    expect(changedTags('posts', { slug: 'new' }, { slug: 'old' })).toEqual([
      'list:posts',
      'doc:posts:new',
      'doc:posts:old',
    ])
    expect(changedTags('posts', { slug: 'same' }, { slug: 'same' })).toEqual([
      'list:posts',
      'doc:posts:same',
    ])
    // Content without pages of its own is on its lists only.
    expect(changedTags('faqs', { slug: null })).toEqual(['list:faqs'])
  })

  it('reach the pages of the documents that draw it (a project draws its services)', () => {
    const serviceChange = changedTags('services', { slug: 'chinking' })
    expect(documentReadTags('portfolio', 'a-project')).toContain(serviceChange[0])
    expect(listingReadTags('portfolio')).toContain(serviceChange[0])
    // A post's page is not read again for another post.
    expect(documentReadTags('posts', 'a')).not.toContain(changedTags('posts', { slug: 'b' })[0])
  })
})

describe('publicContentChanged', () => {
  it('revalidates now and again once the request has answered, and logs the tags', async () => {
    await publicContentChanged(req(), 'posts', { id: 1, slug: 'a-post' })
    expect(events).toEqual([
      'tag list:posts',
      'tag doc:posts:a-post',
      'log site posts a-post [list:posts doc:posts:a-post] here',
    ])
    events.length = 0
    afterTasks.forEach((task) => task()) // the save committed, the answer sent
    expect(events).toEqual(['tag list:posts', 'tag doc:posts:a-post'])
  })

  it('outside a request (a job) leaves it to every process, through the change log', async () => {
    inRequest = false
    await publicContentChanged(req(), 'services', { id: 2, slug: 'chinking' })
    expect(events).toEqual([
      'log site services chinking [list:services doc:services:chinking] everywhere',
    ])
  })

  it('is skipped when the seed asks, and outside a Next.js server', async () => {
    await publicContentChanged(req({ disableRevalidate: true }), 'posts', { slug: 'a' })
    vi.stubEnv('NEXT_RUNTIME', '')
    await publicContentChanged(req(), 'posts', { slug: 'a' })
    expect(events).toEqual([])
    expect(afterTasks).toEqual([])
  })
})

describe('siteChanged', () => {
  it('revalidates every public page', async () => {
    await siteChanged(req(), 'global header')
    expect(events).toEqual([
      'path / layout',
      'tag public-content',
      'log site global header [] here',
    ])
  })
})
