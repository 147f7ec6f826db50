/** Where toasts appear: polite news and assertive errors, in the page from its first paint. */
export const TOAST_REGION = { polite: 'toast-polite', assertive: 'toast-assertive' } as const

/**
 * The site's toast area, in every page's HTML: two live regions, present from the first paint so
 * screen readers announce what appears in them. No code of its own: the toasts' code loads with
 * the first toast and renders into these regions (see Toasts).
 */
export function ToastRegions() {
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-stretch p-3 sm:inset-x-auto sm:right-0 sm:w-[26rem] sm:p-5"
    >
      <div id={TOAST_REGION.polite} role="status" aria-live="polite" aria-atomic="true" />
      <div id={TOAST_REGION.assertive} role="alert" aria-live="assertive" aria-atomic="true" />
    </section>
  )
}
