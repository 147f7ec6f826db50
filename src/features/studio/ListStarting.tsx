'use client'

import { LIST_STARTING, useListStarted } from '@/mends/listStarting'

/**
 * Above every list in the studio: a mark that the list is still starting, gone from the render
 * after it has started. Until then the list's links and buttons and the menu's links are not
 * pressable (custom.scss), and the list shows it (the mend, and when it can go:
 * mends/listStarting.ts).
 */
export function ListStarting() {
  return useListStarted() ? null : <span className={LIST_STARTING} hidden />
}
