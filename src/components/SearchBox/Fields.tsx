import type { Ref } from 'react'

import { SearchIcon } from '@/components/ui/icons'
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from '@/lib/api/search'

export type SearchBoxVariant = 'header' | 'drawer'

export const SEARCH_ACTION = SEARCH_PATH

const INPUT = {
  header:
    'border-forest-700 bg-forest-800 text-cream-50 placeholder:text-cream-50/75 focus:border-cedar-300 focus:ring-2 focus:ring-cedar-300',
  drawer:
    'border-charcoal-900/30 bg-white text-charcoal-900 placeholder:text-charcoal-900/65 focus:border-forest-700 focus:ring-2 focus:ring-forest-700',
} as const

/**
 * The search box's label, icon and input: plain markup, rendered on the server in the header and
 * by the drawer's client code. The combobox takes over this input once its code has loaded.
 */
export function SearchFields({
  id,
  variant,
  inputRef,
}: {
  id: string
  variant: SearchBoxVariant
  inputRef?: Ref<HTMLInputElement>
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <SearchIcon
        className={`pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 ${variant === 'header' ? 'text-cream-50/80' : 'text-charcoal-900/70'}`}
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        placeholder="Search blogs, pages, projects..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        className={`h-11 w-full rounded-md border pr-11 pl-10 text-base outline-none [&::-webkit-search-cancel-button]:appearance-none ${INPUT[variant]}`}
      />
    </>
  )
}
