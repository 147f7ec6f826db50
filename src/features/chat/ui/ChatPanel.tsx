'use client'

import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react'

import type { ChatMessage, SelectedFile } from '@/features/chat/ui/types'
import { greetingMessages, historyOf, useLeadCapture } from '@/features/chat/ui/useLeadCapture'
import { CloseIcon, FileIcon, PlayIcon, SpinnerIcon, UploadIcon } from '@/components/ui/icons'
import { toast } from '@/components/ui/toast/store'
import { lazyComponent } from '@/components/ui/lazyComponent'
import { track } from '@/features/analytics/track'
import { BookInspection, LazyBookingPicker } from '@/features/booking/ui/BookInspection'
import { TextMeTick } from '@/features/texts/ui/TextMeTick'
import { sendChatMessage } from '@/features/chat/api'
import {
  checkChatSelection,
  chatHasPreview,
  chatTooLarge,
  INVALID_FILE_TYPE,
  TOO_MANY_FILES,
} from '@/features/uploads/rules'
import { randomId } from '@/utilities/randomId'
import { sniffFiles } from '@/features/uploads/ui/checkBytes'
import { CHAT_WORDS } from '@/features/chat/greetings'
import { photoReview } from '@/features/chat/ui/photoReview'

/**
 * The markdown renderer (react-markdown and GFM: most of the chat's code) loads when the first
 * answer is on its way; until then, and for the plain greetings, text shows as it is.
 */
const loadMarkdown = () => import('@/features/chat/ui/Markdown')
const Markdown = lazyComponent(loadMarkdown, (m) => m.Markdown)

export const PLACEHOLDER = 'placeholder'

/** Spec section 8: a destructive 'Error' toast. */
const showError = (description: string) =>
  toast({ title: 'Error', description, variant: 'destructive' })

const pickerFailed = (error: unknown) => {
  console.error(error)
  showError('Could not select file. Please try again.')
}

const readPreview = (file: File) =>
  new Promise<string>((resolve) => {
    if (!chatHasPreview(file)) return resolve(PLACEHOLDER)
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : PLACEHOLDER)
    reader.onerror = () => resolve(PLACEHOLDER)
    reader.readAsDataURL(file)
  })

/**
 * The photo-analysis chat of spec sections 2 to 9: greetings, markdown answers, photos with upload
 * progress, retries, and the lead saved once name, e-mail and phone are known.
 */
export function ChatPanel({ variant = 'overlay' }: { variant?: 'overlay' | 'page' }) {
  // Loaded with who reviews the photos (./photoReview): the greetings say so from the start.
  const [review] = useState(photoReview)
  const [messages, setMessages] = useState<ChatMessage[]>(() => greetingMessages(review))
  const [selected, setSelected] = useState<SelectedFile[]>([])
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const book = useRef<HTMLDivElement>(null)
  const back = useRef<HTMLButtonElement>(null)
  const lead = useLeadCapture(messages)
  // The booking picker, once opened, takes the conversation's place ('open') or waits behind it
  // with what was chosen and typed ('behind').
  const [picker, setPicker] = useState<'open' | 'behind' | null>(null)
  // The overlay counts its openings; on /chat and /log-lens the chat's arrival is the opening.
  useEffect(() => {
    if (variant === 'page') track('chat_opened')
  }, [variant])

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages, sending])

  const showPicker = () => {
    setPicker('open')
    // Its link goes with the conversation: the focus goes to the way back.
    requestAnimationFrame(() => back.current?.focus())
  }
  // Back to the conversation, and to the link that opened the picker.
  const hidePicker = () => {
    setPicker('behind')
    requestAnimationFrame(() => {
      end.current?.scrollIntoView({ block: 'end' })
      book.current?.querySelector('a')?.focus()
    })
  }

  const pickFiles = () => {
    try {
      if (!fileInput.current) {
        showError('Please refresh and try again')
        return
      }
      fileInput.current.click()
    } catch (error) {
      pickerFailed(error)
    }
  }

  const addFiles = async (list: FileList | null) => {
    try {
      const files = Array.from(list ?? [])
      if (files.length === 0) return
      const check = checkChatSelection(files, selected.length)
      // The first bytes decide, as on the server: a text file named .jpg is turned away now.
      const sniffed = await sniffFiles(check.accepted.map(({ file }) => file))
      const accepted = check.accepted.filter((_, index) => sniffed[index])
      const invalid = check.invalid.length + check.accepted.length - accepted.length
      if (check.tooLarge.length > 0)
        toast({ ...chatTooLarge(check.tooLarge), variant: 'destructive' })
      else if (invalid > 0) toast({ ...INVALID_FILE_TYPE, variant: 'destructive' })
      else if (check.overLimit) toast({ ...TOO_MANY_FILES, variant: 'destructive' })
      const added = await Promise.all(
        accepted.map(async ({ file }) => ({
          id: randomId(),
          file,
          progress: 0,
          preview: await readPreview(file),
        })),
      )
      setSelected((current) => [...current, ...added])
    } catch (error) {
      pickerFailed(error)
    } finally {
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  const send = async (content: string, files: SelectedFile[], retryOf?: string) => {
    if (sending || (!content && files.length === 0)) return
    const previous = messages.filter((message) => message.id !== retryOf)
    const userMessage: ChatMessage = {
      id: randomId(),
      role: 'user',
      content,
      at: new Date().toISOString(),
      ...(files.length
        ? {
            files: files.map((item) => item.file.name),
            uploads: files.map((item) => ({ filename: item.file.name, data: item.preview })),
          }
        : {}),
    }
    setMessages([...previous, userMessage])
    setSending(true)
    void loadMarkdown()
    lead.noteUserText(content)

    const total = files.reduce((sum, item) => sum + item.file.size, 0)
    const result = await sendChatMessage(
      {
        message: content,
        customerEmail: lead.info.email,
        customerName: lead.info.name,
        history: historyOf(previous),
        files: files.map((item) => item.file),
      },
      {
        // The body's progress, shared out over the files in the order they are sent.
        onProgress: (fraction) => {
          let before = 0
          const sent = fraction * total
          setSelected((current) =>
            current.map((item) => {
              if (!files.some((file) => file.id === item.id)) return item
              const progress = Math.max(0, Math.min(1, (sent - before) / (item.file.size || 1)))
              before += item.file.size
              return { ...item, progress }
            }),
          )
        },
      },
    )
    setSending(false)
    // Sent or not, these files leave the strip: with the message, or kept on it to send again.
    setSelected((current) => current.filter((item) => !files.some((file) => file.id === item.id)))
    if (result.ok) {
      setMessages((current) => [
        ...current,
        {
          id: randomId(),
          role: 'assistant',
          content: result.content,
          at: new Date().toISOString(),
        },
      ])
      lead.noteReply(result.content)
    } else {
      showError(result.message)
      // Nothing is lost: the message stays, marked, with its files, to be sent again.
      setMessages((current) =>
        current.map((message) =>
          message.id === userMessage.id
            ? { ...message, failed: { items: files.map((item) => ({ ...item, progress: 0 })) } }
            : message,
        ),
      )
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const content = text.trim()
    if (sending || (!content && selected.length === 0)) return
    setText('')
    // The answer shows in the conversation.
    if (picker === 'open') setPicker('behind')
    void send(content, selected)
  }

  /**
   * A file of a message that was not sent, taken off it (the server refused it, say): the rest can
   * be sent again. A message left with nothing to send goes.
   */
  const removeFailedFile = (messageId: string, itemId: string) =>
    setMessages((current) =>
      current.flatMap((message) => {
        if (message.id !== messageId || !message.failed) return [message]
        const at = message.failed.items.findIndex((item) => item.id === itemId)
        const items = message.failed.items.filter((_, index) => index !== at)
        if (!items.length && !message.content) return []
        const uploads = message.uploads?.filter((_, index) => index !== at)
        return [
          {
            ...message,
            failed: { items },
            files: items.length ? items.map((item) => item.file.name) : undefined,
            uploads: uploads?.length ? uploads : undefined,
          },
        ]
      }),
    )

  const retry = (message: ChatMessage) => {
    const items = message.failed?.items ?? []
    setSelected((current) => [...current, ...items])
    void send(message.content, items, message.id)
  }

  const canSend = !sending && (text.trim() !== '' || selected.length > 0)

  return (
    <div
      className={`flex h-full min-h-0 flex-col bg-white text-charcoal-900 ${variant === 'page' ? 'rounded-xl shadow-lg ring-1 ring-black/10' : ''}`}
      data-testid="chat-panel"
    >
      {/* Focusable, so that a keyboard can scroll a long conversation (WCAG 2.1.1). */}
      <div
        hidden={picker === 'open'}
        role="log"
        aria-live="polite"
        aria-label="Conversation with the Log Lens assistant"
        tabIndex={0}
        className="focus-ring-light min-h-0 flex-1 space-y-3 overflow-y-auto overscroll-contain p-4"
      >
        {messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            onRetry={() => retry(message)}
            onRemoveFile={(itemId) => removeFailedFile(message.id, itemId)}
            busy={sending}
          />
        ))}
        {sending && (
          <div
            className="flex items-center gap-2 text-sm text-charcoal-900/80"
            data-testid="chat-analyzing"
          >
            <SpinnerIcon className="size-4" />
            Analyzing...
          </div>
        )}
        <div ref={end} />
      </div>

      {picker ? (
        // In the conversation's place, the message box below it: every window is within reach.
        <section
          hidden={picker !== 'open'}
          aria-label="Book your free on-site inspection"
          className="flex min-h-0 flex-1 flex-col"
          data-testid="chat-booking"
        >
          <div className="border-b border-black/10 px-4 py-1">
            <button
              ref={back}
              type="button"
              onClick={hidePicker}
              className="focus-ring-light inline-flex min-h-11 items-center gap-1 font-semibold text-forest-800 hover:underline"
            >
              <span aria-hidden="true">←</span> Back to the chat
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
            <LazyBookingPicker
              lead={lead.booking}
              place={lead.place ?? lead.info.location}
              contact={
                lead.info.name && lead.info.email && lead.info.phone
                  ? { name: lead.info.name, email: lead.info.email, phone: lead.info.phone }
                  : undefined
              }
            />
          </div>
        </section>
      ) : null}

      {lead.saved && (
        <p
          hidden={picker === 'open'}
          role="status"
          className="mx-4 mb-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800 ring-1 ring-green-600/30"
          data-testid="chat-lead-saved"
        >
          Your information has been saved. We&apos;ll contact you within 24-48 hours.
        </p>
      )}
      {lead.saved && lead.booking && lead.info.name && lead.info.email && lead.info.phone ? (
        <div ref={book} hidden={picker === 'open'} className="mx-4 mb-2" data-testid="chat-book">
          <BookInspection
            label="Book your free on-site inspection"
            lead={lead.booking}
            place={lead.place ?? lead.info.location}
            onOpen={showPicker}
          />
        </div>
      ) : null}

      {/* The contact step (asked for, or a phone given): texts about the visit, if wanted. */}
      {lead.info.awaitingContact || lead.info.phone ? (
        <div hidden={picker === 'open'} className="mx-4 mb-2" data-testid="chat-text-me">
          <TextMeTick
            id="chat-textMe"
            checked={lead.textMe}
            onChange={(event) => lead.setTextMe(event.currentTarget.checked)}
          />
          {lead.textMe && lead.phoneIssue ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-800">
              {lead.phoneIssue}
            </p>
          ) : null}
        </div>
      ) : null}

      <form onSubmit={submit} className="space-y-2 border-t border-black/10 p-3">
        {selected.length > 0 && (
          <ul
            className="flex gap-2 overflow-x-auto pb-1"
            aria-label="Files to send"
            data-testid="chat-selected"
          >
            {selected.map((item) => (
              <li
                key={item.id}
                className="relative size-16 shrink-0 overflow-hidden rounded-md bg-cream-100 ring-1 ring-black/10"
              >
                {item.preview === PLACEHOLDER ? (
                  <span
                    className="flex size-full flex-col items-center justify-center gap-0.5 p-1 text-[10px] text-charcoal-900/80"
                    data-testid="chat-placeholder"
                  >
                    {item.file.type.startsWith('video/') ? (
                      <PlayIcon className="size-5" />
                    ) : (
                      <FileIcon className="size-5" />
                    )}
                    <span className="w-full truncate text-center">{item.file.name}</span>
                  </span>
                ) : (
                  // A data URL of the visitor's own file: nothing for next/image to optimise.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={item.preview} alt={item.file.name} className="size-full object-cover" />
                )}
                {sending && (
                  <span
                    className="absolute inset-0 flex items-end bg-black/45"
                    role="progressbar"
                    aria-label={`Uploading ${item.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                    data-testid="chat-progress"
                  >
                    <span
                      className="block h-1.5 bg-cedar-300 transition-[width]"
                      style={{ width: `${item.progress * 100}%` }}
                    />
                    <span className="absolute inset-0 flex items-center justify-center text-xs font-semibold text-white">
                      {Math.round(item.progress * 100)}%
                    </span>
                  </span>
                )}
                <button
                  type="button"
                  disabled={sending}
                  onClick={() =>
                    setSelected((current) => current.filter((file) => file.id !== item.id))
                  }
                  aria-label={`Remove ${item.file.name}`}
                  className="focus-ring-light absolute top-0.5 right-0.5 inline-flex size-6 items-center justify-center rounded-full bg-black/70 text-white disabled:opacity-50"
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/*,video/*,.heic,.heif,.jpg,.jpeg,.png,.dng"
          multiple
          hidden
          onChange={(event) => void addFiles(event.target.files)}
          data-testid="chat-file-input"
        />
        <button
          type="button"
          onClick={pickFiles}
          disabled={sending}
          className="focus-ring-light flex w-full items-center justify-center gap-2 rounded-md border-2 border-dashed border-forest-700/50 px-3 py-2.5 text-sm font-semibold text-forest-800 hover:bg-cream-50 disabled:opacity-50"
        >
          <UploadIcon className="size-5" />
          {messages.length > 2 ? CHAT_WORDS[review].addMore : 'Tap to add photos or videos'}
        </button>
        <div className="flex gap-2">
          <label htmlFor="chat-message" className="sr-only">
            Message
          </label>
          <input
            id="chat-message"
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={sending}
            placeholder="Type a message..."
            autoComplete="off"
            enterKeyHint="send"
            maxLength={4000}
            className="h-11 min-w-0 flex-1 rounded-md border border-charcoal-900/30 px-3 text-base outline-none focus:border-forest-700 focus:ring-2 focus:ring-forest-700 disabled:bg-cream-50"
          />
          <button
            type="submit"
            disabled={!canSend}
            aria-label="Send message"
            className="focus-ring-light inline-flex h-11 items-center justify-center rounded-md bg-cedar-600 px-4 font-semibold text-white hover:bg-cedar-700 disabled:opacity-50"
          >
            {sending ? <SpinnerIcon className="size-5" /> : 'Send'}
          </button>
        </div>
      </form>
    </div>
  )
}

function Message({
  message,
  onRetry,
  onRemoveFile,
  busy,
}: {
  message: ChatMessage
  onRetry: () => void
  onRemoveFile: (itemId: string) => void
  busy: boolean
}) {
  const user = message.role === 'user'
  return (
    <div
      className={`flex ${user ? 'justify-end' : 'justify-start'}`}
      data-testid={`chat-${message.role}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-[15px] leading-relaxed ${user ? 'rounded-br-sm bg-forest-800 text-cream-50' : 'rounded-bl-sm bg-cream-100'}`}
      >
        {message.uploads && message.uploads.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Files sent">
            {message.uploads.map((upload, index) => (
              <li
                key={`${upload.filename}-${index}`}
                className="size-14 overflow-hidden rounded bg-black/20"
                title={upload.filename}
              >
                {upload.data === PLACEHOLDER ? (
                  <span className="flex size-full items-center justify-center">
                    <FileIcon className="size-5" />
                    <span className="sr-only">{upload.filename}</span>
                  </span>
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={upload.data} alt={upload.filename} className="size-full object-cover" />
                )}
              </li>
            ))}
          </ul>
        )}
        {user || message.greeting ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : (
          <Suspense fallback={<p className="whitespace-pre-wrap">{message.content}</p>}>
            <Markdown>{message.content}</Markdown>
          </Suspense>
        )}
        {message.failed && (
          <>
            <p className="mt-2 flex items-center gap-2 text-sm">
              Not sent.
              <button
                type="button"
                onClick={onRetry}
                disabled={busy}
                className="font-semibold underline underline-offset-2"
              >
                Try again
              </button>
            </p>
            {message.failed.items.length > 0 && (
              <ul className="mt-1 space-y-1 text-sm" aria-label="Files not sent">
                {message.failed.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-2">
                    <span className="min-w-0 truncate">{item.file.name}</span>
                    <button
                      type="button"
                      onClick={() => onRemoveFile(item.id)}
                      disabled={busy}
                      aria-label={`Remove ${item.file.name}`}
                      className="shrink-0 font-semibold underline underline-offset-2"
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  )
}
