'use client'

import '@/styles/desk.css'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { updateLead } from '@/features/leads/desk/updateLead'
import { capitalize, LEAD_STATUSES } from '@/features/leads/domain'

type Props = {
  id: number | string
  name: string
  status: string
  /** Re-render the server view after the change (the case file shows the history entry). */
  refresh?: boolean
}

/**
 * A lead's status, changed where it is shown: saved at once through the API (which records it in
 * the history), put back with the reason when the save fails.
 */
export function StatusSelect({ id, name, status: initial, refresh = false }: Props) {
  const router = useRouter()
  const [status, setStatus] = useState(initial)
  const [saving, setSaving] = useState(false)

  async function change(next: string) {
    const previous = status
    setStatus(next)
    setSaving(true)
    try {
      await updateLead(id, { status: next as (typeof LEAD_STATUSES)[number] })
      toast.success(`${name}: ${capitalize(next)}`)
      if (refresh) router.refresh()
    } catch (error) {
      setStatus(previous)
      toast.error(error instanceof Error ? error.message : 'The status was not saved.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <select
      className="lead-desk__status"
      data-status={status}
      aria-label={`Status of ${name}`}
      value={status}
      disabled={saving}
      onChange={(event) => void change(event.target.value)}
    >
      {LEAD_STATUSES.map((value) => (
        <option key={value} value={value}>
          {capitalize(value)}
        </option>
      ))}
    </select>
  )
}
