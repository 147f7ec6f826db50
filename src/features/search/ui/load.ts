import type { ComponentType } from 'react'

import type { SearchComboboxProps } from '@/features/search/ui/Combobox'

export type Enhanced = {
  Combobox: ComponentType<SearchComboboxProps>
  props: Omit<SearchComboboxProps, 'variant' | 'onNavigate'>
}

const loading = new WeakSet<HTMLFormElement>()

/**
 * Loads the combobox for a search form, once: what was typed so far, and whether the input has
 * focus, go with it. Offline for a moment, the form still submits and the next try loads again.
 */
export function loadCombobox(
  form: HTMLFormElement,
  input: HTMLInputElement,
  done: (enhanced: Enhanced) => void,
) {
  if (loading.has(form)) return
  loading.add(form)
  import('@/features/search/ui/Combobox').then(
    ({ SearchCombobox }) =>
      done({
        Combobox: SearchCombobox,
        props: {
          form: { current: form },
          input: { current: input },
          initialText: input.value,
          startOpen: document.activeElement === input,
          emptyInput: () => void (input.value = ''),
        },
      }),
    () => loading.delete(form),
  )
}
