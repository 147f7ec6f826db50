import { OPEN_LOG_LENS_ATTRIBUTE } from '@/features/chat/ui/events'
import { CameraIcon } from '@/components/ui/icons'

/**
 * The small launcher in the corner of the public pages: server markup, a link to /log-lens that
 * LogLens turns into opening the overlay. The assistant's own pages hide it (globals.css).
 */
export function LogLensLauncher() {
  return (
    // A plain link on purpose: no prefetch of /log-lens, and LogLens's click handler decides.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a
      href="/log-lens"
      {...{ [OPEN_LOG_LENS_ATTRIBUTE]: '' }}
      aria-haspopup="dialog"
      data-testid="log-lens-launcher"
      className="log-lens-launcher focus-ring-light fixed right-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-cedar-600 px-4 font-semibold text-white shadow-lg hover:bg-cedar-700 print:hidden"
    >
      <CameraIcon className="size-5" />
      <span className="sr-only sm:not-sr-only">Analyze my photos</span>
      <span className="sm:hidden" aria-hidden="true">
        Photos
      </span>
    </a>
  )
}
