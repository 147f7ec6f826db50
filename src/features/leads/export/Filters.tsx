'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useTransition, type FormEvent, type MouseEvent } from 'react'

import styles from '@/features/leads/export/Export.module.css'
import { capitalize, LEAD_SOURCES, LEAD_STATUSES, SOURCE_LABELS } from '@/features/leads/domain'

/** A quick choice of both dates ("Last 7 days"), Colorado days, both included. */
export type DatePreset = { label: string; from: string; to: string }

type Props = {
  /** The view's own address, where the form sends its query. */
  action: string
  from: string
  to: string
  status: string[]
  source: string[]
  presets: DatePreset[]
}

/** Long enough that typing a date digit by digit asks once, when the date is whole. */
const SETTLE_MS = 500

/**
 * The export's filters: a plain GET form (the page counts and links without JavaScript); with
 * it, a change updates the count in place after a short pause, without a full page load.
 */
export function ExportFilters({ action, from, to, status, source, presets }: Props) {
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  const [pending, startTransition] = useTransition()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const apply = (form: HTMLFormElement) => {
    clearTimeout(timer.current)
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value) params.append(key, value)
    }
    const query = params.toString()
    startTransition(() => router.replace(query ? `${action}?${query}` : action, { scroll: false }))
  }
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    clearTimeout(timer.current)
    timer.current = setTimeout(() => apply(form), SETTLE_MS)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }
  /** A preset's address: both dates, with the statuses and sources as the page came. */
  const presetHref = (preset: DatePreset) => {
    const params = new URLSearchParams({ from: preset.from, to: preset.to })
    for (const value of status) params.append('status', value)
    for (const value of source) params.append('source', value)
    return `${action}?${params}`
  }
  /** With the script: the dates set in the form, the boxes ticked since kept, the count asked. */
  const choose = (event: MouseEvent<HTMLAnchorElement>, preset: DatePreset) => {
    const current = form.current
    if (!current) return
    event.preventDefault()
    current.querySelector<HTMLInputElement>('input[name="from"]')!.value = preset.from
    current.querySelector<HTMLInputElement>('input[name="to"]')!.value = preset.to
    apply(current)
  }

  return (
    <form
      ref={form}
      method="get"
      action={action}
      className={styles.form}
      aria-label="Export filters"
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <div className={styles.dates}>
        <label className={styles.field} htmlFor={`${id}-from`}>
          From
          <input
            id={`${id}-from`}
            className={styles.input}
            type="date"
            name="from"
            defaultValue={from}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-to`}>
          To
          <input id={`${id}-to`} className={styles.input} type="date" name="to" defaultValue={to} />
        </label>
        <nav className={styles.presets} aria-label="Quick dates">
          {presets.map((preset) => (
            <a
              key={preset.label}
              href={presetHref(preset)}
              aria-current={preset.from === from && preset.to === to ? 'true' : undefined}
              onClick={(event) => choose(event, preset)}
            >
              {preset.label}
            </a>
          ))}
        </nav>
      </div>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          Status <span className={styles.hint}>(none checked: every status)</span>
        </legend>
        <div className={styles.options}>
          {LEAD_STATUSES.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="checkbox"
                name="status"
                value={value}
                defaultChecked={status.includes(value)}
              />
              {capitalize(value)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          Source <span className={styles.hint}>(none checked: every source)</span>
        </legend>
        <div className={styles.options}>
          {LEAD_SOURCES.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="checkbox"
                name="source"
                value={value}
                defaultChecked={source.includes(value)}
              />
              {SOURCE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" buttonStyle="secondary" margin={false}>
          Update count
        </Button>
        <span className={styles.pending} aria-live="polite">
          {pending ? 'Counting…' : ''}
        </span>
      </div>
    </form>
  )
}
