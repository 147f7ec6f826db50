import { expect, test } from '@playwright/test'

/**
 * Issue 40: on a phone the floating "Photos" launcher sat on the text of the field being typed in.
 * It steps aside while a field has the focus, and comes back after.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('the Photos launcher steps aside while a field is typed in, and comes back', async ({
  page,
}) => {
  await page.goto('/cost-calculator')
  // The estimate form, once its script has taken over the plain form.
  await expect(page.getByTestId('file-input')).toBeAttached()
  const launcher = page.getByTestId('log-lens-launcher')
  await expect(launcher).toBeVisible()
  const field = page.getByLabel('Full name')
  await field.scrollIntoViewIfNeeded()
  await field.tap()
  await expect(field).toBeFocused()
  await expect(launcher).toBeHidden()
  await field.blur()
  await expect(launcher).toBeVisible()
})
