'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import { TranscriptList } from '@/features/chat/admin/TranscriptList'

/**
 * The chat on a lead as staff read it: who said what and when, with the names of the files the
 * homeowner sent (the files themselves are under Photos and videos). Read-only: it is a record.
 */
export const TranscriptField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <FieldLabel label={field.label || 'Transcript'} path={path} />
      <TranscriptList value={value} />
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
