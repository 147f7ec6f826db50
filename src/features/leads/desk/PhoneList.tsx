'use client'

import { useConfig, useListQuery } from '@payloadcms/ui'
import Link from 'next/link'

import '@/styles/desk.css'
import { capitalize } from '@/features/leads/domain'
import { telHref } from '@/utilities/phone'

type Row = {
  id: number | string
  name?: string | null
  location?: string | null
  phone?: string | null
  status?: string | null
  createdAt?: string | null
}

/** How long ago, in words a phone has room for: "just now", "5 min", "3 h", "2 days". */
export function leadAge(createdAt: string | null | undefined, now = Date.now()): string {
  const at = createdAt ? new Date(createdAt).getTime() : NaN
  if (Number.isNaN(at)) return ''
  const minutes = Math.max(0, Math.floor((now - at) / 60_000))
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h`
  const days = Math.floor(hours / 24)
  return days === 1 ? '1 day' : `${days} days`
}

/**
 * The leads list on a phone (leadDesk.css shows it under 700 px and hides the table): one card a
 * lead with its name, town, age and status, and a Call button, the list's own page of leads (its
 * filters, search, sort and paging apply).
 */
export function LeadPhoneList() {
  const { data } = useListQuery()
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  const docs = (data?.docs ?? []) as Row[]
  if (!docs.length) return null
  return (
    <ul className="lead-phone-list" aria-label="Leads" data-testid="lead-phone-list">
      {docs.map((lead) => (
        <li key={String(lead.id)} className="lead-phone-list__item">
          <Link
            className="lead-phone-list__main"
            href={`${admin}/collections/leads/${encodeURIComponent(String(lead.id))}`}
          >
            <strong className="lead-phone-list__name">{lead.name || 'No name'}</strong>
            <span className="lead-phone-list__meta">
              {lead.location || '—'} · {leadAge(lead.createdAt)}
            </span>
            <span className="lead-phone-list__status" data-status={lead.status ?? 'new'}>
              {capitalize(lead.status || 'new')}
            </span>
          </Link>
          {lead.phone && (
            <a
              className="lead-phone-list__call"
              href={telHref(lead.phone)}
              aria-label={`Call ${lead.name || 'this lead'}`}
            >
              Call
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
