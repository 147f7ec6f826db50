'use client'

import { useId, useRef, useState } from 'react'

import { SEARCH_ACTION, SearchFields, type SearchBoxVariant } from '@/features/search/ui/Fields'
import { loadCombobox, type Enhanced } from '@/features/search/ui/load'

export type { SearchBoxVariant } from '@/features/search/ui/Fields'

/**
 * The search box in the phone drawer: a plain form that submits to /search. On the first touch,
 * hover or focus it loads the combobox, which takes over this same input (nothing typed is lost).
 * The header's box is the same markup rendered on the server (see HeaderSearch).
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
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null)
  const enhance = () => {
    if (form.current && input.current) loadCombobox(form.current, input.current, setEnhanced)
  }

  return (
    <form
      ref={form}
      role="search"
      action={SEARCH_ACTION}
      method="get"
      className="relative w-full"
      onPointerEnter={enhance}
      onTouchStart={enhance}
      onFocus={enhance}
      data-testid={`search-${variant}`}
    >
      <SearchFields id={id} variant={variant} inputRef={input} />
      {enhanced && (
        <enhanced.Combobox {...enhanced.props} variant={variant} onNavigate={onNavigate} />
      )}
    </form>
  )
}
