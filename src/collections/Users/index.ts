import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { authenticated, isAdmin, isAdminField, ROLES } from '@/access/roles'
import { firstUserIsAdmin, refuseFirstRegister } from '@/collections/Users/hooks/firstUser'
import { givePasswordToInvited, inviteNewUser } from '@/collections/Users/hooks/invite'
import { forgotPassword } from '@/collections/Users/hooks/passwordReset'
import { firstUserFormAllowed } from '@/features/staff/firstUser'
import { serverUrl } from '@/lib/site/urls'

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  auth: {
    // The session cookie only travels over https where the site is served over https.
    cookies: { secure: serverUrl().startsWith('https://') },
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // The reset e-mail: an absolute link on the site's address, drawn like the site's e-mails.
    forgotPassword,
  },
  // Only a development server offers Payload's create-first-user form (features/staff/firstUser.ts).
  endpoints: firstUserFormAllowed() ? [] : [refuseFirstRegister],
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
    listSearchableFields: ['name', 'email'],
    group: 'Settings',
    // A new account: "Save and invite", which sends the form without a password (see the button).
    components: {
      edit: { SaveButton: '@/features/staff/admin/InviteSaveButton#InviteSaveButton' },
    },
  },
  hooks: { beforeOperation: [givePasswordToInvited], afterChange: [inviteNewUser] },
  access: {
    admin: authenticated,
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      // A new account's password: chosen by its owner from the invitation e-mail.
      name: 'invite',
      type: 'ui',
      admin: { components: { Field: '@/features/staff/admin/InviteNote#InviteNote' } },
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      hooks: { beforeValidate: [firstUserIsAdmin] },
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Admin: everything, including users. Editor: site content. Staff: leads and exports. The first account is always an admin.',
      },
    },
  ],
  timestamps: true,
}
