import { CalendarFeedBox } from '@/features/booking/admin/CalendarFeedBox'
import { serverUrl } from '@/lib/site/urls'

/**
 * The owner's calendar feed in the studio (the Availability page's field), at the site's public
 * address (NEXT_PUBLIC_SERVER_URL, lib/site/urls.ts), the one the feed's own links use: not the
 * address this browser happened to open the studio at, which a phone may not reach.
 */
export function CalendarFeed() {
  return <CalendarFeedBox siteAddress={serverUrl()} />
}
