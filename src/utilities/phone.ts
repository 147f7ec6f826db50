/** `tel:`/`sms:` links: +1 and the digits of the number only (spec section 2). */
export function dialDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return `+1${national}`
}

export const telHref = (phone: string) => `tel:${dialDigits(phone)}`
export const smsHref = (phone: string) => `sms:${dialDigits(phone)}`
