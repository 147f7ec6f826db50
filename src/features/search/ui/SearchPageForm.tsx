'use client'

import Form from 'next/form'

import { SearchIcon } from '@/components/ui/icons'
import { ctaButtonLight } from '@/components/ui/styles'
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from '@/features/search/api'
import { announceSearch } from '@/features/search/ui/leaving'

/**
 * The /search page's own form. Without JavaScript a plain GET form (the server draws the next
 * page); with it, next/form sends the search as a client-side navigation, so the page stays and
 * says at once that it is searching (./PendingResults) while the results load.
 */
export function SearchPageForm({ text }: { text: string }) {
  return (
    <Form
      role="search"
      action={SEARCH_PATH}
      prefetch={false}
      onSubmit={(event) => announceSearch(String(new FormData(event.currentTarget).get('q') ?? ''))}
      className="mt-6 flex max-w-2xl gap-2"
    >
      <label htmlFor="search-page-q" className="sr-only">
        Search the site
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-charcoal-900/70" />
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={text}
          placeholder="Search blogs, pages, projects..."
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          className="h-11 w-full rounded-md border border-charcoal-900/30 bg-white pr-3 pl-10 text-base outline-none focus:border-forest-700 focus:ring-2 focus:ring-forest-700"
        />
      </div>
      <button type="submit" className={ctaButtonLight}>
        Search
      </button>
    </Form>
  )
}
