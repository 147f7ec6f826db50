'use client'

import { useEffect, useState } from 'react'

/**
 * Mend: a list in the studio takes no press while it still rewrites its address.
 *
 * What it mends: Payload's list writes its query into the address as it starts
 * (`ListQueryProvider`'s `syncPropsToURL`: `window.history.replaceState` in an effect), and
 * Next.js's router takes that as a navigation that drops any navigation still under way
 * (`dispatchAction` marks the pending one discarded). A press on "Create New", a row or the menu
 * in that moment went nowhere: on a slow laptop, six presses in six.
 *
 * Upstream: none found. Payload's list has written its query with `replaceState` since
 * payloadcms/payload#11172 (it pushed before, which broke the back button).
 *
 * How: features/studio/ListStarting.tsx, above every list, draws a mark (LIST_STARTING) until the
 * list has started; while it is there, the list's links and buttons and the menu's links take no
 * pointer (app/(payload)/custom.scss).
 *
 * Canaries: tests/e2e/presses.spec.ts presses them once, early, with the CPU slowed fourfold, and
 * has a test that fails when Payload's list stops rewriting its address; tests/unit/mends.test.ts
 * fails when Payload's list provider no longer calls `replaceState`.
 *
 * To remove it, once Payload's list stops rewriting its address as it starts (or Next.js keeps a
 * pending navigation through a `replaceState`): delete this file, features/studio/ListStarting.tsx,
 * its `beforeList` entry in features/studio/plugin.ts and the `.list-starting` rules in
 * custom.scss, and regenerate the import map.
 */

/** The class of the mark custom.scss looks for. */
export const LIST_STARTING = 'list-starting'

/**
 * False until the list this is drawn above has started. Effects run child first, so the list's
 * own effect (its address) runs after this one and before the render this state change asks for:
 * the mark goes once the address is written.
 */
export function useListStarted(): boolean {
  const [started, setStarted] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setStarted(true), [])
  return started
}
