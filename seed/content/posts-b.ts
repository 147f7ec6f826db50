import type { PostSeed } from './types'

/** Each post also names the phrase it should rank for (the studio's Focus keyphrase). */
export const postsB: PostSeed[] = [
  {
    slug: 'choosing-log-home-stain-color-and-type',
    focusKeyphrase: 'log home stain color',
    title: 'Choosing a Log Home Stain: Oil vs Water-Based, Pigment and Color',
    excerpt:
      'Oil or water-based, light or dark, semi-transparent or clear: here is how we help Colorado homeowners pick a log stain that looks right and actually holds up to high-altitude sun.',
    publishedAt: '2025-04-08',
    author: 'Maria Lopez',
    topics: ['staining'],
    cover: {
      key: 'post-choosing-log-home-stain-color-and-type',
      alt: 'Row of stain sample boards in honey, golden oak and chestnut tones leaning against a freshly sanded log wall',
      scene: 'detail',
      variant: 7,
    },
    body: `Choosing a stain is the biggest decision you will make about how your log home looks, and it is also one of the biggest decisions about how long the wood lasts. We get asked about stain more than anything else, usually by homeowners who have stood in front of a rack of sample chips and wondered why one gallon costs twice as much as another. Here is how we think about it after more than twenty years of finishing log homes across Colorado.

## Why Stain Matters More at Altitude

Sunlight is the main enemy of a log finish. Ultraviolet light breaks down lignin, the natural glue that holds wood fibers together, and that is what turns bare logs grey and fuzzy. At 9,000 or 10,000 feet the atmosphere filters out less UV than it does at sea level, so a finish in Fairplay or Breckenridge works harder than the same product on a cabin in the Midwest. Add dry air, big daily temperature swings and wind-driven snow, and you can see why a finish that lasts seven years elsewhere may need attention after three or four here.

The practical takeaway: in the Colorado high country, buy the product for performance first and pick the color second.

## Oil-Based vs Water-Based Stains

Both types can do a good job on a log home. They simply behave differently, and the right choice depends on your logs, your existing finish and how you like to maintain the house.

### Oil-Based Penetrating Stains

Oil-based stains soak into the wood rather than sitting on top of it. They tend to:

- Bring out grain and depth, giving a warm, traditional look
- Wear away gradually instead of peeling, which makes recoating simpler
- Tolerate a little imperfection in surface prep
- Need longer dry times and more careful handling of rags, which can self-ignite if balled up

Their weakness is that many oils fade faster in intense sun and some can feed mildew in shady, damp spots if the formula lacks a good mildewcide.

### Water-Based Stains

Modern water-based log finishes are usually acrylic or hybrid systems that form a breathable, flexible film. They tend to:

- Hold color longer under strong UV
- Clean up with water and have low odor
- Resist mildew well
- Dry fast, so a crew can apply multiple coats in a day

The trade-off is that a film-forming finish needs clean, properly prepared wood to bond. Put it over dirty logs or an incompatible old finish and it can peel. Water-based products also usually call for a topcoat or clear coat as part of the system.

### Mixing Systems

The most common problem we see is a homeowner applying one type of product over another. Oil over a water-based film will not penetrate, and water-based over a fresh oil may not stick. If you do not know what is on your logs now, it is worth having us identify it before buying anything. Sometimes the only clean path to a new system is stripping back to bare wood, which is where [media blasting](/services/media-blasting) comes in.

## Pigment Is Your UV Protection

Here is the rule we repeat to every client: **pigment is what blocks UV.** Clear and nearly clear finishes look beautiful the day they go on, but they let sunlight straight through to the wood. On a sunny south wall at altitude, a clear coat can start greying within a season or two.

Semi-transparent stains with a real dose of pigment are the sweet spot for most log homes. They let the grain show while shading the wood underneath. The more pigment, the better the protection, which is why darker and mid-tone colors generally outlast very light ones.

## How to Choose a Color

### Start With the Setting

Look at your roof, trim, surrounding trees and rock. Golden and honey tones suit aspen and meadow settings. Medium browns and chestnuts sit well among dark spruce and lodgepole. Very red tones can look dated, and grey or driftwood colors are popular but need enough pigment to actually protect.

### Think About Heat and Fading

Very dark stains absorb more heat on sunny walls, which can drive extra checking and resin bleed. Very light stains carry less pigment and fade sooner. Most of our clients land somewhere in the middle.

### Test on Your Own Logs

Color chips and sample boards are only a starting point. Wood species, age and prep all change the final look. We always apply test patches on the actual house, on both a sunny wall and a shaded one, and let you see them dry in daylight before committing.

### Plan for Maintenance

Whatever you pick, you will be recoating it. Choose a product you can buy again and a color you can match. Our [log home products](/log-home-products) page lists the systems we trust and why.

## Our Recommendation

For most Colorado mountain homes we recommend a quality, well-pigmented semi-transparent stain in a mid-tone color, applied over clean, properly prepared wood, followed by a compatible topcoat where the system calls for one. Then check it every two to three years and recoat before it fails rather than after.

If you are weighing options for your own home, [get in touch](/contact) and we will bring sample boards and talk through what has worked on homes like yours.`,
    seo: {
      title: 'Choosing a Log Home Stain: Oil vs Water-Based',
      description:
        'Oil or water-based, light or dark? How to choose a log home stain color and type that resists high-altitude UV, from Colorado log finishing pros.',
      keywords: [
        'log home stain',
        'oil vs water-based log stain',
        'log stain colors',
        'UV protection for logs',
        'Colorado log home staining',
      ],
    },
  },
  {
    slug: 'signs-your-log-home-needs-restoration',
    focusKeyphrase: 'signs your log home needs restoration',
    title: '8 Signs Your Log Home Needs Restoration',
    excerpt:
      'Grey logs, peeling finish, open checks and failing chinking are all early warnings. Here are the eight signs we look for, and what each one means for your home.',
    publishedAt: '2025-02-18',
    author: 'Dan Whitaker',
    topics: ['restoration', 'maintenance'],
    cover: {
      key: 'post-signs-your-log-home-needs-restoration',
      alt: 'Weathered log cabin wall with grey, sun-bleached logs, peeling stain and cracked chinking between courses',
      scene: 'before',
      variant: 8,
    },
    body: `Log homes rarely fail all at once. They give you plenty of warning, but the signs are easy to miss if you do not know what you are looking at, and most of them start on the walls you walk past least. After inspecting hundreds of homes across Park, Summit, Chaffee and the surrounding counties, these are the eight signs that tell us a home is due for more than a quick recoat.

## The 8 Warning Signs

### 1. Grey or Silvered Logs

When logs turn grey, the sun has broken down the surface wood fibers. That grey layer is degraded wood, and new stain will not bond well to it. A little greying on the ends of a few logs is normal wear. Whole walls of grey, especially on the south and west sides, mean the finish has been gone for a while and the surface needs to be cleaned or blasted back to sound wood.

### 2. Peeling, Flaking or Blotchy Finish

Peeling usually means a film-forming finish has lost its grip, often because it went over dirty wood, an incompatible product or too many layers. You cannot fix peeling by painting over it. The loose material has to come off first.

### 3. Water Soaks In Instead of Beading

Spray a wall with a garden hose. If water beads and runs off, your sealant is still working. If the wood darkens and drinks it in, the protection is gone. We cover how to run and read this water test in a separate post on our blog.

### 4. Open, Upward-Facing Checks

Checks are the natural cracks that form as logs dry. They are not a structural problem on their own, but any check on the top side of a log that is wider than about a quarter inch can collect rain and snowmelt. Water sitting inside a check is how rot starts from the inside out.

### 5. Soft Spots and Rot

Push a screwdriver or awl into the wood at log ends, bottom courses, window sills and around decks. Sound wood resists. If the tip sinks in easily, or the wood feels spongy or crumbly, you have decay. Small pockets can often be repaired with epoxy consolidants and wood patches. Larger areas may require replacing a log section, which is a job to catch early.

### 6. Failing Chinking or Caulking

Look for chinking that has pulled away from the logs, cracked through, or gone missing. Inside the house, you might notice drafts, cold spots, daylight around window trim, or more dust and insects than usual. Gaps in chinking let air, water and bugs into the wall. Our [chinking service](/services/chinking) typically takes three to seven days depending on the size of the home and how much old material has to come out.

### 7. Water Stains, Dark Streaks and Mildew

Black streaks below windows, dark bands along the bottom logs, or green and black mildew on shaded walls all point to water that is staying on the wood too long. Check for overflowing gutters, roof runoff hitting the walls, sprinklers and splash-back from the ground.

### 8. Insect Activity and Woodpecker Damage

Small round holes, piles of fine sawdust (called frass), carpenter ants or bees, and woodpecker holes are all signs of insects in the wood. Woodpeckers do not drill log homes for fun; they are usually chasing larvae. Insects prefer wood that is already damp or unprotected, so this sign tends to travel with the others on this list.

## What These Signs Mean Together

One or two of these signs on a single wall usually calls for targeted repairs and a maintenance coat. Several of them across the whole house usually means a full restoration:

- Strip old finish and grey wood back to clean, bright logs
- Repair or replace rotted sections
- Treat bare wood with a borate preservative
- Seal checks and replace failing chinking
- Apply a new stain system and topcoat

That sounds like a lot, but a properly restored home is back on a simple maintenance schedule afterward. If you want a sense of the numbers, our [cost calculator](/cost-calculator) gives a ballpark by square footage and condition.

## Where to Look First

Walk the outside of your home on a sunny afternoon and pay extra attention to:

- South and west walls, which take the most sun
- The bottom two or three courses of logs
- Log ends and corners that stick out past the roofline
- Areas around decks, downspouts and hose bibs
- Window and door sills

Take photos as you go. They are useful for comparing year to year and for sharing with a contractor.

## Do Not Wait on It

The difference in cost between a maintenance coat and a full restoration is significant, and the line between them is usually a few years of neglect. We recommend a professional inspection every two to three years, which is often enough to catch problems while they are still small. If you recognize your home in several of these signs, [contact us](/contact) for an on-site assessment and we will tell you honestly what it needs and what can wait.`,
    seo: {
      title: '8 Signs Your Log Home Needs Restoration',
      description:
        'Grey logs, peeling stain, open checks, soft rot and failing chinking: the eight warning signs that your Colorado log home needs restoration work.',
      keywords: [
        'log home restoration',
        'signs of log rot',
        'failing chinking',
        'grey logs',
        'log home inspection',
        'log home repair Colorado',
      ],
    },
  },
  {
    slug: 'log-home-water-test-and-sealant-check',
    focusKeyphrase: 'log home water test',
    title: 'The Water-Bead Test: How to Tell When Your Log Home Needs a Recoat',
    excerpt:
      'A garden hose and ten minutes will tell you whether your log finish is still protecting the wood. Here is how to run the water test and read the results.',
    publishedAt: '2025-07-15',
    author: 'Maria Lopez',
    topics: ['maintenance', 'staining'],
    cover: {
      key: 'post-log-home-water-test-and-sealant-check',
      alt: 'Close-up of water droplets beading on a stained log surface next to a darker patch where water has soaked in',
      scene: 'detail',
      variant: 9,
    },
    body: `The most useful maintenance tool for a log home is not a sprayer or a sander. It is a garden hose. A simple water test tells you whether your finish is still doing its job, and it takes about ten minutes. We ask every maintenance client to do it once a year, and it is the first thing we do when we arrive for an inspection.

## Why the Water Test Works

A healthy log finish does two things: it blocks UV with pigment, and it sheds liquid water while still letting vapor escape from the wood. When the finish is intact, water hitting the surface beads up and rolls off. As the finish wears, usually from sun exposure, the surface becomes porous again and the wood starts absorbing water like a sponge.

Color can fool you. A wall might still look stained from the driveway while the protective part of the finish is nearly gone. The water test shows you what your eyes cannot.

## How to Do the Water Test

### What You Need

- A garden hose with a spray nozzle, or a spray bottle for upper logs
- A dry day, ideally after at least 48 hours without rain or snow
- A notepad or phone for photos

### Step by Step

1. Pick several spots on each side of the house, including at least one on the south wall and one on the west wall.
2. Include the bottom courses of logs, log ends and the areas under windows.
3. Spray a light, even mist from a few feet away. You are not power washing, just wetting the surface.
4. Watch the wood for about a minute.
5. Photograph each spot and note which wall it is on.

### Reading the Results

- **Water beads up in tight drops and runs off:** the finish is healthy. No action needed this year.
- **Water forms flat, spreading drops that sit on the surface:** the finish is getting tired. Plan a maintenance coat within the next year.
- **The wood darkens immediately and water disappears:** the finish has failed in that spot. Recoat soon, before the wood starts greying or taking on moisture.

## Why South and West Walls Fail First

It is common to find one wall failing while another still beads perfectly. South and west walls get the strongest afternoon sun, and at Colorado elevations that UV load is intense. Log ends that extend past the roofline and bottom courses that catch splash-back also wear faster than protected areas under deep overhangs.

That is good news for your budget. You often do not need to recoat the whole house at the same time. Many of our [maintenance](/services/maintenance) visits focus on the two hardest-working walls and touch up the rest.

## When to Recoat

### Recoat Before It Fails

The best time to recoat is when the water test shows flat, spreading drops, not after the wood is soaking it up. A maintenance coat over a worn but intact finish is quick and relatively inexpensive: clean the logs, let them dry, and apply a fresh coat of the same system. Wait until the finish is gone and the wood has greyed, and you are looking at stripping and full prep instead.

### Typical Intervals

Every home is different, but in our experience across the Colorado high country:

- South and west walls often need a maintenance coat every two to four years
- North and east walls can often go longer
- Homes with deep overhangs and good gutters last noticeably longer between coats

We recommend a professional inspection every two to three years even if your own water test looks good, since we also check chinking, checks, rot and insects at the same visit.

### Weather Windows

Most log finishes need surface and air temperatures above about 40 to 50 degrees, dry wood and no rain for a day or two after application. In the mountains that usually means late May through September. Book early; our summer calendar fills by spring.

## What the Water Test Does Not Tell You

A good water test result is not a clean bill of health. It says nothing about chinking gaps, open checks, soft spots at the bottom logs or insect activity. Pair it with a walk-around inspection. Our [maintenance guide](/maintenance-guide) has a full seasonal checklist you can print and use.

## Making It a Habit

Pick a date each year, maybe the first warm weekend in June, and run the test. Keep your photos in one folder so you can compare year to year. Over time you will learn exactly which walls wear fastest on your home and how long your finish really lasts.

If your results show the wood drinking water on more than one wall, [reach out](/contact). We can tell you whether a simple recoat will do or whether the finish needs more work first, and we will give you a written estimate either way.`,
    seo: {
      title: 'Log Home Water Test: When to Recoat Your Logs',
      description:
        'A simple garden hose water-bead test shows whether your log home sealant still works. Learn how to run it, read the results and know when to recoat.',
      keywords: [
        'log home water test',
        'when to restain logs',
        'log home sealant',
        'log home maintenance',
        'recoat log home',
      ],
    },
  },
  {
    slug: 'preventing-rot-and-insects-in-log-homes',
    focusKeyphrase: 'preventing rot in log homes',
    title: 'Preventing Rot and Insects in Log Homes: Borates, Gutters and Overhangs',
    excerpt:
      'Rot and wood-boring insects both need moisture to get started. These are the design details and treatments that keep water, and bugs, out of your logs.',
    publishedAt: '2026-03-10',
    author: 'Dan Whitaker',
    topics: ['maintenance', 'restoration'],
    cover: {
      key: 'post-preventing-rot-and-insects-in-log-homes',
      alt: 'Bottom log courses of a cabin showing a rotted log end beside a deep roof overhang and a gutter downspout',
      scene: 'detail',
      variant: 10,
    },
    body: `Almost every rot repair we do starts with the same story: water got into the wood and stayed there. Insect damage usually follows the same path, because carpenter ants, beetles and other wood-boring insects strongly prefer damp or decaying wood. The good news is that both problems are largely preventable. Keep the logs dry and protected, and rot and insects have very little to work with.

## How Rot Starts

Wood decay is caused by fungi, and fungi need four things: food (the wood), oxygen, moderate temperatures and moisture. You cannot remove the first three, but you can control moisture. Dry wood does not rot. In practice, decay becomes a risk when wood stays damp for long stretches, which is why rot shows up in predictable places:

- Bottom log courses near the ground
- Log ends that extend past the roofline
- Upward-facing checks that hold water
- Under windows and around door sills
- Where decks, railings or porches meet the walls
- Behind downspouts, hose bibs and snow piles

## Borate Treatments

### What Borates Do

Borate preservatives are made from boron salts. Applied to bare wood, they soak in and make the wood unappetizing to decay fungi and to many wood-boring insects, while being low in toxicity to people and pets when used as directed. They are one of the most effective tools available for log homes.

### When to Apply Them

Borates have to go onto bare, unfinished wood to penetrate. That makes the best time to apply them right after a log home has been stripped, such as after [media blasting](/services/media-blasting), or on new construction before the first stain goes on. They can be applied on their own or along with a penetrating treatment on problem areas.

### Keep Them Sealed

Borates are water-soluble. If they are left exposed to rain and snowmelt, they will slowly leach out of the wood. A good stain and topcoat over the borate treatment locks it in place.

### Borate Rods for Problem Spots

For log ends, corners and areas where a repair has been made, we often drill small holes and insert solid borate rods, then plug them. If moisture ever reaches that spot, the rod dissolves and spreads preservative right where it is needed.

## Gutters and Downspouts

A roof sheds a tremendous amount of water, and during spring melt in the mountains that water keeps coming for weeks. Gutters are one of the cheapest ways to protect your logs:

- Make sure gutters are sized for your roof and pitched toward downspouts
- Clean them every fall and check them after big storms
- Extend downspouts at least several feet away from the foundation
- Look for leaking seams and overflow that stains the logs below

In heavy snow country, gutters can be torn off by sliding snow. Snow guards on metal roofs or heavy-duty hangers help. Where gutters simply will not survive, a well-designed drip edge and a gravel drip line at the ground are the next best thing.

## Splash-Back

When rain hits bare soil, hard surfaces or a deck, it bounces, and the bottom logs catch it. Over time that constant wetting is one of the most common causes of rot in the first few courses.

### How to Reduce It

- Keep the bottom log at least 18 inches above the ground where you can
- Replace soil or mulch against the house with a band of coarse gravel
- Slope the grade away from the walls
- Keep shrubs trimmed back so air can move and the logs can dry
- Aim sprinklers away from the house
- Do not stack firewood against the walls

## Overhangs

Generous roof overhangs are the single best design feature for a log home. They shade the walls from UV and keep rain and snow off the logs. Many older homes were built with overhangs that were too short, or with log ends that reach well past the roofline.

If your overhangs are short, you have a few options. Extending the roof is a bigger project, but for exposed log ends and decks, you can trim protruding log ends back, add metal or wood caps, and step up the maintenance schedule on those areas.

## Insects to Watch For

In Colorado we see carpenter ants, carpenter bees, and several types of wood-boring beetles. Signs include small round exit holes, fine sawdust at the base of walls, and woodpecker damage. If you see these, do not just fill the holes. Find and fix the moisture source, treat the wood, and seal it.

## Put It Into Practice

A short annual walk-around goes a long way. Our [maintenance guide](/maintenance-guide) includes a printable checklist. If you are already seeing soft spots or insect activity, [contact us](/contact) and we will assess the damage, make repairs and build a prevention plan that fits your home.`,
    seo: {
      title: 'Preventing Rot and Insects in Log Homes',
      description:
        'How borate treatments, good gutters, less splash-back and deep roof overhangs protect your log home from rot, carpenter ants and wood-boring beetles.',
      keywords: [
        'log home rot prevention',
        'borate treatment logs',
        'log home insects',
        'carpenter ants log home',
        'log home gutters',
        'roof overhang log home',
      ],
    },
  },
  {
    slug: 'cost-of-log-home-restoration-colorado',
    focusKeyphrase: 'log home restoration cost',
    title: 'What Does Log Home Restoration Cost in Colorado?',
    excerpt:
      'Log home restoration is priced by square foot of log surface, and the condition of your logs matters more than anything else. Here is what drives the number and how to budget for it.',
    publishedAt: '2026-06-02',
    author: 'Dan Whitaker',
    topics: ['restoration'],
    cover: {
      key: 'post-cost-of-log-home-restoration-colorado',
      alt: 'Restoration crew on scaffolding applying stain to a large two-story log home in the Colorado mountains',
      scene: 'crew',
      variant: 11,
    },
    body: `"How much will it cost?" is the first question almost every homeowner asks, and it is a fair one. The honest answer is that it depends on the condition of your logs more than anything else. But that does not mean it is a mystery. After more than 500 projects across Colorado, we can explain exactly what drives the price and give you a realistic way to budget.

## How Log Home Work Is Priced

We price by the square foot, but it is important to know which square feet. We measure the **exterior log surface area**, not the floor area of the home. A home with 1,800 square feet of living space might have 3,000 square feet or more of log wall, gable ends, soffits and trim to finish, depending on its height, shape and number of dormers.

## The Four Service Levels

Most projects fall into one of four levels. These are our starting rates per square foot of surface:

- **Basic maintenance or recoat, about $3.50:** cleaning, light prep and a fresh coat of stain or topcoat over a finish that is worn but still intact.
- **Detailed maintenance and repairs, about $5:** everything in a basic recoat plus spot repairs, sealing open checks, chinking and caulking touch-ups, and extra prep on the hardest-hit walls.
- **Full restoration, about $7.50:** stripping old finish and grey wood back to bare logs, borate treatment, repairs, new chinking where needed and a complete new stain system.
- **New construction, about $6:** preparing and finishing bare logs on a new home, including cleaning mill glaze, borates, stain and topcoat.

### A Quick Example

Take a home with 3,000 square feet of log surface:

- Basic recoat: about $10,500
- Detailed maintenance: about $15,000
- Full restoration: about $22,500

That spread is the whole reason we push regular maintenance. The same house can cost roughly twice as much to bring back if the finish is allowed to fail completely.

## What Drives the Cost Up or Down

### Condition of the Logs

This is the biggest factor. Logs with a worn but intact finish need cleaning and a recoat. Logs that are grey, peeling or covered in multiple layers of incompatible product need to be stripped, usually by [media blasting](/services/media-blasting), which moves you into the restoration tier.

### Repairs

Rot, insect damage and failed log ends add labor and materials. Small soft spots can often be fixed with epoxy and wood patches. Replacing full log sections is a larger job and is quoted separately.

### Chinking

Chinking is measured by the linear foot. A home with wide chink joints on every course will cost more than a chink-less, tight-fit home. Removing failed old chinking also takes more time than applying new chinking to clean joints.

### Height and Access

Tall gable walls, steep slopes, decks built over drop-offs and tight spaces between trees all require more scaffolding or lifts and slow the work.

### Products

Premium log finishes cost more per gallon, but they generally last longer between coats. We would rather use a product that buys you an extra year or two than save a little up front.

### Location and Season

We work throughout Park, Summit, Chaffee, Teller, Eagle, Gunnison, El Paso and Jefferson counties. Remote sites and short high-altitude seasons can affect scheduling, so booking early helps.

## How to Budget

### Plan on a Cycle, Not a Single Project

Think of log home finishing the way you think of a roof: a recurring cost you can plan for. We suggest:

- A professional inspection every two to three years
- Maintenance coats on sun-exposed walls every few years
- Setting aside a yearly amount so recoats are never a surprise

Homeowners who follow a schedule like this often go many years without needing full restoration.

### Get a Written, On-Site Estimate

No online number replaces a walk-around. We inspect every wall, run a water test, probe for rot and measure the surface area, then give you a written estimate with clear line items. You will know what is essential now and what can wait.

### Ask the Right Questions

When comparing bids, ask each contractor:

- How they measure square footage
- What prep method they will use
- Which stain system and how many coats
- Whether borates and chinking are included
- Whether they are licensed and insured

## Try the Numbers Yourself

For a rough starting figure, our [cost calculator](/cost-calculator) lets you enter your approximate surface area and condition. To see what each service level looks like in practice, browse our [portfolio](/portfolio). When you are ready, [request an estimate](/contact) and we will schedule a visit.`,
    seo: {
      title: 'Log Home Restoration Cost in Colorado (2026)',
      description:
        'What drives log home restoration cost per square foot in Colorado, from a $3.50 recoat to $7.50 full restoration, plus tips on how to budget for upkeep.',
      keywords: [
        'log home restoration cost',
        'log home staining cost per square foot',
        'Colorado log home restoration',
        'log home maintenance budget',
        'cost to restain log home',
      ],
    },
  },
  {
    slug: 'winter-prep-for-mountain-log-homes',
    focusKeyphrase: 'log home winter prep',
    title: 'Fall Checklist: Preparing Your Mountain Log Home for Winter',
    excerpt:
      'Before the first big snow, a few hours of fall prep can prevent ice dams, water in open checks and drafty chinking gaps. Here is our high-country checklist.',
    publishedAt: '2026-09-22',
    author: 'Maria Lopez',
    topics: ['maintenance', 'high-altitude', 'chinking'],
    cover: {
      key: 'post-winter-prep-for-mountain-log-homes',
      alt: 'Log home in a high mountain valley with golden aspens, stacked firewood and snow-dusted peaks behind',
      scene: 'landscape',
      variant: 12,
    },
    body: `In the Colorado high country, fall is short. In places like Fairplay, Breckenridge or Westcliffe, the window between the end of summer and the first hard freeze can be just a few weeks, and once the snow sticks, most exterior repairs are off the table until spring. A few hours of prep in September or early October can save you from water damage, ice dams and a drafty, expensive winter.

## Why Winter Is Hard on Log Homes

Mountain winters bring long stretches of freezing nights, sunny days that melt snow on south walls, and wind that drives snow into every gap. Water that gets into open checks or failing chinking can freeze and expand, widening cracks a little more every cycle. Meanwhile, dry indoor heat causes logs to shrink slightly, which can open joints that looked tight in August.

None of this is a reason to worry. It is a reason to check a few things before the weather turns.

## The Fall Checklist

### Walk the Walls

Start with a slow lap around the house in good daylight. Look for:

- Upward-facing checks wider than about a quarter inch
- Cracked, separated or missing chinking and caulk
- Peeling finish or grey patches, especially on south and west walls
- Soft spots at log ends, bottom courses and window sills

Run a quick water-bead test with a garden hose on a few spots. If the wood soaks up water, make a note for spring, or call us now if there is still time in the season.

### Seal Checks and Chinking Gaps

Open checks on the top side of logs are the most important thing to deal with before winter. Water that sits in them all season is how interior rot begins. Small checks can be sealed with a log-specific check sealant or caulk backed with foam rod.

Chinking gaps matter for water and for heat. A gap you can see from outside is often a draft you can feel from inside. Small separations can be touched up; large areas of failing chinking need a full repair. Most chinking and sealant products need temperatures above roughly 40 degrees during application and for a day or more afterward, so in the mountains that work has to be done early in the fall. A full [chinking](/services/chinking) job typically takes three to seven days.

### Clean Gutters and Check Downspouts

Clear leaves and pine needles, confirm downspouts are attached and pointing away from the house, and fix any leaking seams. Clogged gutters overflow during fall rains and then freeze solid, which sets up the next problem.

## Preventing Ice Dams

Ice dams form when heat escaping through the roof melts snow on the upper roof. The meltwater runs down to the cold eaves and refreezes into a ridge of ice. More water backs up behind it and can work under shingles, into the walls and down the face of the logs. In a log home that water can soak the top courses and stain interior walls.

### What Helps

- Add insulation and seal air leaks in the attic or roof assembly where possible
- Make sure roof ventilation is clear so the roof deck stays cold
- Install heat cable along eaves and in gutters on problem areas, and test it before the snow
- Remove heavy snow near the eaves with a roof rake from the ground
- Watch for icicles forming in the same spot every year; that is a sign of heat loss above

## Protect the Bottom Logs

Snow piles up against the lower courses all winter and then melts slowly in spring. To limit the damage:

- Move firewood stacks away from the walls and off the ground
- Do not shovel or plow snow against the house
- Keep shrubs trimmed back so walls can dry between storms
- Check that metal roofs have snow guards so sliding snow does not pile against logs or tear off gutters

## Decks, Railings and Doors

Sweep debris off decks so it does not trap moisture under the snow. Check railings for loose posts and soft spots. Make sure exterior doors seal tightly and that weatherstripping is in good condition.

## Inside the House

Take a look at the interior side of exterior walls. Daylight around window trim, cold spots, spider webs moving in a draft or dust lines along chink joints all point to air leaks worth sealing.

## Plan Ahead

If your walk-around turns up more than you can handle, do not wait until spring to call. Fall is a good time to get on the schedule for next season, and some repairs can still be done before the cold sets in. Our [maintenance guide](/maintenance-guide) has a printable version of this checklist, and you can [contact us](/contact) to book an inspection.`,
    seo: {
      title: 'Winter Prep Checklist for Mountain Log Homes',
      description:
        'A fall checklist for high-country Colorado log homes: seal checks and chinking gaps, clean gutters, prevent ice dams and protect bottom logs before snow.',
      keywords: [
        'log home winter prep',
        'log home fall maintenance',
        'ice dams log home',
        'chinking gaps',
        'mountain home winter checklist',
        'high altitude log home',
      ],
    },
  },
]
