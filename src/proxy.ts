import { NextResponse, type NextRequest } from 'next/server'

import { refuseMalformedAction } from '@/mends/actionGuard'
import { isPublicStudioPage } from '@/mends/publicStudio'
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/logging/requestId'
import { isSiteFile, sitePagePath } from '@/lib/site/pages'
import {
  FIRST_USER_PAGE,
  firstUserFormAllowed,
  firstUserRefusedPage,
} from '@/features/staff/firstUser'
import { redirectFor } from '@/features/redirects/server/proxyTable'
import { redirectLocation } from '@/lib/redirects/match'
import { CHOOSE_PASSWORD_PAGE } from '@/features/staff/choosePassword'
import { loginUrl, rolesFor } from '@/features/staff/login'
import { sessionRole } from '@/features/staff/session'

/**
 * Every request but Next.js's own files comes through here first (Next.js's proxy, on Node.js):
 * 1. it gets a request id (its sane `x-request-id`, else a new one), sent on to the route and back
 *    in the answer;
 * 2. the staff pages and the studio want a session, checked before anything is drawn;
 * 3. an old address the owner redirected (features/redirects) is answered with its redirect;
 * 4. a POST to a public page that Next.js would decode as a server action is checked first
 *    (mends/actionGuard);
 * 5. a public page is rewritten to the same page under the site's address
 *    (lib/site/pages.ts sitePagePath): its path in the browser does not change.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER))
  const response =
    (await answer(request, requestId)) ?? NextResponse.next(forward(request, requestId))
  response.headers.set(REQUEST_ID_HEADER, requestId)
  return response
}

/** The request's headers as the route gets them: with its request id. */
function forward(request: NextRequest, requestId: string) {
  const headers = new Headers(request.headers)
  headers.set(REQUEST_ID_HEADER, requestId)
  return { request: { headers } }
}

/** Browsers keep a redirect this long: a change the owner makes reaches them soon enough. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=300'

/** An old address's redirect, with the visitor's query; the body is empty. */
async function redirected(request: NextRequest): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const { pathname, search } = request.nextUrl
  if (isSiteFile(pathname)) return null
  const hit = await redirectFor(pathname + search)
  if (!hit) return null
  // On the request's own address, which Next.js sends on as a path (no other site is named); a
  // target that would resolve to another site (`//evil.example`) is never sent.
  const location = redirectLocation(hit.location, request.url)
  if (!location) return null
  return new Response(null, {
    status: hit.status,
    headers: {
      Location: location,
      'Cache-Control': REDIRECT_CACHE_CONTROL,
    },
  })
}

async function answer(request: NextRequest, requestId: string): Promise<Response | null> {
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
  // Payload's reset page, from a link sent before the site had its own: the site's.
  const reset = /^\/admin\/reset\/([^/]+)$/.exec(pathname)
  if (reset) {
    return NextResponse.redirect(new URL(`${CHOOSE_PASSWORD_PAGE}/${reset[1]}`, request.url), 307)
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return studioPage(request)
  const page = sitePagePath(pathname)
  if (page === null) return null
  const moved = await redirected(request)
  if (moved) return moved
  const refused = await refuseMalformedAction(request)
  if (refused) return refused
  // On the request's own address: Next.js serves a rewrite to another origin by proxying it.
  const url = new URL(request.url)
  url.pathname = page
  return NextResponse.rewrite(url, forward(request, requestId))
}

const NO_ACCESS = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>No access</title><body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1f1d1a"><h1>You do not have access to this page</h1><p>Your role does not open it: the lead tools and analytics are for staff and admins, the blog SEO analyzer for editors and admins. Ask an admin to change your role, or go back to the <a href="/admin">studio</a>.</p></body></html>`

/**
 * The staff pages answer before anything is drawn: the studio streams its frame first, so a
 * redirect or a 403 from inside a view would arrive as a page with status 200. Without a valid
 * session: a redirect to the sign-in page, and back after it. With a session whose role does not
 * open the page: 403. The page then checks the user itself (features/staff/access).
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
  return null
}

/** The staff pages (the studio's lead pages among them). */
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
 * A studio page that needs a session (all but mends/publicStudio.ts's), opened without one, is
 * sent to sign in by the server, and back after it. Payload sends it too, but from inside the
 * page, which the studio streams after its frame: the answer would be a 200 and a redirect done
 * by the browser's script. Only page loads (GET, HEAD): the studio's server functions (POST)
 * answer for themselves.
 */
async function studioPage(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const rest = pathname.slice('/admin'.length)
  if (!['GET', 'HEAD'].includes(request.method) || isPublicStudioPage(rest)) return null
  if (await sessionRole(request)) return null
  return NextResponse.redirect(new URL(loginUrl(pathname + search), request.url), 307)
}

export const config = {
  matcher: [
    // Everything but the APIs and Next.js's built files (which need no id, session or rewrite).
    '/((?!api(?:/|$)|_next/static|_next/image).*)',
    // The APIs asked without a body (GET, HEAD): their request id. A request with a body goes
    // straight to its route: for a request the proxy sees, Next.js buffers the body in memory
    // for it, and hands the route no more than `proxyClientMaxBodySize` (10 MB) of it, where
    // uploads are 50 MB a file and are streamed to disk as they arrive.
    { source: '/api/:path*', missing: [{ type: 'header', key: 'content-type' }] },
  ],
}
