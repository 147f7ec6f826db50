/** The chat panel's messages and files, as the panel and its lead capture share them. */

/** Spec section 3's chat message, with what the panel needs to show and resend it. */
export type ChatMessage = {
  id: string
  role: 'user' | 'assistant'
  content: string
  at: string
  files?: string[]
  /** Spec section 3's uploaded file records: the previews of what was sent. */
  uploads?: { filename: string; data: string }[]
  greeting?: boolean
  /** Not sent: the files that went with it, to send again. */
  failed?: { items: SelectedFile[] }
}

/** Spec section 3's selected file: the file, its upload progress, an id, a preview. */
export type SelectedFile = { id: string; file: File; progress: number; preview: string }
