import 'server-only'

import Link from 'next/link'

import { ServicesTeaser } from '@/components/ServicesTeaser/Component'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons'
import { getFooter, getSiteSettings } from '@/lib/payload/queries'
import { telHref } from '@/utilities/phone'

/** globals.css: named once, since the footer repeats it on every page. */
const linkClass = 'footer-link'

/**
 * The footer: the services teaser, the three link groups, the business facts (hours, taglines,
 * claims, address, phone, e-mail), the social links and the copyright line. All text is cream on
 * forest-900, at 9:1 or more.
 */
export async function Footer() {
  const [settings, footer] = await Promise.all([getSiteSettings(), getFooter()])
  const { address, claims } = settings
  const groups = footer.groups ?? []
  const social = settings.social ?? []

  return (
    <footer data-testid="site-footer" className="mt-16 bg-forest-900 text-cream-100">
      <ServicesTeaser cards={footer.teaser ?? []} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-4">
        <div className="space-y-5">
          <p className="font-serif text-xl font-bold text-cream-50">{settings.businessName}</p>
          {settings.taglines && settings.taglines.length > 0 ? (
            <ul className="space-y-1 text-sm text-cream-100/85">
              {settings.taglines.map((tagline) => (
                <li key={tagline.text}>{tagline.text}</li>
              ))}
            </ul>
          ) : null}
          <ul className="flex gap-6">
            <li className="text-sm">
              <span className="footer-figure">{claims.years}</span> years
            </li>
            <li className="text-sm">
              <span className="footer-figure">{claims.projects}</span> projects
            </li>
          </ul>
          <p className="flex gap-2 text-sm">
            <ClockIcon className="footer-icon mt-0.5" />
            <span>{settings.hoursText}</span>
          </p>
          <address className="space-y-1 text-sm not-italic">
            <p className="flex gap-2">
              <MapPinIcon className="footer-icon mt-0.5" />
              <span>
                {address.streetAddress}, {address.locality}, {address.region} {address.postalCode}
              </span>
            </p>
            <p>
              <a href={telHref(settings.phone)} className={`${linkClass} gap-2`}>
                <PhoneIcon className="footer-icon" />
                <span className="tabular-nums">{settings.phone}</span>
              </a>
            </p>
            <p>
              <a href={`mailto:${settings.email}`} className={`${linkClass} gap-2 break-all`}>
                <MailIcon className="footer-icon" />
                {settings.email}
              </a>
            </p>
          </address>
        </div>

        {groups.length > 0 ? (
          <nav aria-label="Footer" className="grid gap-8 sm:grid-cols-3 lg:col-span-3">
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className="footer-heading">{group.title}</h2>
                <ul className="mt-3 text-sm">
                  {(group.links ?? []).map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
      </div>

      <div className="border-t border-forest-800">
        <div className="footer-bottom">
          {social.length > 0 ? (
            <nav aria-label="Social media">
              <ul className="flex flex-wrap gap-2">
                {social.map((profile) => (
                  <li key={profile.url}>
                    <a href={profile.url} target="_blank" rel="noopener" className="footer-chip">
                      {profile.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className="shrink-0 text-sm text-cream-100/85">
            © {new Date().getFullYear()} {settings.businessName}
          </p>
        </div>
      </div>
    </footer>
  )
}
