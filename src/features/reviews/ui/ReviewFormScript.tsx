'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PRELOAD_ERROR_EVENT } from '@/components/ui/lazyComponent'

/**
 * The review form's script, kept out of the page's first load: this component draws nothing and,
 * once the page runs, loads ./enhance.ts and hands it the server-drawn form (`formId`). Until then,
 * or if it never loads, the form posts by itself. On a sent review it moves to `sentPath`.
 */
export function ReviewFormScript({ formId, sentPath }: { formId: string; sentPath: string }) {
  const router = useRouter()
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    let live = true
    let stop: (() => void) | undefined
    import('@/features/reviews/ui/enhance').then(
      ({ enhanceReviewForm }) => {
        if (live) stop = enhanceReviewForm(form, () => router.replace(sentPath))
      },
      (error: unknown) => {
        window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }))
      },
    )
    return () => {
      live = false
      stop?.()
    }
  }, [formId, sentPath, router])
  return null
}
