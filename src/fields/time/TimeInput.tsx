'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useRef } from 'react'

/**
 * A time of day with the browser's own time picker: shown and typed as the reader's clock has it
 * (4:30 PM on an American browser, a wheel on a phone), stored as 24-hour HH:MM.
 *
 * The input keeps what is typed itself (uncontrolled): the form's value reaches it a render
 * later, and a controlled time input set back to the value of a render ago, between two keys,
 * starts its hour or minute again ("4:30 PM" was stored as 16:00 once, in CI). The form's value
 * is written into it only when it changes from elsewhere (loaded, reset) while it is not being
 * typed in.
 */
export const TimeInput: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const fieldPath = path ?? field.name
  const { value, setValue, showError, errorMessage } = useField<string>({ path: fieldPath })
  const input = useRef<HTMLInputElement>(null)
  const id = `field-${fieldPath.replace(/\./g, '__')}`
  useEffect(() => {
    const element = input.current
    if (element && element !== document.activeElement && element.value !== (value ?? '')) {
      element.value = value ?? ''
    }
  }, [value])
  return (
    <div className={`field-type text${showError ? ' error' : ''}`} style={{ flex: '1 1 0' }}>
      <FieldLabel label={field.label} path={fieldPath} required={field.required} htmlFor={id} />
      <div className="field-type__wrap">
        <FieldError path={fieldPath} showError={showError} message={errorMessage} />
        <input
          ref={input}
          id={id}
          name={fieldPath}
          type="time"
          step={60}
          defaultValue={value ?? ''}
          disabled={readOnly}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={fieldPath} />
    </div>
  )
}
