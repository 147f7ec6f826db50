'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { kindLabel } from '@/features/outbox/kinds'

/** A kept e-mail's kind, in words (the field is never edited: the site writes it). */
export const KindField: TextFieldClientComponent = ({ path, field }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  return (
    <div className="field-type outbox-kind">
      <FieldLabel label={field.label ?? 'What it is'} path={path} />
      <p>{kindLabel(value)}</p>
    </div>
  )
}
