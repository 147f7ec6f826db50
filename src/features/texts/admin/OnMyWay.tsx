'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { postJson } from '@/features/texts/admin/api'
import { formatArrival } from '@/features/texts/schema'

import '@/features/texts/admin/texts.css'

/** "9:58 AM MST", on Colorado's clock. */
const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Denver',
  timeZoneName: 'short',
})
const timeOf = (iso: string | null | undefined) => (iso ? clock.format(new Date(iso)) : '')

/**
 * "On my way", in the case file of a lead whose homeowner asked for texts: the time the inspector
 * expects to arrive, and a button that texts it to them (POST /api/leads/:id/on-my-way, once a
 * day). Once sent, it says when.
 */
export function OnMyWay({ lead, sentAt }: { lead: number; sentAt: string | null }) {
  const router = useRouter()
  const field = useId()
  const [arrival, setArrival] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<{ at: string | null; already: boolean } | null>(
    sentAt ? { at: sentAt, already: false } : null,
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!formatArrival(arrival)) {
      setProblem('Enter the time you expect to arrive.')
      return
    }
    setBusy(true)
    const answer = await postJson<{ sent: boolean; already?: boolean; at?: string }>(
      `/leads/${lead}/on-my-way`,
      { arrival },
    )
    setBusy(false)
    if (!answer.ok) return setProblem(answer.message)
    setProblem(null)
    setSent({ at: answer.body.at ?? null, already: Boolean(answer.body.already) })
    router.refresh()
  }

  return (
    <div data-testid="on-my-way">
      <p role="status" aria-live="polite" data-sent={sent ? 'true' : 'false'}>
        {sent
          ? sent.already
            ? `Already texted today, at ${timeOf(sent.at)}.`
            : `“On my way” texted at ${timeOf(sent.at)}.`
          : null}
      </p>
      {sent ? null : (
        <form className="on-my-way" onSubmit={submit} noValidate>
          <div>
            <label htmlFor={field}>Arriving around</label>
            <input
              id={field}
              type="time"
              required
              value={arrival}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${field}-error` : undefined}
              onChange={(event) => setArrival(event.target.value)}
            />
          </div>
          <button type="submit" className="lead-desk__button" disabled={busy}>
            {busy ? 'Sending…' : 'On my way'}
          </button>
        </form>
      )}
      {problem && (
        <p id={`${field}-error`} className="lead-desk__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
