'use client'

import { Button } from '@payloadcms/ui'
import { useState, type InputHTMLAttributes } from 'react'

import type { TwoStepSetup } from '@/features/staff/totp/words'

import '@/features/staff/totp/admin/twoStep.css'

/**
 * A text field drawn as Payload's own (its label, wrap and input classes), but a plain input whose
 * value the browser keeps: text typed before the page's script runs is not lost, and the form
 * reads it when it is sent.
 */
export function TextField({
  id,
  label,
  required,
  kind = 'text',
  ...input
}: { id: string; label: string; kind?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`field-type ${kind}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <span className="required">*</span> : null}
      </label>
      <div className="field-type__wrap">
        <input id={id} required={required} {...input} />
      </div>
    </div>
  )
}

/** A refusal or problem, said where the eye is (and to a screen reader at once). */
export function Problem({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="two-step__problem" role="alert">
      {message}
    </p>
  )
}

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * A setup's QR code (drawn by the server), the secret in letters for an app that cannot scan it,
 * and, on a phone, a link that opens the authenticator app with it.
 */
export function SetupCard({ setup }: { setup: TwoStepSetup }) {
  return (
    <div className="two-step__setup">
      <ol className="two-step__steps">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password, Authy…) and add an account by scanning this code.
        </li>
      </ol>
      {/* eslint-disable-next-line @next/next/no-img-element -- the server's own SVG, as a data address */}
      <img
        className="two-step__qr"
        src={setup.qr}
        alt="QR code to scan with your authenticator app"
        width={200}
        height={200}
      />
      <p className="two-step__manual">
        Can’t scan it? Type this key into the app instead (time-based):{' '}
        <code data-testid="totp-secret" data-secret={setup.secret}>
          {grouped(setup.secret)}
        </code>
        . On this phone: <a href={setup.uri}>open it in your authenticator app</a>.
      </p>
    </div>
  )
}

/**
 * The recovery codes, shown once: each signs in once without the phone. Copy and download, so
 * they are kept somewhere safe.
 */
export function RecoveryCodes({ codes, name }: { codes: string[]; name: string }) {
  const [copied, setCopied] = useState(false)
  const text = `Recovery codes for ${name}\nEach code signs in once, in place of the code from your authenticator app.\n\n${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'studio-recovery-codes.txt'
    document.body.appendChild(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
  }
  return (
    <div className="two-step__codes">
      <p>
        <strong>Save these recovery codes now.</strong> If you lose your phone, each one signs you
        in once instead of a code from the app. They are not shown again.
      </p>
      <ul data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-step__actions">
        <Button buttonStyle="secondary" size="small" margin={false} onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={download}>
          Download
        </Button>
      </div>
    </div>
  )
}
