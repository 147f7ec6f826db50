'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * A time of day with the browser's own time picker: shown and typed as the reader's clock has it
 * (4:30 PM on an American browser, a wheel on a phone), stored as 24-hour HH:MM.
 */
export const TimeInput: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const fieldPath = path ?? field.name
  const { value, setValue, showError, errorMessage } = useField<string>({ path: fieldPath })
  const id = `field-${fieldPath.replace(/\./g, '__')}`
  return (
    <div className={`field-type text${showError ? ' error' : ''}`} style={{ flex: '1 1 0' }}>
      <FieldLabel label={field.label} path={fieldPath} required={field.required} htmlFor={id} />
      <div className="field-type__wrap">
        <FieldError path={fieldPath} showError={showError} message={errorMessage} />
        <input
          id={id}
          name={fieldPath}
          type="time"
          step={60}
          value={value ?? ''}
          disabled={readOnly}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={fieldPath} />
    </div>
  )
}
