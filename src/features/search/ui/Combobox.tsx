'use client'

import { useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type RefObject } from 'react'

import type { SearchBoxVariant } from '@/features/search/ui/Fields'
import { announceSearch } from '@/features/search/ui/leaving'
import { CloseIcon, SpinnerIcon } from '@/components/ui/icons'
import { trackSearch } from '@/features/analytics/track'
import {
  categoryOf,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SEARCH_NAVIGATION_DELAY_MS,
  searchPageHref,
  searchQueryOptions,
  suggestionHref,
  type SearchResponse,
  type SearchSuggestion,
} from '@/features/search/api'
import { QueryProvider } from '@/providers/Query'

export type SearchComboboxProps = {
  form: RefObject<HTMLFormElement | null>
  input: RefObject<HTMLInputElement | null>
  variant: SearchBoxVariant
  /** What was typed before this code arrived, and whether the input had focus then. */
  initialText: string
  startOpen: boolean
  /** Empties the input (it belongs to the shell). */
  emptyInput: () => void
  onNavigate?: () => void
}

const FALLBACK_IMAGE = '/search-fallback.svg'

const PANEL = {
  header: 'absolute top-full left-0 z-50 mt-2 w-[min(500px,calc(100vw-1.5rem))] shadow-2xl',
  drawer: 'relative mt-2 w-full',
} as const

/** Spec sections 2, 7, 8 and 9: the search box's suggestions, loaded on first use. */
export function SearchCombobox(props: SearchComboboxProps) {
  return (
    <QueryProvider>
      <Combobox {...props} />
    </QueryProvider>
  )
}

function useDebounced<T>(value: T, initial: T, ms: number): T {
  const [debounced, setDebounced] = useState(initial)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * Goes to a result. A link to an anchor on the page the visitor is on changes the hash, so the
 * browser scrolls and the page can open the answer it points at; anything else is a client-side
 * navigation.
 */
function navigate(router: ReturnType<typeof useRouter>, href: string) {
  const url = new URL(href, window.location.href)
  if (url.hash && url.pathname === window.location.pathname) window.location.hash = url.hash
  else router.push(href)
}

function Combobox(props: SearchComboboxProps) {
  const { form, input, variant, initialText, startOpen, emptyInput, onNavigate } = props
  const router = useRouter()
  const listboxId = useId()
  const [text, setText] = useState(initialText)
  const [open, setOpen] = useState(startOpen)
  const [active, setActive] = useState(-1)
  // Enter with fewer than 2 characters (or only spaces): said, as /search says it (issue 28).
  const [tooShort, setTooShort] = useState(false)

  const query = text.trim()
  const debounced = useDebounced(query, '', SEARCH_DEBOUNCE_MS)
  const search = useQuery<SearchResponse | null>(searchQueryOptions(debounced))
  const shown = open && query.length >= SEARCH_MIN_LENGTH
  const loading = query.length >= SEARCH_MIN_LENGTH && (query !== debounced || search.isFetching)
  // An error was logged by the query client; the panel says no results (spec section 8).
  const suggestions = (!loading && search.data?.suggestions) || []
  const count = (!loading && search.data?.count) || 0
  const optionId = (index: number) => `${listboxId}-option-${index}`
  // For the analytics: each search's result count (its text only when it found nothing).
  useEffect(() => {
    if (search.data) trackSearch(search.data.count, debounced)
  }, [search.data, debounced])
  const activeSuggestion = shown ? suggestions[active] : undefined

  const clear = () => {
    emptyInput()
    setText('')
    setOpen(false)
    setActive(-1)
  }

  /** Leaves the box for a page: closed, emptied, then (a moment later for a result) there. */
  const leaveFor = (href: string, delayMs: number) => {
    clear()
    input.current?.blur()
    onNavigate?.()
    setTimeout(() => navigate(router, href), delayMs)
  }
  const choose = (suggestion: SearchSuggestion) =>
    leaveFor(suggestionHref(suggestion), SEARCH_NAVIGATION_DELAY_MS)
  const seeAll = (words = query) => {
    // The /search page under the box, if that is where the visitor is, clears its results now.
    announceSearch(words)
    leaveFor(searchPageHref(words), 0)
  }

  // The input is the shell's: listen to it, and give it the combobox's ARIA state.
  useEffect(() => {
    const element = input.current
    const container = form.current
    if (!element || !container) return
    const onInput = () => {
      setText(element.value)
      setOpen(true)
      setActive(-1)
      setTooShort(false)
    }
    // Focus opens the panel, and so does a tap or click on the focused input after Escape.
    const onFocus = () => setOpen(true)
    const onOutside = (event: PointerEvent) => {
      if (!container.contains(event.target as Node)) setOpen(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!container.contains(event.relatedTarget as Node | null)) setOpen(false)
    }
    element.addEventListener('input', onInput)
    element.addEventListener('focus', onFocus)
    element.addEventListener('click', onFocus)
    container.addEventListener('focusout', onFocusOut)
    document.addEventListener('pointerdown', onOutside)
    return () => {
      element.removeEventListener('input', onInput)
      element.removeEventListener('focus', onFocus)
      element.removeEventListener('click', onFocus)
      container.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('pointerdown', onOutside)
    }
  }, [form, input])

  useEffect(() => {
    const element = input.current
    const container = form.current
    if (!element || !container) return
    const onKeyDown = (event: KeyboardEvent) => {
      const last = suggestions.length - 1
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        if (!shown) return setOpen(true)
        if (last < 0) return
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((index) => (index + step > last ? 0 : index + step < 0 ? last : index + step))
      } else if (event.key === 'Escape') {
        event.preventDefault() // a search field would clear itself
        if (shown) setOpen(false)
        else clear()
      } else if (event.key === 'Home' || event.key === 'End') {
        setActive(-1)
      }
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      // What the box shows, not the last input event this code saw: letters typed while the
      // page's script was still taking the box over (a slow phone) count too.
      const typed = element.value.trim()
      if (activeSuggestion && typed === query) choose(activeSuggestion)
      else if (typed.length >= SEARCH_MIN_LENGTH) seeAll(typed)
      else {
        setOpen(true)
        setTooShort(true)
      }
    }
    element.addEventListener('keydown', onKeyDown)
    container.addEventListener('submit', onSubmit)
    return () => {
      element.removeEventListener('keydown', onKeyDown)
      container.removeEventListener('submit', onSubmit)
    }
  })

  useEffect(() => {
    const element = input.current
    if (!element) return
    element.setAttribute('role', 'combobox')
    element.setAttribute('aria-autocomplete', 'list')
    element.setAttribute('aria-expanded', String(shown))
    if (shown) element.setAttribute('aria-controls', listboxId)
    else element.removeAttribute('aria-controls')
    if (activeSuggestion) element.setAttribute('aria-activedescendant', optionId(active))
    else element.removeAttribute('aria-activedescendant')
  })

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  })

  const hint = open && tooShort && query.length < SEARCH_MIN_LENGTH
  const announcement = hint
    ? `Type at least ${SEARCH_MIN_LENGTH} letters to search.`
    : !shown
      ? ''
      : loading
        ? 'Searching...'
        : count > 0
          ? `${count} results found`
          : 'No results found'

  return (
    <>
      {text !== '' && (
        <button
          type="button"
          aria-label="Clear search"
          data-testid="search-clear"
          onClick={() => {
            clear()
            input.current?.focus()
          }}
          className={`absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-md ${variant === 'header' ? 'focus-ring text-cream-50' : 'focus-ring-light text-charcoal-900'}`}
        >
          {loading ? (
            <SpinnerIcon className="size-5" data-testid="search-spinner" />
          ) : (
            <CloseIcon className="size-5" />
          )}
        </button>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {hint && (
        <p
          aria-hidden="true"
          data-testid="search-hint"
          className={`${PANEL[variant]} rounded-lg bg-white px-4 py-3 text-left text-sm font-semibold text-charcoal-900 ring-1 ring-black/10`}
        >
          Type at least {SEARCH_MIN_LENGTH} letters to search.
        </p>
      )}
      {shown && (
        <div
          data-testid="search-panel"
          className={`${PANEL[variant]} max-h-[70vh] overflow-y-auto overscroll-contain rounded-lg bg-white text-left text-charcoal-900 ring-1 ring-black/10`}
        >
          {loading ? (
            <div className="p-3" aria-hidden="true">
              <p className="px-1 pb-2 text-sm font-semibold">Searching...</p>
              {[0, 1, 2].map((row) => (
                <div key={row} data-testid="search-skeleton" className="flex gap-3 py-2">
                  <div className="h-10 w-14 shrink-0 animate-pulse rounded bg-cream-100" />
                  <div className="flex-1 space-y-2">
                    <div className="h-3 w-2/3 animate-pulse rounded bg-cream-100" />
                    <div className="h-3 w-1/3 animate-pulse rounded bg-cream-100" />
                  </div>
                </div>
              ))}
            </div>
          ) : suggestions.length > 0 ? (
            <>
              <div className="flex items-center justify-between gap-2 border-b border-black/10 px-4 py-2 text-sm">
                <span className="font-semibold">{count} results found</span>
                <span className="rounded-full bg-forest-900 px-2 py-0.5 text-xs font-semibold text-cream-50">
                  Smart results
                </span>
              </div>
              <ul role="listbox" id={listboxId} aria-label="Search suggestions" className="py-1">
                {suggestions.map((suggestion, index) => (
                  <li
                    key={suggestion.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    data-testid="search-option"
                    // Keep focus in the input while the pointer chooses.
                    onPointerDown={(event) => event.preventDefault()}
                    onPointerMove={() => setActive(index)}
                    onClick={() => choose(suggestion)}
                    className="flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2 aria-selected:bg-cream-100"
                  >
                    <Thumbnail suggestion={suggestion} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-forest-900">
                        {suggestion.title}
                      </span>
                      {suggestion.description && (
                        <span className="line-clamp-2 hidden text-sm text-charcoal-900/80 lg:block">
                          {suggestion.description}
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 rounded-full bg-cream-100 px-2 py-0.5 text-xs font-semibold text-charcoal-900">
                      {categoryOf(suggestion)}
                    </span>
                  </li>
                ))}
              </ul>
              {count > suggestions.length && (
                <a
                  href={searchPageHref(query)}
                  onClick={(event) => {
                    event.preventDefault()
                    seeAll()
                  }}
                  className="focus-ring-light block border-t border-black/10 px-4 py-3 text-sm font-semibold text-cedar-600 underline-offset-4 hover:underline"
                >
                  See all {count} results
                </a>
              )}
            </>
          ) : (
            <div className="px-4 py-5 text-center">
              <p className="font-semibold">No results found</p>
              <p className="mt-1 text-sm text-charcoal-900/80">
                Try different keywords or check spelling
              </p>
            </div>
          )}
        </div>
      )}
    </>
  )
}

/**
 * A suggestion's picture (its small thumbnails, made at upload); the fallback picture when it has
 * none or it fails to load.
 */
function Thumbnail({ suggestion }: { suggestion: SearchSuggestion }) {
  const [broken, setBroken] = useState(false)
  const { image, picture } = suggestion
  const fallback = broken || !image
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the sizes were made at upload
    <img
      src={fallback ? FALLBACK_IMAGE : image}
      srcSet={fallback ? undefined : picture?.srcSet}
      sizes={fallback || !picture ? undefined : '56px'}
      alt=""
      width={56}
      height={42}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      data-fallback={fallback}
      className="h-[42px] w-14 shrink-0 rounded bg-cream-100 object-cover"
    />
  )
}
