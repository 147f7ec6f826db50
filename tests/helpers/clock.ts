import type { Page } from '@playwright/test'

/** Playwright's clock, stopped from the page's first script on: only the test moves it. */
export async function stoppedClock(page: Page) {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
}
