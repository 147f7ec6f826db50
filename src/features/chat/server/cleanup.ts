import type { Payload, TaskConfig, Where } from 'payload'

import { CHAT_SESSION_MAX_AGE_SECONDS, inTurn } from '@/features/chat/server/session'
import { attachConversationFiles, leadOfConversation } from '@/features/chat/server/lead'
import type { LeadFile } from '@/payload-types'

/** Hours a chat file may wait for its conversation to make a lead (CHAT_FILES_UNCLAIMED_HOURS). */
export const unclaimedHours = () => {
  const hours = Number(process.env.CHAT_FILES_UNCLAIMED_HOURS)
  return Number.isFinite(hours) && hours > 0 ? hours : 48
}

/** Files looked at per run: an hour's run works through a burst over the next ones. */
const BATCH = 500

export type ChatCleanup = { filesDeleted: number; filesClaimed: number; sessionsDeleted: number }

/**
 * Removes what chats left behind: the photos and videos of conversations that never made a lead
 * (older than CHAT_FILES_UNCLAIMED_HOURS, default 48), their documents and their files on disk or
 * in the bucket; and the server's records of conversations whose cookie has expired (7 days),
 * which no request can name any more. A file whose conversation did make a lead (it was stored
 * as the lead was being made) joins that lead instead. `now` is a parameter for the tests.
 */
export async function removeUnclaimedChatFiles(
  payload: Payload,
  now = new Date(),
): Promise<ChatCleanup> {
  const before = new Date(now.getTime() - unclaimedHours() * 3600_000).toISOString()
  const { docs } = await payload.find({
    collection: 'lead-files',
    where: {
      and: [
        { conversation: { exists: true } },
        { lead: { exists: false } },
        { createdAt: { less_than: before } },
      ],
    },
    sort: 'createdAt',
    limit: BATCH,
    depth: 0,
    select: { conversation: true },
  })
  const byConversation = new Map<string, LeadFile['id'][]>()
  for (const file of docs) {
    if (!file.conversation) continue
    const key = file.conversation
    byConversation.set(key, [...(byConversation.get(key) ?? []), file.id])
  }
  let filesDeleted = 0
  let filesClaimed = 0
  for (const [conversation, files] of byConversation) {
    // In the conversation's turn, so a lead being made from it meanwhile keeps its files.
    await inTurn(conversation, async () => {
      const lead = await leadOfConversation(payload, conversation)
      if (lead) {
        await attachConversationFiles(payload, lead, conversation)
        filesClaimed += files.length
        return
      }
      // Payload's delete removes each file (and its thumbnail) from the disk or the bucket too.
      const { docs: deleted } = await payload.delete({
        collection: 'lead-files',
        where: { and: [{ id: { in: files } }, { lead: { exists: false } }] },
        depth: 0,
        context: { disableRevalidate: true },
      })
      filesDeleted += deleted.length
    })
  }

  // The adapter's own bulk delete: these rows have no hooks, and a record can be long.
  const expired: Where = {
    createdAt: {
      less_than: new Date(now.getTime() - CHAT_SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
    },
  }
  const { totalDocs: sessionsDeleted } = await payload.count({
    collection: 'chat-sessions',
    where: expired,
  })
  if (sessionsDeleted > 0)
    await payload.db.deleteMany({ collection: 'chat-sessions', where: expired })
  return { filesDeleted, filesClaimed, sessionsDeleted }
}

/** Every hour, at 25 past, on the default queue. */
export const removeUnclaimedChatFilesTask: TaskConfig<'removeUnclaimedChatFiles'> = {
  slug: 'removeUnclaimedChatFiles',
  label: 'Remove chat photos and videos no lead claimed',
  schedule: [{ cron: '25 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    const result = await removeUnclaimedChatFiles(req.payload)
    if (result.filesDeleted > 0 || result.sessionsDeleted > 0) {
      req.payload.logger.info(result, 'Removed what chats left behind')
    }
    return { output: {} }
  },
}
