import { JsonLd } from '@/components/JsonLd'
import { listServices } from '@/lib/payload/listings'
import { getSiteSettings } from '@/lib/payload/queries'
import { businessJsonLd, businessReferenceJsonLd } from '@/lib/seo/jsonld'

/**
 * The business for search engines. Every page names it (the site's layout); the home and contact
 * pages give the full profile (`full`): repeating its 4 KB on every page only made pages heavier.
 */
export async function BusinessJsonLd({ full = false }: { full?: boolean }) {
  const settings = await getSiteSettings()
  if (!full) return <JsonLd data={businessReferenceJsonLd(settings)} />
  const services = await listServices()
  return <JsonLd data={businessJsonLd(settings, { services })} />
}
