import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/access/roles'

/** Admins see and change every user; everyone else only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}

/** A field of a user that admins and that user read (the collection's own rule, held per field). */
export const adminOrSelfField: FieldAccess = ({ req, doc, id }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  const own = (doc as { id?: unknown } | undefined)?.id ?? id
  return own !== undefined && String(own) === String(req.user.id)
}
