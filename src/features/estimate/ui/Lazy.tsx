'use client'

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'

import type { EstimateFormProps, Handover } from '@/features/estimate/ui/Form'
import {
  confirmationOf,
  EstimateFormNative,
  noticeOf,
  type NativeStatus,
} from '@/features/estimate/ui/Native'
import type { MinimumJob } from '@/features/estimate/pricing'
import { estimateFormValues, INITIAL_ESTIMATE_STATE } from '@/features/estimate/formState'

type LiveForm = ComponentType<EstimateFormProps>

const load = () => import('@/features/estimate/ui/Form')

/** What tells us a visitor is here and may reach the form: any scroll, touch, pointer or key. */
const INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'pointermove', 'keydown']

/**
 * What the live form takes over from the server-drawn one at the swap: the fields as they are
 * now, the messages and result shown, and the focused control with its caret.
 */
function handover(form: HTMLFormElement, status: NativeStatus, openPicker: boolean): Handover {
  let focus: Handover['initialFocus']
  const active = document.activeElement
  if (active instanceof HTMLElement && active.id && form.contains(active)) {
    focus = { id: active.id, start: null, end: null }
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
      try {
        // Inputs without a caret (email, number) answer null or throw.
        focus = { id: active.id, start: active.selectionStart, end: active.selectionEnd }
        if (active.selectionDirection) focus.direction = active.selectionDirection
      } catch {
        // no caret to keep
      }
    }
  }

  const { state } = status
  return {
    // After a thank-you the fields are locked (disabled, so not in the form's data) and hold what
    // was sent, which is the state's.
    initialValues:
      state.status === 'success' ? state.values : estimateFormValues(new FormData(form)),
    initialErrors: state.errors,
    initialNotice: noticeOf(state),
    initialConfirmation: confirmationOf(state),
    initialFocus: focus,
    openPicker,
  }
}

/**
 * The estimate form. The server draws a real form that works at once, with or without JavaScript
 * (./Native.tsx); the live form (react-hook-form, zod, files, toasts) comes by a dynamic import so
 * that its code is never part of another page's load, and takes its place without losing what was
 * typed, the messages shown, or the focus and caret.
 *
 * `eager` (the calculator page, where the form is the content): load at once. Otherwise (the home
 * page): load on the visitor's first scroll, touch, pointer movement or key press, or when focus
 * enters the page. A submission under way in the server-drawn form finishes there first.
 */
export function LazyEstimateForm({
  headingLevel,
  path,
  eager = false,
  minimum,
}: {
  headingLevel: 2 | 3
  /** The business's smallest job (Business profile). */
  minimum?: MinimumJob | null
  /** The page's address, where a submission made before JavaScript runs lands. */
  path: string
  eager?: boolean
}) {
  const [live, setLive] = useState<{ Form: LiveForm; handover: Handover } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const status = useRef<NativeStatus>({ pending: false, state: INITIAL_ESTIMATE_STATE })
  const loaded = useRef<LiveForm | null>(null)
  const wantsPicker = useRef(false)
  const startRef = useRef<() => void>(() => {})

  /** Swaps in the live form, once its code is here and no submission is under way. */
  const swap = useCallback(() => {
    const Form = loaded.current
    const form = formRef.current
    if (!Form || !form || status.current.pending) return
    const taken = handover(form, status.current, wantsPicker.current)
    // At once, in this task: nothing typed between the reading and the swap can be lost.
    flushSync(() => setLive({ Form, handover: taken }))
  }, [])

  useEffect(() => {
    let mounted = true
    let started = false
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
      if (started) return
      started = true
      disarm()
      load().then(
        (module) => {
          if (!mounted) return
          loaded.current = module.EstimateForm
          swap()
        },
        // Offline for a moment: try again on the next interaction.
        () => {
          started = false
          if (mounted) arm()
        },
      )
    }
    startRef.current = start
    if (eager) start()
    else arm()
    return () => {
      mounted = false
      disarm()
    }
  }, [eager, swap])

  const onStatus = useCallback(
    (next: NativeStatus) => {
      status.current = next
      // Not from inside React's commit: flushSync needs a task of its own.
      if (!next.pending && loaded.current) queueMicrotask(swap)
    },
    [swap],
  )

  const onChoosePhotos = useCallback(() => {
    // Photos need the live form: it opens the file picker as soon as it is here.
    wantsPicker.current = true
    startRef.current()
  }, [])

  if (live) return <live.Form headingLevel={headingLevel} minimum={minimum} {...live.handover} />
  return (
    <EstimateFormNative
      headingLevel={headingLevel}
      path={path}
      formRef={formRef}
      onStatus={onStatus}
      onChoosePhotos={onChoosePhotos}
      minimum={minimum}
    />
  )
}
