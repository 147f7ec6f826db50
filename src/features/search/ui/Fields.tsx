import type { Ref } from 'react'

import { SearchIcon } from '@/components/ui/icons'
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from '@/features/search/api'

export type SearchBoxVariant = 'header' | 'drawer'

export const SEARCH_ACTION = SEARCH_PATH

const INPUT = {
  header:
    'border-forest-700 bg-forest-800 text-cream-50 placeholder:text-cream-50/75 focus:border-cedar-300 focus:ring-2 focus:ring-cedar-300',
  drawer:
    'border-charcoal-900/30 bg-white text-charcoal-900 placeholder:text-charcoal-900/65 focus:border-forest-700 focus:ring-2 focus:ring-forest-700',
} as const

/**
 * The search box's label, submit button and input: plain markup, rendered on the server in the header and
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
      {/* The form's submit button (it works before any script, and a form needs one: WCAG H32). */}
      <button
        type="submit"
        aria-label="Search"
        className={`absolute top-1/2 left-1 flex size-9 -translate-y-1/2 items-center justify-center rounded ${variant === 'header' ? 'focus-ring text-cream-50/80' : 'focus-ring-light text-charcoal-900/70'}`}
      >
        <SearchIcon className="size-5" />
      </button>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        placeholder="Search blogs, pages, projects..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        className={`search-input ${INPUT[variant]}`}
      />
    </>
  )
}
