/** What every e-mail is given, the business profile, and what drawing one gives back. */

export type Business = {
  name: string
  /** As shown, e.g. '(719) 555-0142'. */
  phone: string
  email: string
  /** Absolute site URL without a trailing slash, e.g. 'https://example.com'. */
  website: string
  /** One line, e.g. 'PO Box 1180, Fairplay, CO 80440'. */
  address?: string
  /** E.g. 'Mon-Fri 8am-5pm, Sat 9am-3pm'. */
  hours?: string
}

export type EmailContent = { subject: string; html: string; text: string }
