import { BEACON_LOADER } from '@/features/analytics/ui/beacon'

/**
 * The site's own analytics: a one-line inline script at the end of the body that, once the page
 * has loaded, adds the beacon's small file (features/analytics/ui/beacon). Nothing for the page's
 * first load, no React code on any page.
 */
export function AnalyticsBeacon() {
  // A fixed script of this module, no outside input.
  return <script dangerouslySetInnerHTML={{ __html: BEACON_LOADER }} />
}
