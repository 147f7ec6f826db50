'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

type Entry = { role?: unknown; content?: unknown; files?: unknown; at?: unknown }

const time = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Denver',
})

const when = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? time.format(date) : null
}

/**
 * The chat on a lead as staff read it: who said what and when, with the names of the files the
 * homeowner sent (the files themselves are under Photos and videos). Read-only: it is a record.
 */
export const TranscriptField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const entries = (Array.isArray(value) ? value : []).filter(
    (entry): entry is Entry => typeof entry === 'object' && entry !== null,
  )
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <FieldLabel label={field.label || 'Transcript'} path={path} />
      {entries.length === 0 ? (
        <p style={{ opacity: 0.7 }}>No conversation on this lead.</p>
      ) : (
        <ol
          data-testid="lead-transcript"
          style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}
        >
          {entries.map((entry, index) => {
            const user = entry.role === 'user'
            const files = Array.isArray(entry.files) ? entry.files.map(String) : []
            return (
              // A transcript is a fixed record, never reordered: its position is its identity.
              <li
                key={`${index}-${String(entry.at ?? '')}`}
                style={{
                  justifySelf: user ? 'end' : 'start',
                  maxWidth: '85%',
                  padding: '10px 14px',
                  borderRadius: 12,
                  background: user ? 'var(--theme-success-100)' : 'var(--theme-elevation-100)',
                }}
              >
                <div style={{ fontSize: 12, opacity: 0.75, marginBottom: 4 }}>
                  {user ? 'Homeowner' : 'Assistant'}
                  {when(entry.at) ? ` · ${when(entry.at)}` : ''}
                </div>
                <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {String(entry.content ?? '')}
                </div>
                {files.length > 0 && (
                  <div style={{ fontSize: 12, marginTop: 6 }}>Sent: {files.join(', ')}</div>
                )}
              </li>
            )
          })}
        </ol>
      )}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
