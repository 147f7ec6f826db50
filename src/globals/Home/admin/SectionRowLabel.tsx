'use client'

import { useRowLabel } from '@payloadcms/ui'

import { HOME_SECTIONS } from '@/globals/Home/sections'

/** A row of the home page's Sections: the section's name ("Testimonials"), not "Section 08". */
export function SectionRowLabel() {
  const { data, rowNumber } = useRowLabel<{ section?: string | null; hidden?: boolean | null }>()
  const name =
    HOME_SECTIONS.find((section) => section.value === data?.section)?.label ??
    `Section ${(rowNumber ?? 0) + 1}`
  return (
    <span>
      {name}
      {data?.hidden ? ' (hidden)' : ''}
    </span>
  )
}
