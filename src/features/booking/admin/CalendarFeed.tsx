'use client'

import { Button, useAuth, useField } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { calendarFeedPath } from '@/features/booking/paths'
import { newFeedSecret } from '@/features/booking/feedSecret'

/**
 * The owner's calendar feed in the studio: the address a phone's calendar subscribes to (every
 * visit, its place and phone, a link to its case file), and a button that gives it a new address,
 * so a copy of the old one that went astray shows nothing once this is saved.
 */
export function CalendarFeed() {
  const { user } = useAuth<{ role?: string }>()
  const { value, setValue } = useField<string>({ path: 'feedSecret' })
  const [origin, setOrigin] = useState('')
  // The studio's own address: the feed is served where the studio is.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOrigin(window.location.origin), [])
  // The feed's key is the admin's alone (the field's access): staff see no calendar here.
  if (user?.role !== 'admin') return null
  if (!value) {
    return (
      <div className="field-type calendar-feed">
        <p className="field-label">Your calendar</p>
        <p>Save this page once: your calendar’s address will be here.</p>
      </div>
    )
  }
  const address = `${origin}${calendarFeedPath(value)}`
  return (
    <div className="field-type calendar-feed">
      <p className="field-label">Your calendar</p>
      <p>
        Add this address to your phone’s calendar as a subscription (on an iPhone: Settings,
        Calendar, Accounts, Add Subscribed Calendar). Every visit shows there, with its place, phone
        and a link to the lead. Keep it to yourself: anyone with it sees your visits.
      </p>
      <input
        className="calendar-feed__address"
        readOnly
        value={address}
        aria-label="Your calendar’s address"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button buttonStyle="secondary" size="small" onClick={() => setValue(newFeedSecret())}>
        Give it a new address
      </Button>
      <p className="calendar-feed__note">
        After a new address and Save, the old one shows nothing: add the new one to your calendar.
      </p>
    </div>
  )
}
