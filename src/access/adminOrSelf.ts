import type { Access } from 'payload'

import { hasRole } from '@/access/roles'

/** Admins see and change every user; everyone else only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}
