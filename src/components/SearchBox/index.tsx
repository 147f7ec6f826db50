'use client'

import { useId, useRef, useState, type ComponentType } from 'react'

import type { SearchComboboxProps } from '@/components/SearchBox/Combobox'
import { SearchIcon } from '@/components/ui/icons'
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from '@/lib/api/search'

const load = () => import('@/components/SearchBox/Combobox')

export type SearchBoxVariant = 'header' | 'drawer'

const INPUT = {
  header:
    'border-forest-700 bg-forest-800 text-cream-50 placeholder:text-cream-50/75 focus:border-cedar-300 focus:ring-2 focus:ring-cedar-300',
  drawer:
    'border-charcoal-900/30 bg-white text-charcoal-900 placeholder:text-charcoal-900/65 focus:border-forest-700 focus:ring-2 focus:ring-forest-700',
} as const

/**
 * The site search box: a plain form that submits to /search, so it works before (and without)
 * JavaScript. On the first hover, touch or focus it loads the combobox (suggestions as you type,
 * keyboard, react-query), which takes over this same input: nothing typed is lost, and none of
 * its code is part of the first page load.
 */
export function SearchBox({
  variant,
  onNavigate,
}: {
  variant: SearchBoxVariant
  /** Called when a result is chosen (the drawer closes). */
  onNavigate?: () => void
}) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const loading = useRef(false)
  const [enhanced, setEnhanced] = useState<{
    Combobox: ComponentType<SearchComboboxProps>
    text: string
    focused: boolean
  } | null>(null)

  const enhance = () => {
    if (loading.current) return
    loading.current = true
    load().then(
      ({ SearchCombobox }) =>
        setEnhanced({
          Combobox: SearchCombobox,
          text: input.current?.value ?? '',
          focused: document.activeElement === input.current,
        }),
      // Offline for a moment: the form still submits, and the next focus tries again.
      () => {
        loading.current = false
      },
    )
  }

  return (
    <form
      ref={form}
      role="search"
      action={SEARCH_PATH}
      method="get"
      className="relative w-full"
      onPointerEnter={enhance}
      onTouchStart={enhance}
      onFocus={enhance}
      data-testid={`search-${variant}`}
    >
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <SearchIcon
        className={`pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 ${variant === 'header' ? 'text-cream-50/80' : 'text-charcoal-900/70'}`}
      />
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        placeholder="Search blogs, pages, projects..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        className={`h-11 w-full rounded-md border pr-11 pl-10 text-base outline-none [&::-webkit-search-cancel-button]:appearance-none ${INPUT[variant]}`}
      />
      {enhanced && (
        <enhanced.Combobox
          form={form}
          input={input}
          variant={variant}
          initialText={enhanced.text}
          startOpen={enhanced.focused}
          emptyInput={() => {
            if (input.current) input.current.value = ''
          }}
          onNavigate={onNavigate}
        />
      )}
    </form>
  )
}
