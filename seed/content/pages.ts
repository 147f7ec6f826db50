import type { PageSeed } from './types'

const ctaLinks = [
  { label: 'Get an Estimate', href: '/cost-calculator' },
  { label: 'Call or Text Us', href: '/contact' },
]

export const pages: PageSeed[] = [
  {
    slug: 'log-home-products',
    title: 'Log Home Products We Use',
    intro:
      'The right stain, chinking and preservative matter as much as the labour. Here is what we put on your logs, and why each product category earns its place at high altitude.',
    hero: {
      key: 'page-log-home-products-hero',
      alt: 'Row of stain sample boards in golden, cedar and chestnut tones propped against a log wall',
      scene: 'detail',
      variant: 71,
    },
    blocks: [
      {
        type: 'content',
        markdown: `## Why Product Choice Matters at Altitude

Most log home finishes are designed for average conditions. Colorado mountain homes are anything but average. At 8,000 to 11,000 feet, ultraviolet light is far stronger than at sea level, hail can strike several times a summer, and walls may freeze and thaw every day from October to May. A finish that lasts seven years in the Midwest can fail in three on an exposed ridge in Park County.

We are brand-neutral. We do not sell products, and we are not tied to one manufacturer. Instead, we choose from a handful of proven product categories based on your logs, how much sun and weather each wall takes, and what is already on the house. Compatibility with the existing finish is often the deciding factor, because a new coat that cannot bond to the old one will peel.

## Penetrating Log Stains

The heart of every job is a **penetrating, breathable stain**. Unlike film-forming finishes, which sit on top of the wood like paint, penetrating stains soak into the surface fibres. That matters because logs always contain some moisture, and it needs a way out. A film that traps moisture will blister and peel, while a penetrating stain lets the logs breathe and wears away gradually instead.

We look for stains with:

- High levels of UV-blocking pigment and UV absorbers, since pigment is the most effective sun protection
- Mildew inhibitors for shaded north walls
- A semi-transparent look that shows the wood grain
- Easy recoating, so maintenance coats bond without stripping

Darker and more pigmented tones generally last longer in strong sun than very light or clear finishes, and we will show you sample boards on your own logs before you decide.`,
      },
      {
        type: 'media',
        image: {
          key: 'page-log-home-products-media-1',
          alt: 'Close-up of flexible tan chinking between two stained logs, with a trowel resting on the log below',
          scene: 'detail',
          variant: 72,
        },
        caption: 'Synthetic chinking stretches and compresses as logs move through the seasons.',
      },
      {
        type: 'content',
        markdown: `## Chinking and Check Sealants

Logs shrink, swell and settle for their entire lives. That is why we use **synthetic, elastomeric chinking** rather than old-style mortar. Modern chinking is applied over closed-cell backer rod and bonds only to the two logs it joins, so it can stretch and compress without tearing. It comes in a range of colours and can be tooled smooth or given a textured, mortar-like finish.

For cracks in the logs themselves, called checks, we use a **flexible check sealant** in a colour matched to your stain. We seal upward-facing checks wider than about a quarter inch, because those are the ones that collect water. Around windows and doors, we use log-rated elastomeric caulks designed to move with the wood.

## Borate Wood Preservatives

Whenever logs are taken back to bare wood, we apply a **borate preservative**. Borates are low-toxicity mineral salts that soak into the wood and protect it against rot fungi and wood-boring insects. They are colourless, so they do not change the final look, and they are sealed in by the stain that follows. On lower courses and log ends we often apply a second dose.

## Clear Topcoats, Cleaners and End Sealers

On the harshest walls, a compatible **clear topcoat** over the stain adds an extra layer of weather and UV protection. We prepare the wood with **log cleaners and brighteners** that remove dirt, mildew and grey fibres, and we seal exposed log ends with an **end-grain sealer**, because end grain absorbs water many times faster than the sides of a log.

We avoid products that form hard, glossy films on exterior log walls, as well as anything that cannot be maintained with a simple recoat.`,
      },
      {
        type: 'cta',
        heading: 'Not Sure What Is on Your Logs Now?',
        text: 'We will identify your existing finish during a free on-site assessment and recommend products that will bond to it, or explain why a fresh start is the better choice.',
        links: ctaLinks,
      },
    ],
    seo: {
      title: 'Log Home Stains, Chinking & Sealants We Use',
      description:
        'The penetrating stains, synthetic chinking, check sealants and borate preservatives we use on Colorado log homes, and why each one suits high altitude.',
      keywords: [
        'log home products',
        'log home stain',
        'synthetic chinking',
        'borate wood preservative',
        'log check sealant',
      ],
    },
  },
  {
    slug: 'about',
    title: 'About High Country Log Home Finishing',
    intro:
      'We are a Fairplay-based crew that has spent more than twenty years restoring, finishing and protecting log homes across the Colorado high country.',
    hero: {
      key: 'page-about-hero',
      alt: 'Restoration crew standing in front of a freshly stained log home with a work truck and scaffolding',
      scene: 'crew',
      variant: 73,
    },
    blocks: [
      {
        type: 'content',
        markdown: `## Our Story

High Country Log Home Finishing began more than twenty years ago in Fairplay, in the middle of South Park, where log homes sit at nearly 10,000 feet and take the full force of mountain sun, wind and hail. We started as a small crew doing staining and chinking for neighbours, and quickly learned that finishes and methods that worked well at lower elevations often failed within a few seasons up here.

That lesson shaped everything we do. Over more than 500 projects, from small cabins to large custom homes, we have refined our products, our preparation and our scheduling around the realities of high-altitude weather. Today we focus exclusively on log homes: restoration, staining, chinking, weatherproofing, hail damage repair, media blasting, deck refinishing and log railings.

We are a licensed and insured Colorado contractor, and we work throughout Park, Summit, Chaffee, Teller, Eagle, Gunnison, El Paso and Jefferson counties. Our home base is still in Fairplay, which puts most of our service area within a comfortable drive.

## Why Specialize in Log Homes?

A log home is not a house with wood siding. Solid logs move, check and breathe. They need finishes that penetrate rather than seal over the surface, chinking that flexes, and repairs that respect the structure. General painting contractors can make a log home look good for a season. We aim to make it look good, and stay sound, for many years.`,
      },
      {
        type: 'media',
        image: {
          key: 'page-about-media-1',
          alt: 'Log home on a meadow at the edge of a pine forest with snow-capped peaks of South Park behind it',
          scene: 'landscape',
          variant: 74,
        },
        caption: 'South Park, where we have been restoring log homes for more than two decades.',
      },
      {
        type: 'content',
        markdown: `## Our Team

Our crews are full-time employees, not day labour. Every crew is led by an experienced lead who has worked on log homes for years, and who will be on site from the first day to the final walk-through. Crew members are trained in media blasting, chinking, log repair and stain application, and they work safely at height on scaffolding and lifts.

Because we are a local company, the people who assess your home are the same people who stand behind the work. When you call about your next inspection, you will often speak to someone who remembers your house.

## What We Value

- **Honest advice.** If a wash and a maintenance coat will do the job, we will tell you, even when a full restoration would be a bigger invoice.
- **Doing it right the first time.** Proper preparation takes time, and we never skip it. It is the difference between a finish that lasts and one that peels.
- **Respect for your home.** We protect windows, landscaping and belongings, keep a tidy site and clean up every day.
- **Clear communication.** You receive a written estimate, a realistic schedule and regular updates, so there are no surprises.
- **Long-term relationships.** Many clients have been with us through several maintenance cycles. We recommend an inspection every two to three years and keep records of what was used on your home.`,
      },
      {
        type: 'cta',
        heading: 'Let Us Take a Look at Your Log Home',
        text: 'Try our online cost calculator for a quick ballpark, or get in touch to book a free on-site assessment with our team.',
        links: ctaLinks,
      },
    ],
    seo: {
      title: 'About Us | High Country Log Home Finishing',
      description:
        'Fairplay-based log home restoration specialists with 20+ years and 500+ projects across the Colorado high country. Licensed and insured contractor.',
      keywords: [
        'log home restoration company Colorado',
        'Fairplay log home contractor',
        'High Country Log Home Finishing',
        'high-altitude log home specialists',
      ],
    },
  },
  {
    slug: 'restoration-process',
    title: 'Our Log Home Restoration Process',
    intro:
      'Every project follows the same careful sequence, from a free on-site assessment to a final walk-through. Here is what to expect at each step.',
    hero: {
      key: 'page-restoration-process-hero',
      alt: 'Crew members on scaffolding working along the upper logs of a two-storey log home',
      scene: 'crew',
      variant: 75,
    },
    blocks: [
      {
        type: 'content',
        markdown: `## Step 1: Free On-Site Assessment

Every project starts with a visit to your home. We walk all four sides, test how the finish sheds water, probe suspect areas for rot, check the chinking and caulking, and look at log ends, checks, decks and railings. We also measure the log surface so the estimate is based on real numbers. If you want a quick idea of cost beforehand, our online cost calculator gives a reliable ballpark.

## Step 2: Written Estimate and Scheduling

You receive a written, itemized estimate that explains what we found, what we recommend and why. Where there is a choice, for example between a maintenance coat and a full restoration, we explain the trade-offs honestly. Once you approve the work, we schedule it for the right season and weather window, and send you a start date and a realistic timeline.

## Step 3: Site Preparation and Protection

On the first morning, the crew lead walks the site with you. We set up scaffolding or lifts, and cover windows, doors, light fixtures, foundations, decks and landscaping as needed. Vehicles, furniture and firewood should be moved away from the walls beforehand. Protection stays in place only as long as needed on each side of the house, so you keep as much light and access as possible.`,
      },
      {
        type: 'media',
        image: {
          key: 'page-restoration-process-media-1',
          alt: 'Windows and foundation of a log home masked with plastic sheeting and tape before media blasting',
          scene: 'detail',
          variant: 76,
        },
        caption:
          'Careful masking protects windows, doors and landscaping before surface preparation begins.',
      },
      {
        type: 'content',
        markdown: `## Step 4: Surface Preparation

Preparation determines how long your finish will last. Depending on the condition of the logs, we either wash the house with a log cleaner and brightener, or media blast it back to clean, bare wood to remove failing finishes, grey fibres and mildew. We then let the logs dry and check moisture levels before anything else is applied.

## Step 5: Repairs and Preservation

With the logs exposed, we make repairs. That can include cutting out rot and rebuilding log ends with epoxy and wood inserts, splicing in new log sections on the lower courses, and plugging woodpecker or insect holes. Bare wood receives a borate preservative to protect against rot and insects.

## Step 6: Chinking and Sealing

Failed chinking is removed and replaced with flexible synthetic chinking over backer rod. We seal upward-facing checks, seal exposed log ends and recaulk windows and doors, closing off every path water could take into the walls.`,
      },
      {
        type: 'content',
        markdown: `## Step 7: Staining and Topcoat

We apply penetrating stain in the colour you approved from sample boards on your own logs, usually in two coats, working each wall in the right conditions of temperature and sun. A clear topcoat is added on the walls that take the most weather where it is recommended.

## Step 8: Cleanup and Final Walk-Through

We remove all masking, clean windows of overspray, collect spent media and debris, and take down scaffolding. Then the crew lead walks every side of the house with you. If anything does not meet your expectations, we fix it before we call the job done.

## Step 9: Your Maintenance Plan

Before we leave, you receive a record of the products and colours used and a simple maintenance plan. We recommend an inspection every two to three years, and we will reach out when it is due. Regular light maintenance is what keeps a full restoration from ever being needed again.`,
      },
      {
        type: 'cta',
        heading: 'Ready for Step One?',
        text: 'Book a free on-site assessment or start with a quick ballpark from our online cost calculator.',
        links: ctaLinks,
      },
    ],
    seo: {
      title: 'Log Home Restoration Process, Step by Step',
      description:
        'From free on-site assessment to final walk-through: how we prepare, repair, rechink, stain and protect your log home, and what to expect at each step.',
      keywords: [
        'log home restoration process',
        'log home restoration steps',
        'log home assessment',
        'log home staining process',
        'what to expect log home restoration',
      ],
    },
  },
  {
    slug: 'maintenance-guide',
    title: 'Log Home Maintenance Guide',
    intro:
      'A little attention every year and a professional inspection every two to three years will keep your log home sound, beautiful and far from needing a full restoration.',
    hero: {
      key: 'page-maintenance-guide-hero',
      alt: 'Well-kept log home with even golden logs, tidy chinking and a clean gravel border along the foundation',
      scene: 'after',
      variant: 77,
    },
    blocks: [
      {
        type: 'content',
        markdown: `## Why Maintenance Matters

A log home finish is not permanent. Sun, hail, rain and snow wear it down a little every season, and at Colorado elevations that wear happens faster than most owners expect. The good news is that maintenance is simple and affordable when it is done on time. A house that gets a light recoat every few years may never need to be blasted and restored. A house that is left alone until it peels and greys almost always will.

## Every Year: A Quick Walk-Around

Once a year, ideally in late spring after the snow is gone, walk around your home and look for:

- **Water beading.** Spray the logs with a hose. If water beads and runs off, the finish is working. If it soaks in and darkens the wood, that wall needs attention.
- **Colour change.** Fading, greying or a blotchy look on the south and west walls is the first sign of UV wear.
- **Chinking and caulk.** Look for gaps, cracks or sections pulling away from the logs, especially around windows and doors.
- **Checks.** Note any new or widening cracks on the top of the logs, where water can collect.
- **Lower logs and log ends.** Look for dark stains, soft spots or mushrooms, which can signal rot.
- **Insects and birds.** Small round holes, sawdust or woodpecker damage should be checked promptly.

Also keep gutters clear, make sure downspouts drain away from the house, and trim shrubs back so the walls can dry.`,
      },
      {
        type: 'media',
        image: {
          key: 'page-maintenance-guide-media-1',
          alt: 'Water droplets beading on the surface of a stained log, showing the finish is still protecting the wood',
          scene: 'detail',
          variant: 78,
        },
        caption:
          'The simplest maintenance test: if water beads, the finish is still doing its job.',
      },
      {
        type: 'content',
        markdown: `## Every 2-3 Years: A Professional Inspection

We recommend a professional inspection every two to three years. An experienced eye will spot thinning finish, early rot, failing chinking and open checks before they become expensive. After an inspection, we will tell you honestly whether your home needs nothing yet, a light maintenance coat on one or two walls, or more detailed repairs.

## When to Recoat

Most well-restored homes need a maintenance coat every three to five years, with the south and west walls often ready sooner. A maintenance coat is simple: clean the logs, make small repairs and apply a fresh coat of a compatible stain. It takes a few days and costs far less than a full restoration, at around $3.50 per square foot for a basic recoat.

## Seasonal Tips for the High Country

- **Spring:** Check for winter damage, clear snow-related debris and look at the lower logs once they dry out.
- **Summer:** Inspect for hail damage after every major storm, and schedule staining work while temperatures are reliable.
- **Fall:** Clean gutters, move firewood away from the walls and seal any gaps before the first hard freeze.
- **Winter:** Keep snow from piling against the logs where possible, and watch for ice dams at the eaves.

## Keep Good Records

Keep a note of the products, colours and dates of every coat. Compatibility matters, and knowing what is on your house makes every future maintenance coat easier and more reliable.`,
      },
      {
        type: 'cta',
        heading: 'Due for an Inspection?',
        text: 'If it has been more than two or three years since anyone looked closely at your logs, let us check them for you. The assessment is free.',
        links: ctaLinks,
      },
    ],
    seo: {
      title: 'Log Home Maintenance Guide for Colorado Owners',
      description:
        'A simple log home maintenance guide: yearly walk-around checks, professional inspection every 2-3 years, when to recoat and seasonal high-country tips.',
      keywords: [
        'log home maintenance guide',
        'log home inspection',
        'log home maintenance coat',
        'how often to stain log home',
        'log home care Colorado',
      ],
    },
  },
  {
    slug: 'log-home-restoration',
    title: 'Log Home Restoration',
    intro:
      'Full log home restoration takes a worn, grey or peeling home back to sound, beautiful wood and protects it for years to come, with methods built for Colorado altitude.',
    hero: {
      key: 'page-log-home-restoration-hero',
      alt: 'Fully restored two-storey log home with rich golden logs and white chinking in a mountain meadow',
      scene: 'after',
      variant: 79,
    },
    blocks: [
      {
        type: 'content',
        markdown: `## What Full Restoration Includes

A full restoration is the most complete service we offer. It goes well beyond a fresh coat of stain, addressing everything that protects your logs from the weather. A typical full restoration includes:

- **Surface preparation**, usually media blasting, to remove every trace of failing finish, grey fibres and mildew
- **Repairs** to rotted log ends, lower courses and damaged areas, using epoxy, wood inserts or spliced log sections
- **Borate treatment** of all bare wood to protect against rot and wood-boring insects
- **Chinking** replacement or repair with flexible synthetic chinking
- **Weatherproofing** of checks, log ends, windows and doors
- **Staining** with two coats of a penetrating, UV-resistant stain, plus a clear topcoat where needed
- **Cleanup and a final walk-through**, along with a maintenance plan

## Signs Your Home Needs a Full Restoration

Not every home needs this level of work, and we will tell you if a maintenance coat will do. A full restoration is usually the right choice when:

- Large areas of the logs have turned grey or black
- The existing finish is peeling, flaking or has been layered with incompatible products
- Water soaks into the logs instead of beading
- Chinking is cracked, missing or letting in drafts and insects
- You can find soft wood, rot or fungal growth on lower logs or log ends
- It has been many years since the home was last properly maintained`,
      },
      {
        type: 'media',
        image: {
          key: 'page-log-home-restoration-media-1',
          alt: 'Weathered log wall with grey, cracked logs and peeling stain before a full restoration',
          scene: 'before',
          variant: 80,
        },
        caption:
          'Grey, peeling logs like these can almost always be brought back to sound, beautiful wood.',
      },
      {
        type: 'content',
        markdown: `## Why High-Altitude Homes Need a Specialist

Log homes in the Colorado high country face conditions that most finishes were never designed for. Intense UV light at 8,000 to 11,000 feet breaks down stain and wood fibres quickly, hail fractures finishes in minutes, and daily freeze-thaw cycles open checks and stress chinking. We have spent more than twenty years and over 500 projects learning which products and methods hold up here, and we plan every restoration around your home's exposure, elevation and local weather.

## Cost and Timeline

Full restoration is priced by the square foot of log surface, typically around **$7.50 per square foot**. Homes that need lighter work may fall into our detailed maintenance and repairs rate of about $5 per square foot. Your exact price depends on condition, access, height and the extent of repairs, and it is always confirmed in a written estimate after a free on-site assessment.

Most full restorations take two to four weeks on site, depending on size, repairs and weather. We schedule staining for the warm, dry part of the year and plan preparation and repairs around it. You can usually stay in your home throughout.

## See the Results

Browse our log home restoration pictures to see before-and-after results from homes across our service area, including Fairplay, Breckenridge, Crested Butte and Westcliffe.`,
      },
      {
        type: 'cta',
        heading: 'Bring Your Log Home Back to Life',
        text: 'Get a ballpark price in a minute with our cost calculator, then book a free on-site assessment for a written estimate.',
        links: [
          { label: 'Get an Estimate', href: '/cost-calculator' },
          { label: 'Call or Text Us', href: '/contact' },
          { label: 'See Our Projects', href: '/portfolio' },
        ],
      },
    ],
    seo: {
      title: 'Log Home Restoration in Colorado | High Country',
      description:
        'Full log home restoration for Colorado mountain homes: media blasting, rot repair, chinking, weatherproofing and UV-resistant staining. Free assessment.',
      keywords: [
        'log home restoration',
        'log home restoration Colorado',
        'full log home restoration',
        'log home repair',
        'high-altitude log home restoration',
      ],
    },
  },
  {
    slug: 'media-blasting',
    title: 'Log Home Media Blasting',
    intro:
      'Media blasting is the fastest, most thorough way to strip failing finishes, grey wood and mildew from a log home, giving new stain clean wood to soak into.',
    hero: {
      key: 'page-media-blasting-hero',
      alt: 'Crew member in a protective hood media blasting a log wall, with clean bare wood emerging behind the spray',
      scene: 'crew',
      variant: 82,
    },
    blocks: [
      {
        type: 'content',
        markdown: `## What Is Media Blasting?

Media blasting uses compressed air to propel a fine abrasive against the surface of the logs. The media knocks off old stain, paint, clear films, grey UV-damaged fibres, dirt and mildew, leaving clean, bright wood with a slightly open texture that absorbs new stain evenly. On a log home, where round surfaces, notches and checks make sanding slow and uneven, blasting reaches every curve and corner.

It is sometimes called sandblasting, but we do not use sand. Sand is harsh on wood and creates hazardous dust. Instead, we choose a media to suit the wood and the finish being removed.

## When Media Blasting Is the Right Choice

Blasting is the best option when:

- The existing finish is peeling, flaking or failing over large areas
- Several incompatible products have been layered on the house over the years
- A solid-colour stain or paint needs to be removed to return to a natural wood look
- The logs have turned deeply grey or black from UV exposure and mildew
- You are planning a full restoration and want a finish that will last

If your finish is simply worn but still intact, a wash and a maintenance coat is usually enough, and we will tell you so.`,
      },
      {
        type: 'media',
        image: {
          key: 'page-media-blasting-media-1',
          alt: 'Log wall half-blasted, showing dark peeling stain on one side and clean pale wood on the other',
          scene: 'detail',
          variant: 83,
        },
        caption: 'Blasting removes failed finish and grey fibres in a single pass.',
      },
      {
        type: 'content',
        markdown: `## The Media We Use

- **Crushed glass** is our workhorse for removing stubborn films, solid stains and paint. It cuts cleanly and leaves a good texture for new stain.
- **Organic media** such as ground corncob is gentler, and we use it on softer wood, on detailed areas and where we want to remove grey fibres without changing the texture.

We adjust nozzle size, pressure and distance for every wall. The goal is clean wood, not a gouged or fuzzy surface.

## How We Protect Your Home

Before blasting, we cover windows, doors, vents, light fixtures and foundations with plastic sheeting and tape, and protect nearby plants and decks. Crew members wear full protective gear. Blasting is noisy, so we tell you in advance which days to expect it. Afterward, we collect spent media and debris from around the house and clean windows and trim.

## What Happens After Blasting

Bare wood is vulnerable, so we move quickly to the next steps: a borate preservative, repairs and chinking as needed, and then penetrating stain, usually within days. Blasting on its own is never the finish line. It is the foundation of a finish that lasts. Most homes take two to four days to blast, depending on size and the finish being removed.`,
      },
      {
        type: 'cta',
        heading: 'Is Your Finish Beyond a Recoat?',
        text: 'We will tell you honestly whether your logs need blasting or just a maintenance coat. Start with our cost calculator or contact us for a free assessment.',
        links: ctaLinks,
      },
    ],
    seo: {
      title: 'Log Home Media Blasting in Colorado',
      description:
        'Media blasting strips failing stain, paint, grey wood and mildew from log homes so new stain lasts. Crushed glass and corncob media for every log type.',
      keywords: [
        'log home media blasting',
        'log home stain removal',
        'corncob blasting logs',
        'crushed glass blasting',
        'log home blasting Colorado',
      ],
    },
  },
  {
    slug: 'hail-damage-restoration',
    title: 'Log Home Hail Damage Restoration',
    intro:
      'Hail can fracture a log home finish in minutes. We inspect, document and repair hail damage so your logs are protected again, and help you make the case to your insurer.',
    hero: {
      key: 'page-hail-damage-restoration-hero',
      alt: 'Log home wall covered in small hail dents and cracked stain after a summer hailstorm',
      scene: 'before',
      variant: 84,
    },
    blocks: [
      {
        type: 'content',
        markdown: `## How Hail Damages Log Homes

Colorado sits in one of the most active hail regions in North America, and summer storms in the mountains and along the Front Range can drop hail several times a season. Roofs get most of the attention after a storm, but log walls take a beating too.

Each hailstone that strikes a log leaves a small dent and, more importantly, cracks the stain finish around it. Those fractures let water reach bare wood. Over the following months, the damaged areas absorb moisture, dry unevenly, grey in the sun and begin to check. Left alone, hail damage turns a sound finish into a failing one in a season or two, and can lead to rot on the lower logs and log ends.

## Signs of Hail Damage

Hail damage on logs is easy to miss from the driveway. After a storm, look closely at the walls that faced the wind, usually the west and north sides:

- Small round dents or bruises in the wood, often in clusters
- A speckled, dull or spotty look to the finish
- Flakes of stain on the ground or the deck below the walls
- Cracked or torn chinking and caulk
- Damaged log ends, railings and deck surfaces
- Water soaking into the logs in spots instead of beading

If you are not sure, we will inspect your home and tell you honestly whether the damage is worth pursuing.`,
      },
      {
        type: 'media',
        image: {
          key: 'page-hail-damage-restoration-media-1',
          alt: 'Close-up of hail dents in a log beside a tape measure, photographed to document damage for an insurance claim',
          scene: 'detail',
          variant: 85,
        },
        caption: 'Clear, measured photos help adjusters understand hail damage on log walls.',
      },
      {
        type: 'content',
        markdown: `## Documenting Damage for Your Insurance Claim

Hail damage to log walls is often covered by homeowners insurance, but adjusters who usually see roofs and siding do not always know what to look for on logs. Good documentation makes the difference. After a storm, we:

- Photograph every affected elevation, with close-ups and a scale reference
- Measure the damaged wall area and note damage to chinking, log ends, decks and railings
- Write a plain-language report explaining what was damaged and why it needs repair
- Meet your adjuster on site if you would like us to

We do not act as your public adjuster, and we never waive deductibles. Our job is to give you and your insurer an accurate, professional picture of the damage. Report storm damage to your insurer promptly, as policies have time limits.

## How We Repair Hail Damage

The repair depends on how severe the damage is. Light damage may need only cleaning, light sanding and a fresh coat of stain. More severe damage calls for blasting the affected walls to remove the fractured finish, sanding the deepest impacts, a borate treatment and two coats of penetrating stain. We blend repaired walls into the rest of the house, or recommend a maintenance coat on undamaged walls so the whole home ages evenly. Chinking, log ends, decks and railings are repaired as needed.`,
      },
      {
        type: 'cta',
        heading: 'Had a Hailstorm Recently?',
        text: 'Call or text us for a free hail damage inspection. We will document what we find so you can decide on your next steps with confidence.',
        links: [
          { label: 'Call or Text Us', href: '/contact' },
          { label: 'Get an Estimate', href: '/cost-calculator' },
        ],
      },
    ],
    seo: {
      title: 'Log Home Hail Damage Restoration in Colorado',
      description:
        'Hail cracks log home finishes and lets water into the wood. We inspect, document damage for insurance and restore your logs. Free hail damage inspection.',
      keywords: [
        'log home hail damage',
        'hail damage restoration Colorado',
        'log home insurance claim',
        'hail damage log siding',
        'log home hail repair',
      ],
    },
  },
]
