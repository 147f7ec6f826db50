'use client'

import { useListQuery } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import '@/styles/desk.css'
import { deskFiltersOf, deskWhere, typedDay, type DeskFilters } from '@/features/leads/desk/filters'
import { capitalize, LEAD_SOURCES, LEAD_STATUSES, SOURCE_LABELS } from '@/features/leads/domain'
import { leadExportQuery } from '@/features/leads/export/schema'

/**
 * Above the leads list: one tap to see the new leads (or any statuses), a source, a date range,
 * and the export of exactly these leads. They set the list's own query (the URL), so the list,
 * its search, paging and a shared link all agree.
 */
export function LeadListFilters() {
  const { query, refineListData } = useListQuery()
  const filters = deskFiltersOf(query.where)
  const id = useId()
  // On a phone the filters fold away behind one button (leadDesk.css): the leads come first.
  const [open, setOpen] = useState(false)
  // Payload's list writes its query into the address as it starts (history.replaceState), and in
  // Chromium that cancels a page load already under way: an export pressed in that moment went
  // nowhere. The link is a link only from the render after the list has started, since effects
  // run child first and this component sits inside the list: until then it shows, dimmed, as text.
  const [started, setStarted] = useState(false)
  // A render after the effects on purpose: the list's own effect runs in between.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setStarted(true), [])

  const apply = (change: Partial<DeskFilters>) => {
    const next = { ...filters, ...change }
    void refineListData({ where: deskWhere(next), page: 1 })
  }
  // The dates as typed. A date box reports each keystroke of its year (typing 11012026 passes
  // 0002-11-01, 0020-11-01, 0202-11-01): the list filters once the date is complete, a four-digit
  // year (typedDay), or cleared. Until then the box keeps what is typed, the list unchanged.
  const [typed, setTyped] = useState({ from: filters.from, to: filters.to })
  const [shown, setShown] = useState({ from: filters.from, to: filters.to })
  if (shown.from !== filters.from || shown.to !== filters.to) {
    // The list's query changed (Clear filters, a link): the boxes show it.
    setShown({ from: filters.from, to: filters.to })
    setTyped({ from: filters.from, to: filters.to })
  }
  const typeDate = (edge: 'from' | 'to', box: HTMLInputElement) => {
    setTyped({ ...typed, [edge]: box.value })
    const day = typedDay(box.value, box.validity.badInput)
    if (day !== null && day !== filters[edge]) apply({ [edge]: day })
  }
  const toggle = (status: DeskFilters['status'][number]) =>
    apply({
      status: filters.status.includes(status)
        ? filters.status.filter((value) => value !== status)
        : [...filters.status, status],
    })
  const exportQuery = leadExportQuery({
    from: filters.from || undefined,
    to: filters.to || undefined,
    status: filters.status,
    source: filters.source ? [filters.source] : [],
  })
  const active = Boolean(filters.status.length || filters.source || filters.from || filters.to)

  return (
    <>
      <button
        type="button"
        className="lead-desk__filters-toggle"
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide quick filters' : active ? 'Quick filters (on)' : 'Quick filters'}
      </button>
      <section
        id={`${id}-filters`}
        className={`lead-desk__filters${open ? ' lead-desk__filters--open' : ''}`}
        aria-label="Quick filters"
      >
        <div className="lead-desk__pills" role="group" aria-label="Status">
          {LEAD_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className="lead-desk__pill"
              data-status={status}
              aria-pressed={filters.status.includes(status)}
              onClick={() => toggle(status)}
            >
              {capitalize(status)}
            </button>
          ))}
        </div>
        <label htmlFor={`${id}-source`}>
          Source
          <select
            id={`${id}-source`}
            value={filters.source}
            onChange={(event) => apply({ source: event.target.value as DeskFilters['source'] })}
          >
            <option value="">All sources</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-from`}>
          From
          <input
            id={`${id}-from`}
            type="date"
            value={typed.from}
            max={filters.to || undefined}
            onChange={(event) => typeDate('from', event.target)}
          />
        </label>
        <label htmlFor={`${id}-to`}>
          To
          <input
            id={`${id}-to`}
            type="date"
            value={typed.to}
            min={filters.from || undefined}
            onChange={(event) => typeDate('to', event.target)}
          />
        </label>
        {active && (
          <button
            type="button"
            className="lead-desk__link-button"
            onClick={() => void refineListData({ where: undefined, page: 1 })}
          >
            Clear filters
          </button>
        )}
        <a
          className="lead-desk__export"
          href={started ? `/admin/export${exportQuery ? `?${exportQuery}` : ''}` : undefined}
          aria-disabled={started ? undefined : true}
        >
          {active ? 'Export these leads' : 'Export leads'} (CSV)
        </a>
      </section>
    </>
  )
}
