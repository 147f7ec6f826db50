'use client'

import { openLogLens } from '@/components/LogLens/events'
import { CameraIcon } from '@/components/ui/icons'
import { outlineButtonLight } from '@/components/ui/styles'

/** An entry point to the assistant: fires `openLogLensModal`, which the site's LogLens answers. */
export function AnalyzePhotosButton({ className = outlineButtonLight }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={openLogLens}
      aria-haspopup="dialog"
      data-testid="analyze-photos"
      className={className}
    >
      <CameraIcon className="size-5" />
      Analyze my log home photos
    </button>
  )
}
