import { jwtVerify } from 'jose'
import { NextResponse, type NextRequest } from 'next/server'

import { refuseMalformedAction } from '@/lib/security/actionGuard'
import {
  FIRST_USER_PAGE,
  firstUserFormAllowed,
  firstUserRefusedPage,
} from '@/features/staff/firstUser'
import { loginUrl, rolesFor } from '@/features/staff/login'

/** Payload's signing key: the first 32 hex characters of the secret's SHA-256 (Payload's own). */
async function signingKey(): Promise<Uint8Array | null> {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) return null
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
  return new TextEncoder().encode(hex.join('').slice(0, 32))
}

/** The session's token: Payload's cookie, or an `Authorization: JWT …` / `Bearer …` header. */
function tokenOf(request: NextRequest): string | null {
  const header = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  return header?.[1] ?? request.cookies.get('payload-token')?.value ?? null
}

/** The role a valid, unexpired session token names; null without one. */
async function sessionRole(request: NextRequest): Promise<string | null> {
  const token = tokenOf(request)
  const key = token && (await signingKey())
  if (!token || !key) return null
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    return typeof payload.role === 'string' ? payload.role : null
  } catch {
    return null
  }
}

const NO_ACCESS = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>No access</title><body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1f1d1a"><h1>You do not have access to this page</h1><p>Your role does not open it: the lead tools and analytics are for staff and admins, the blog SEO analyzer for editors and admins. Ask an admin to change your role, or go back to the <a href="/admin">studio</a>.</p></body></html>`

/**
 * The staff pages answer before anything is drawn: the studio streams its frame first, so a
 * redirect or a 403 from inside a view would arrive as a page with status 200. Without a valid
 * session: a redirect to the sign-in page, and back after it. With a session whose role (in its
 * signed token, which the studio renews every few minutes) does not open the page: 403. The page
 * then checks the user against the database itself (features/staff/access). Only these paths run this.
 */
async function staffOnly(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const role = await sessionRole(request)
  if (!role) return NextResponse.redirect(new URL(loginUrl(pathname + search), request.url), 307)
  if (!(rolesFor(pathname) as string[]).includes(role)) {
    return new NextResponse(NO_ACCESS, {
      status: 403,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return NextResponse.next()
}

/** The staff pages of the matcher below (Next.js reads the matcher as written, so it repeats them). */
const STAFF_PAGES = [
  '/admin/export',
  '/admin/collections/leads',
  '/admin/collections/lead-files',
  '/log-home-photos',
  '/file-upload-test',
  '/analytics',
  '/blog-seo',
]
const isStaffPage = (pathname: string) =>
  STAFF_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))

/**
 * The studio's pages that need no session, after `/admin` (Payload's `isPublicAdminRoute`: the
 * sign-in, sign-out, password and first-user pages, and an account's e-mail check).
 */
const PUBLIC_STUDIO =
  /^\/(login|logout|logout-inactivity|forgot|reset|create-first-user|unauthorized)(\/|$)|^\/users\/verify\//

/**
 * Every other studio page opened without a session is sent to sign in by the server, and back
 * after it. Payload sends it too, but from inside the page, which the studio streams after its
 * frame: the answer would be a 200 and a redirect done by the browser's script. Only page loads
 * (GET, HEAD): the studio's server functions (POST) answer for themselves.
 */
async function studioPage(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const rest = pathname.slice('/admin'.length)
  if (!['GET', 'HEAD'].includes(request.method) || PUBLIC_STUDIO.test(rest)) {
    return NextResponse.next()
  }
  if (await sessionRole(request)) return NextResponse.next()
  return NextResponse.redirect(new URL(loginUrl(pathname + search), request.url), 307)
}

/**
 * Three kinds of request come here: the staff pages, the other studio pages, and POSTs to public
 * pages that Next.js would decode as a server action, which are checked first
 * (lib/security/actionGuard).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (isStaffPage(pathname)) return staffOnly(request)
  // Payload's create-first-user form, where it is not offered (features/staff/firstUser.ts).
  if (
    (pathname === FIRST_USER_PAGE || pathname.startsWith(`${FIRST_USER_PAGE}/`)) &&
    !firstUserFormAllowed()
  ) {
    return new NextResponse(firstUserRefusedPage(), {
      status: 403,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return studioPage(request)
  return (await refuseMalformedAction(request)) ?? NextResponse.next()
}

export const config = {
  matcher: [
    // Public pages (not the studio, the API or Next.js's files) posted to as a server action.
    { source: '/((?!admin|api|_next|next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!admin|api|_next|next/).*)',
      has: [
        { type: 'header', key: 'content-type', value: '.*(multipart/form-data|form-urlencoded).*' },
      ],
    },
    // The studio: the staff pages among it, the rest for the sign-in redirect.
    '/admin/:path*',
    '/log-home-photos',
    '/file-upload-test',
    '/analytics',
    '/blog-seo/:path*',
  ],
}
