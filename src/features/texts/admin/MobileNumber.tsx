'use client'

import { useField } from '@payloadcms/ui'

import { formatE164 } from '@/features/texts/schema'

/** The account's mobile number for text alerts, as confirmed (set by confirming it with a code). */
export function MobileNumber() {
  const { value } = useField<string>({ path: 'mobile' })
  return (
    <div className="field-type">
      <p>Mobile number for text alerts: {value ? formatE164(value) : 'none yet'}</p>
    </div>
  )
}
