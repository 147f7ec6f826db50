/** `tel:`/`sms:` links: +1 and the digits of the number only (spec section 2). */
export function dialDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return `+1${national}`
}

export const telHref = (phone: string) => `tel:${dialDigits(phone)}`
export const smsHref = (phone: string) => `sms:${dialDigits(phone)}`

/**
 * A phone number in the one format the studio stores and shows: `(719) 555-0142` for a North
 * American number (ten digits, or eleven starting with 1, however typed); anything else (an
 * extension, a number from abroad) trimmed and otherwise kept as typed, so nothing is lost.
 */
export function formatPhone(phone: string): string {
  const typed = phone.trim()
  // Digits and the usual separators only: `ext. 12` or letters keep the number as typed.
  if (!/^[\d\s()+.\-]+$/.test(typed)) return typed
  const digits = typed.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) return typed
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
}
