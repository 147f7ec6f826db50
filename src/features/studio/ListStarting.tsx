'use client'

import { useEffect, useState } from 'react'

/**
 * Above every list in the studio: a mark that the list is still starting, gone from the render
 * after it has started. Until then the list's links and buttons and the menu's links are not
 * pressable (custom.scss), and the list shows it.
 *
 * Why: Payload's list writes its query into the address as it starts (`ListQueryProvider`'s
 * `syncPropsToURL`: `window.history.replaceState` in an effect), and Next.js's router takes that
 * as a navigation that drops any navigation still under way (`dispatchAction` marks the pending
 * one discarded). A press on "Create New", a row or the menu in that moment went nowhere: on a
 * slow laptop, six presses in six. tests/e2e/presses.spec.ts presses them once, early, with the
 * CPU slowed fourfold, and has a test that fails when Payload's list stops rewriting its address
 * (then this mark can go).
 */
export function ListStarting() {
  const [started, setStarted] = useState(false)
  // Effects run child first, so the list's own effect (its address) runs after this one and
  // before the render this state change asks for: the mark goes once the address is written.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setStarted(true), [])
  return started ? null : <span className="list-starting" hidden />
}
