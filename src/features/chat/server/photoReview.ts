import type { PhotoReview } from '@/features/chat/greetings'

/**
 * Who looks at a visitor's photos: the model, which is sent them, when OPENAI_API_KEY is set; a
 * log home specialist otherwise (the built-in assistant cannot see them). The chat's words follow
 * (GET /api/chat tells the browser; a lead's transcript starts with the greetings it saw). Server
 * code without the `server-only` marker: the chat's lead store, which Payload's config reaches,
 * uses it.
 */
export const photoReview = (): PhotoReview => (process.env.OPENAI_API_KEY ? 'model' : 'specialist')
