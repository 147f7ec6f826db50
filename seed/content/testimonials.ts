import type { TestimonialSeed } from './types'

export const testimonials: TestimonialSeed[] = [
  {
    author: 'Karen M.',
    content:
      'Our house above Fairplay had been peeling for years and we honestly thought the logs were beyond saving. The crew blasted it back to bare wood, rebuilt two rotted log ends and rechinked every wall. It looks better now than the day we bought it, and they kept us updated every single evening.',
    location: 'Fairplay, CO',
    projectType: 'Full Restoration',
    date: '2025-09-02',
    featured: true,
  },
  {
    author: 'Dave R.',
    content:
      'After the July hailstorm our adjuster initially only wanted to cover the roof. The report and photos from High Country made it clear the log finish was damaged too, and the claim was approved for the walls. The restain matches perfectly.',
    location: 'Breckenridge, CO',
    projectType: 'Hail Damage Restoration',
    date: '2024-10-08',
    featured: true,
  },
  {
    author: 'Linda T.',
    content:
      'We had drafts along the floor every winter and mice we could never get rid of. They pulled out all the old chinking and redid it in five days. The first cold night we noticed the difference immediately.',
    location: 'Buena Vista, CO',
    projectType: 'Chinking',
    date: '2025-06-14',
    featured: true,
  },
  {
    author: 'Greg P.',
    content:
      'Three previous owners had each used a different stain and nothing would stick. Media blasting took it all off and the logs underneath were beautiful. The crew covered every window and plant, and the cleanup was spotless.',
    location: 'Woodland Park, CO',
    projectType: 'Media Blasting',
    date: '2024-07-26',
    featured: false,
  },
  {
    author: 'Susan K.',
    content:
      'Our grandkids spend every summer on the deck, so the wobbly railings had to go. They replaced the rotten balusters with peeled logs that match the originals and refinished the whole deck. It feels solid and looks great.',
    location: 'Evergreen, CO',
    projectType: 'Deck Refinishing',
    date: '2025-09-20',
    featured: false,
  },
  {
    author: 'Mike H.',
    content:
      'Snow had rotted the bottom logs on our north wall and I was dreading the repair. They spliced in new log sections that you honestly cannot pick out now, then restained the whole house. They also gave us practical advice on snow guards and where to stack firewood.',
    location: 'Crested Butte, CO',
    projectType: 'Full Restoration',
    date: '2024-09-15',
    featured: true,
  },
  {
    author: 'Jennifer L.',
    content:
      'We called for an inspection because water stopped beading on the south wall. Instead of upselling us a full restoration, they washed the house, fixed a few checks and applied a maintenance coat. Honest advice and a fair price.',
    location: 'Monument, CO',
    projectType: 'Maintenance',
    date: '2025-10-21',
    featured: false,
  },
  {
    author: 'Tom W.',
    content:
      'They traced a leak we had blamed on a window to unsealed log ends and open checks. Everything was sealed in four days and the drywall stain has not come back after two big storms. Scheduling took a few weeks longer than I hoped, but the work was worth the wait.',
    location: 'Edwards, CO',
    projectType: 'Weatherproofing',
    date: '2025-08-11',
    featured: false,
  },
  {
    author: 'Rachel S.',
    content:
      'Living in the Wet Mountain Valley, wind is a fact of life, and our house used to whistle with it. New chinking and a fresh stain made the place quieter and warmer, and our propane bill dropped noticeably the following winter.',
    location: 'Westcliffe, CO',
    projectType: 'Full Restoration',
    date: '2025-07-09',
    featured: false,
  },
  {
    author: 'Brian D.',
    content:
      'Our cabin is at almost 11,000 feet and the sun had turned the west wall grey in just four years. They explained why high-altitude UV is so hard on logs and used a stain with much stronger UV protection. Two summers on, it still looks new.',
    location: 'Alma, CO',
    projectType: 'Staining',
    date: '2026-05-18',
    featured: false,
  },
  {
    author: 'Patricia G.',
    content:
      'The crew was polite, on time and tidy every day they were here. The stain colour came out a touch darker than the sample board we approved, though they offered to adjust it on the next wall. Overall we are very happy with the result.',
    location: 'Salida, CO',
    projectType: 'Staining',
    date: '2024-08-30',
    featured: false,
  },
  {
    author: 'Maria C.',
    content:
      'The online cost calculator gave us a realistic number before anyone came out, and the on-site estimate was within a few hundred dollars of it. No surprises on the final invoice.',
    location: 'Divide, CO',
    projectType: 'Media Blasting',
    date: '2026-04-27',
    featured: false,
  },
  {
    author: 'Heather B.',
    content:
      'Our deck faces south and gets hammered by the sun. They stripped the old peeling finish, replaced a few cracked boards and used a penetrating stain that is supposed to wear rather than peel. It is much nicer to walk on barefoot now.',
    location: 'Conifer, CO',
    projectType: 'Deck Refinishing',
    date: '2025-06-03',
    featured: false,
  },
  {
    author: 'Jim F.',
    content:
      'Hail shredded the finish on two sides of our house in Gunnison. They documented everything, met with our insurance adjuster on site and handled the repairs quickly once the claim was approved. I would recommend them to any log home owner.',
    location: 'Gunnison, CO',
    projectType: 'Hail Damage Restoration',
    date: '2026-03-12',
    featured: false,
  },
]
