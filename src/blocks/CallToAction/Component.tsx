import Link from 'next/link'

import type { CallToActionBlock as Props } from '@/payload-types'

export function CallToActionComponent({ heading, text, links }: Props) {
  return (
    <section className="rounded-lg bg-forest-900 p-6 text-white">
      <h2 className="text-2xl font-bold">{heading}</h2>
      {text && <p className="mt-2">{text}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {links?.map((link) => (
          <Link
            key={link.id}
            href={link.href}
            className="inline-flex min-h-11 items-center rounded-md bg-cedar-600 px-4 font-semibold"
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  )
}
