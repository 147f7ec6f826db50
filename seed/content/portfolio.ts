import type { PortfolioSeed } from './types'

export const portfolio: PortfolioSeed[] = [
  {
    slug: 'log-home',
    title: 'Full Log Home Restoration Outside Fairplay',
    location: 'Fairplay, CO',
    county: 'park-county',
    services: ['media-blasting', 'chinking', 'staining', 'weatherproofing'],
    completedAt: '2025-08-22',
    featured: true,
    summary:
      'A weathered 1990s hand-peeled lodgepole home at 10,000 feet, taken back to bare wood, repaired, rechinked and sealed with a penetrating stain built for high-altitude sun.',
    body: `## The Problem

This two-storey lodgepole pine home sits on an open ridge above Fairplay at close to 10,000 feet, with nothing between its south wall and the sun. The owners bought it with a glossy film-forming finish that had been applied twice over the original stain. By the time they called us, the finish was peeling in sheets on the south and west elevations, and the bare wood underneath had turned silver-grey from UV exposure.

Our on-site assessment found more than cosmetic damage. Upward-facing checks on the lower courses were holding water, three log ends on the west corners had soft rot, and the chinking had pulled away from the logs in long runs, letting wind and the occasional mouse into the walls. Flickers had also drilled a row of holes under the eaves.

## The Work

We started by media blasting the entire exterior down to clean, bright wood, which removed the failed film and the grey fibres in one pass. With the logs bare, we:

- Applied a borate wood preservative to every wall to stop rot and discourage insects
- Cut out the rotted wood on the log ends and rebuilt them with epoxy consolidant and matched wood inserts
- Sealed upward-facing checks wider than a quarter inch with backer rod and a flexible check sealant
- Removed the failed chinking and installed new synthetic chinking over backer rod, tooled to a smooth, even joint
- Plugged the woodpecker holes and sealed all butt joints, window trim and door trim

Finally, we applied two coats of a breathable, penetrating stain with heavy UV inhibitors, followed by a clear topcoat on the south and west walls where the sun is harshest.

## The Result

The home now has an even, honey-gold colour from foundation to gable, tight chinking lines, and walls that shed water instead of soaking it up. The project took just under four weeks during a dry stretch of summer, and the owners stayed in the house throughout. We put them on a maintenance schedule with an inspection every two to three years, so small wear on the sunny walls gets a light recoat long before it becomes another full restoration.`,
    before: {
      key: 'portfolio-log-home-before',
      alt: 'Grey, peeling south wall of a two-storey lodgepole log home with flaking stain and gaps in the chinking',
      scene: 'before',
      variant: 41,
    },
    after: {
      key: 'portfolio-log-home-after',
      alt: 'The same two-storey log home after restoration, with honey-gold logs and clean white chinking lines under a blue sky',
      scene: 'after',
      variant: 42,
    },
    gallery: [
      {
        key: 'portfolio-log-home-gallery-1',
        alt: 'Close-up of a rebuilt log end with epoxy repair and a matched wood insert at a corner notch',
        scene: 'detail',
        variant: 43,
      },
      {
        key: 'portfolio-log-home-gallery-2',
        alt: 'Crew member on scaffolding applying chinking between logs on the upper wall of the home',
        scene: 'crew',
        variant: 44,
      },
      {
        key: 'portfolio-log-home-gallery-3',
        alt: 'Freshly stained west side of the log home with the mountains of South Park in the background',
        scene: 'after',
        variant: 45,
      },
    ],
    seo: {
      title: 'Full Log Home Restoration Near Fairplay, CO',
      description:
        'See how we restored a weathered lodgepole log home at 10,000 feet near Fairplay: media blasting, rot repair, new chinking and UV-resistant stain.',
      keywords: [
        'log home restoration Fairplay',
        'Park County log home',
        'full log home restoration',
        'log home media blasting',
        'log home chinking repair',
      ],
    },
  },
  {
    slug: 'westcliffe-colorado-log-home-restoration',
    title: 'Westcliffe, Colorado Log Home Restoration',
    location: 'Westcliffe, CO',
    services: ['media-blasting', 'chinking', 'staining', 'weatherproofing'],
    completedAt: '2025-06-27',
    featured: true,
    summary:
      'A 1970s kit log home in the Wet Mountain Valley, stripped of dark mildewed stain, rechinked against relentless valley wind and refinished in a warm natural tone.',
    body: `## The Problem

This single-storey kit log home near Westcliffe looks straight across the Wet Mountain Valley at the Sangre de Cristo range. That view comes with wind. The valley funnels westerly gusts across the house for much of the year, and the owners could feel it: several walls had daylight showing through gaps where the original chinking had cracked and fallen out.

A previous owner had also brushed on a heavy oil-based stain that darkened to nearly black over the years. On the north wall, which never dries out fully in winter, that stain had become food for mildew, leaving a blotchy green-grey film. The owners wanted the light, natural look of pine back and a house that no longer whistled on windy nights.

## The Work

Because the old oil stain had soaked deep into the wood, washing and sanding would not have been enough. We media blasted the whole exterior, adjusting pressure on the softer north wall to avoid raising the grain. With the logs clean, we:

- Treated all walls with a borate solution to kill remaining mildew spores and protect against rot
- Removed every section of failing chinking, cleaned the joints and installed closed-cell backer rod
- Applied new synthetic chinking in a tan colour, then sealed the end grain at each corner
- Caulked around windows and doors where wind-driven rain had been getting behind the trim
- Applied two coats of a penetrating, mildew-resistant stain in a warm natural tone

Wind was our biggest scheduling factor. We planned the staining for calm mornings and kept overspray protection up on the east side, where the gusts carried.

## The Result

The house is now noticeably quieter and warmer, and the owners tell us their propane use dropped the following winter. The north wall is clean and even in colour, and the new chinking flexes with the logs through the valley's big temperature swings. Although Westcliffe is in Custer County, just outside our usual service area, we travel for full restorations like this one, and the project was finished in about three weeks.`,
    before: {
      key: 'portfolio-westcliffe-colorado-log-home-restoration-before',
      alt: 'Single-storey log home near Westcliffe with dark, blotchy stain and mildew on the north wall before restoration',
      scene: 'before',
      variant: 46,
    },
    after: {
      key: 'portfolio-westcliffe-colorado-log-home-restoration-after',
      alt: 'The Westcliffe log home after restoration with light natural-tone logs and tan chinking, Sangre de Cristo peaks behind it',
      scene: 'after',
      variant: 47,
    },
    gallery: [
      {
        key: 'portfolio-westcliffe-colorado-log-home-restoration-gallery-1',
        alt: 'Close-up of new tan chinking over backer rod between two freshly blasted pine logs',
        scene: 'detail',
        variant: 48,
      },
      {
        key: 'portfolio-westcliffe-colorado-log-home-restoration-gallery-2',
        alt: 'Crew member in a respirator media blasting dark stain off a log wall',
        scene: 'crew',
        variant: 49,
      },
      {
        key: 'portfolio-westcliffe-colorado-log-home-restoration-gallery-3',
        alt: 'Finished front porch and log wall of the Westcliffe home glowing in late-afternoon light',
        scene: 'after',
        variant: 50,
      },
    ],
    seo: {
      title: 'Westcliffe, CO Log Home Restoration Project',
      description:
        'A 1970s Westcliffe log home stripped of dark, mildewed stain, rechinked against Wet Mountain Valley wind and refinished in a warm natural tone.',
      keywords: [
        'Westcliffe log home restoration',
        'Custer County log home',
        'log home chinking',
        'log home stain removal',
        'Wet Mountain Valley log home',
      ],
    },
  },
  {
    slug: 'breckenridge-hail-damage-restoration',
    title: 'Hail Damage Restoration in Breckenridge',
    location: 'Breckenridge, CO',
    county: 'summit-county',
    services: ['log-home-hail-damage-restoration', 'staining'],
    completedAt: '2024-09-19',
    featured: true,
    summary:
      'A July hailstorm fractured the finish across two walls of a Breckenridge log home. We documented the damage for the insurance claim, repaired the logs and refinished to match.',
    body: `## The Problem

A fast-moving summer storm dropped marble-sized hail on this three-storey log home in the Highlands area of Breckenridge for about twenty minutes. The roof was handled by a roofer, but the owners noticed that the west and south log walls looked dull and speckled afterward. Up close, the logs were covered in small dents, and the stain finish had cracked around each impact, leaving tiny openings where water could reach bare wood.

Hail damage on logs is easy to overlook from the driveway, and adjusters who mostly see siding and shingles do not always know what to look for. The owners asked us to help them understand what had been damaged and what it would take to fix it properly.

## The Work

We started with a detailed assessment. We photographed the damage on every elevation, took close-ups with a scale reference, measured the affected wall area and wrote a plain-language report explaining why a cracked finish on logs leads to moisture and UV damage if left alone. The owners shared that report with their adjuster, and we walked the house with the adjuster on a second visit.

Once the claim was approved, the repair went like this:

- Lightly blasted the damaged walls to remove the fractured stain without gouging the softened wood fibres
- Sanded the deepest impact marks on the lower logs, where people see them up close
- Applied a borate treatment to the newly exposed wood
- Stained the two damaged walls with two coats of penetrating stain, blending into the undamaged walls at the corners
- Applied a maintenance coat to the north and east walls so the whole house would age evenly

## The Result

From the street, you cannot tell which walls were repaired. The colour is consistent on all four sides, and the finish is intact again, so water beads and runs off instead of soaking into the dents. The owners were reimbursed for the hail-related work under their homeowners policy, and they paid only for the optional maintenance coat on the undamaged walls. The project took eight working days, scheduled around a busy late-summer rental calendar.`,
    before: {
      key: 'portfolio-breckenridge-hail-damage-restoration-before',
      alt: 'Close view of a log wall speckled with hail dents and cracked, flaking stain after a summer storm',
      scene: 'before',
      variant: 51,
    },
    after: {
      key: 'portfolio-breckenridge-hail-damage-restoration-after',
      alt: 'Three-storey Breckenridge log home with an even, freshly stained west wall and ski slopes in the distance',
      scene: 'after',
      variant: 52,
    },
    gallery: [
      {
        key: 'portfolio-breckenridge-hail-damage-restoration-gallery-1',
        alt: 'Hail impact marks on a log beside a tape measure used to document damage for an insurance claim',
        scene: 'detail',
        variant: 53,
      },
      {
        key: 'portfolio-breckenridge-hail-damage-restoration-gallery-2',
        alt: 'Refinished south wall of the log home with water beading on the new stain',
        scene: 'after',
        variant: 54,
      },
    ],
    seo: {
      title: 'Breckenridge Log Home Hail Damage Restoration',
      description:
        'How we documented hail damage on a Breckenridge log home for insurance, repaired the fractured finish and restained the walls to match the rest.',
      keywords: [
        'hail damage log home Breckenridge',
        'Summit County log home',
        'log home hail insurance claim',
        'log home restaining',
      ],
    },
  },
  {
    slug: 'buena-vista-log-home-chinking',
    title: 'Complete Rechinking in Buena Vista',
    location: 'Buena Vista, CO',
    county: 'chaffee-county',
    services: ['chinking', 'weatherproofing'],
    completedAt: '2025-05-30',
    featured: false,
    summary:
      'Failed mortar-style chinking on a Buena Vista log home was replaced with flexible synthetic chinking, ending years of drafts, dust and uninvited mice.',
    body: `## The Problem

This log home sits on a bench above the Arkansas River valley with a clear view of the Collegiate Peaks. It was built in the early 1980s with a traditional mortar-style chinking that could not keep up with the logs as they shrank and settled. Forty years on, long sections had cracked loose and fallen out, and the gaps had been patched with spray foam and caulk over the years.

The owners described a house that was always a little dusty, always a little drafty, and home to more mice than they cared to count. In winter they could feel cold air moving along the base of the walls, and their wood stove was working overtime.

## The Work

Chinking is only as good as what is underneath it, so we started by removing all of the old material, including the foam and caulk patches. We then cleaned the joints back to sound wood and checked that the logs were dry enough to bond.

- Installed closed-cell backer rod sized to each joint, so the new chinking would stretch with the logs rather than tear
- Applied synthetic chinking in a light sand colour, tooled smooth and feathered onto the logs on both edges
- Sealed the upward-facing checks on the south wall, which had been letting water into the log cores
- Sealed the log ends at each corner and caulked the window and door trim

Because the house faces the afternoon sun, we worked the west and south walls in the mornings so the chinking could skin over before the logs heated up. The job took five working days, which is typical for a home of this size; most chinking projects run three to seven days.

## The Result

The owners noticed the difference the first cold night. The drafts along the floor are gone, the dust has settled, and the mice have not been back. The new chinking lines are straight and even, and they give the home a cleaner, more finished look than it ever had. We will check the chinking at their next inspection in two to three years, when the only likely need is a touch-up where the logs have moved.`,
    before: {
      key: 'portfolio-buena-vista-log-home-chinking-before',
      alt: 'Log wall with cracked mortar chinking, missing sections and spray foam patches between the logs',
      scene: 'before',
      variant: 55,
    },
    after: {
      key: 'portfolio-buena-vista-log-home-chinking-after',
      alt: 'Buena Vista log home with straight, even sand-coloured chinking lines and the Collegiate Peaks behind it',
      scene: 'after',
      variant: 56,
    },
    gallery: [
      {
        key: 'portfolio-buena-vista-log-home-chinking-gallery-1',
        alt: 'Close-up of backer rod pressed into a cleaned joint between two logs, ready for chinking',
        scene: 'detail',
        variant: 57,
      },
      {
        key: 'portfolio-buena-vista-log-home-chinking-gallery-2',
        alt: 'Crew member tooling fresh chinking with a trowel along a long horizontal joint',
        scene: 'crew',
        variant: 58,
      },
    ],
    seo: {
      title: 'Buena Vista Log Home Chinking Project',
      description:
        'Failed mortar chinking on a Buena Vista log home replaced with flexible synthetic chinking in five days, ending drafts, dust and mice problems.',
      keywords: [
        'log home chinking Buena Vista',
        'Chaffee County log home',
        'synthetic chinking',
        'log home drafts',
        'rechinking log home',
      ],
    },
  },
  {
    slug: 'woodland-park-media-blasting',
    title: 'Media Blasting and Restain in Woodland Park',
    location: 'Woodland Park, CO',
    county: 'teller-county',
    services: ['media-blasting', 'staining'],
    completedAt: '2024-07-12',
    featured: false,
    summary:
      'Three owners and three incompatible finishes had left this Woodland Park log home patchy and peeling. Media blasting took it back to bare wood for a fresh start.',
    body: `## The Problem

This Woodland Park log home had been refinished by three different owners, each with a different product. The result was a patchwork: a solid-colour stain that behaved like paint on the front, a clear film that had yellowed and peeled on the south side, and a penetrating stain on the back that had simply worn away. New stain could not bond to the mixed layers, and every spot-repair the owners tried peeled within a season.

Under the peeling areas, the wood had started to grey, and a few lower logs near the downspouts showed early signs of moisture damage. The owners wanted one consistent finish that would actually last.

## The Work

When a log home has layers of incompatible coatings, the only reliable fix is to remove all of them. Chemical strippers struggle with solid stains, and sanding round logs evenly is slow and tends to leave swirl marks, so we chose media blasting.

- Protected windows, doors, the foundation and landscaping with plastic sheeting and tape
- Blasted the solid-stain and film-finish walls with crushed glass, then switched to a gentler organic media on the softer south logs
- Checked every wall for leftover finish and spot-blasted until the wood was uniformly clean
- Applied a borate treatment, paying extra attention to the lower logs near the downspouts
- Stained the whole house with two coats of a semi-transparent penetrating stain in a medium golden tone

We also recommended extending two downspouts and adding splash blocks, which the owners did the following week.

## The Result

For the first time in years, the house is one colour. The wood grain shows through the new stain, the peeling is gone, and the finish soaks into the logs rather than sitting on top of them, so future maintenance coats will bond properly. Blasting took three days and staining another four. A gentle wash and a maintenance coat every few years will keep it looking this way.`,
    before: {
      key: 'portfolio-woodland-park-media-blasting-before',
      alt: 'Log home wall with patchy, mismatched finishes: peeling clear coat beside faded solid stain',
      scene: 'before',
      variant: 59,
    },
    after: {
      key: 'portfolio-woodland-park-media-blasting-after',
      alt: 'Woodland Park log home with a uniform medium golden stain among ponderosa pines',
      scene: 'after',
      variant: 60,
    },
    gallery: [
      {
        key: 'portfolio-woodland-park-media-blasting-gallery-1',
        alt: 'Crew member in protective suit and hood media blasting old stain off a log wall',
        scene: 'crew',
        variant: 61,
      },
      {
        key: 'portfolio-woodland-park-media-blasting-gallery-2',
        alt: 'Half-blasted log showing the line between peeling old finish and clean bare wood',
        scene: 'detail',
        variant: 62,
      },
    ],
    seo: {
      title: 'Woodland Park Log Home Media Blasting Project',
      description:
        'Media blasting removed three layers of mismatched finish from a Woodland Park log home, followed by borate treatment and a uniform golden stain.',
      keywords: [
        'media blasting Woodland Park',
        'Teller County log home',
        'log home stain removal',
        'log home restaining',
      ],
    },
  },
  {
    slug: 'evergreen-deck-and-log-railings',
    title: 'Deck Refinishing and Log Railings in Evergreen',
    location: 'Evergreen, CO',
    county: 'jefferson-county',
    services: ['deck-refinishing', 'log-railings'],
    completedAt: '2025-09-05',
    featured: false,
    summary:
      'A grey, splintered wraparound deck and wobbly log railings in Evergreen were rebuilt and refinished so the outdoor space matched the restored log home.',
    body: `## The Problem

The owners of this Evergreen log home had their walls restained a few years ago, but the wraparound deck had been left behind. The boards had turned grey and splintery, the old deck stain survived only under the furniture, and the log railings had become a real concern. Several balusters were loose, two had rotted at the bottom where snow sits all winter, and the top rail on the stair section moved when you leaned on it.

With grandchildren visiting every summer, the owners wanted the railings made safe first and the deck made comfortable to walk on barefoot again.

## The Work

We started with the railings, since they set the schedule for everything else.

- Removed the rotted and loose balusters and replaced them with peeled lodgepole balusters sized to match the originals
- Rebuilt the stair rail with new through-bolted posts and a continuous top rail
- Raised the bottom rail slightly so snow and debris can no longer pile against the baluster ends
- Sealed all log rail end grain, the part that soaks up water fastest

Then we turned to the deck itself:

- Stripped the remaining old stain and cleaned the boards with a wood brightener to remove grey fibres and restore the natural colour
- Sanded the high-traffic areas and replaced six cracked boards
- Applied a penetrating deck stain in a tone chosen to sit alongside the walls of the house
- Stained the new railings to match the existing log work

Deck finishes take more abuse than walls, so we chose a penetrating product that wears down gradually rather than peeling, which makes future recoats much simpler.

## The Result

The railings are solid, the stairs feel secure, and the deck is smooth and warm-toned again. The new balusters blend in with the original log work, and the deck now looks like part of the house rather than an afterthought. The project took six working days. We recommended a light cleaning every spring and a maintenance coat on the deck surface every one to two years, since horizontal surfaces weather much faster than walls.`,
    before: {
      key: 'portfolio-evergreen-deck-and-log-railings-before',
      alt: 'Grey, splintered wooden deck boards and a log railing with a broken baluster before refinishing',
      scene: 'before',
      variant: 63,
    },
    after: {
      key: 'portfolio-evergreen-deck-and-log-railings-after',
      alt: 'Refinished warm-toned wraparound deck with new peeled log railings beside an Evergreen log home',
      scene: 'after',
      variant: 64,
    },
    gallery: [
      {
        key: 'portfolio-evergreen-deck-and-log-railings-gallery-1',
        alt: 'Close-up of a new peeled lodgepole baluster joined to the top rail of a log railing',
        scene: 'detail',
        variant: 65,
      },
      {
        key: 'portfolio-evergreen-deck-and-log-railings-gallery-2',
        alt: 'Finished deck stairs with a solid log handrail leading down to a forested yard',
        scene: 'after',
        variant: 66,
      },
    ],
    seo: {
      title: 'Evergreen Deck Refinishing and Log Railings',
      description:
        'A grey, splintered wraparound deck in Evergreen was refinished and its loose, rotted log railings rebuilt with new peeled lodgepole balusters.',
      keywords: [
        'deck refinishing Evergreen',
        'log railings Evergreen',
        'Jefferson County log home',
        'log railing repair',
        'deck staining',
      ],
    },
  },
  {
    slug: 'crested-butte-log-home-restoration',
    title: 'Snow-Country Log Home Restoration in Crested Butte',
    location: 'Crested Butte, CO',
    county: 'gunnison-county',
    services: ['media-blasting', 'chinking', 'staining', 'weatherproofing'],
    completedAt: '2024-08-30',
    featured: true,
    summary:
      'Decades of deep snow had rotted the bottom courses of this Crested Butte log home. We replaced damaged log sections, then blasted, rechinked and restained the whole house.',
    body: `## The Problem

Crested Butte gets some of the deepest snow in Colorado, and this log home had been living with it for nearly thirty years. Snow sliding off the roof piled against the north and east walls every winter, often four or five feet deep, and sat there into May. The bottom two log courses on those walls stayed wet for months at a time.

When we probed the lower logs during our assessment, we found soft rot running several inches deep in places, especially behind a stack of firewood that had been kept against the wall. Above that, the stain was faded and chalky, and the chinking had separated along the north wall where the logs had shrunk more than expected.

## The Work

The short Crested Butte building season meant careful planning. We scheduled the project for July and August, after the ground was dry and before the first autumn frosts.

- Cut out the rotted sections of the bottom courses and spliced in new, kiln-dried log sections of matching diameter, fastened and sealed to the logs above
- Media blasted the entire exterior to remove the old, chalky finish and grey surface fibres
- Applied a borate treatment throughout, with a second application on the lowest courses
- Replaced the chinking on the north wall and touched up the other three walls
- Stained with two coats of penetrating stain and added a clear topcoat on the two lower courses all the way around

We also recommended moving the woodpile away from the wall, adding snow guards to the roof above the entry and keeping the bottom logs at least eighteen inches above grade.

## The Result

The repaired logs blend in with the originals, and the whole house has a fresh, even finish. More importantly, the lower walls are sound again and better protected against the next snowy winter. The owners have since added snow guards, and we are scheduled to inspect the lower courses each spring for the first two years, then move to our standard two to three year inspection cycle.`,
    before: {
      key: 'portfolio-crested-butte-log-home-restoration-before',
      alt: 'Bottom logs of a log home darkened with rot and water stains where snow piles up in winter',
      scene: 'before',
      variant: 67,
    },
    after: {
      key: 'portfolio-crested-butte-log-home-restoration-after',
      alt: 'Restored Crested Butte log home with evenly stained logs and wildflowers along the foundation',
      scene: 'after',
      variant: 68,
    },
    gallery: [
      {
        key: 'portfolio-crested-butte-log-home-restoration-gallery-1',
        alt: 'Two crew members fitting a replacement log section into the bottom course of a log wall',
        scene: 'crew',
        variant: 69,
      },
      {
        key: 'portfolio-crested-butte-log-home-restoration-gallery-2',
        alt: 'Close-up of a spliced replacement log section sealed and stained to match the logs above',
        scene: 'detail',
        variant: 70,
      },
    ],
    seo: {
      title: 'Crested Butte Log Home Restoration and Rot Repair',
      description:
        'How we replaced snow-rotted bottom logs on a Crested Butte log home, then media blasted, rechinked and restained the whole house in one season.',
      keywords: [
        'log home restoration Crested Butte',
        'Gunnison County log home',
        'log rot repair',
        'log replacement',
        'log home snow damage',
      ],
    },
  },
  {
    slug: 'monument-log-home-maintenance',
    title: 'Maintenance Coat and Repairs in Monument',
    location: 'Monument, CO',
    county: 'el-paso-county',
    services: ['maintenance', 'staining'],
    completedAt: '2025-10-03',
    featured: false,
    summary:
      'A routine inspection caught early finish wear on a Monument log home. A wash, small repairs and a maintenance coat kept it from needing a full restoration.',
    body: `## The Problem

This log home near Monument was restored by another contractor about six years before the owners called us. The finish still looked good from the road, and that is exactly why maintenance gets put off. The owners asked for an inspection because they had noticed that water no longer beaded on the south wall after a rain.

Our inspection confirmed it. The south and west walls had lost most of their UV protection, with light greying beginning on the upper logs and around the windows. A few checks on the west wall had opened wide enough to collect water, the caulk around two windows had shrunk away from the trim, and a short run of chinking on the gable end had pulled loose. None of it was serious yet, but another two or three Palmer Divide winters would have changed that.

## The Work

Catching wear early keeps the work light. Instead of blasting and starting over, we:

- Washed the whole house with a log cleaner to remove dirt, pollen and the light grey surface fibres
- Sealed the open checks on the west wall with backer rod and check sealant
- Recaulked the two windows and repaired the loose chinking on the gable end
- Applied a maintenance coat of a compatible penetrating stain to all four walls, with a second coat on the south and west walls where the sun is strongest

Because the existing finish was still sound underneath, the new stain bonded well and matched the existing colour closely. Total time on site was four days.

## The Result

Water beads on every wall again, the greying is gone, and the house looks the way it did right after its original restoration. The cost was a fraction of a full restoration, billed at our basic maintenance rate with a few detailed repairs. We have put the house on our inspection schedule so that it is checked every two to three years, which is the single best way to avoid ever needing a full restoration again.`,
    before: {
      key: 'portfolio-monument-log-home-maintenance-before',
      alt: 'Upper logs of a south wall showing light greying and a faded finish around a window',
      scene: 'before',
      variant: 71,
    },
    after: {
      key: 'portfolio-monument-log-home-maintenance-after',
      alt: 'Monument log home after a maintenance coat, with rich even colour and fresh caulk around the windows',
      scene: 'after',
      variant: 72,
    },
    gallery: [
      {
        key: 'portfolio-monument-log-home-maintenance-gallery-1',
        alt: 'Water beading on a freshly recoated log after a maintenance stain application',
        scene: 'detail',
        variant: 73,
      },
      {
        key: 'portfolio-monument-log-home-maintenance-gallery-2',
        alt: 'Crew member brushing a maintenance coat of stain onto the lower logs of a wall',
        scene: 'crew',
        variant: 74,
      },
    ],
    seo: {
      title: 'Monument Log Home Maintenance and Recoat',
      description:
        'An inspection caught early finish wear on a Monument log home. A wash, check sealing, small repairs and a fresh maintenance coat put it right.',
      keywords: [
        'log home maintenance Monument',
        'El Paso County log home',
        'log home maintenance coat',
        'log home inspection',
      ],
    },
  },
  {
    slug: 'edwards-log-home-weatherproofing',
    title: 'Weatherproofing and Railing Repair in Edwards',
    location: 'Edwards, CO',
    county: 'eagle-county',
    services: ['weatherproofing', 'chinking', 'log-railings'],
    completedAt: '2025-07-18',
    featured: false,
    summary:
      'Leaks at window corners and water wicking into log ends were traced and sealed on an Edwards log home, along with chinking repairs and a refreshed balcony railing.',
    body: `## The Problem

The owners of this log home in Edwards first called about a water stain on the drywall below an upstairs window. They assumed the window was leaking. Our inspection showed the real cause was a combination of small problems that together let water into the walls.

The butt-and-pass corners had exposed log ends that had never been sealed, and they were wicking rain and snowmelt deep into the wood. Several large upward-facing checks on the west wall were collecting water and channelling it toward the window. The caulk joint between the log wall and the window trim had failed, and a section of chinking below the window had separated. The log railing on the upstairs balcony also had loose joints and grey, checked top rails.

## The Work

Weatherproofing a log home is about finding every path water can take and closing it, without trapping moisture in the logs.

- Cleaned and sealed every exposed log end on all four corners with an end-grain sealer
- Sealed the upward-facing checks with backer rod and a flexible, colour-matched check sealant
- Removed the failed caulk around the windows and doors and replaced it with a log-rated elastomeric sealant over backer rod
- Replaced the separated chinking below the upstairs window and inspected all other joints
- Tightened and re-pinned the balcony railing joints, sanded the top rails smooth and sealed them with a penetrating finish

We tested the repaired areas with a hose before finishing, and there was no more water getting in at the window.

## The Result

The leak is gone, and the logs at the corners are now protected against the repeated wetting and drying that causes rot and large checks. The balcony railing is solid and smooth to the touch again. The work took four days, and because the wall finish was still in good shape, no restaining was needed. We have suggested a maintenance coat within the next two years and an inspection every two to three years.`,
    before: {
      key: 'portfolio-edwards-log-home-weatherproofing-before',
      alt: 'Unsealed, cracked log ends at a butt-and-pass corner of a log home, darkened by water',
      scene: 'before',
      variant: 75,
    },
    after: {
      key: 'portfolio-edwards-log-home-weatherproofing-after',
      alt: 'Edwards log home with sealed corner log ends, a repaired upstairs balcony railing and fresh window caulk',
      scene: 'after',
      variant: 76,
    },
    gallery: [
      {
        key: 'portfolio-edwards-log-home-weatherproofing-gallery-1',
        alt: 'Close-up of a wide upward-facing check in a log sealed with colour-matched check sealant',
        scene: 'detail',
        variant: 77,
      },
      {
        key: 'portfolio-edwards-log-home-weatherproofing-gallery-2',
        alt: 'Repaired upstairs balcony with smooth, sealed log railings overlooking the Eagle River valley',
        scene: 'after',
        variant: 78,
      },
    ],
    seo: {
      title: 'Edwards Log Home Weatherproofing Project',
      description:
        'Sealing log ends, checks, window trim and chinking stopped water from entering the walls of an Edwards log home. Balcony log railings repaired too.',
      keywords: [
        'log home weatherproofing Edwards',
        'Eagle County log home',
        'log home leak repair',
        'log end sealing',
        'log railing repair',
      ],
    },
  },
]
