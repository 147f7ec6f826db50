import type { Seo } from './types'

/** Titles, introductions and SEO fields of the site's listing routes, editable as pages. */
export const listingPages: Array<{ slug: string; title: string; intro: string; seo: Seo }> = [
  {
    slug: 'services',
    title: 'Log Home Services',
    intro:
      'Everything a log home needs at altitude, from the first inspection to a full restoration, statewide.',
    seo: {
      title: 'Log Home Services in Colorado',
      description:
        'Chinking, staining, weatherproofing, maintenance, hail repair, media blasting, deck refinishing and log railings across Colorado’s mountain counties.',
      keywords: ['log home services Colorado', 'log home chinking', 'log home staining'],
    },
  },
  {
    slug: 'portfolio',
    title: 'Finishing Portfolio',
    intro:
      'Real projects, before and after: weathered logs brought back and protected for the next decade.',
    seo: {
      title: 'Log Home Portfolio: Before and After Photos',
      description:
        'Before and after photos of log homes we restored, chinked, stained and weatherproofed in Park, Summit, Chaffee, Teller and other Colorado counties.',
      keywords: ['log home before and after', 'log home restoration photos'],
    },
  },
  {
    slug: 'blog',
    title: 'Log Home Maintenance Blog',
    intro:
      'Practical advice for Colorado log home owners: staining, chinking, hail, UV at altitude and the seasons.',
    seo: {
      title: 'Log Home Maintenance Blog',
      description:
        'Advice for Colorado log home owners on staining, chinking, hail damage, media blasting and high-altitude UV from a crew with 20+ years of restorations.',
      keywords: ['log home maintenance blog', 'log home staining tips', 'chinking advice'],
    },
  },
  {
    slug: 'faq',
    title: 'Frequently Asked Questions',
    intro: 'What homeowners ask us most, answered plainly.',
    seo: {
      title: 'Log Home Restoration FAQ',
      description:
        'Answers about log home inspections, chinking, staining, media blasting, hail damage, cost and scheduling from a Colorado log home restoration contractor.',
      keywords: ['log home FAQ', 'log home chinking questions', 'log home staining cost'],
    },
  },
  {
    slug: 'contact',
    title: 'Request an Estimate',
    intro:
      'Tell us about your log home. We answer calls and texts on weekdays and reply to e-mail within one business day.',
    seo: {
      title: 'Contact Us: Request a Log Home Estimate',
      description:
        'Call, text or e-mail us for a free on-site assessment or an estimate on log home chinking, staining, restoration or hail damage repair in Colorado.',
      keywords: ['log home estimate Colorado', 'contact log home contractor'],
    },
  },
  {
    slug: 'testimonials',
    title: 'Reviews',
    intro: 'In their own words: homeowners across the Colorado high country.',
    seo: {
      title: 'Reviews from Colorado Log Home Owners',
      description:
        'What homeowners in Park, Summit, Chaffee, Teller and other Colorado counties say about our log home restoration, chinking, staining and hail repair work.',
      keywords: ['log home restoration reviews', 'Colorado log home contractor reviews'],
    },
  },
  {
    slug: 'service-areas',
    title: 'Service Areas',
    intro:
      'Eight mountain counties, from the Front Range foothills to the Continental Divide, and the cities around them.',
    seo: {
      title: 'Service Areas: Colorado Mountain Counties',
      description:
        'Log home restoration in Park, Summit, Chaffee, Teller, Eagle, Gunnison, El Paso and Jefferson counties and in 20+ Colorado cities and mountain towns.',
      keywords: ['log home restoration service area', 'Colorado mountain counties'],
    },
  },
  {
    slug: 'cities',
    title: 'Cities We Serve',
    intro: 'Our crews work across 20+ Colorado cities and mountain towns.',
    seo: {
      title: 'Colorado Cities We Serve',
      description:
        'Log home restoration, chinking and staining in 20+ Colorado cities and mountain towns, from Denver and Colorado Springs to Fairplay and Breckenridge.',
      keywords: ['log home restoration Colorado cities', 'log home contractor near me'],
    },
  },
  {
    slug: 'cost-calculator',
    title: 'Project Cost Calculator',
    intro: 'Pick the kind of work and the square footage of log surface to see a ballpark price.',
    seo: {
      title: 'Log Home Project Cost Calculator',
      description:
        'Estimate the cost of log home maintenance, repairs, full restoration or new construction finishing in Colorado by square footage, then get a detailed quote.',
      keywords: ['log home restoration cost', 'log home staining cost calculator'],
    },
  },
  {
    slug: 'search',
    title: 'Search',
    intro: 'Find blog posts, services, pages and before-and-after projects across the site.',
    seo: {
      title: 'Search the Site',
      description:
        'Search our blog posts, services, pages and before-and-after projects about log home restoration, chinking, staining and maintenance in Colorado.',
      keywords: ['log home restoration articles', 'log home projects'],
    },
  },
  {
    slug: 'chat',
    title: 'Log Home Assistant',
    intro:
      'Describe your log home, add photos, and get advice and a ballpark estimate. A specialist follows up within 24-48 hours.',
    seo: {
      title: 'Chat with Our Log Home Assistant',
      description:
        'Ask our assistant about your log home, share photos for a first look and get a ballpark estimate; a restoration specialist follows up within 24-48 hours.',
      keywords: ['log home advice', 'log home estimate online'],
    },
  },
  {
    slug: 'log-lens',
    title: 'Log Lens Photo Analysis',
    intro:
      'Send photos of your walls, corners and chinking for a first look at what your log home needs.',
    seo: {
      title: 'Log Lens: Photo Analysis for Log Homes',
      description:
        'Upload photos of your log home for a first analysis of weathering, checks, chinking and finish condition, then get a ballpark restoration estimate.',
      keywords: ['log home photo analysis', 'log home inspection online'],
    },
  },
]
