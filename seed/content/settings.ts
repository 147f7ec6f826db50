import type { Footer, Header, SiteSetting } from '../../src/payload-types'

type Data<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

/** The business profile of spec sections 1 and 3 with DECISIONS.md's placeholders. */
export const siteSettings: Data<SiteSetting> = {
  businessName: 'High Country Log Home Finishing',
  phone: '(719) 555-0142',
  email: 'estimates@example.com',
  notificationEmail: 'estimates@example.com',
  address: {
    streetAddress: 'PO Box 1180',
    locality: 'Fairplay',
    region: 'CO',
    postalCode: '80440',
  },
  geo: { latitude: 39.2247, longitude: -105.9994 },
  priceRange: '$$$',
  // No minimum job: estimates are spec section 9's figures (DECISIONS.md); the owner may set one.
  taglines: [
    { text: 'Licensed & Insured Colorado Contractor' },
    { text: 'Specialized High-Altitude Log Home Restoration' },
  ],
  claims: { years: '20+', projects: '500+' },
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '17:00',
    },
    { days: ['Saturday'], opens: '09:00', closes: '15:00' },
  ],
  areasServed: [
    'Park County',
    'Summit County',
    'Eagle County',
    'Pitkin County',
    'Chaffee County',
    'Teller County',
    'Gunnison County',
    'El Paso County',
    'Jefferson County',
    'Denver',
    'Colorado Springs',
    'Boulder',
    'Fort Collins',
    'Breckenridge',
    'Fairplay',
    'Buena Vista',
    'Salida',
    'Woodland Park',
    'Evergreen',
  ].map((name) => ({ name })),
  social: [
    {
      network: 'facebook',
      label: 'Facebook',
      url: 'https://www.facebook.com/example-log-home-finishing',
    },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/example-log-home-finishing',
    },
    {
      network: 'pinterest',
      label: 'Pinterest',
      url: 'https://www.pinterest.com/example-log-home-finishing',
    },
    {
      network: 'youtube',
      label: 'YouTube',
      url: 'https://www.youtube.com/@example-log-home-finishing',
    },
    {
      network: 'houzz',
      label: 'Houzz',
      url: 'https://www.houzz.com/professionals/example-log-home-finishing',
    },
    {
      network: 'nextdoor',
      label: 'Nextdoor',
      url: 'https://nextdoor.com/pages/example-log-home-finishing',
    },
    {
      network: 'gallery',
      label: 'Photo gallery',
      url: 'https://photos.example.com/log-home-finishing',
    },
  ],
  seo: {
    titleSuffix: ' | High Country Log Home Finishing',
    defaultDescription:
      'Log home restoration, chinking, staining and media blasting in Colorado’s mountain counties. 20+ years, 500+ projects. Free estimates from a licensed, insured crew.',
    keywords: [
      'log home restoration Colorado',
      'log home chinking',
      'log home staining',
      'media blasting logs',
      'hail damage log home',
    ].map((keyword) => ({ keyword })),
  },
}

/** Spec section 2: five desktop links, the ten drawer links with badges, four quick city links. */
export const header: Data<Header> = {
  desktopLinks: [
    { label: 'Home', href: '/' },
    { label: 'Portfolio', href: '/portfolio' },
    { label: 'Blog', href: '/blog' },
    { label: 'Contact', href: '/contact' },
    { label: 'Cost Calculator', href: '/cost-calculator' },
  ],
  menuLinks: [
    { label: 'Log Home Finishing', href: '/', description: 'Home' },
    {
      label: 'Finishing Portfolio',
      href: '/portfolio',
      badge: 'New',
      description: 'Before and after',
    },
    {
      label: 'Log Home Restoration',
      href: '/log-home-restoration',
      description: 'Full restoration',
    },
    {
      label: 'Log Home Products',
      href: '/log-home-products',
      description: 'Stains, sealants, chinking',
    },
    { label: 'Blog', href: '/blog', description: 'Maintenance tips' },
    { label: 'Contact', href: '/contact', description: 'Call, text or write' },
    { label: 'About', href: '/about', description: 'Our crew and story' },
    { label: 'Reviews', href: '/testimonials', description: 'What homeowners say' },
    { label: 'Service Areas', href: '/service-areas', description: 'Counties and cities' },
    {
      label: 'Cost Calculator',
      href: '/cost-calculator',
      badge: 'Popular',
      description: 'Price your job',
    },
  ],
  quickLinks: [
    { label: 'Denver', href: '/cities/denver-log-home-restoration', description: 'Metro area' },
    { label: 'Boulder', href: '/cities/boulder-log-home-restoration', description: 'Front Range' },
    {
      label: 'Colorado Springs',
      href: '/cities/colorado-springs-log-home-restoration',
      description: 'Pikes Peak region',
    },
    { label: 'All Areas', href: '/cities', description: '20+ Colorado cities' },
  ],
  quoteLabel: 'Get Quote',
  quoteHref: '/contact',
}

const county = (slug: string, name: string) => ({ label: name, href: `/counties/${slug}-county` })

/** Spec section 2: the footer's three link groups and the services teaser. */
export const footer: Data<Footer> = {
  groups: [
    {
      title: 'Professional Services',
      links: [
        { label: 'Log Home Restoration', href: '/log-home-restoration' },
        { label: 'Log Home Products', href: '/log-home-products' },
        { label: 'Chinking', href: '/services/chinking' },
        { label: 'Staining', href: '/services/staining' },
        { label: 'Media Blasting', href: '/services/media-blasting' },
        { label: 'Weatherproofing', href: '/services/weatherproofing' },
        { label: 'Maintenance', href: '/services/maintenance' },
        { label: 'Hail Damage Restoration', href: '/services/log-home-hail-damage-restoration' },
        { label: 'Project Cost Calculator', href: '/cost-calculator' },
      ],
    },
    {
      title: 'Colorado Service Areas',
      links: [
        { label: 'Statewide Services', href: '/services' },
        county('park', 'Park County'),
        county('summit', 'Summit County'),
        county('chaffee', 'Chaffee County'),
        county('teller', 'Teller County'),
        county('eagle', 'Eagle County'),
        county('gunnison', 'Gunnison County'),
        county('el-paso', 'El Paso County'),
        county('jefferson', 'Jefferson County'),
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Maintenance Blog', href: '/blog' },
        { label: 'Before & After Photos', href: '/portfolio' },
        { label: 'About', href: '/about' },
        { label: 'FAQ', href: '/faq' },
        { label: 'Request Estimate', href: '/contact' },
      ],
    },
  ],
  teaser: [
    {
      label: 'Chinking',
      href: '/services/chinking',
      description: 'Seal the gaps between logs against drafts, water and insects.',
      price: 'Contact for quote',
    },
    {
      label: 'Media Blasting & Staining',
      href: '/media-blasting',
      description: 'Strip failed finishes to bare wood and protect it with a UV-rich stain.',
      price: 'Contact for quote',
    },
    {
      label: 'Maintenance & Repair',
      href: '/services/maintenance',
      description: 'Inspections every 2-3 years, recoats and repairs before damage spreads.',
      price: 'Contact for quote',
    },
  ],
}
