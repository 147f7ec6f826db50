import { JsonLd } from '@/components/JsonLd'
import { listServices } from '@/lib/payload/listings'
import { getSiteSettings } from '@/lib/payload/queries'
import { businessJsonLd } from '@/lib/seo/jsonld'

/** The business profile for search engines, on every public page. */
export async function BusinessJsonLd() {
  const [settings, services] = await Promise.all([getSiteSettings(), listServices()])
  return <JsonLd data={businessJsonLd(settings, { services })} />
}
