import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import { iconButton } from '@/components/ui/styles'

/** White on black/60 and above: at least 7:1 wherever the controls sit over a picture. */
export const overlayButton = `${iconButton} size-12 rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white`

/** A viewer's "Previous file" / "Next file" buttons at the sides of the picture. */
export function StepButtons({ onStep }: { onStep: (step: -1 | 1) => void }) {
  return (
    <>
      <button
        type="button"
        onClick={() => onStep(-1)}
        aria-label="Previous file"
        className={`${overlayButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
      >
        <ChevronLeftIcon className="size-7" />
      </button>
      <button
        type="button"
        onClick={() => onStep(1)}
        aria-label="Next file"
        className={`${overlayButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
      >
        <ChevronRightIcon className="size-7" />
      </button>
    </>
  )
}
