'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { CodeFieldClientComponent } from 'payload'

/**
 * A kept e-mail as the homeowner sees it: its HTML in a sandboxed frame (no script runs, it
 * reaches nothing of the studio's), every link opening in a new tab, and nothing loaded from
 * elsewhere (Payload's code editor for this field loads from a public CDN, blocked by a strict
 * CSP and offline: it showed nothing). A kept text message has no HTML: its words instead, as the
 * phone shows them.
 */
export const EmailPreview: CodeFieldClientComponent = ({ path, field }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  const { value: channel } = useField<string>({ path: 'channel' })
  const { value: text } = useField<string>({ path: 'text' })
  if (channel === 'text') {
    return (
      <div className="field-type outbox-preview" data-testid="text-preview">
        <FieldLabel label="The text message" />
        <p
          style={{
            maxWidth: '22rem',
            margin: 0,
            padding: '0.75rem 1rem',
            borderRadius: 16,
            background: 'var(--theme-elevation-100)',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {text || 'No words.'}
        </p>
        <p style={{ color: 'var(--theme-elevation-650)' }}>
          {(text ?? '').length} characters. Kept here: texts are not set up.
        </p>
      </div>
    )
  }
  if (!value) return null
  return (
    <div className="field-type outbox-preview">
      <FieldLabel label={field.label ?? 'The e-mail'} path={path} />
      <iframe
        className="outbox-preview__frame"
        title="The e-mail as it reads in the homeowner's inbox"
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={`<base target="_blank">${value}`}
        style={{
          width: '100%',
          minHeight: 520,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          background: '#fff',
        }}
      />
    </div>
  )
}
