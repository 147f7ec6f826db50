import type { CollectionConfig } from 'payload'

import { apiClosed } from '@/access/roles'

/**
 * The server's own record of each chat conversation it answered (features/chat/server/record.ts), keyed by
 * the conversation's private key (the visitor's HttpOnly cookie): every message it received and
 * every reply it gave. A chat lead's transcript, and the assistant's estimate on it, are built
 * from this record, not from what a browser says was answered. Deleted when the conversation's
 * cookie has expired (features/chat/server/cleanup.ts); nobody reads or writes it through the API.
 */
export const ChatSessions: CollectionConfig<'chat-sessions'> = {
  slug: 'chat-sessions',
  admin: { hidden: true },
  access: apiClosed,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    // [{ role, content, files?, at }], oldest first, at most CHAT_TRANSCRIPT_MAX.
    { name: 'turns', type: 'json', required: true },
  ],
  timestamps: true,
}
