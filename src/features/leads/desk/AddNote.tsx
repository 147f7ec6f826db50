'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { updateLead } from '@/features/leads/desk/updateLead'
import { NOTE_MAX_LENGTH } from '@/features/leads/domain'

/**
 * A staff note on a lead: appended to its history with the author and the time (the server sets
 * both), never editing an earlier one. What was typed stays in the box until it is saved.
 */
export function AddNote({ id }: { id: number | string }) {
  const router = useRouter()
  const field = useId()
  const [note, setNote] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!note.trim()) {
      setError('Write the note first.')
      return
    }
    setSaving(true)
    setError(null)
    try {
      await updateLead(id, { notes: [{ kind: 'note', note }] })
      setNote('')
      toast.success('Note added')
      router.refresh()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The note was not saved.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="lead-desk__note" onSubmit={submit} noValidate>
      <label htmlFor={field}>Add a note</label>
      <textarea
        id={field}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${field}-error` : undefined}
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit(event)
        }}
      />
      {error && (
        <p id={`${field}-error`} className="lead-desk__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="lead-desk__button" disabled={saving}>
        {saving ? 'Saving…' : 'Add note'}
      </button>
    </form>
  )
}
