'use client'

import '@/features/booking/admin/calendarFeed.css'

import { Button, useAuth, useField } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'

import { calendarFeedPath } from '@/features/booking/paths'
import { newFeedSecret } from '@/features/booking/feedSecret'

/**
 * The address a phone's calendar subscribes to (every visit, its place and phone, a link to its
 * case file), written out whole, with a Copy button and how to add it on an iPhone and on Android;
 * and a button that gives it a new address, so a copy of the old one that went astray shows
 * nothing once this is saved.
 */
export function CalendarFeedBox({ siteAddress }: { siteAddress: string }) {
  const { user } = useAuth<{ role?: string }>()
  const { value, setValue } = useField<string>({ path: 'feedSecret' })
  const label = useId()
  const shown = useRef<HTMLElement>(null)
  // The address the last press of Copy put on the clipboard; false when the browser refused.
  const [copied, setCopied] = useState<string | false | null>(null)
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
  const address = `${siteAddress}${calendarFeedPath(value)}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(address)
    } catch {
      // A browser that keeps the clipboard from pages (a site without https): the address
      // selected, for the keyboard's copy.
      if (shown.current) window.getSelection()?.selectAllChildren(shown.current)
      setCopied(false)
    }
  }

  return (
    <div className="field-type calendar-feed">
      <p className="field-label" id={label}>
        Your calendar’s address
      </p>
      <div className="calendar-feed__row" role="group" aria-labelledby={label}>
        <code className="calendar-feed__address" ref={shown}>
          {address}
        </code>
        <Button buttonStyle="primary" size="small" margin={false} onClick={() => void copy()}>
          {copied === address ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {copied === false && (
        <p role="alert">The browser did not let the page copy it: it is selected, copy it now.</p>
      )}
      <p>
        Add it to your phone’s calendar as a subscription: every visit shows there, with its place,
        phone and a link to the lead. Keep it to yourself: anyone with it sees your visits.
      </p>
      <ul className="calendar-feed__steps">
        <li>
          <strong>iPhone:</strong> open Settings, then Calendar (under Apps), Calendar Accounts, Add
          Account, Other, Add Subscribed Calendar; paste the address, then Next and Save.
        </li>
        <li>
          <strong>Android (Google Calendar):</strong> the app cannot add it; on a computer open
          calendar.google.com, press + beside Other calendars and choose to add one by its address;
          paste the address and press Add calendar. It shows in the phone’s Google Calendar, which
          reads it again every few hours.
        </li>
      </ul>
      <Button buttonStyle="secondary" size="small" onClick={() => setValue(newFeedSecret())}>
        Give it a new address
      </Button>
      <p className="calendar-feed__note">
        After a new address and Save, the old one shows nothing: add the new one to your calendar.
      </p>
    </div>
  )
}
