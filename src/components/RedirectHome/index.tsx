'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/** Spec section 9: the 404 page goes home after 3 seconds. */
export const REDIRECT_HOME_DELAY_MS = 3000

/**
 * Sends the visitor to the home page after a short delay, with a visible countdown. "Stay on
 * this page" cancels it for anyone who needs more time to read (WCAG 2.2.1).
 *
 * The delay counts from when the countdown has been drawn (the frame after the one that drew it),
 * and the page's message with it (it comes first: in the server's HTML, or in the same render),
 * not from the navigation: on a busy machine the message showed 1.2 to 1.6 s after the navigation
 * began and the page left at 3.2 s. A tab in the background draws nothing: it waits until seen.
 */
export function RedirectHome({ delayMs = REDIRECT_HOME_DELAY_MS }: { delayMs?: number }) {
  const router = useRouter()
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(delayMs / 1000))
  const [cancelled, setCancelled] = useState(false)

  useEffect(() => {
    if (cancelled) return
    let frame = 0
    let redirect: number | undefined
    let tick: number | undefined
    const start = () => {
      const shownAt = performance.now()
      const left = () => Math.max(0, shownAt + delayMs - performance.now())
      redirect = window.setTimeout(() => router.replace('/'), delayMs)
      tick = window.setInterval(() => setSecondsLeft(Math.ceil(left() / 1000)), 250)
    }
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(start)))
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(redirect)
      window.clearInterval(tick)
    }
  }, [cancelled, delayMs, router])

  if (cancelled) return null
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-charcoal-900">
      <span>
        Taking you to the home page in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
      </span>
      <button
        type="button"
        onClick={() => setCancelled(true)}
        className="focus-ring-light min-h-11 font-semibold text-forest-700 underline underline-offset-2"
      >
        Stay on this page
      </button>
    </p>
  )
}
