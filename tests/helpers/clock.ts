import type { Page } from '@playwright/test'

/**
 * Playwright's clock, stopped from the page's first script on: only the test moves it. Its fake
 * `performance` answers no navigation entries, which the 404 page reads to know it came as a
 * document (its 3 seconds count from the navigation's start): those stay the browser's own.
 */
export async function stoppedClock(page: Page) {
  await page.addInitScript(() => {
    const entries = performance.getEntriesByType.bind(performance)
    Object.defineProperty(window, '__navigationEntries', { value: entries })
  })
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.addInitScript(() => {
    const entries = (window as unknown as { __navigationEntries: Performance['getEntriesByType'] })
      .__navigationEntries
    performance.getEntriesByType = (type: string) => entries(type)
  })
}
