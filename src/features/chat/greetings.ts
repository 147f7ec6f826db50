/**
 * The two messages the chat panel opens with. They are part of the conversation: the browser
 * sends them to the assistant with the history (it needs them to know what it already asked), and
 * the server puts them at the head of a chat lead's transcript. Client-safe: the panel imports it.
 */
export const GREETINGS = [
  "Hi! I'm the Log Lens assistant. Tell me about your log home: where it is, how old it is, and what's worrying you about it.",
  "Send me a few photos of the logs, the chinking or the finish, and I'll tell you what I see, what it usually takes to fix, and a ballpark price.",
] as const

/**
 * Who looks at the photos: a vision model (OPENAI_API_KEY is set), or, with the built-in
 * assistant, a log home specialist. The overlay's words say which from the start (issue 28).
 */
export type PhotoReview = 'model' | 'specialist'

/** The greetings when no model looks at the photos: nothing promises what will not happen. */
export const SPECIALIST_GREETINGS = [
  GREETINGS[0],
  "Send me a few photos of the logs, the chinking or the finish: a log home specialist reviews every photo personally. Tell me what you see, and I'll explain what it usually takes to fix and give you a ballpark price.",
] as const

export const greetingsFor = (review: PhotoReview): readonly string[] =>
  review === 'model' ? GREETINGS : SPECIALIST_GREETINGS

/** The overlay's subtitle and its upload button once the chat is under way, by who reviews. */
export const CHAT_WORDS: Record<PhotoReview, { subtitle: string; addMore: string }> = {
  // Spec section 2's button text, where the photos are analysed on the spot.
  model: {
    subtitle: 'Advice and a ballpark price from your photos',
    addMore: 'Add more photos for analysis',
  },
  specialist: {
    subtitle: 'Advice and a ballpark price; a specialist reviews your photos',
    addMore: 'Add more photos for the specialist',
  },
}
