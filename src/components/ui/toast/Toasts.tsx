'use client'

import { createPortal } from 'react-dom'
import { createRoot } from 'react-dom/client'

import { TOAST_REGION } from '@/components/ui/toast/Regions'
import { ToastView } from '@/components/ui/toast/ToastView'
import { useToast } from '@/components/ui/toast/useToast'

/** The toast on screen, in the live region of its kind. */
function Toasts() {
  const { toasts } = useToast()
  const current = toasts.find((t) => t.open)
  if (!current) return null
  const region = document.getElementById(
    current.variant === 'destructive' ? TOAST_REGION.assertive : TOAST_REGION.polite,
  )
  return region ? createPortal(<ToastView key={current.id} toast={current} />, region) : null
}

let mounted = false

/** Starts showing toasts: once, with the first one (the store calls it). */
export function mountToasts() {
  if (mounted) return
  mounted = true
  const host = document.createElement('div')
  host.dataset.toasts = ''
  document.body.appendChild(host)
  createRoot(host).render(<Toasts />)
}
