'use client'

import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

type FormProps = { headingLevel?: 2 | 3 }

const load = () => import('@/components/EstimateForm/Form')

/** What tells us a visitor is here and may reach the form: any scroll, touch, pointer or key. */
const INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'pointermove', 'keydown']

/**
 * The estimate form, loaded by a dynamic import so that its code (react-hook-form, zod, the form)
 * is never part of another page's load: a page that links to the calculator prefetches only this
 * small component. Until the form is there, `children`, the server-drawn placeholder of the same
 * size, holds its place, disabled (so nothing can be typed or sent before the form works).
 *
 * `eager` (the calculator page, where the form is the content): load at once. Otherwise (the home
 * page): load on the visitor's first scroll, touch, pointer movement or key press, or when focus
 * enters the page.
 */
export function LazyEstimateForm(props: FormProps & { eager?: boolean; children: ReactNode }) {
  const { children, eager = false, ...formProps } = props
  const [Form, setForm] = useState<ComponentType<FormProps> | null>(null)

  useEffect(() => {
    let live = true
    const options = { capture: true, passive: true } as const
    const arm = () => {
      for (const type of INTENT_EVENTS) window.addEventListener(type, start, options)
      document.addEventListener('focusin', start, options)
    }
    const disarm = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start, options)
      document.removeEventListener('focusin', start, options)
    }
    function start() {
      disarm()
      load().then(
        (module) => {
          if (live) setForm(() => module.EstimateForm)
        },
        // Offline for a moment: try again on the next interaction.
        () => {
          if (live) arm()
        },
      )
    }
    if (eager) start()
    else arm()
    return () => {
      live = false
      disarm()
    }
  }, [eager])

  return Form ? <Form {...formProps} /> : <>{children}</>
}
