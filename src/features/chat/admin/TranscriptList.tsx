import '@/features/chat/admin/transcript.css'
import { Markdown } from '@/features/chat/ui/Markdown'
import { formatWhen } from '@/lib/time/colorado'

type Entry = {
  role?: unknown
  content?: unknown
  files?: unknown
  at?: unknown
  unverified?: unknown
}

/**
 * A chat as staff read it: the homeowner's messages on one side, the assistant's on the other,
 * with times and the names of the files sent. A homeowner's message the server never received
 * (the browser sent it with the lead) is marked as not checked. The assistant's words are
 * markdown, rendered as the chat rendered them (the same component: GFM, raw HTML never rendered,
 * unsafe link protocols dropped); the homeowner's are plain text, as in the chat. Used by the case file (server)
 * and by the transcript field of the lead's form (client); no state of its own.
 */
export function TranscriptList({ value }: { value: unknown }) {
  const entries = (Array.isArray(value) ? value : []).filter(
    (entry): entry is Entry => typeof entry === 'object' && entry !== null,
  )
  if (entries.length === 0) return <p style={{ opacity: 0.7 }}>No conversation on this lead.</p>
  return (
    <ol
      data-testid="lead-transcript"
      aria-label="Conversation"
      style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}
    >
      {entries.map((entry, index) => {
        const user = entry.role === 'user'
        const files = Array.isArray(entry.files) ? entry.files.map(String) : []
        const when = formatWhen(entry.at)
        const unchecked = user && entry.unverified === true
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
              ...(unchecked ? { outline: '1px dashed var(--theme-warning-500)' } : {}),
            }}
            data-unverified={unchecked || undefined}
          >
            <div style={{ fontSize: 12, opacity: 0.75, marginBottom: 4 }}>
              {user ? 'Homeowner' : 'Assistant'}
              {when ? ` · ${when}` : ''}
              {unchecked && <strong> · not checked: sent by the visitor’s browser</strong>}
            </div>
            {user ? (
              <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {String(entry.content ?? '')}
              </div>
            ) : (
              <div style={{ overflowWrap: 'anywhere' }}>
                <Markdown>{String(entry.content ?? '')}</Markdown>
              </div>
            )}
            {files.length > 0 && (
              <div style={{ fontSize: 12, marginTop: 6 }}>Sent: {files.join(', ')}</div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
