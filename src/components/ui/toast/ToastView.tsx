'use client'

import { useEffect, useRef, useState, type PointerEvent } from 'react'

import { CloseIcon } from '@/components/ui/icons'
import { iconButton } from '@/components/ui/styles'
import {
  dismissToast,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  type ToastItem,
} from '@/components/ui/toast/state'

const VARIANTS = {
  default: 'bg-white text-charcoal-900 ring-1 ring-black/10 border-l-4 border-forest-700',
  // White on red-800 is above 7:1.
  destructive: 'bg-red-800 text-white',
} as const

/**
 * One toast: title, description and a close button. It closes by itself after its duration, which
 * pauses while the pointer is over it or focus is in it; Escape or a swipe to the right past
 * SWIPE_THRESHOLD closes it too.
 */
export function ToastView({ toast }: { toast: ToastItem }) {
  const { id, title, description, variant = 'default', duration = TOAST_DURATION } = toast
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [offset, setOffset] = useState(0)
  const [swiping, setSwiping] = useState(false)
  const remaining = useRef(duration)
  const swipeStart = useRef<number | null>(null)
  const paused = hovered || focused || swiping

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return
    const started = Date.now()
    const timer = setTimeout(() => dismissToast(id), Math.max(0, remaining.current))
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, id, duration])

  const close = () => dismissToast(id)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return
    swipeStart.current = event.clientX
    setSwiping(true)
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return
    setOffset(Math.max(0, event.clientX - swipeStart.current))
  }
  const onPointerEnd = () => {
    if (swipeStart.current === null) return
    swipeStart.current = null
    setSwiping(false)
    if (offset > SWIPE_THRESHOLD) close()
    else setOffset(0)
  }

  return (
    <div
      data-testid="toast"
      data-variant={variant}
      className={`pointer-events-auto mt-2 flex touch-pan-y items-start gap-2 rounded-lg py-3 pr-1.5 pl-4 shadow-lg animate-[chrome-pop-in_150ms_ease-out] motion-reduce:animate-none ${VARIANTS[variant]}`}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 300 } : {}}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="min-w-0 flex-1 py-1">
        {title && <p className="font-semibold">{title}</p>}
        {description && <p className="mt-1 text-sm leading-5 break-words">{description}</p>}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={close}
        className={`${iconButton} hover:bg-black/10 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-current`}
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  )
}
