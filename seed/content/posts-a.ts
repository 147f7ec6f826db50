import type { PostSeed } from './types'

/** Each post also names the phrase it should rank for (the studio's Focus keyphrase). */
export const postsA: PostSeed[] = [
  {
    slug: 'log-home-maintenance-schedule-colorado',
    focusKeyphrase: 'log home maintenance schedule',
    title: 'A Year-Round Maintenance Schedule for Colorado Log Homes',
    excerpt:
      'Colorado sun, snow and big temperature swings wear on log homes all year. Here is the season-by-season checklist we give our own customers to keep small problems small.',
    publishedAt: '2025-03-11',
    author: 'Dan Whitaker',
    topics: ['maintenance'],
    cover: {
      key: 'post-log-home-maintenance-schedule-colorado',
      alt: 'A stained log home with a green metal roof in a mountain meadow, snow-capped peaks behind it',
      scene: 'landscape',
      variant: 1,
    },
    body: `## Why a schedule beats a scramble

Most of the log homes we restore didn't fail all at once. A south wall went a season too long without a fresh coat, a downspout dumped water against the bottom course for a few springs, or a crack in the chinking let wind-driven snow in behind it. None of those are expensive to fix early. All of them are expensive to fix late.

Colorado makes the clock run faster. Intense sun at altitude, 40-degree temperature swings in a single day, dry air that pulls moisture out of the logs and heavy spring snow all work on your finish at the same time. A simple routine, spread across the seasons, keeps small issues small. Here is the schedule we give our own customers in Park, Summit, Chaffee and the surrounding counties.

## Spring: assess the winter damage

In the high country, "spring" might mean May or even early June. Once the snow is off the ground and the walls have dried out, take a slow walk all the way around the house.

### What to look for

- **Bottom logs and log ends.** These take the most abuse from snow piles, splash-back and melt. Press a screwdriver into anything that looks dark or soft.
- **South and west walls.** Compare the color to a protected area under the eaves. Noticeable fading or grey patches mean the finish is wearing through.
- **Chinking and caulk lines.** Look for gaps where the sealant has pulled away from the log, tears, or spots where you can see the backer rod.
- **Gutters and downspouts.** Clear them, make sure they discharge several feet from the foundation and check that ice didn't pull them loose.
- **Upward-facing checks.** Cracks on the top of a log that open toward the sky collect water. Anything wider than about a quarter inch should be sealed.
- **Insects and birds.** Small round holes, sawdust piles or woodpecker damage deserve a closer look.

Take photos as you go. A dated photo record makes it easy to see whether a problem is getting worse from one year to the next.

## Summer: the working season

Summer is when finishes can go on properly. Most log stains and sealants need surface temperatures roughly between 40 and 90 degrees and a few dry days in a row, which in the mountains usually means June through September.

### Wash and recoat as needed

Give the walls a gentle wash with a log-specific cleaner and a low-pressure rinse to remove dust, pollen and mildew. Then do a quick water test: spray a few areas and watch. If the water beads and runs off, your finish is still working. If it soaks in and darkens the wood, that wall is ready for a maintenance coat.

Catching it at this stage is the cheapest way to own a log home. A basic maintenance recoat runs around $3.50 per square foot, compared with roughly $7.50 for a full restoration once the finish has failed and the wood has greyed. Our [cost calculator](/cost-calculator) will give you a ballpark figure for your house.

### Chinking and deck work

Summer is also the right time for chinking repairs and deck refinishing, since both need warm, dry conditions to cure. If you already know you need work, book early. Mountain contractors tend to fill their calendars by late spring.

## Fall: get ready for snow

Before the first hard freeze, work through this list:

- Clean the gutters again after the leaves drop.
- Trim shrubs and branches back at least two feet from the walls so the logs can dry out.
- Move firewood stacks away from the house. They hold moisture and invite insects.
- Seal any checks or caulk gaps you noted in spring but didn't get to.
- Check exterior doors and windows for drafts. Cold air leaks often point to a failed seal in the logs around them.

## Winter: manage snow and moisture

Winter is mostly about keeping snow and ice off the logs. Shovel or blow drifts away from the lower courses, especially on the north side where snow lingers into April. Watch for ice dams along the eaves, and if you see water staining inside on a log wall, make a note of exactly where it is. That spot will tell us a lot when we inspect in spring.

## The longer view: every 2-3 years and beyond

Beyond the seasonal checklist, a few tasks run on a longer cycle:

- **Every 2-3 years:** a professional maintenance inspection and, for most Colorado homes, a maintenance coat on the sunniest walls.
- **Every 4-6 years:** a full recoat of the whole house, depending on your product and exposure.
- **When the finish has failed:** stripping and full restoration, usually media blasting followed by new stain and any chinking repairs.

We recommend a professional inspection every two to three years because it's easy to miss things from the ground, like failing chinking high on a gable or rot starting behind a deck ledger board. Our [maintenance guide](/maintenance-guide) goes deeper on each item, and if you'd like us to take a look, [request an inspection](/contact) and we'll schedule a visit.`,
    seo: {
      title: 'Colorado Log Home Maintenance Schedule',
      description:
        'A season-by-season maintenance checklist for Colorado log homes: spring inspections, summer recoats, fall prep and winter snow management.',
      keywords: [
        'log home maintenance schedule',
        'Colorado log home maintenance',
        'log home maintenance checklist',
        'seasonal log home care',
        'log home inspection',
      ],
    },
  },
  {
    slug: 'how-often-to-stain-log-home-high-altitude',
    focusKeyphrase: 'how often to stain a log home',
    title: 'How Often Should You Re-Stain a Log Home at High Altitude?',
    excerpt:
      'Above 8,000 feet, log stain wears out faster than the label suggests. Here is a realistic re-staining schedule for Colorado mountain homes and the signs that it is time.',
    publishedAt: '2025-06-17',
    author: 'Maria Lopez',
    topics: ['staining', 'high-altitude'],
    cover: {
      key: 'post-how-often-to-stain-log-home-high-altitude',
      alt: 'Freshly stained golden-brown log wall glowing in afternoon sun with pine trees and blue sky',
      scene: 'after',
      variant: 2,
    },
    body: `## The short answer

For most log homes above 8,000 feet, expect to put a maintenance coat on the sun-facing walls every two to three years and recoat the whole house every four to six. That's noticeably more often than generic guidance on a stain can, which is usually written with lower, milder climates in mind.

The longer answer depends on your product, your exposure and how well the last job was done. Here's how we think about it after more than 20 years of staining homes from Fairplay to Breckenridge.

## Why altitude shortens the cycle

### More UV, less atmosphere

Ultraviolet radiation increases with elevation, roughly 10 percent for every 1,000 meters (about 3,300 feet) you climb. At 9,000 feet you're getting on the order of a quarter to a third more UV than at sea level, and the thin, dry air does little to soften it. Snow cover reflects UV back up at the lower logs in winter, so your walls get hit from two directions.

UV breaks down the binders and pigments in stain, and once it gets through, it breaks down the lignin in the wood itself. That's the grey, fuzzy surface you see on neglected logs.

### Temperature swings

A log wall at 9,000 feet can go from below freezing at dawn to well over 100 degrees on the surface by mid-afternoon. Wood expands and contracts, and the finish has to move with it. Over time, cheap or over-applied film finishes crack and peel.

### Dry air

Low humidity dries the wood surface and can make some finishes brittle. Logs also keep checking as they dry, opening fresh, unfinished wood to the weather.

## Not every wall ages the same

On a typical mountain home, the south and west walls wear out first, often twice as fast as the north side. Log ends, window sills and the lower two or three courses also fail early. That's why we often recommend a targeted recoat on the hard-hit sides rather than waiting until the whole house needs work.

## Signs it's time

Don't go by the calendar alone. Check these every spring:

- **Water test:** spray the wall. Beading means protection; darkening and absorption mean it's time.
- **Color fade:** compare a sunny wall to a protected spot under a porch roof. A big difference means the pigment is gone.
- **Grey or silver patches:** the wood underneath is already oxidizing.
- **Peeling or flaking:** the film has failed and will need more prep than a simple recoat.
- **Chalky residue:** rub a dark cloth on the surface. Heavy chalking points to a finish that is breaking down.

## Choosing a finish that lasts up here

### Pigment matters more than you think

Pigment is what blocks UV. Clear and very lightly tinted finishes look beautiful for a season and then fail fast at altitude. Medium tones like warm browns and golds hold up much longer. If you love a light look, ask about products formulated with UV absorbers and plan on a shorter maintenance cycle.

### Penetrating vs. film-forming

Penetrating oil stains soak in and wear away gradually, which makes maintenance simple: clean and recoat. Film-forming systems, usually a pigmented base coat and a clear topcoat, can last longer but must be maintained before they crack, or they'll need to be stripped. Either can work well in Colorado. The wrong move is mixing incompatible products or piling on coats until the film gets too thick to flex.

### Prep is most of the job

A stain only lasts as long as the surface it's bonded to. Greyed wood, mill glaze or old failing finish underneath will cut the life of any new coat. On older homes, that often means media blasting back to clean wood before staining. You can read more on our [staining service page](/services/staining).

## What it costs to stay on schedule

Staying ahead is far cheaper than catching up. A basic maintenance recoat runs about $3.50 per square foot, a detailed maintenance job with repairs is closer to $5, and a full strip-and-restore is around $7.50. Skip two maintenance cycles and you'll almost always end up in the last category. Plug your wall area into the [cost calculator](/cost-calculator) to see the difference for your home.

## Our recommendation

Walk the house every spring, do the water test and have a professional inspection every two to three years. Recoat the sunny sides as soon as they need it and you'll rarely face a full restoration. If your logs are already greying, [get in touch](/contact) and we'll tell you honestly which category you're in.`,
    seo: {
      title: 'How Often to Stain a Log Home at High Altitude',
      description:
        'How often to re-stain a log home above 8,000 feet, why high-altitude UV wears finishes out faster, and the signs your Colorado logs need a new coat.',
      keywords: [
        'how often to stain log home',
        'log home staining Colorado',
        'high altitude log stain',
        'log home restaining schedule',
        'UV damage log stain',
      ],
    },
  },
  {
    slug: 'chinking-vs-caulking-log-homes',
    focusKeyphrase: 'chinking vs caulking',
    title: 'Chinking vs. Caulking: What Your Log Home Actually Needs',
    excerpt:
      'Chinking and log caulk look alike in the bucket, but they are built for very different gaps. Here is how to tell which your home needs and what a 3-7 day chinking job involves.',
    publishedAt: '2025-10-07',
    author: 'Dan Whitaker',
    topics: ['chinking'],
    cover: {
      key: 'post-chinking-vs-caulking-log-homes',
      alt: 'Close-up of a wide white chinking joint between two stained logs next to a narrow caulked check',
      scene: 'detail',
      variant: 3,
    },
    body: `## Two products, two different jobs

Homeowners often use "chinking" and "caulking" interchangeably, and the products do look similar in the bucket. Both are flexible sealants designed to keep air, water and insects out of your log walls. But they're built for different gaps, and using the wrong one is one of the most common causes of leaks and drafts we find on inspections.

## What chinking is

Historically, chinking was a mix of mortar, mud or lime used to fill the wide spaces between hand-hewn logs. Today's chinking is a thick, elastic synthetic compound, usually acrylic-based, that can stretch and compress as logs shift with the seasons. It has a textured, mortar-like finish and comes in colors from white and grey to tan and brown.

### When chinking is the right choice

- **Wide joints** between logs, typically from about three-quarters of an inch up to several inches across.
- **Chink-style homes** where the joints are part of the look, often with flat-sided or square-hewn logs.
- **Older homes with failed mortar chinking** that has cracked and pulled away.
- **Homes with air leakage along the joints** where a wider, more flexible seal is needed.

Chinking is applied over a foam backer rod or bond-break tape. This matters: the sealant should stick to the two logs, above and below, but not to the back of the joint. That two-sided adhesion lets it stretch like a rubber band. When chinking is bonded on three sides, it can't flex, and it tears as soon as the logs move.

## What log caulking is

Log caulk is a smoother, lower-profile sealant made for narrow gaps. Quality log caulks are also highly elastic, far more than the hardware-store silicone or painter's caulk that sometimes ends up on log homes. Many can be stained over or come in log-toned colors so they nearly disappear.

### When caulking is the right choice

- **Narrow joints** in tight-fitting, full-scribe or milled log profiles.
- **Upward-facing checks** (cracks) wider than roughly a quarter inch that can collect water.
- **Around windows, doors and trim** where logs meet other materials.
- **Butt joints and corners** where you want the seal to be inconspicuous.

### What not to use

Avoid silicone on log homes. Stain won't stick to it, and it's nearly impossible to remove completely later. Rigid painter's caulk will crack within a season or two as the logs move.

## How to tell which your home needs

A few rules of thumb:

1. If the gap is wide enough to press a fingertip into, it likely needs chinking.
2. If you can barely fit a putty knife in, it's a caulk job.
3. If your house was built with a chink line, keep the chink line. Replacing it with caulk rarely works.
4. If old chinking has separated from the log rather than cracking down the middle, the problem may be adhesion or movement, not the product itself.

When in doubt, it's worth having someone look in person. Our [chinking service page](/services/chinking) has photos of both approaches.

## What a chinking job looks like

A typical chinking project takes three to seven days, depending on the size of the house, how much old material needs to come out and the weather. Here's the usual sequence.

### Days 1-2: Prep

We remove loose, failed chinking and caulk, clean the joints and make sure the wood is dry and sound. If the home is due for a new finish, we usually stain first. Chinking bonds well to most properly cured log stains, and the color line looks cleaner that way.

### Days 2-5: Backer rod and application

Backer rod is pressed into each joint at the correct depth. Chinking goes on with a bulk gun and is then tooled smooth with a trowel or brush. Joints are usually tooled to a slightly concave profile, so the material is thinner in the middle and thicker at the edges where it bonds.

### Days 5-7: Detail and clean-up

We inspect every joint, touch up corners and window returns, and clean off any smears. Chinking skins over quickly but can take a couple of weeks or more to fully cure, so we watch the forecast closely. It needs protection from rain for the first day or two and shouldn't go on when temperatures will drop below freezing before it sets up.

## The bottom line

Chinking and caulking aren't competitors. Most log homes use both: wide joints get chinking, narrow gaps and checks get caulk, and both need the right prep to last. If you're seeing daylight, drafts or water stains along your log joints, [contact us](/contact) for an inspection and an honest recommendation.`,
    seo: {
      title: 'Chinking vs. Caulking for Log Homes',
      description:
        'Chinking or caulk? Learn which sealant fits which gaps in your log home, what to avoid, and what to expect from a typical 3-7 day chinking project.',
      keywords: [
        'chinking vs caulking',
        'log home chinking',
        'log home caulking',
        'log home sealant',
        'chinking repair Colorado',
      ],
    },
  },
  {
    slug: 'hail-damage-log-home-insurance-guide',
    focusKeyphrase: 'log home hail damage',
    title: 'Hail Damage on a Log Home: Inspection, Insurance and Repair',
    excerpt:
      'Hail damage on a log home is easy to miss and gets worse with time. Here is how to inspect, document and file an insurance claim after a Colorado hailstorm, and what restoration involves.',
    publishedAt: '2026-04-22',
    author: 'Maria Lopez',
    topics: ['hail'],
    cover: {
      key: 'post-hail-damage-log-home-insurance-guide',
      alt: 'Log wall after a hailstorm with chipped stain, dented log surfaces and torn chinking',
      scene: 'before',
      variant: 4,
    },
    body: `## Colorado hail and log homes

Colorado sees some of the most frequent and damaging hail in the country, especially along the Front Range and in El Paso, Jefferson and Teller counties, where storms build over the foothills from late spring through late summer. Most hail damage guides are written for asphalt shingles and vinyl siding. Log homes are different: the damage is often subtle at first, and it gets worse over time if it isn't addressed.

## What hail does to logs

A log is tough, but the finish protecting it is not. Large hail, especially wind-driven hail, can:

- **Dent and bruise the wood**, crushing fibers on the surface of the logs.
- **Crack or chip film-forming finishes**, leaving bare wood exposed.
- **Split or tear chinking and caulk**, opening paths for water and air.
- **Damage log ends, trim and window frames**, which stick out and take direct hits.
- **Shred decks and railings**, which face the sky and take the worst of it.

The finish damage is what matters most in the long run. Every chip and crack is a spot where UV and moisture can reach raw wood. A wall that looks fine from the driveway in July can be greying and absorbing water by the following spring.

## Step 1: Stay safe, then inspect

Wait until the storm has fully passed and check for downed lines or roof damage before walking the property. Then inspect in good daylight, ideally with the sun at a low angle, which makes dents much easier to see.

### Where to look

- The wall that faced the storm, usually west or northwest
- Log ends and corners
- Window and door trim
- Chinking lines, especially on the storm side
- Decks, railings and stair treads
- Gutters, downspouts and window screens, which show damage clearly and help confirm hail size

## Step 2: Document everything

Good documentation makes the insurance process smoother. Do this before any cleanup or repairs:

- **Photograph the hail itself** next to a coin or ruler, right after the storm if you can.
- **Take wide shots** of each side of the house, then close-ups of dents, chips and cracked chinking.
- **Note the date and time** of the storm. Local news and weather reports help corroborate it.
- **Keep a written list** of the damage, wall by wall, including any interior water stains.
- **Save receipts** for emergency repairs such as tarping or temporary sealing.

## Step 3: Contact your insurance company

Call your insurer or agent promptly to open a claim. Policies set deadlines for reporting damage, and waiting makes it harder to tie the damage to a specific storm. Check your policy for the deductible, too. For wind and hail in Colorado it is often a percentage of your dwelling coverage rather than a flat amount.

### Working with the adjuster

The adjuster will schedule an inspection, and it helps to have a log home specialist on site or a written assessment in hand. Many adjusters see far more shingle roofs than log walls and may not recognize finish failure or chinking damage as storm-related. We're glad to document damage and meet adjusters on site to explain what we see. Colorado law doesn't allow contractors to act as public adjusters, so we don't negotiate your claim. We provide the technical facts and a detailed, itemized estimate.

### Watch out for storm chasers

After big storms, out-of-state crews knock on doors offering quick fixes. Check for a local address, references and proof of insurance, and never sign over your insurance proceeds on the spot. Log homes need specialized products and methods, and a generic paint crew can do lasting damage.

## Step 4: Restoration

Hail restoration on a log home usually follows a clear sequence.

### Assessment and prep

We map the damage and decide how far the finish needs to come off. Light damage may only need cleaning and spot repair. Widespread finish damage usually means stripping the affected walls, often with media blasting, so the new stain bonds to clean wood.

### Repair

Shallow dents can often be sanded out, while badly damaged log ends and trim may need to be replaced. Torn chinking is removed and redone.

### Refinish

New stain and topcoat are applied, either blended into undamaged areas or carried across the whole wall so the color stays even.

You can see examples on our [hail damage restoration page](/services/log-home-hail-damage-restoration) and in our [portfolio](/portfolio).

## Don't wait for next season

Hail-damaged finish doesn't heal on its own. The sooner exposed wood is protected, the less restoration you'll need. If a storm has come through your area, [contact us](/contact) for an inspection and a written damage report.`,
    seo: {
      title: 'Log Home Hail Damage: Insurance & Repair Guide',
      description:
        'After a Colorado hailstorm: how to inspect your log home, document damage, work with your insurance adjuster and restore hail-damaged logs and finish.',
      keywords: [
        'log home hail damage',
        'hail damage insurance claim',
        'Colorado hail damage repair',
        'log home hail restoration',
        'hail damaged log stain',
        'insurance adjuster log home',
      ],
    },
  },
  {
    slug: 'media-blasting-corncob-glass-soda',
    focusKeyphrase: 'log home media blasting',
    title: 'Media Blasting Log Homes: Corncob vs. Crushed Glass vs. Soda',
    excerpt:
      'When an old finish has failed, the blast media you choose decides how the logs look afterward. We compare corncob, crushed glass and soda for stripping log homes.',
    publishedAt: '2026-07-14',
    author: 'Dan Whitaker',
    topics: ['media-blasting'],
    cover: {
      key: 'post-media-blasting-corncob-glass-soda',
      alt: 'Crew member in a respirator and protective suit media blasting old stain off a log wall',
      scene: 'crew',
      variant: 5,
    },
    body: `## Why strip a log home at all?

Stain is only as good as the surface underneath it. When a finish has failed, meaning it's peeling, greyed, blotchy or layered with incompatible products from previous owners, adding another coat on top just traps the problem. Eventually the only way forward is to remove the old finish and start fresh on clean wood.

There are a few ways to do that. Chemical strippers work but are slow and messy on a whole house. Pressure washing can raise the grain and drive water deep into the logs. Hand sanding an entire home is impractical. For most restorations, media blasting is the fastest and most even method, as long as you choose the right media.

## How media blasting works

A compressor pushes blast media through a hose and nozzle at controlled pressure. The particles knock off the old finish along with the weathered grey layer of wood. The operator adjusts pressure, distance and nozzle size to suit the wood and the finish. Done well, it leaves clean, bright wood with the character of the log intact. Done badly, it gouges, fuzzes or scars the surface.

The media makes a big difference. These are the three we use most.

## Corncob

Ground corncob is an organic, biodegradable media made from the woody ring of corn cobs.

### Pros

- Gentle on wood; removes finish and grey without heavy etching
- Leaves a relatively smooth surface
- Biodegradable and easy to clean up from landscaping

### Cons

- Slower on thick, multi-layer film finishes
- Produces dust and needs good containment
- Spent media is bulky to collect

**Best for:** most homes with penetrating stains, moderately weathered logs, and hand-hewn logs where preserving texture matters.

## Crushed glass

Recycled crushed glass is a hard, sharp-edged media that cuts fast.

### Pros

- Strips heavy film finishes, paint and stubborn coatings quickly
- Cuts job time on badly failed surfaces
- Made from recycled bottles and contains no crystalline silica, unlike sand

### Cons

- More aggressive; can raise the grain and leave a fuzzy surface
- Usually requires sanding or buffing afterward
- Needs an experienced operator to avoid gouging softer wood

**Best for:** thick, peeling film finishes, old paint and heavily weathered logs where speed matters.

## Soda

Soda blasting uses sodium bicarbonate, essentially a coarse grade of baking soda. The particles shatter on impact, which makes it the gentlest of the three.

### Pros

- Very gentle, with minimal effect on the wood surface
- Good for delicate areas, interior walls and trim
- Water-soluble, so residue rinses away

### Cons

- Less effective on thick or tough coatings
- Leaves an alkaline residue that must be rinsed thoroughly before staining
- Can darken some woods, and can harm plants and lawns if runoff isn't managed

**Best for:** light finishes, interior log walls and detail work where the goal is to clean rather than cut.

## Why not sandblasting?

Sand is too aggressive for logs. It erodes the softer earlywood much faster than the harder latewood, leaving a rough, ridged surface that soaks up stain unevenly. Silica sand also poses serious respiratory hazards. We don't use it on log homes.

## What to expect on blasting day

A typical media blasting project includes:

- **Protection:** we cover windows, doors, roof edges, light fixtures and landscaping.
- **Blasting:** one wall at a time, with the crew adjusting pressure as the finish and wood change.
- **Cleanup:** spent media and finish debris are collected, and the logs are blown down or rinsed.
- **Inspection:** we look for rot, insect damage and chinking issues that were hidden under the old finish.

If your home was painted before 1978, we test for lead first. Removing lead paint requires additional containment and work practices under EPA rules.

## Don't wait to refinish

Freshly blasted wood has no protection at all. In Colorado sun, bare logs can start to grey within weeks, so we plan to apply stain promptly after blasting, typically within a few days. That's why we schedule blasting and staining as one project. Learn more on our [media blasting service page](/services/media-blasting) and our [staining page](/services/staining).

## Choosing the right media for your home

Many projects use more than one media: crushed glass on a badly peeling south wall, corncob on the rest of the house and soda on interior trim. The right choice depends on what's on the logs now, the species and condition of the wood, and the look you want. A full restoration including blasting, repairs and new finish runs about $7.50 per square foot. Try our [cost calculator](/cost-calculator) for an estimate, or [contact us](/contact) for an on-site assessment.`,
    seo: {
      title: 'Media Blasting Log Homes: Corncob, Glass or Soda?',
      description:
        'Corncob, crushed glass or soda? Compare media blasting options for stripping old stain and paint from log homes, with the pros and cons of each media.',
      keywords: [
        'log home media blasting',
        'corncob blasting logs',
        'crushed glass blasting',
        'soda blasting log home',
        'strip log home stain',
      ],
    },
  },
  {
    slug: 'high-altitude-uv-damage-log-homes',
    focusKeyphrase: 'log home UV damage',
    title: 'Why High-Altitude Sun Turns Log Homes Grey (and How to Stop It)',
    excerpt:
      'That silvery grey on your south wall is not dirt; it is UV breaking down the wood itself. Learn why altitude speeds it up, how to spot it early and how to prevent it.',
    publishedAt: '2026-10-06',
    author: 'Maria Lopez',
    topics: ['high-altitude', 'restoration'],
    cover: {
      key: 'post-high-altitude-uv-damage-log-homes',
      alt: 'Sun-bleached grey log ends and weathered logs on the south side of a mountain cabin',
      scene: 'detail',
      variant: 6,
    },
    body: `## The grey you see isn't dirt

If you've driven through mountain towns like Fairplay, Breckenridge or Westcliffe, you've seen it: log homes that look silvery-grey on the south and west sides and still golden on the north. Sometimes that weathered look is intentional. Usually it's a sign that the wood surface is breaking down, and at high altitude that happens faster than most people expect.

## What UV actually does to wood

Wood is made mostly of cellulose fibers, held together by a natural polymer called lignin. Lignin gives fresh logs much of their warm color, and it's very sensitive to ultraviolet light.

When UV reaches unprotected wood:

1. Lignin at the surface starts to break down, often within weeks.
2. The degraded lignin washes out in rain and snowmelt.
3. Loose, bleached cellulose fibers are left behind, which look grey and feel fuzzy.
4. Mildew often colonizes that fibrous layer, darkening it further.

The grey layer itself is thin, often a fraction of a millimeter at first. But it doesn't hold stain well, absorbs water readily and keeps eroding year after year. Over a decade or two, unprotected logs can lose measurable thickness on the sunniest faces.

## Why altitude makes it worse

### More UV up here

UV intensity rises with elevation, roughly 10 percent per 1,000 meters. A home at 9,000 feet receives on the order of a quarter to a third more UV than one at sea level, and Colorado's clear, dry air lets more of it through on a typical day.

### Snow reflection

Fresh snow reflects most of the UV that hits it. That means lower logs and log ends get a second dose all winter, bounced up from the ground.

### Heat and cold cycles

High-altitude sun heats dark log surfaces dramatically, then temperatures plunge at night. These cycles open checks and microcracks in the finish, letting UV and moisture reach the wood beneath.

## Signs of UV damage

Check your home for:

- **Color difference** between sunny and shaded walls
- **Grey or silver patches**, especially on log ends, lower courses and around windows
- **Rough, fuzzy texture** when you run a hand across the log
- **Water soaking in** instead of beading
- **Black spotting** on weathered areas, often mildew feeding on degraded wood
- **New checks** opening on sunny faces

If you see one or two of these, the finish is wearing thin. If you see most of them, the wood has been exposed for a while.

## Can greyed logs be saved?

Almost always, yes. The degraded layer has to come off before a new finish can bond, which usually means media blasting or careful sanding down to bright, sound wood. Then the logs are cleaned, treated if needed and re-stained. Skipping that prep and staining over grey wood is the most common mistake we see. The new finish peels within a couple of seasons because it's stuck to loose fibers rather than solid wood.

Full restoration is more involved than a maintenance coat, around $7.50 per square foot versus about $3.50 for a basic recoat, but it resets the clock. You can see before-and-after results in our [portfolio](/portfolio).

## How to prevent UV damage

### Use pigmented finishes

Pigment is what physically blocks UV. Clear finishes let light straight through to the lignin, and even good clears with UV absorbers fail quickly at altitude. Choose a stain with enough pigment to provide real protection. Medium browns and golds strike a good balance between looks and lifespan.

### Maintain before it fails

The cheapest protection is a maintenance coat applied while the old finish is still intact. On most high-altitude homes, that means recoating the south and west walls every two to three years.

### Reduce extra exposure

- Extend or add roof overhangs where practical
- Keep snow from piling against the lower logs
- Seal log ends with an end-grain sealer, which slows moisture movement and checking

### Inspect on a schedule

We recommend a professional inspection every two to three years, plus your own walk-around each spring. Our [maintenance guide](/maintenance-guide) walks through each check in more detail.

## Act early

UV damage is gradual, which makes it easy to ignore. But a wall that needs a simple recoat this year may need a full restoration in three. If your logs are starting to grey, [schedule an inspection](/contact) and we'll help you catch it at the right stage.`,
    seo: {
      title: 'High-Altitude UV Damage on Log Homes',
      description:
        'Why intense high-altitude UV turns Colorado log homes grey, the early warning signs of sun damage, and how to restore and protect weathered logs.',
      keywords: [
        'UV damage log home',
        'grey logs restoration',
        'high altitude log home',
        'sun damaged logs',
        'log home weathering Colorado',
        'prevent log greying',
      ],
    },
  },
]
