import fs from 'fs'
import path from 'path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { LeadFile } from '@/payload-types'
import { chatRequest, cookieOf, keyOf, leadRequest } from '../helpers/chat'
import { makeImage } from '../helpers/files'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * What chats leave behind, removed by the hourly job (src/features/chat/server/cleanup.ts) on a real
 * database and a real lead-files folder: the photos of conversations that never made a lead,
 * after CHAT_FILES_UNCLAIMED_HOURS, and the server's records of conversations past their
 * cookie's 7 days. The clock is a parameter: nothing waits.
 */
process.env.CHAT_RATE_LIMIT = '10000/60'
const { POST: chat } = await import('@/app/(frontend)/api/chat/route')
const { POST: chatLead } = await import('@/app/(frontend)/api/chat/lead/route')
const { removeUnclaimedChatFiles } = await import('@/features/chat/server/cleanup')

let ctx: TestPayload
const HOUR = 3600_000
const DAY = 24 * HOUR
const later = (ms: number) => new Date(Date.now() + ms)

/** A chat message with a photo, under a new conversation: its cookie and the stored file. */
async function chatWithPhoto(name: string) {
  const response = await chat(
    chatRequest({ message: 'Here is a photo' }, [
      { name, bytes: await makeImage(800, 600), type: 'image/png' },
    ]),
  )
  expect(response.status).toBe(200)
  const cookie = cookieOf(response)
  const file = await fileOf(cookie)
  return { cookie, file }
}

const fileOf = async (cookie: string) =>
  (
    await ctx.payload.find({
      collection: 'lead-files',
      where: { conversation: { equals: keyOf(cookie) } },
      depth: 0,
    })
  ).docs[0]

/** The file and its thumbnail on disk. */
const onDisk = (file: LeadFile) =>
  [file.filename, file.sizes?.thumbnail?.filename]
    .filter((name): name is string => Boolean(name))
    .map((name) => fs.existsSync(path.join(process.env.LEAD_FILES_DIR!, name)))

const exists = async (file: LeadFile) =>
  (await ctx.payload.count({ collection: 'lead-files', where: { id: { equals: file.id } } }))
    .totalDocs === 1

const records = async () => (await ctx.payload.count({ collection: 'chat-sessions' })).totalDocs

beforeAll(async () => {
  ctx = await createTestPayload()
})

afterAll(async () => {
  await ctx?.cleanup()
})

describe('removing what chats left behind', () => {
  it('deletes the files of a conversation that made no lead after 48 hours, from disk too', async () => {
    const lonely = await chatWithPhoto('lonely.png')
    const kept = await chatWithPhoto('kept.png')
    const saved = await chatLead(
      leadRequest(
        { name: 'Kept Lead', email: 'kept@example.com', phone: '7195550100' },
        kept.cookie,
      ),
    )
    expect(saved.status).toBe(200)
    expect(onDisk(lonely.file)).toEqual([true, true])

    expect(await removeUnclaimedChatFiles(ctx.payload, later(47 * HOUR))).toEqual({
      filesDeleted: 0,
      filesClaimed: 0,
      sessionsDeleted: 0,
    })
    expect(await exists(lonely.file)).toBe(true)

    expect(await removeUnclaimedChatFiles(ctx.payload, later(49 * HOUR))).toMatchObject({
      filesDeleted: 1,
      filesClaimed: 0,
    })
    expect(await exists(lonely.file)).toBe(false)
    expect(onDisk(lonely.file)).toEqual([false, false])
    // The conversation that made a lead keeps its photo.
    const claimed = await fileOf(kept.cookie)
    expect(claimed.lead).toBeTruthy()
    expect(onDisk(claimed)).toEqual([true, true])
  })

  it('follows CHAT_FILES_UNCLAIMED_HOURS', async () => {
    const { file } = await chatWithPhoto('short.png')
    process.env.CHAT_FILES_UNCLAIMED_HOURS = '2'
    try {
      await removeUnclaimedChatFiles(ctx.payload, later(1 * HOUR))
      expect(await exists(file)).toBe(true)
      await removeUnclaimedChatFiles(ctx.payload, later(3 * HOUR))
      expect(await exists(file)).toBe(false)
    } finally {
      delete process.env.CHAT_FILES_UNCLAIMED_HOURS
    }
  })

  it('gives a file its lead instead when its conversation made one (stored as the lead was made)', async () => {
    const { cookie, file } = await chatWithPhoto('late.png')
    // The lead, made without the file (the moment a file is stored alongside it).
    const lead = await ctx.payload.create({
      collection: 'leads',
      data: {
        name: 'Late File',
        email: 'late@example.com',
        phone: '7195550100',
        source: 'chat',
        status: 'new',
        conversation: keyOf(cookie),
      },
    })
    expect(await removeUnclaimedChatFiles(ctx.payload, later(49 * HOUR))).toMatchObject({
      filesDeleted: 0,
      filesClaimed: 1,
    })
    const updated = await ctx.payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(updated.media).toEqual([file.id])
    expect(onDisk(file)).toEqual([true, true])
  })

  it('deletes the records of conversations whose cookie has expired (7 days)', async () => {
    const count = await records()
    expect(count).toBeGreaterThan(0)
    expect((await removeUnclaimedChatFiles(ctx.payload, later(6 * DAY))).sessionsDeleted).toBe(0)
    expect(await records()).toBe(count)
    expect(
      (await removeUnclaimedChatFiles(ctx.payload, later(7 * DAY + HOUR))).sessionsDeleted,
    ).toBe(count)
    expect(await records()).toBe(0)
  })

  it('runs as a scheduled job on the default queue', async () => {
    const old = new Date(Date.now() - 3 * DAY).toISOString()
    const bytes = await makeImage(64, 48)
    const file = await ctx.payload.create({
      collection: 'lead-files',
      data: {
        alt: 'Photo sent in the chat',
        kind: 'image',
        conversation: 'an-old-conversation-that-made-no-lead',
        sentInChat: true,
        createdAt: old,
      },
      file: { data: bytes, mimetype: 'image/png', name: 'old.png', size: bytes.length },
    })
    // The schedule queues it for 25 past the hour...
    const { queued } = await ctx.payload.jobs.handleSchedules({ queue: 'default' })
    expect(queued.map((entry) => entry.taskConfig?.slug)).toContain('removeUnclaimedChatFiles')
    const { docs } = await ctx.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'removeUnclaimedChatFiles' } },
    })
    expect(docs).toHaveLength(1)
    expect(new Date(docs[0].waitUntil!).getMinutes()).toBe(25)
    // ...and the queue runs it then: here, at once.
    await ctx.payload.update({
      collection: 'payload-jobs',
      id: docs[0].id,
      data: { waitUntil: new Date().toISOString() },
    })
    await ctx.payload.jobs.run({ queue: 'default' })
    expect(await exists(file)).toBe(false)
  })
})
