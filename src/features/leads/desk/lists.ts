/**
 * The studio's lists that the dashboard's numbers and the reminders' links open: each the query
 * string of the leads list filtered to exactly what was counted. Plain code (e-mails use it too).
 */
export const LEADS_LIST = '/admin/collections/leads'

const query = (conditions: [field: string, operator: string, value: string][], sort?: string) => {
  const params = new URLSearchParams()
  conditions.forEach(([field, operator, value], index) =>
    params.set(`where[and][${index}][${field}][${operator}]`, value),
  )
  if (sort) params.set('sort', sort)
  return `${LEADS_LIST}?${params}`
}

const unanswered: [string, string, string][] = [
  ['status', 'equals', 'new'],
  ['respondedAt', 'exists', 'false'],
]

/** Leads still unanswered past their respond-by time, the oldest first. */
export const overdueList = (now: string) =>
  query([...unanswered, ['respondBy', 'less_than_equal', now]], 'respondBy')

/** Leads still unanswered that are due between now and `dayEnd` (the next Colorado midnight). */
export const dueTodayList = (now: string, dayEnd: string) =>
  query(
    [...unanswered, ['respondBy', 'greater_than', now], ['respondBy', 'less_than', dayEnd]],
    'respondBy',
  )

/** Leads that came in from `from` (included) to `to` (excluded), of one source if given. */
export const createdList = (from: string, to: string, source?: string) =>
  query([
    ['createdAt', 'greater_than_equal', from],
    ['createdAt', 'less_than', to],
    ...(source ? [['source', 'equals', source] as [string, string, string]] : []),
  ])

/** Leads that came in after `since`. */
export const newSinceList = (since: string) => query([['createdAt', 'greater_than', since]])
