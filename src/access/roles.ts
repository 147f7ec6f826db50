import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'staff'] as const
export type Role = (typeof ROLES)[number]

type WithUser = { req: Pick<PayloadRequest, 'user'> }

export const hasRole = (user: PayloadRequest['user'], ...roles: Role[]): boolean =>
  Boolean(user && 'role' in user && roles.includes(user.role as Role))

/** Anyone, signed in or not. */
export const anyone: Access = () => true

export const authenticated = ({ req }: WithUser): boolean => Boolean(req.user)

export const isAdmin = ({ req }: WithUser): boolean => hasRole(req.user, 'admin')

/** Content: editors and admins write. */
export const isEditor = ({ req }: WithUser): boolean => hasRole(req.user, 'admin', 'editor')

/** Leads: staff and admins work them. */
export const isStaff = ({ req }: WithUser): boolean => hasRole(req.user, 'admin', 'staff')

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** A collection only the site's own code uses (through the Local API, which skips access). */
export const apiClosed = {
  create: () => false,
  read: () => false,
  update: () => false,
  delete: () => false,
}

/**
 * A field only the site's own code reads and writes (the Local API with access overridden): no
 * user, staff and admins included, sees it through the REST or GraphQL API, filters or sorts on
 * it (Payload refuses a query on a field its reader may not read), or sets it.
 */
export const siteOnlyField = {
  create: () => false,
  read: () => false,
  update: () => false,
}

/**
 * `admin.hidden` of what only editors and admins change (content, the home page, the business
 * profile): out of the studio's menu and routes for staff, who only read it.
 */
export const hiddenUnlessEditor = ({ user }: { user: unknown }): boolean =>
  !hasRole(user as PayloadRequest['user'], 'admin', 'editor')
