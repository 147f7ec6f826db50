'use client'

import Link from 'next/link'
import type { ComponentProps } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'

import { isLocalPath } from '@/utilities/paths'

/** Links out of the site open in a new tab; the site's own links stay client-side. */
function MarkdownLink({
  href = '',
  children,
  node: _node,
  ...props
}: ComponentProps<'a'> & { node?: unknown }) {
  if (/^https?:/i.test(href)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  if (isLocalPath(href)) return <Link href={href}>{children}</Link>
  return <a href={href}>{children}</a>
}

const components: Components = { a: MarkdownLink }

/**
 * An assistant message: GitHub-flavoured markdown (lists, tables, links), raw HTML never
 * rendered (`skipHtml`), unsafe link protocols dropped by react-markdown's URL check.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="chat-markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  )
}
