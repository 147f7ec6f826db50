/**
 * Said on `window` when a script takes the visitor to /search?q=… (the header's search box, its
 * "See all results"), with the text searched for: the /search page's results go at once
 * (./PendingResults). A plain form or link the browser follows needs no word: the page sees it.
 */
export const SEARCH_LEAVING_EVENT = 'search:leaving'

export function announceSearch(text: string) {
  window.dispatchEvent(new CustomEvent<string>(SEARCH_LEAVING_EVENT, { detail: text }))
}
