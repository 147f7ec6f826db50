/**
 * The homeowner's tick: its label, and the words stored with the lead as their consent. Apart from
 * ./schema.ts (zod, libphonenumber-js) so the forms' first, server-drawn versions can show the
 * tick without shipping either; ./schema.ts re-exports them.
 */
export const CONSENT_LABEL = 'Text me about my visit'
export const CONSENT_WORDS =
  'Text me about my visit: a confirmation, a reminder the day before, changes, and when the inspector is on the way. Up to 6 texts per visit; message and data rates may apply. Reply STOP to end, HELP for help.'
