'use client'

import { useRef } from 'react'

import { useCarryPressThroughAutosave } from '@/mends/pressDuringAutosave'

/**
 * Above the edit view's controls: a press on Publish or Save draft made while an autosave runs is
 * carried out when the autosave ends (the mend, and when it can go: mends/pressDuringAutosave.ts).
 */
export function PressDuringAutosave() {
  const mark = useRef<HTMLSpanElement>(null)
  useCarryPressThroughAutosave(mark)
  // Nothing to see: a mark that finds this form.
  return <span ref={mark} hidden />
}
