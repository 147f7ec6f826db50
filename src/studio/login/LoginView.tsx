import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { PASSWORD_CHOSEN } from '@/features/staff/choosePassword'
import { LoginForm } from '@/features/staff/totp/admin/LoginForm'
import { afterSignIn } from '@/features/staff/totp/redirect'
import { StudioLogo } from '@/features/studio/Brand'

/**
 * The studio's sign-in page (`/admin/login`, payload.config.ts `admin.components.views.login`):
 * Payload's own page, whose form cannot ask for a second step, drawn again with one that can
 * (features/staff/totp/admin/LoginForm.tsx). As Payload's does: the business's logo (the studio
 * feature's), a signed-in visitor sent straight on, and `?redirect=` followed after the sign-in,
 * only to a path on this site (Payload's getSafeRedirect, and the site's own check, isSitePath: no
 * other site, however written).
 */
export function LoginView(props: AdminViewServerProps) {
  const { initPageResult, payload, searchParams } = props
  const { routes } = payload.config
  const target = afterSignIn(searchParams?.redirect, routes.admin)
  if (initPageResult.req.user) redirect(target)
  const note =
    searchParams?.password === PASSWORD_CHOSEN
      ? 'Your new password is set. Sign in with it, then the code from your authenticator app.'
      : undefined
  return (
    <>
      <div className="login__brand">
        <StudioLogo {...props} />
      </div>
      <LoginForm
        redirect={target}
        forgotHref={formatAdminURL({
          adminRoute: routes.admin,
          path: payload.config.admin.routes.forgot,
        })}
        note={note}
      />
    </>
  )
}
