import type { ServiceSeed } from './types'

export const services: ServiceSeed[] = [
  {
    slug: 'chinking',
    title: 'Log Home Chinking',
    summary:
      'Flexible synthetic chinking that seals the joints between logs, stops drafts and keeps out insects and meltwater through hard mountain winters.',
    details: [
      'Removal of cracked, loose or failed mortar and old chinking',
      'Backer rod sized to each joint so the chinking bonds on two sides only',
      'Elastic synthetic chinking that stretches as logs shrink and swell',
      'Color matched to existing joints or to a new stain scheme',
      'Hand-tooled smooth or textured finish to suit the style of the home',
      'Typical chinking job completed in 3 to 7 days',
    ],
    icon: 'chinking',
    price: 'Contact for quote',
    body: `## Why chinking matters at altitude

Chinking is the wide, flexible band that fills the gap between stacked logs. On a log home in the Colorado high country it does more work than almost any other part of the building. Every day the logs warm in strong sun and cool hard after dark, and every season they gain and lose moisture. A joint that cannot move with the wood will crack, and once it cracks, wind, snowmelt, dust and insects find their way inside.

Many older homes were built with mortar or early caulks that were never meant to stretch. We replace them with modern synthetic chinking that stays elastic from well below zero to the hottest August afternoon.

## How we chink a log home

Good chinking is mostly preparation. Our crews follow the same sequence on every wall:

- Inspect each course and mark failed, loose or missing joints
- Cut out old material and clean the log surfaces back to sound wood
- Install closed-cell backer rod so the chinking bonds only to the two logs
- Apply chinking at the correct thickness and tool it to a clean, even finish
- Check interior and exterior lines for gaps before the crew packs up

We work with the weather rather than against it. Chinking needs surface temperatures above roughly 40 degrees while it cures, so in spring and fall we plan wall orders around sun exposure and overnight lows.

## Timeline and what to expect

Most chinking jobs take between 3 and 7 days depending on the size of the home, how much old material has to come out and how many stories need scaffolding. We keep the site tidy each evening and protect windows, decks and landscaping while we work.

## Chinking and stain work together

Fresh chinking is usually the right moment to refresh the stain as well, since both rely on a clean, sound surface. Many owners combine the two in one visit to save on setup. You can get a rough idea of combined costs with our [cost calculator](/cost-calculator), then ask us for an on-site estimate.

## Signs your joints need attention

Look for daylight between logs, cold drafts along a wall, hairline cracks that open in winter, or small piles of sawdust from insects. If you see any of these, [contact us](/contact) and we will inspect the joints before the next freeze-thaw season sets in.`,
    image: {
      key: 'service-chinking',
      alt: 'Close-up of fresh white synthetic chinking tooled smooth between two golden stained logs',
      scene: 'detail',
      variant: 21,
    },
    seo: {
      title: 'Log Home Chinking in Colorado | High Country',
      description:
        'Flexible synthetic chinking for Colorado log homes. We remove failed joints, install backer rod and seal drafts in 3-7 days. Licensed and insured.',
      keywords: [
        'log home chinking',
        'chinking repair Colorado',
        'synthetic chinking',
        'log home drafts',
        'log joint sealing',
      ],
    },
  },
  {
    slug: 'staining',
    title: 'Log Home Staining',
    summary:
      'Penetrating, UV-resistant stains applied to clean, dry logs so color lasts and the wood stays protected under intense high-altitude sun.',
    details: [
      'Moisture readings on every wall before any stain is applied',
      'Breathable, penetrating stains with UV-blocking pigments',
      'Color samples applied on your own logs before you choose',
      'Back-brushing after spraying for even penetration and no lap marks',
      'Clear topcoat options for added water and UV resistance',
      'Written recoat schedule based on each elevation of the home',
    ],
    icon: 'staining',
    price: 'Contact for quote',
    body: `## Stain is your first line of defense

At 8,000 to 10,000 feet the air is thin and the sun is fierce. Ultraviolet light breaks down lignin, the natural glue in wood fibers, and turns bare logs gray within a season or two. A quality stain blocks that UV, sheds water and lets the logs breathe so trapped moisture can escape. When the stain fails, the wood underneath starts to weather, check and eventually rot.

We use breathable, penetrating log stains built for extreme climates. Film-forming paints and cheap deck stains tend to peel on logs, so we avoid them.

## Preparation comes first

A stain job is only as good as the surface beneath it. Before we open a single can we:

- Test moisture content to make sure the logs are dry enough to accept stain
- Wash or blast away dirt, mildew and failing finish
- Brighten grayed wood so the new color reads true
- Mask windows, doors, roofing and stone
- Apply sample boards or test patches on your own logs

Where the old finish is heavily layered or peeling, we recommend [media blasting](/services/media-blasting) first so the new stain can soak into fresh wood rather than sit on top of old coatings.

## Application that lasts

We spray for coverage and then back-brush every course by hand. Back-brushing pushes stain into checks and end grain and removes the drips and lap marks that make a finish look blotchy. Most homes receive two coats, with extra attention on south and west walls where sun exposure is highest.

## Choosing a color

Lighter colors show less fading but offer less UV protection; darker tones absorb more heat. We bring samples, explain the trade-offs and help you pick a shade that suits the home and its setting, whether that is a meadow in South Park or a ridge above Vail.

## Recoat planning

Every finished job comes with a written recoat schedule. South and west walls usually need attention sooner than sheltered north sides, and a light maintenance coat every few years costs far less than a full restoration. For a ballpark figure based on square footage, try the [cost calculator](/cost-calculator).`,
    image: {
      key: 'service-staining',
      alt: 'Log home wall freshly stained a warm honey tone with rich, even color under a blue sky',
      scene: 'after',
      variant: 22,
    },
    seo: {
      title: 'Log Home Staining in Colorado | High Country',
      description:
        'UV-resistant log home staining for high-altitude Colorado. Moisture testing, careful prep, spray and back-brush application and a recoat plan.',
      keywords: [
        'log home staining',
        'log stain Colorado',
        'UV protection logs',
        'exterior log finish',
        'log cabin stain',
      ],
    },
  },
  {
    slug: 'weatherproofing',
    title: 'Log Home Weatherproofing',
    summary:
      'Sealing checks, butt joints, windows and log ends so wind-driven snow and rain stay outside and your logs stay dry and sound.',
    details: [
      'Sealing of upward-facing checks that collect water',
      'Log-end sealing to slow moisture movement through end grain',
      'Caulking around windows, doors and corner notches',
      'Borate treatment in vulnerable areas to deter rot and insects',
      'Clear water-repellent topcoats over compatible stains',
      'Review of gutters, splash-back and roof overhangs',
    ],
    icon: 'weatherproofing',
    price: 'Contact for quote',
    body: `## Keeping water out of the wood

Logs are remarkably durable as long as they stay dry. Problems start when water sits in a check, wicks into a log end or runs behind a window trim and has no way to escape. In the Colorado mountains that water also freezes, expands and widens every gap a little more each winter. Weatherproofing closes those entry points before they turn into soft, rotting wood.

## What weatherproofing includes

Every home is different, but most of our weatherproofing work covers:

- Upward-facing checks wider than about a quarter inch, sealed with a flexible log sealant
- Log ends and corner notches, where end grain drinks water quickly
- Butt joints, window bucks and door frames
- Penetrations for vents, lights, hose bibs and wiring
- Gaps between logs and stone, chimneys or foundations

We also look at the things around the walls. Short roof overhangs, missing gutters and snow piled against the lowest courses cause a large share of the log damage we see.

## Treating vulnerable areas

Where logs have started to soften, we probe the wood to find the extent of the damage. Sound but wet logs can be treated with borate, a low-toxicity preservative that moves into damp wood and discourages fungi and insects. Badly decayed sections may need to be cut out and replaced with matching material, which we can handle as part of a larger restoration.

## Topcoats and sealers

Once checks and joints are sealed, a compatible clear topcoat can add another layer of water resistance over the stain. We only use products that work with the existing finish and still allow vapor to escape from the logs. Sealing a log home too tightly can trap moisture and cause more harm than good.

## Timing your weatherproofing

The best time for this work is late spring through early fall, when logs are dry and overnight temperatures stay above freezing. Weatherproofing pairs naturally with a stain refresh or new chinking, and combining them saves setup costs. See examples of sealed and refinished homes in our [portfolio](/portfolio), or [request an inspection](/contact) to find out where water may be getting in.`,
    image: {
      key: 'service-weatherproofing',
      alt: 'Sealed log ends and caulked corner notch on a log cabin with water beading on the surface',
      scene: 'detail',
      variant: 23,
    },
    seo: {
      title: 'Log Home Weatherproofing | High Country Finishing',
      description:
        'Seal checks, log ends, windows and joints so snow and rain stay out. Colorado log home weatherproofing with borate treatment and clear topcoats.',
      keywords: [
        'log home weatherproofing',
        'seal log checks',
        'log end sealing',
        'borate treatment',
        'log rot prevention',
      ],
    },
  },
  {
    slug: 'maintenance',
    title: 'Log Home Maintenance',
    summary:
      'Regular inspections and maintenance coats every 2 to 3 years that catch small problems early and keep a full restoration years away.',
    details: [
      'Full exterior inspection recommended every 2 to 3 years',
      'Washing to remove dust, pollen, mildew and insect residue',
      'Maintenance coat of stain on weathered walls',
      'Spot repairs to chinking, caulking and checks',
      'Insect and rot checks with moisture readings',
      'Written condition report with photos after every visit',
    ],
    icon: 'maintenance',
    price: 'Contact for quote',
    body: `## Small work now, big savings later

A log home that is looked after regularly can keep its finish and structure in excellent shape for decades. One that is left alone for eight or ten years at high altitude usually needs stripping, repairs and a full restoration. We recommend a professional inspection every 2 to 3 years, with a maintenance coat applied wherever the finish has started to thin.

## What a maintenance visit covers

Our maintenance program is built around a careful walk-around of the whole home. A typical visit includes:

- Inspection of every wall, corner, log end and joint
- Moisture readings on suspect logs and lower courses
- Gentle washing to remove dust, pollen and mildew
- A fresh maintenance coat of stain on faded or sun-exposed walls
- Touch-up of chinking, caulking and sealed checks
- A written report with photos and recommendations

## Why the sunny side goes first

South and west walls take the brunt of UV exposure, and they almost always wear faster than the rest of the house. Instead of restaining the whole home every time, we often recoat just the walls that need it. That keeps the color consistent over the years without paying for material and labor where it is not yet needed.

## Warning signs between visits

Homeowners can do a quick check of their own each spring. Splash a little water on the logs: if it beads, the finish is still working; if it soaks in and darkens the wood, it is time for a recoat. Also watch for:

- Graying or bleached areas, especially near the ground
- Cracked or separated chinking and caulk
- Small holes or sawdust from carpenter bees and beetles
- Soft spots when you press a log with a screwdriver

## Plan and budget ahead

Because maintenance is predictable, it is easy to budget. Basic maintenance and recoating generally costs far less per square foot than a full restoration, and our [cost calculator](/cost-calculator) will give you a first estimate. We are happy to set up a reminder schedule so your home is inspected on time, or you can [contact us](/contact) to book a visit this season.`,
    image: {
      key: 'service-maintenance',
      alt: 'Crew member inspecting a log wall and taking moisture readings beside a ladder',
      scene: 'crew',
      variant: 24,
    },
    seo: {
      title: 'Log Home Maintenance Colorado | High Country',
      description:
        'Log home inspections and maintenance coats every 2-3 years. Washing, recoating, chinking touch-ups and a photo report for Colorado mountain homes.',
      keywords: [
        'log home maintenance',
        'log home inspection',
        'log stain recoat',
        'log cabin upkeep',
        'Colorado log home care',
      ],
    },
  },
  {
    slug: 'log-home-hail-damage-restoration',
    title: 'Log Home Hail Damage Restoration',
    summary:
      'Assessment and repair of hail-damaged log walls, decks and finishes, with clear documentation to support your insurance claim.',
    details: [
      'Prompt post-storm inspection with dated photo documentation',
      'Written damage report to share with your insurance adjuster',
      'Removal of bruised, pitted and broken finish',
      'Repair of dented log surfaces, trim and fascia',
      'Full restain and reseal so the whole home matches',
      'Deck, railing and chinking repairs included where needed',
    ],
    icon: 'hail',
    price: 'Contact for quote',
    body: `## Hail and log homes

Colorado sits in one of the most active hail corridors in the country, and summer storms along the Front Range and into the foothills can drop hail the size of golf balls in minutes. On a log home, hail does more than dent gutters. It pits and bruises the wood, cracks the stain film and chips away at chinking, leaving thousands of tiny openings for water to enter. The damage is often easy to miss from the ground until the finish starts to fail a season later.

## Start with a careful assessment

After a storm we inspect the whole exterior, paying extra attention to the walls that faced the wind. Our assessment includes:

- Close-up photos of impact marks with location and date
- Measurements of the affected wall areas and decks
- Notes on broken chinking, damaged trim and failed finish
- A written report you can share with your insurance company

We are not adjusters and we do not negotiate claims for you, but clear documentation from an experienced log home contractor makes the conversation with your insurer much easier. Call soon after the storm, since many policies have time limits for reporting damage. Our [hail damage restoration guide](/hail-damage-restoration) walks through what to photograph and what to expect, step by step.

## Restoring a hail-damaged home

Because hail breaks the surface of the finish, spot-staining rarely works. Patched areas look different and new stain will not bond well to bruised, fractured coatings. In most cases we remove the damaged finish by [media blasting](/services/media-blasting), sand or repair any deeply dented areas, then apply a fresh stain and topcoat across each affected wall so the color is even.

Where hail has cracked or pulled chinking away from the logs, we replace those sections. Decks and railings often take the worst of a storm and are restored in the same project.

## How long it takes

Timelines depend on how much of the home was hit. A single wall can be finished in a few days, while a full strip and restain on a large home may take two to three weeks. We schedule hail work as quickly as weather allows, because every week of exposed wood adds risk.

## Next steps

If a storm has passed over your property, [contact us](/contact) for an inspection. We will tell you honestly whether the damage needs action now or can wait for your next scheduled maintenance.`,
    image: {
      key: 'service-log-home-hail-damage-restoration',
      alt: 'Log wall pitted and scuffed by hail, with chipped stain and bare spots before restoration',
      scene: 'before',
      variant: 25,
    },
    seo: {
      title: 'Log Home Hail Damage Restoration | Colorado',
      description:
        'Hail damage repair for Colorado log homes: dated photo reports for insurance, finish removal, restaining and chinking repair on affected walls.',
      keywords: [
        'log home hail damage',
        'hail damage restoration',
        'hail insurance claim log home',
        'log home storm repair',
        'Colorado hail repair',
      ],
    },
  },
  {
    slug: 'media-blasting',
    title: 'Media Blasting',
    summary:
      'Removal of old stain, paint and graying with corn cob, glass or soda media, leaving clean wood ready for a finish that lasts.',
    details: [
      'Corn cob, crushed glass or soda media chosen for the surface',
      'Removes failed stain, paint, varnish and sun-grayed fibers',
      'Windows, roofing and landscaping masked and protected',
      'Light sanding afterward to raise a uniform surface',
      'Media cleanup and disposal included',
      'Ideal first step before a full restain',
    ],
    icon: 'blasting',
    price: 'Contact for quote',
    body: `## A clean start for your logs

When a log home has several layers of old finish, peeling paint or deep graying, no amount of new stain will fix it. Fresh stain needs to soak into clean, open wood fibers. Media blasting strips the old coatings and weathered surface in a single pass, revealing sound wood underneath and giving the new finish something to grip.

## Choosing the right media

We match the blasting media to the wood, the finish and the look you want:

- **Corn cob** is gentle, biodegradable and well suited to most stained logs
- **Crushed glass** cuts faster through heavy paint and film finishes
- **Soda** is very mild and useful around windows, stone and delicate trim
- **Walnut shell** works well on hardwood details and interior surfaces

The goal is to remove the old finish without gouging or fuzzing the wood. Our crews adjust pressure and nozzle distance constantly as they work across each course.

## Protecting your home and property

Blasting is messy, so preparation matters. We mask windows, doors, light fixtures and vents, cover decks and plantings, and set up tarps to catch spent media. At the end of each day we collect and remove the media, leaving the site as tidy as we found it.

## After blasting

Freshly blasted logs are open and thirsty, and they should not be left bare for long at high altitude. Once blasting is complete we:

- Inspect for soft spots, insect damage and wide checks
- Lightly sand to knock down raised fibers
- Apply borate treatment where needed
- Move straight into [staining](/services/staining), sealing and chinking

## Blasting versus chemical stripping

Chemical strippers can work, but they require lots of water, long dwell times and careful neutralizing, and they can leave residue that interferes with new stain. On most exterior log walls, media blasting is faster, cleaner and leaves a more even surface.

## Is blasting right for your home?

Blasting is usually part of a full restoration rather than routine maintenance. If your finish is peeling, badly faded or uneven, it may be time. Browse before and after results in our [portfolio](/portfolio), then get in touch for an on-site assessment.`,
    image: {
      key: 'service-media-blasting',
      alt: 'Crew member in protective gear media blasting old gray finish off a log wall',
      scene: 'crew',
      variant: 26,
    },
    seo: {
      title: 'Log Home Media Blasting | High Country Finishing',
      description:
        'Corn cob, glass and soda media blasting strips old stain, paint and gray wood from log homes so new finish can soak in. Serving Colorado mountains.',
      keywords: [
        'log home media blasting',
        'corn cob blasting',
        'log stain removal',
        'glass blasting logs',
        'log home stripping',
      ],
    },
  },
  {
    slug: 'deck-refinishing',
    title: 'Deck Refinishing',
    summary:
      'Cleaning, repairs and durable finishes for wood decks that face snow load, hail and strong sun at mountain elevations.',
    details: [
      'Deep cleaning or stripping of old, failing deck finish',
      'Replacement of cracked, cupped or soft deck boards',
      'Resetting of raised nails and loose fasteners',
      'Sanding for a smooth, splinter-free surface',
      'Penetrating deck stain matched to the log home',
      'Stair treads and railings refinished in the same visit',
    ],
    icon: 'deck',
    price: 'Contact for quote',
    body: `## Decks take the hardest beating

A deck lies flat in the sun, holds snow for months and gets walked on every day. At elevation, horizontal surfaces fade and weather two or three times faster than vertical log walls. It is common to see a log home whose walls still look good while the deck beside it has turned gray, splintered and slippery. Refinishing the deck protects the wood, improves safety and makes the whole property look cared for.

## Our deck refinishing process

We treat decks with the same care as the logs themselves:

- Inspect framing, ledger boards and stairs for rot or loose connections
- Strip or deep clean the old finish and any mildew
- Replace damaged boards with matching lumber
- Set protruding fasteners and add screws where boards have lifted
- Sand the surface smooth and vacuum clean
- Apply a penetrating deck stain suited to heavy wear and strong sun

We avoid thick film finishes on decks. They look great for a season and then peel under snow and foot traffic, which makes the next refinish far more difficult.

## Matching deck and home

Most owners want the deck to complement the log walls. We can match the same color family or choose a slightly darker tone that hides dirt and wear better. If we are staining the house at the same time, we refinish the deck last so it is not scuffed during the main work.

## Snow and deck care

Heavy snow loads and repeated shoveling wear finishes quickly. A few simple habits help a new finish last longer:

- Use a plastic shovel and leave a thin layer of snow rather than scraping to bare wood
- Avoid salt and harsh ice melt on wood surfaces
- Sweep off pine needles and leaves that trap moisture
- Rinse off pollen and dust each spring

## How often to refinish

Expect to recoat a high-altitude deck every one to two years, depending on sun exposure and traffic. A light maintenance coat is quick and affordable compared with a full strip. Ask us to include the deck in your next [maintenance visit](/services/maintenance), or [contact us](/contact) for a quote.`,
    image: {
      key: 'service-deck-refinishing',
      alt: 'Refinished wooden deck with rich brown stain beside a log home and mountain view',
      scene: 'after',
      variant: 27,
    },
    seo: {
      title: 'Deck Refinishing in Colorado | High Country',
      description:
        'Deck refinishing for Colorado mountain homes: stripping, board repairs, sanding and penetrating stain built for snow, hail and high-altitude sun.',
      keywords: [
        'deck refinishing',
        'deck staining Colorado',
        'deck repair',
        'mountain deck stain',
        'log home deck',
      ],
    },
  },
  {
    slug: 'log-railings',
    title: 'Log Railings',
    summary:
      'Repair, refinishing and custom building of log and rustic railings for decks, porches, stairs and lofts.',
    details: [
      'Custom log and half-log railings for decks, porches and stairs',
      'Replacement of cracked, rotted or loose balusters and rails',
      'Tightening and reinforcing of posts and connections',
      'Stripping, sanding and refinishing of existing railings',
      'Railing heights and spacing built to current code requirements',
      'Finish matched to your logs and deck',
    ],
    icon: 'railing',
    price: 'Contact for quote',
    body: `## The finishing touch on a log home

Log railings are one of the most recognizable features of a mountain home. They frame the view from the deck, guide people up the stairs and tie the porch to the rest of the log structure. They are also exposed on every side to sun, snow and rain, and their many joints and end grain make them vulnerable to rot if they are not kept sealed.

## Repair and refinishing

Many railings we see are structurally fine but badly weathered. Others have loose posts, cracked balusters or soft spots at the base where water collects. Our railing work includes:

- Inspection of every post, rail and baluster connection
- Removal and replacement of rotted or split pieces
- Reinforcing loose posts with concealed hardware
- Stripping old finish by hand sanding or light blasting
- Sealing end grain and applying stain matched to your home

Because railings are handled daily, we take care to leave smooth surfaces without splinters.

## Custom log railings

When a railing is beyond repair, or when you are adding a new deck or loft, we can build custom railings from peeled lodgepole pine or other locally suitable timber. Options include:

- Traditional log balusters with a round top rail
- Twig or branch-style balusters for a rustic look
- Half-log top rails that are comfortable to lean on
- Log railings combined with cable or metal panels to keep views open

All new railings are built to meet current height and spacing requirements for safety. We fit them to the existing structure so they look like they were always part of the house.

## Interior railings

We also build and refinish interior stair and loft railings. Indoors, finishes wear from hands and cleaning rather than weather, so we use durable clear coats that show off the grain.

## Protecting railings long-term

The top surfaces of rails and the tops of posts collect water and snow. Sealing those areas carefully and recoating them along with the deck every year or two makes a big difference to how long a railing lasts.

See our railing and deck projects in the [portfolio](/portfolio), or reach out through the [contact page](/contact) to talk about your plans.`,
    image: {
      key: 'service-log-railings',
      alt: 'Detail of a peeled lodgepole pine log railing with round balusters on a mountain deck',
      scene: 'detail',
      variant: 28,
    },
    seo: {
      title: 'Log Railings: Repair and Custom Builds | Colorado',
      description:
        'Custom log railings and railing repair for Colorado decks, porches and stairs. Rot repair, tightening, refinishing and code-compliant new builds.',
      keywords: [
        'log railings',
        'custom log railing',
        'railing repair',
        'lodgepole pine railing',
        'deck railings Colorado',
      ],
    },
  },
]
