import { NextResponse, type NextRequest } from 'next/server'

import { loginUrl } from '@/lib/staff/login'

/**
 * Staff pages send an anonymous visitor to the sign-in page before anything is drawn: the studio
 * streams its frame first, so a redirect from inside a view would arrive as a page that moves on
 * in the browser. A request with Payload's cookie (or an API key / JWT header) goes through, and
 * the page checks the user and the role itself (lib/staff/access): an expired cookie still ends
 * on the sign-in page, a user without the role gets 403. Only these paths run this code.
 */
export function proxy(request: NextRequest) {
  // Payload's session cookie: `${cookiePrefix}-token`, and payload.config.ts keeps the default.
  if (request.cookies.has('payload-token') || request.headers.has('authorization')) return
  const { pathname, search } = request.nextUrl
  return NextResponse.redirect(new URL(loginUrl(pathname + search), request.url), 307)
}

export const config = {
  matcher: [
    '/admin/export',
    '/admin/collections/leads/:path*',
    '/admin/collections/lead-files/:path*',
    '/log-home-photos',
    '/file-upload-test',
    '/analytics',
    '/blog-seo/:path*',
  ],
}
