import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { authenticated, isAdmin, isAdminField, ROLES } from '@/access/roles'
import { emailChangeFields } from '@/collections/Users/emailChange'
import { recordEmailChange, sendEmailChangeNotice } from '@/collections/Users/hooks/emailChange'
import { firstUserIsAdmin, refuseFirstRegister } from '@/collections/Users/hooks/firstUser'
import { givePasswordToInvited, inviteNewUser } from '@/collections/Users/hooks/invite'
import { checkNewPassword, checkResetPassword } from '@/collections/Users/hooks/password'
import { forgotPassword } from '@/collections/Users/hooks/passwordReset'
import {
  knowBrowserOnReset,
  noAccountLock,
  signInSucceeded,
  throttleSignIn,
} from '@/collections/Users/hooks/signIn'
import {
  noSessionAfterReset,
  requireSecondStep,
  takeSecondStep,
  twoStepUserEndpoints,
} from '@/collections/Users/hooks/twoStep'
import {
  addSession,
  endSessionsOfDeleted,
  endSessionsOnNewPassword,
  endSessionsOnReset,
  noteNewPassword,
  refreshSession,
  removeSession,
  sessionsField,
} from '@/mends/sessionStore'
import { CURRENT_PASSWORD } from '@/features/staff/currentPassword'
import { choosePasswordEndpoint } from '@/features/staff/server/choosePassword'
import { forgotPasswordEndpoint } from '@/features/staff/server/forgotPassword'
import { undoEmailChangeEndpoint } from '@/features/staff/server/emailUndo'
import { firstUserFormAllowed } from '@/features/staff/firstUser'
import { twoStepFields } from '@/features/staff/totp/fields'
import { userTextFields } from '@/features/texts/fields'
import { mobileEndpoints } from '@/features/texts/server/mobile'
import { serverUrl } from '@/lib/site/urls'

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  auth: {
    // The session cookie only travels over https where the site is served over https.
    cookies: { secure: serverUrl().startsWith('https://') },
    tokenExpiration: 60 * 60 * 8,
    // No account lock, which a stranger could set on the owner's account: failed sign-ins are
    // slowed per address and per account instead (hooks/signIn.ts), and the studio shows no
    // Unlock button.
    maxLoginAttempts: 0,
    // The reset e-mail: an absolute link on the site's address, drawn like the site's e-mails.
    forgotPassword,
  },
  endpoints: [
    // Only a development server offers Payload's create-first-user form (features/staff/firstUser.ts).
    ...(firstUserFormAllowed() ? [] : [refuseFirstRegister]),
    refreshSession,
    noAccountLock,
    choosePasswordEndpoint,
    // In place of Payload's: the same answer in the same time for every address.
    forgotPasswordEndpoint,
    // Two-step sign-in: set up, confirmed, turned off, new recovery codes, an admin turning it off
    // for someone (features/staff/totp).
    ...twoStepUserEndpoints,
    undoEmailChangeEndpoint,
    // A mobile number for text alerts, confirmed with a texted code (features/texts).
    ...mobileEndpoints,
  ],
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
  // Sessions are kept one entry each (mends/sessionStore.ts: payloadcms/payload#16027 and
  // #18132), every new password is checked (hooks/password.ts), every sign-in counted
  // (hooks/signIn.ts), every change of address recorded and told to the old one
  // (hooks/emailChange.ts), and no session starts before its second step (hooks/twoStep.ts).
  hooks: {
    beforeOperation: [givePasswordToInvited, throttleSignIn, checkResetPassword, takeSecondStep],
    beforeChange: [checkNewPassword, noteNewPassword, recordEmailChange],
    afterChange: [inviteNewUser, endSessionsOnNewPassword, sendEmailChangeNotice],
    beforeLogin: [requireSecondStep],
    afterLogin: [addSession, signInSucceeded],
    afterLogout: [removeSession],
    // endSessionsOnReset first: it reads the reset's token, which noSessionAfterReset may take out.
    afterOperation: [endSessionsOnReset, noSessionAfterReset, knowBrowserOnReset],
    afterDelete: [endSessionsOfDeleted],
  },
  access: {
    admin: authenticated,
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    // No account is ever locked (maxLoginAttempts: 0), so nobody is offered Payload's "Force Unlock".
    unlock: () => false,
  },
  fields: [
    {
      // A new account's password: chosen by its owner from the invitation e-mail.
      name: 'invite',
      type: 'ui',
      admin: { components: { Field: '@/features/staff/admin/InviteNote#InviteNote' } },
    },
    {
      // On one's own account, while a new password or e-mail address is typed: the current
      // password (hooks/password.ts).
      name: CURRENT_PASSWORD,
      type: 'ui',
      admin: {
        components: { Field: '@/features/staff/admin/CurrentPasswordField#CurrentPasswordField' },
      },
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
    sessionsField,
    ...twoStepFields,
    ...emailChangeFields,
    ...userTextFields,
  ],
  timestamps: true,
}
