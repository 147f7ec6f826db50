'use client'

import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { loadCombobox, type Enhanced } from '@/features/search/ui/load'

/**
 * Brings the header's server-rendered search form to life: on its first hover, touch or focus,
 * the combobox loads and renders inside that form. Until then the page carries none of its code.
 */
export function HeaderSearch({ formId }: { formId: string }) {
  const [enhanced, setEnhanced] = useState<(Enhanced & { form: HTMLFormElement }) | null>(null)

  useEffect(() => {
    const form = document.getElementById(formId)
    const input = form?.querySelector('input')
    if (!(form instanceof HTMLFormElement) || !input) return
    const enhance = () => loadCombobox(form, input, (loaded) => setEnhanced({ ...loaded, form }))
    const intents = ['pointerenter', 'touchstart', 'focusin'] as const
    for (const type of intents) form.addEventListener(type, enhance, { passive: true })
    // Focused or under the pointer before this code ran (a fast hand on a slow phone): load now,
    // since neither event comes again.
    if (form.contains(document.activeElement) || form.matches(':hover')) enhance()
    return () => {
      for (const type of intents) form.removeEventListener(type, enhance)
    }
  }, [formId])

  if (!enhanced) return null
  return createPortal(<enhanced.Combobox {...enhanced.props} variant="header" />, enhanced.form)
}
