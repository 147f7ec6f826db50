import { OPEN_LOG_LENS_ATTRIBUTE } from '@/features/chat/ui/events'
import { CameraIcon } from '@/components/ui/icons'
import { outlineButtonLight } from '@/components/ui/styles'

/**
 * An entry point to the assistant, with no code of its own: a link to /log-lens, which the
 * site's LogLens turns into opening the overlay (`openLogLensModal`) once the page has loaded.
 * Before that, or without JavaScript, it leads to the assistant's own page.
 */
export function AnalyzePhotosButton({ className = outlineButtonLight }: { className?: string }) {
  return (
    // A plain link on purpose: no prefetch of /log-lens, and LogLens's click handler decides.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a
      href="/log-lens"
      {...{ [OPEN_LOG_LENS_ATTRIBUTE]: '' }}
      aria-haspopup="dialog"
      data-testid="analyze-photos"
      className={className}
    >
      <CameraIcon className="size-5" />
      Analyze my log home photos
    </a>
  )
}
