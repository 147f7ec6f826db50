/** What the e-mails about a lead are given: the lead, as the sending pipeline loads it. */

export type LeadForEmail = {
  id: string | number
  name: string
  email?: string | null
  phone?: string | null
  /** One of SERVICE_TYPES from '@/features/estimate/pricing', or null. */
  serviceType?: string | null
  squareFootage?: number | null
  propertyAge?: string | null
  location?: string | null
  description?: string | null
  /** Whole dollars. */
  estimate?: number | null
  files: { filename: string; kind: 'image' | 'video' }[]
  /** ISO date. */
  createdAt: string
}

/** One message of the chat with the photo-analysis assistant. */
export type TranscriptMessage = {
  role: 'user' | 'assistant'
  /** As written: the assistant's markdown is shown as plain text. */
  content: string
  /** Names of the files the homeowner attached to this message. */
  files?: string[]
  /** ISO date. */
  at?: string
  /** Sent by the browser with the lead; the server never received it (lib/chat/record.ts). */
  unverified?: boolean
}

/** A lead the homeowner left in the chat: the lead's fields, what the assistant made of it. */
export type ChatLeadForEmail = Omit<LeadForEmail, 'files'> & {
  workType?: string | null
  /** Whole dollars: the ballpark the assistant quoted in the chat. */
  aiEstimate?: number | null
  inspectionReport?: string | null
  transcript: TranscriptMessage[]
  /** `url`: an absolute, staff-only link to the photo or video. */
  files: { filename: string; kind: 'image' | 'video'; url: string }[]
}
