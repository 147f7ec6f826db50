import type { Payload } from 'payload'

import { storedName } from '@/features/uploads/names'
import type { ReceivedFile } from '@/features/uploads/server/receive'
import type { LeadFile } from '@/payload-types'

/**
 * Stores a received photo or video as a private lead file. The bytes stay on disk: Payload copies
 * the temporary file instead of loading it into memory.
 */
export const createLeadFile = (
  payload: Payload,
  file: ReceivedFile,
  data: { alt: string; lead?: LeadFile['lead']; conversation?: string; sentInChat?: boolean },
) =>
  payload.create({
    collection: 'lead-files',
    data: { ...data, kind: file.kind, originalName: file.name },
    file: {
      data: Buffer.alloc(0),
      tempFilePath: file.path,
      mimetype: file.mime,
      name: storedName(file.name, file.ext),
      size: file.size,
    },
    context: { disableRevalidate: true },
  })
