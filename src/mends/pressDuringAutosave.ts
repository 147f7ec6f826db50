'use client'

import { useFormBackgroundProcessing } from '@payloadcms/ui'
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Mend: a press on Publish or Save draft made while an autosave runs is carried out when the
 * autosave ends.
 *
 * What it mends: Payload disables those buttons while its autosave (fields/versions.ts: 1.5 s
 * after the last change) is in flight, and the browser drops a press on a disabled button: the
 * owner who pressed Publish as the autosave began saw the draft saved and nothing published.
 *
 * Upstream: none found for the lost press; Payload disables the buttons on purpose since
 * payloadcms/payload#11343 (`useFormBackgroundProcessing`, for #6648: a publish racing an
 * autosave), and queues nothing behind the autosave.
 *
 * Canaries: tests/e2e/presses.spec.ts presses Publish once while an autosave is held on its way;
 * tests/unit/mends.test.ts fails when Payload's Publish and Save draft buttons stop reading
 * `useFormBackgroundProcessing`, the sign that they may no longer be disabled by an autosave.
 *
 * To remove it, once Payload queues a submit behind its autosave instead of disabling the button:
 * delete this file, features/publishing/admin/PressDuringAutosave.tsx, its entry in
 * fields/versions.ts `publishControls`, its rule in publishing.css, and regenerate the import map.
 */

/** Payload's buttons that it disables while an autosave runs ("Publish changes", "Save draft"). */
const SAVE_BUTTONS = ['action-save', 'action-save-draft']

/**
 * Carries out the press on the form that `mark` (an element inside it) finds. The browser still
 * sends the pointer's own events to a disabled button, so the press is noticed here, the button
 * says it is busy, and it is pressed once the autosave has answered (if it is still there and
 * enabled). A press that the browser delivers itself is left alone, and only this form's buttons
 * count (a document drawer over the page has a form, and buttons, of its own).
 */
export function useCarryPressThroughAutosave(mark: RefObject<HTMLElement | null>): void {
  const autosaving = useFormBackgroundProcessing()
  const autosavingNow = useRef(autosaving)
  const carryOut = useRef(() => {})

  // In step with the DOM: the button is disabled in the same commit that this sees the autosave.
  useLayoutEffect(() => {
    autosavingNow.current = autosaving
  }, [autosaving])

  useEffect(() => {
    const form = mark.current?.closest('form')
    if (!form) return
    const saveButton = (target: EventTarget | null) => {
      const button = target instanceof Element ? target.closest('button') : null
      return button && SAVE_BUTTONS.includes(button.id) && form.contains(button) ? button : null
    }
    // The button a press began on, and whether the autosave had it disabled then.
    let down: { button: HTMLButtonElement; held: boolean } | null = null
    let held: HTMLButtonElement | null = null

    const release = () => {
      held?.removeAttribute('aria-busy')
      held?.removeAttribute('data-press-held')
      held = null
    }
    carryOut.current = () => {
      if (!held || autosavingNow.current) return
      // After the render that enabled the button, and after any click the browser sends itself.
      setTimeout(() => {
        // Another autosave began meanwhile: held until that one ends.
        if (!held || autosavingNow.current) return
        const button = held
        release()
        if (button.isConnected && !button.disabled) button.click()
      }, 0)
    }

    const onDown = (event: PointerEvent) => {
      const button = saveButton(event.target)
      down = button && { button, held: button.disabled && autosavingNow.current }
    }
    const onUp = (event: PointerEvent) => {
      const button = saveButton(event.target)
      const began = down
      down = null
      if (!button || began?.button !== button) return
      if (!began.held && !(button.disabled && autosavingNow.current)) return
      held = button
      button.setAttribute('aria-busy', 'true')
      button.setAttribute('data-press-held', '')
      carryOut.current()
    }
    const onClick = (event: MouseEvent) => {
      if (held && saveButton(event.target) === held) release()
    }
    const onCancel = () => {
      down = null
    }

    document.addEventListener('pointerdown', onDown, true)
    document.addEventListener('pointerup', onUp, true)
    document.addEventListener('pointercancel', onCancel, true)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('pointerdown', onDown, true)
      document.removeEventListener('pointerup', onUp, true)
      document.removeEventListener('pointercancel', onCancel, true)
      document.removeEventListener('click', onClick, true)
    }
  }, [mark])

  useEffect(() => {
    if (!autosaving) carryOut.current()
  }, [autosaving])
}
