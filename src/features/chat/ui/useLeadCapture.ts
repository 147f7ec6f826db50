'use client'

import { useEffect, useRef, useState } from 'react'

import type { ChatMessage } from '@/features/chat/ui/types'
import { toast } from '@/components/ui/toast/store'
import {
  extractFromAssistantReply,
  extractFromUserText,
  hasContact,
  mergeLeadInfo,
  type LeadInfo,
} from '@/features/chat/assistant/extract'
import { track } from '@/features/analytics/track'
import { LEAD_SAVE_DELAY_MS, saveChatLead, type ChatHistoryEntry } from '@/features/chat/api'
import { greetingsFor, type PhotoReview } from '@/features/chat/greetings'
import { randomId } from '@/utilities/randomId'

/** The messages the panel opens with (the server knows them too: features/chat/greetings). */
export const greetingMessages = (review: PhotoReview = 'model'): ChatMessage[] =>
  greetingsFor(review).map((content) => ({
    id: randomId(),
    role: 'assistant',
    content,
    at: new Date().toISOString(),
    greeting: true,
  }))

const entryOf = ({ role, content, files, at }: ChatMessage): ChatHistoryEntry => ({
  role,
  content,
  at,
  ...(files?.length ? { files } : {}),
})

/**
 * The conversation as the assistant gets it with a message (chatFormData sends the last 20 of
 * it): everything the visitor saw, the two greetings included, since the assistant needs them to
 * know what it already asked; without the messages that failed to send.
 */
export const historyOf = (messages: ChatMessage[]): ChatHistoryEntry[] =>
  messages.filter((message) => !message.failed).map(entryOf)

/**
 * The conversation as the lead gets it: the messages exchanged, without the greetings (the server
 * knows them and puts them first) and the ones that failed to send. The server keeps its own
 * record of the exchange; of this it takes the visitor's words it has no record of, marked so.
 */
export const conversationOf = (messages: ChatMessage[]): ChatHistoryEntry[] =>
  messages.filter((message) => !message.greeting && !message.failed).map(entryOf)

/**
 * Spec sections 3, 4 and 7: the lead info read from every message and reply, and the lead saved
 * about 1 s after name, e-mail and phone are all known. Once saved, later details and messages
 * update the same lead (one request at a time, the latest state each time).
 */
export function useLeadCapture(messages: ChatMessage[]) {
  const [info, setInfo] = useState<LeadInfo>({})
  const [saved, setSaved] = useState(false)
  const [booking, setBooking] = useState<string>()
  const [place, setPlace] = useState<string>()
  const inFlight = useRef(false)
  const lastSent = useRef('')
  const [retryTick, setRetryTick] = useState(0)
  // The "Text me about my visit" tick, and the phone's message when texts cannot reach it.
  const [textMe, setTextMe] = useState(false)
  const [phoneIssue, setPhoneIssue] = useState<string>()

  useEffect(() => {
    if (!hasContact(info)) return
    const conversation = conversationOf(messages)
    const uploadedFiles = messages.flatMap((message) =>
      message.failed ? [] : (message.uploads ?? []).map(({ filename }) => ({ filename })),
    )
    const body = {
      ...info,
      conversationHistory: conversation,
      hasUploadedPhotos: uploadedFiles.length > 0,
      uploadedFiles,
      ...(textMe ? { textMe: true } : {}),
    }
    const key = JSON.stringify(body)
    if (key === lastSent.current) return
    const timer = setTimeout(async () => {
      // One save at a time; the one that finishes asks for another if things moved on.
      if (inFlight.current) return
      inFlight.current = true
      const { ok, booking: reference, place: named, phoneIssue: issue } = await saveChatLead(body)
      inFlight.current = false
      setPhoneIssue(issue)
      if (reference) setBooking(reference)
      if (named) setPlace(named)
      // Never retried as such (spec section 7): the next change sends the latest state again.
      lastSent.current = key
      if (ok) {
        setSaved((already) => {
          if (!already) {
            track('chat_lead_saved')
            toast({
              title: 'Information saved',
              description: 'Thank you! A log home specialist will contact you within 24-48 hours.',
            })
          }
          return true
        })
      }
      // Whatever changed while this save was under way goes next.
      setRetryTick((tick) => tick + 1)
    }, LEAD_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [info, messages, retryTick, textMe])

  return {
    info,
    saved,
    /** The saved lead's sealed reference: its inspection can be booked (features/booking). */
    booking,
    /** The place of the site's counties the homeowner named (the server matched it). */
    place,
    textMe,
    setTextMe,
    /** Why the lead was refused, about the phone: shown by the tick. */
    phoneIssue,
    noteUserText: (text: string) =>
      setInfo((current) =>
        mergeLeadInfo(
          current,
          // Asked for contact details, a bare "Jane Doe" is a name.
          extractFromUserText(text, { awaitingName: current.awaitingContact && !current.name }),
        ),
      ),
    noteReply: (text: string) =>
      setInfo((current) => mergeLeadInfo(current, extractFromAssistantReply(text))),
  }
}
