import type { ServerProps } from 'payload'

import '@/features/studio/brand.css'
import { studioBrand } from '@/features/studio/brand'

/** The sign-in page's logo: the business's logo and name from the Business profile. */
export async function StudioLogo({ payload }: ServerProps) {
  const brand = await studioBrand(payload)
  return (
    <div className="studio-brand" data-studio-brand>
      {brand.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the studio's own small picture
        <img className="studio-brand__logo" src={brand.logo.url} alt={brand.logo.alt} />
      ) : null}
      <span className="studio-brand__name">{brand.name}</span>
      <span className="studio-brand__studio">studio</span>
    </div>
  )
}

/** The studio's corner (the top of every page): the business's logo, or its initials. */
export async function StudioIcon({ payload }: ServerProps) {
  const brand = await studioBrand(payload)
  if (brand.logo) {
    // eslint-disable-next-line @next/next/no-img-element -- the studio's own small picture
    return <img className="studio-brand__icon" src={brand.logo.url} alt={brand.name} />
  }
  const initials = brand.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
  return (
    <span className="studio-brand__initials" role="img" aria-label={brand.name}>
      {initials}
    </span>
  )
}
