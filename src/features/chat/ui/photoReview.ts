import type { PhotoReview } from '@/features/chat/greetings'

/**
 * Who reviews the photos (GET /api/chat), asked once per page load, with the chat's code: the
 * overlay and the chat page wait for both, so the first words shown are the right ones. Not
 * known (offline, an old server): a specialist, which promises the least.
 */
let known: PhotoReview | undefined
let asking: Promise<PhotoReview> | undefined

export function loadPhotoReview(): Promise<PhotoReview> {
  asking ??= fetch('/api/chat', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body): PhotoReview => (body?.data?.photos === 'model' ? 'model' : 'specialist'))
    .catch((): PhotoReview => 'specialist')
    .then((review) => (known = review))
  return asking
}

/** What loadPhotoReview found, once it has: 'specialist' before. */
export const photoReview = (): PhotoReview => known ?? 'specialist'
