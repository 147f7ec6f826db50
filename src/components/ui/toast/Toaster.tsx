'use client'

import { useEffect, useState, type ComponentType } from 'react'

import type { ToastItem } from '@/components/ui/toast/store'
import { useToast } from '@/components/ui/toast/useToast'

type ViewProps = { toast: ToastItem }

/** The toast's look and behaviour load with the first toast (or when a form asks early). */
export const loadToastView = () => import('@/components/ui/toast/ToastView')

/**
 * The site's toast area, in every page. It holds only the two live regions (polite for news,
 * assertive for errors), present from the first paint so screen readers announce what appears in
 * them; the visible toast's code is loaded on first use.
 */
export function Toaster() {
  const { toasts } = useToast()
  const [View, setView] = useState<ComponentType<ViewProps> | null>(null)
  const current = toasts.find((t) => t.open)

  useEffect(() => {
    if (!current || View) return
    let live = true
    loadToastView().then((module) => {
      if (live) setView(() => module.ToastView)
    })
    return () => {
      live = false
    }
  }, [current, View])

  const show = (destructive: boolean) =>
    View && current && (current.variant === 'destructive') === destructive ? (
      <View key={current.id} toast={current} />
    ) : null

  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-stretch p-3 sm:inset-x-auto sm:right-0 sm:w-[26rem] sm:p-5"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {show(false)}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {show(true)}
      </div>
    </section>
  )
}
