import type { ImageRef, Seo } from './types'

type Link = { label: string; href: string }

/** The home page's words, section by section (spec section 2, home page). */
export const home = {
  hero: {
    heading: 'Log Home Restoration and Finishing for Colorado’s High Country',
    subheading:
      'Chinking, staining, media blasting and repairs by a licensed crew that has worked at altitude for 20+ years. Your logs, protected for the next decade.',
    slides: [
      {
        key: 'home-hero-1',
        alt: 'A restored honey-toned log home below snowy peaks',
        scene: 'after',
        variant: 90,
      },
      {
        key: 'home-hero-2',
        alt: 'A log cabin in a green mountain valley',
        scene: 'landscape',
        variant: 91,
      },
      {
        key: 'home-hero-3',
        alt: 'A crew member staining a log wall from a scaffold',
        scene: 'crew',
        variant: 92,
      },
      {
        key: 'home-hero-4',
        alt: 'Close-up of fresh chinking between stained logs',
        scene: 'detail',
        variant: 94,
      },
      {
        key: 'home-hero-5',
        alt: 'A two-storey log home with a freshly finished deck',
        scene: 'after',
        variant: 96,
      },
    ] satisfies ImageRef[],
    primary: { label: 'Schedule Assessment', href: '/contact' },
    secondary: { label: 'View Our Work', href: '/portfolio' },
  },
  estimate: {
    heading: 'Instant Estimate',
    text: 'Choose the kind of work and the square footage of log surface for a ballpark price, then send it to us for a detailed quote.',
  },
  whyChooseUs: {
    heading: 'Why Mountain Homeowners Choose Us',
    cards: [
      {
        title: 'High-altitude specialists',
        text: 'UV at 9,000 feet, freeze-thaw cycles and hail: we choose products and schedules for the conditions your logs really face.',
      },
      {
        title: 'Licensed and insured',
        text: 'A Colorado contractor with liability coverage and a written workmanship warranty on every project.',
      },
      {
        title: '500+ projects, 20+ years',
        text: 'From one-room cabins to 6,000 square foot lodges, we have restored log homes across eight mountain counties.',
      },
      {
        title: 'Clear, fixed quotes',
        text: 'A free on-site assessment and a written quote by square foot, so you know the price before work starts.',
      },
    ],
  },
  showcase: {
    heading: 'Before and After',
    text: 'Grey, checked and leaking to rich, sealed and weather-tight: a full restoration outside Fairplay.',
    projectSlug: 'log-home',
  },
  blurbs: [
    {
      heading: 'Full restoration',
      text: 'When the finish has failed, we strip the logs to clean wood by media blasting, repair rot and checks, re-chink and apply a UV-rich stain and a clear topcoat.',
      link: { label: 'About log home restoration', href: '/log-home-restoration' },
    },
    {
      heading: 'Maintenance that prevents it',
      text: 'An inspection every 2-3 years and a timely maintenance coat cost a fraction of a restoration. We keep a schedule for you and remind you when it is due.',
      link: { label: 'Read the maintenance guide', href: '/maintenance-guide' },
    },
  ],
  featured: {
    heading: 'Featured Projects',
    text: 'Recent work across the Colorado mountains.',
  },
  counties: {
    heading: 'Counties We Serve',
    text: 'From the foothills to the Continental Divide; elevations shown are at the county seat.',
  },
  cities: {
    heading: 'Cities and Towns',
    text: 'Dedicated pages for the Front Range cities, and crews across 20+ towns.',
  },
  testimonials: { heading: 'What Homeowners Say' },
  resources: {
    heading: 'Homeowner Resources',
    links: [
      {
        label: 'Maintenance Guide',
        href: '/maintenance-guide',
        description: 'What to check, and when',
      },
      {
        label: 'Restoration Process',
        href: '/restoration-process',
        description: 'From assessment to walk-through',
      },
      {
        label: 'Log Home Products',
        href: '/log-home-products',
        description: 'Stains, sealants and chinking we trust',
      },
      { label: 'FAQ', href: '/faq', description: 'Answers to common questions' },
      { label: 'Maintenance Blog', href: '/blog', description: 'Seasonal advice' },
    ],
  },
  cta: {
    heading: 'Ready to bring your logs back?',
    text: 'Get a ballpark in a minute, or see what we have done for homes like yours.',
    primary: { label: 'Get Estimate', href: '/cost-calculator' },
    secondary: { label: 'View Portfolio', href: '/portfolio' },
  },
  servicesDirectory: { heading: 'All Services' },
  latest: { heading: 'Latest Resources' },
  seo: {
    title: 'Log Home Restoration, Chinking & Staining in Colorado',
    description:
      'Log home restoration, chinking, staining, media blasting and hail repair in Colorado’s mountain counties. 20+ years, 500+ projects. Free on-site estimates.',
    keywords: [
      'log home restoration Colorado',
      'log home chinking',
      'log home staining',
      'media blasting log homes',
      'log home hail damage',
    ],
  } satisfies Seo,
} as const

export type HomeLink = Link
