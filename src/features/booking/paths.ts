/** Where the owner's calendar feed is served: the key in the address is the only password. */
export const calendarFeedPath = (key: string) => `/api/booking/calendar/${encodeURIComponent(key)}`

/** A visit's own page, from its e-mails: when and where, move it, cancel it. */
export const visitPagePath = (token: string) => `/booking/${encodeURIComponent(token)}`

/** The booking page without JavaScript: the windows for a place, as a plain form. */
export const bookPagePath = (query: Record<string, string | undefined> = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
  return search.size > 0 ? `/book?${search}` : '/book'
}
