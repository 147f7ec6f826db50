'use client'

import type { InputHTMLAttributes, Ref } from 'react'

import { CONSENT_LABEL, CONSENT_WORDS } from '@/features/texts/consentWords'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'> & {
  /** The checkbox's id, unique on the page; its small print is `${id}-words`. */
  id: string
  ref?: Ref<HTMLInputElement>
  className?: string
}

/**
 * "Text me about my visit", unticked unless told: a real checkbox named `textMe` (a plain form
 * posts `textMe=on`), its label, and the words stored as the homeowner's consent as its small
 * print, tied to it by aria-describedby. Colours are the form's own (inherited). Lean on purpose:
 * it is in the estimate form's first load, on pages at their size budgets. Wire it with
 * react-hook-form's `register('textMe')` or with `defaultChecked`.
 */
export function TextMeTick({ id, className = '', ...input }: Props) {
  return (
    <div className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 ${className}`}>
      <input
        name="textMe"
        {...input}
        id={id}
        type="checkbox"
        aria-describedby={id + '-words'}
        className="focus-ring-light size-6 accent-forest-700"
      />
      <label htmlFor={id} className="text-sm font-semibold">
        {CONSENT_LABEL}
      </label>
      <p id={id + '-words'} className="col-start-2 text-xs">
        {CONSENT_WORDS}
      </p>
    </div>
  )
}
