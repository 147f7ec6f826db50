/**
 * The two messages the chat panel opens with. They are part of the conversation: the browser
 * sends them to the assistant with the history (it needs them to know what it already asked), and
 * the server puts them at the head of a chat lead's transcript. Client-safe: the panel imports it.
 */
export const GREETINGS = [
  "Hi! I'm the Log Lens assistant. Tell me about your log home: where it is, how old it is, and what's worrying you about it.",
  "Send me a few photos of the logs, the chinking or the finish, and I'll tell you what I see, what it usually takes to fix, and a ballpark price.",
] as const
