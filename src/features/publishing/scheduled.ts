/** Whether a document's saved publish date is still ahead (`now`): it is scheduled, not live. */
export const isScheduled = (publishedAt: unknown, now: number = Date.now()): boolean =>
  typeof publishedAt === 'string' && Date.parse(publishedAt) > now
