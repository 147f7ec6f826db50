'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** How often the box asks, and for how long: the e-mail queue runs every 5 seconds. */
const EVERY_MS = 1500
const FOR_MS = 2 * 60_000

/**
 * Follows a review request being sent: asks for its state until the e-mail queue has taken it,
 * then draws the case file again, so the box says "Sent" (or why not) without a reload.
 */
export function FollowSending({ id }: { id: number }) {
  const router = useRouter()
  useEffect(() => {
    const started = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const ask = async () => {
      try {
        const response = await fetch(`/api/review-requests/${id}?depth=0&select[state]=true`, {
          credentials: 'include',
        })
        const request = response.ok ? ((await response.json()) as { state?: string }) : null
        if (!stopped && request && request.state !== 'scheduled') {
          router.refresh()
          return
        }
      } catch {
        // Asked again below.
      }
      if (!stopped && Date.now() - started < FOR_MS) timer = setTimeout(ask, EVERY_MS)
    }
    timer = setTimeout(ask, EVERY_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [id, router])
  return null
}
