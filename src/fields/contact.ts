import type { EmailField, TextField } from 'payload'
import { email as emailValid, text as textValid } from 'payload/shared'

import { canBeReached, NO_WAY_TO_REACH } from '@/features/leads/domain'
import { formatPhone } from '@/utilities/phone'

/** What was typed, trimmed; nothing (null) for an empty box, so "no e-mail" is one value. */
const typed = (value: unknown) =>
  typeof value === 'string' ? value.trim() || null : (value ?? null)

/**
 * The e-mail and phone of someone the business calls back (a lead, a visit's homeowner): either
 * may be left out, not both. Neither given: both fields say so, in the studio's form and through
 * the API alike. The phone is stored in one format, whoever typed it (utilities/phone).
 */
export const contactFields = ({ index = false } = {}): [EmailField, TextField] => [
  {
    name: 'email',
    type: 'email',
    index: true,
    hooks: { beforeValidate: [({ value }) => typed(value)] },
    validate: (value, options) => {
      const valid = emailValid(value, options)
      if (valid !== true) return valid
      return canBeReached(options.siblingData as object) || NO_WAY_TO_REACH
    },
  },
  {
    name: 'phone',
    type: 'text',
    index,
    hooks: {
      beforeValidate: [
        ({ value }) => {
          const phone = typed(value)
          return typeof phone === 'string' ? formatPhone(phone) : phone
        },
      ],
    },
    validate: (value, options) => {
      const valid = textValid(value, options)
      if (valid !== true) return valid
      return canBeReached(options.siblingData as object) || NO_WAY_TO_REACH
    },
  },
]
