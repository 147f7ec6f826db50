/**
 * The homeowner's consent to texts as a lead stores it (fields.ts' `textConsent`), and the check
 * every form's schema adds for it. Pure: no server code, shared by the forms and their handlers.
 */
import * as z from 'zod/mini'

import {
  CONSENT_WORDS,
  phoneIssueForTexts,
  ticked,
  toE164,
  type ConsentSource,
} from '@/features/texts/schema'

export type TextConsent = { number: string; words: string; at: string; source: ConsentSource }

/**
 * The consent of a ticked form: the number in E.164, the exact words ticked, when and where; or
 * nothing without the tick (or, never after a schema's check, without a valid number).
 */
export function consentFor(
  textMe: boolean,
  phone: string | undefined,
  source: ConsentSource,
  now = new Date(),
): TextConsent | undefined {
  if (!textMe) return undefined
  const number = toE164(phone)
  if (!number) return undefined
  return { number, words: CONSENT_WORDS, at: now.toISOString(), source }
}

/**
 * A form schema's check: with the tick, the phone must be a number texts can reach. Its message
 * (phoneIssueForTexts) takes the place of the phone's own, and shows even while other fields are
 * refused; the typed values stay with the form.
 */
export const textsPhoneCheck = <T extends { phone?: unknown; textMe?: unknown }>() =>
  z.check<T>(
    (payload) => {
      const value = payload.value as { phone?: unknown; textMe?: unknown } | null
      if (!value || typeof value !== 'object') return
      const message = phoneIssueForTexts(ticked(value.textMe), value.phone)
      if (!message) return
      // One message on the phone at a time: the texts' one says what the number needs.
      for (let i = payload.issues.length - 1; i >= 0; i--) {
        if (payload.issues[i]?.path?.[0] === 'phone') payload.issues.splice(i, 1)
      }
      payload.issues.push({
        code: 'custom',
        path: ['phone'],
        message,
        input: value.phone,
        continue: true,
      })
    },
    { when: () => true },
  )
