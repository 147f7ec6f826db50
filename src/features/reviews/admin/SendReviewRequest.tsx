'use client'

import '@/styles/desk.css'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { useIsClient } from '@/components/ui/useIsClient'
import { MAX_DELAY_DAYS } from '@/features/reviews/fields'

const DEFAULT_DAYS = '7'

/**
 * Asks the homeowner of a won lead for a review: now, or a number of days later (the e-mail queue
 * holds it until then). Saved through Payload's REST API as the signed-in user, so the
 * collection's access and checks apply (features/reviews/server/requests.ts).
 */
export function SendReviewRequest({ lead, sentBefore }: { lead: number; sentBefore: boolean }) {
  const router = useRouter()
  const id = useId()
  const [when, setWhen] = useState<'now' | 'later'>('now')
  const [days, setDays] = useState(DEFAULT_DAYS)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Drawn by the server after the status changes: a click before its code runs would only reload.
  const ready = useIsClient()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const delayDays = when === 'now' ? 0 : Number(days)
    if (
      when === 'later' &&
      !(Number.isInteger(delayDays) && delayDays >= 1 && delayDays <= MAX_DELAY_DAYS)
    ) {
      setError(`Choose between 1 and ${MAX_DELAY_DAYS} days.`)
      return
    }
    setSaving(true)
    setError(null)
    try {
      const response = await fetch('/api/review-requests?depth=0', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lead, delayDays }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          errors?: { message?: string }[]
        } | null
        throw new Error(body?.errors?.[0]?.message ?? `Not sent (${response.status}).`)
      }
      toast.success(
        delayDays === 0 ? 'Review request on its way' : `Review request in ${delayDays} days`,
      )
      // The list above shows the request (sending now, or scheduled for its day); the form is
      // ready for another, as it first was.
      setWhen('now')
      setDays(DEFAULT_DAYS)
      router.refresh()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The review request was not saved.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="lead-desk__note" onSubmit={submit} noValidate aria-label="Ask for a review">
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
        <legend className="lead-desk__muted">Send the homeowner a link to review the work</legend>
        <label>
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === 'now'}
            onChange={() => setWhen('now')}
          />{' '}
          Now
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === 'later'}
            onChange={() => setWhen('later')}
          />{' '}
          Later, in{' '}
          <input
            type="number"
            min={1}
            max={MAX_DELAY_DAYS}
            value={days}
            aria-label="Days from now"
            style={{ width: '4.5em' }}
            onFocus={() => setWhen('later')}
            onChange={(event) => setDays(event.target.value)}
          />{' '}
          days
        </label>
      </fieldset>
      {error && (
        <p className="lead-desk__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="lead-desk__button" disabled={saving || !ready}>
        {saving ? 'Saving…' : sentBefore ? 'Send another review request' : 'Send review request'}
      </button>
    </form>
  )
}
