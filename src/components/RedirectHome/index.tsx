'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/** Spec section 9: the 404 page goes home after 3 seconds. */
export const REDIRECT_HOME_DELAY_MS = 3000

/**
 * Sends the visitor to the home page after a short delay, with a visible countdown. "Stay on
 * this page" cancels it for anyone who needs more time to read (WCAG 2.2.1).
 */
export function RedirectHome({
  delayMs = REDIRECT_HOME_DELAY_MS,
  since = 0,
}: {
  delayMs?: number
  /** When the page was shown, on the `performance.now()` clock (see ./Later.tsx). */
  since?: number
}) {
  const router = useRouter()
  const left = () => Math.max(0, since + delayMs - performance.now())
  const [secondsLeft, setSecondsLeft] = useState(() => Math.ceil(left() / 1000))
  const [cancelled, setCancelled] = useState(false)

  useEffect(() => {
    if (cancelled) return
    const redirect = window.setTimeout(() => router.replace('/'), left())
    const tick = window.setInterval(() => setSecondsLeft(Math.ceil(left() / 1000)), 250)
    return () => {
      window.clearTimeout(redirect)
      window.clearInterval(tick)
    }
    // `left` reads the clock; it changes with `since` and `delayMs`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cancelled, delayMs, since, router])

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
