import type { Role } from '@/access/roles'

/** The studio's sign-in page, which brings the user back to `path` afterwards. */
export const loginUrl = (path: string) => `/admin/login?redirect=${encodeURIComponent(path)}`

/** Who works the leads: the lead desk, the export, the photos, the upload test, the analytics. */
export const STAFF: Role[] = ['admin', 'staff']
/** Who writes the blog: the SEO analyzer. */
export const WRITERS: Role[] = ['admin', 'editor']

/** The roles a staff address needs (src/proxy.ts and the pages' own checks agree on these). */
export const rolesFor = (pathname: string): Role[] =>
  pathname === '/blog-seo' || pathname.startsWith('/blog-seo/') ? WRITERS : STAFF
