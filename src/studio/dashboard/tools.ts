import { hasRole, type Role } from '@/access/roles'
import { STAFF, WRITERS } from '@/features/staff/login'
import type { User } from '@/payload-types'

/**
 * The staff tools, each where its users look: the lead tools for those who work leads, the blog's
 * SEO for those who write it, the upload test (the upload rules, the site's settings) for admins.
 */
const TOOLS: { href: string; label: string; roles: Role[] }[] = [
  { href: '/admin/collections/leads', label: 'All leads', roles: STAFF },
  { href: '/admin/export', label: 'Export leads as CSV', roles: STAFF },
  { href: '/log-home-photos', label: 'Photos and videos from homeowners', roles: STAFF },
  { href: '/analytics', label: 'Analytics: visitors, estimates and chats', roles: STAFF },
  { href: '/blog-seo', label: 'Blog SEO', roles: WRITERS },
  {
    href: '/file-upload-test',
    label: 'Try a file upload: which files the site accepts',
    roles: ['admin'],
  },
]

export const toolsFor = (user: User) => TOOLS.filter((tool) => hasRole(user, ...tool.roles))
