'use client'

import { Suspense } from 'react'

import { SpinnerIcon } from '@/components/ui/icons'
import { lazyComponent } from '@/components/ui/lazyComponent'
import { useIsClient } from '@/components/ui/useIsClient'
import { loadPhotoReview } from '@/features/chat/ui/photoReview'

/** The chat on its own page, loaded right after the page (not part of its first load). */
const ChatPanel = lazyComponent(
  () => Promise.all([import('@/features/chat/ui/ChatPanel'), loadPhotoReview()]).then(([m]) => m),
  (m) => m.ChatPanel,
)

const loading = (
  <div
    className="flex h-full items-center justify-center gap-2 rounded-xl bg-white text-charcoal-900/80 shadow-lg ring-1 ring-black/10"
    role="status"
  >
    <SpinnerIcon className="size-5" />
    Loading the assistant...
  </div>
)

/** Drawn in the browser only: a server-drawn panel would take typing before its code runs. */
export function ChatFullPage() {
  const isClient = useIsClient()
  return (
    <div
      className="mx-auto h-[min(720px,80dvh)] max-w-3xl px-4 py-8"
      data-testid="chat-page"
      data-chat-page
    >
      {isClient ? (
        <Suspense fallback={loading}>
          <ChatPanel variant="page" />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  )
}
