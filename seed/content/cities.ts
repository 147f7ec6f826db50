import type { CitySeed } from './types'

export const cities: CitySeed[] = [
  {
    slug: 'denver',
    name: 'Denver',
    county: 'Denver County',
    elevation: 5280,
    hasPage: true,
    summary:
      'Log home restoration for Denver-area owners, whether the home is on the edge of the metro area or a cabin up in the mountains.',
    body: `## Serving Denver log home owners

Denver itself has only a handful of true log homes, but a large share of the log homes we restore across the mountains belong to people who live in the metro area. Whether you own a log house on the western edge of the city, a foothills home a short drive up Highway 285, or a weekend cabin in Park or Summit County, we can take care of it while you stay on top of everything else.

## The Mile High climate and your logs

At 5,280 feet, Denver sees more intense sunshine than most American cities, plus frequent summer hail and sudden temperature swings. Those same forces get stronger as you climb into the mountains. Log homes in and around Denver often show:

- Faded, gray stain on south and west walls
- Hail-pitted finishes after summer storms
- Cracked chinking from rapid warm-to-cold changes
- Dry, open checks that collect water
- Weathered decks and railings

## Services for Denver owners

We offer the full range of log home work, including [staining](/services/staining), [chinking](/services/chinking), weatherproofing, media blasting, hail damage restoration, deck refinishing and log railings. For owners who live in the city but have a home in the mountains, we also offer remote-friendly service:

- Scheduled inspections every 2 to 3 years with photo reports
- Coordination with caretakers, neighbors or property managers
- Progress updates by email so you can follow the work from home
- Clear written estimates before any work begins

## After a hailstorm

Hail is common along the Front Range. If a storm has hit your log home or mountain property, we can inspect it, document the damage with dated photos and give you a written report to share with your insurance company. We then restore the finish so the whole wall matches.

## Planning and pricing

Every home is different, so we price each job after an inspection. Our cards list pricing as contact for quote, but you can get a rough idea from our cost calculator based on square footage and the level of work. The best time to book is late winter or early spring, before the summer schedule fills.

Call us at (719) 555-0142 or email estimates@example.com to set up an inspection for your Denver-area or mountain log home.`,
    seo: {
      title: 'Denver Log Home Restoration & Staining',
      description:
        'Log home staining, chinking and hail repair for Denver-area owners, in the metro or up in the mountains. Photo reports and written estimates.',
      keywords: [
        'Denver log home restoration',
        'log home staining Denver',
        'Denver chinking contractor',
        'log home hail repair Denver',
        'mountain cabin maintenance',
      ],
    },
  },
  {
    slug: 'colorado-springs',
    name: 'Colorado Springs',
    county: 'el-paso-county',
    elevation: 6035,
    hasPage: true,
    summary:
      'Staining, chinking and hail damage repair for log homes in Colorado Springs and the surrounding Pikes Peak region.',
    body: `## Log homes in the Pikes Peak region

Colorado Springs sits at the foot of Pikes Peak, and the log homes around it are some of the most varied we work on. There are older cabins in the foothills west of the city, newer full-log homes in the northern neighborhoods and Black Forest, and many mountain properties just up Highway 24 in Woodland Park and Divide. We serve all of them.

## Hail country

Colorado Springs sits in one of the most hail-prone areas in the United States. Summer storms roll off the mountains and can drop damaging hail across the city and foothills in minutes. On a log home, that hail:

- Bruises and pits the wood surface
- Cracks the stain and leaves bare spots
- Chips or tears chinking away from logs
- Damages decks, railings and trim

Because the damage is often subtle from the ground, many owners do not notice it until the finish starts peeling a season later. We offer prompt post-storm inspections with dated photos and a written report you can share with your insurer. Learn more on our [hail damage restoration](/services/log-home-hail-damage-restoration) page.

## Sun, wind and dry air

At just over 6,000 feet, with many homes higher still, UV exposure is intense. Chinook winds and low humidity dry out logs, open checks and wear down finishes on the windward side. Regular maintenance coats every 2 to 3 years keep these forces in check.

## Our services in Colorado Springs

- Log home staining and clear topcoats
- Chinking repair and full replacement
- Weatherproofing checks, log ends and windows
- Media blasting to remove failed finishes
- Deck refinishing and log railing repair
- Scheduled maintenance inspections

## Wildfire-aware maintenance

The forested edges of the city have seen serious wildfires. Tight chinking, sealed checks and clean decks help reduce places where embers can catch. We point out vulnerable areas during every inspection.

## Get an estimate

Every project starts with an on-site inspection and a written quote. See examples of our work in the [portfolio](/portfolio), then call (719) 555-0142 or email estimates@example.com to schedule a visit.`,
    seo: {
      title: 'Colorado Springs Log Home Restoration',
      description:
        'Log home hail repair, staining and chinking in Colorado Springs. Post-storm inspections, photo reports for insurance and long-lasting finishes.',
      keywords: [
        'Colorado Springs log home restoration',
        'log home staining Colorado Springs',
        'hail damage log home',
        'chinking Colorado Springs',
        'Pikes Peak log homes',
      ],
    },
  },
  {
    slug: 'boulder',
    name: 'Boulder',
    county: 'Boulder County',
    elevation: 5430,
    hasPage: true,
    summary:
      'Log home restoration for Boulder and the nearby canyons and mountain communities, from Gold Hill to Nederland.',
    body: `## Log homes in and around Boulder

Boulder sits right where the plains meet the Flatirons, and the log homes we work on here are mostly a short drive up the canyons. Owners in Sunshine, Fourmile, Lefthand and Boulder Canyon, as well as mountain towns like Nederland, Ward and Gold Hill, rely on us to keep their homes sealed, stained and sound.

## Canyon and foothills conditions

Elevations climb quickly from about 5,400 feet in the city to over 8,000 feet in the mountains west of town. That brings a mix of challenges:

- Strong UV that fades stain on sunny slopes
- Powerful downslope winds that scour finishes and drive snow into joints
- Shaded canyon lots where moisture and mildew linger
- Frequent freeze-thaw cycles that crack chinking
- Summer hail along the foothills

## Wildfire mitigation in the foothills

The Boulder foothills have experienced several major wildfires, and many properties sit in the wildland-urban interface. Keeping a log home well maintained is part of a good mitigation plan. We recommend:

- Sealing checks and joints so embers have fewer places to lodge
- Replacing cracked or missing chinking
- Keeping decks clear of needles and leaves
- Moving firewood and flammable materials away from log walls

We are happy to note vulnerable areas during an inspection and coordinate with your mitigation plans.

## Our services

We provide complete log home care, including [weatherproofing](/services/weatherproofing), staining, chinking, media blasting, hail damage restoration, deck refinishing and log railings. Many Boulder-area homes benefit from a combination of media blasting and fresh stain to remove years of mismatched touch-ups.

## Environmentally careful work

We use low-odor, water-based products where they perform well, capture spent blasting media and protect streams, plantings and wildlife habitat around the work area. Borate treatments are low toxicity and target fungi and insects inside the wood.

## Schedule an inspection

We recommend an inspection every 2 to 3 years, sooner after a big storm or a hard winter. Call (719) 555-0142 or email estimates@example.com to book a visit for your Boulder-area log home.`,
    seo: {
      title: 'Boulder Log Home Restoration & Chinking',
      description:
        'Log home staining, chinking and weatherproofing for Boulder and nearby canyons, including Nederland and Gold Hill. Wildfire-aware maintenance.',
      keywords: [
        'Boulder log home restoration',
        'log home staining Boulder',
        'Nederland log home',
        'Boulder chinking contractor',
        'foothills log home wildfire',
      ],
    },
  },
  {
    slug: 'fort-collins',
    name: 'Fort Collins',
    county: 'Larimer County',
    elevation: 5003,
    hasPage: true,
    summary:
      'Log home restoration for Fort Collins owners and the mountain communities of the Poudre Canyon and Red Feather Lakes.',
    body: `## Northern Colorado log homes

Fort Collins is the gateway to some of the best log home country in northern Colorado. West of the city, the Poudre Canyon, Rist Canyon, Stove Prairie and Red Feather Lakes are dotted with log cabins and full-log homes, and many Fort Collins residents own a second place in the mountains. We make regular trips north to serve these homes.

## Climate on the northern Front Range

Fort Collins sits at about 5,000 feet, but the log homes we restore here are usually much higher, often between 7,000 and 8,500 feet. Conditions there include:

- Intense sun that fades stain on open slopes
- Strong winter winds that drive snow into checks and joints
- Heavy spring snowstorms that keep lower logs damp
- Summer hail along the foothills
- Large daily temperature swings that stress chinking

Cabins along the river also face higher humidity and shade, which can encourage mildew and rot in lower courses.

## Wildfire recovery and prevention

The mountains west of Fort Collins have seen some of the largest wildfires in Colorado history. Many owners are rebuilding, repairing smoke and heat damage, or working to make existing homes more resistant. We help by:

- Cleaning and refinishing logs affected by smoke and ash
- Replacing cracked chinking and sealing gaps
- Sealing checks and log ends
- Refinishing decks and railings and advising on clearance around the home

## Services we provide

Our full list includes staining, [chinking](/services/chinking), weatherproofing, media blasting, hail damage restoration, deck refinishing, log railings and scheduled maintenance. For homes that have gone several years without care, a full restoration with media blasting and fresh stain usually delivers the best long-term result.

## Working with distance

Because Fort Collins is farther from our Fairplay base, we schedule northern Colorado work in blocks and group nearby projects to keep travel costs fair. Booking early in the year gives us the most flexibility.

## Request a quote

See finished projects in our [portfolio](/portfolio), then call (719) 555-0142 or email estimates@example.com to arrange an inspection of your Fort Collins or mountain log home.`,
    seo: {
      title: 'Fort Collins Log Home Restoration',
      description:
        'Log home staining, chinking and restoration for Fort Collins owners and cabins in Poudre Canyon and Red Feather Lakes. Wildfire-aware repairs.',
      keywords: [
        'Fort Collins log home restoration',
        'log home staining Fort Collins',
        'Red Feather Lakes log cabin',
        'Poudre Canyon log home',
        'northern Colorado chinking',
      ],
    },
  },
  {
    slug: 'fairplay',
    name: 'Fairplay',
    county: 'park-county',
    elevation: 9953,
    hasPage: false,
    summary:
      'Our home base in South Park, where we handle inspections, staining and chinking on short notice throughout the season.',
  },
  {
    slug: 'alma',
    name: 'Alma',
    county: 'park-county',
    elevation: 10578,
    hasPage: false,
    summary:
      'Log home care at over 10,000 feet, where intense UV and long winters demand frequent maintenance and tough chinking.',
  },
  {
    slug: 'bailey',
    name: 'Bailey',
    county: 'park-county',
    elevation: 7740,
    hasPage: false,
    summary:
      'Staining, chinking and deck refinishing for wooded log homes along the North Fork of the South Platte River.',
  },
  {
    slug: 'breckenridge',
    name: 'Breckenridge',
    county: 'summit-county',
    elevation: 9600,
    hasPage: false,
    summary:
      'Scheduled maintenance and restoration for historic cabins and large mountain homes, including work for absentee owners.',
  },
  {
    slug: 'frisco',
    name: 'Frisco',
    county: 'summit-county',
    elevation: 9097,
    hasPage: false,
    summary:
      'Log home staining and weatherproofing for homes near Dillon Reservoir that face heavy snow and strong sun.',
  },
  {
    slug: 'silverthorne',
    name: 'Silverthorne',
    county: 'summit-county',
    elevation: 8790,
    hasPage: false,
    summary:
      'Chinking repair, restaining and deck refinishing for log homes along the Blue River and in the Willowbrook area.',
  },
  {
    slug: 'buena-vista',
    name: 'Buena Vista',
    county: 'chaffee-county',
    elevation: 7965,
    hasPage: false,
    summary:
      'UV-resistant stains and check sealing for log homes beneath the Collegiate Peaks in the sunny Arkansas Valley.',
  },
  {
    slug: 'salida',
    name: 'Salida',
    county: 'chaffee-county',
    elevation: 7083,
    hasPage: false,
    summary:
      'Restoration, media blasting and staining for log homes in and around Salida and Poncha Springs.',
  },
  {
    slug: 'woodland-park',
    name: 'Woodland Park',
    county: 'teller-county',
    elevation: 8465,
    hasPage: false,
    summary:
      'Hail damage repair, staining and chinking for the many log homes in the ponderosa forests around Woodland Park.',
  },
  {
    slug: 'cripple-creek',
    name: 'Cripple Creek',
    county: 'teller-county',
    elevation: 9494,
    hasPage: false,
    summary:
      'Restoration of older cabins and ranch homes in the historic mining district, including chinking and full restains.',
  },
  {
    slug: 'divide',
    name: 'Divide',
    county: 'teller-county',
    elevation: 9165,
    hasPage: false,
    summary:
      'Log home maintenance and hail repair for homes on the high plateau west of Pikes Peak.',
  },
  {
    slug: 'vail',
    name: 'Vail',
    county: 'eagle-county',
    elevation: 8150,
    hasPage: false,
    summary:
      'Premium restoration and scheduled maintenance for log and timber homes, coordinated with HOAs and property managers.',
  },
  {
    slug: 'eagle',
    name: 'Eagle',
    county: 'eagle-county',
    elevation: 6600,
    hasPage: false,
    summary:
      'Staining and check sealing for log homes in the drier lower Eagle Valley, where sun and low humidity wear finishes fast.',
  },
  {
    slug: 'avon',
    name: 'Avon',
    county: 'eagle-county',
    elevation: 7431,
    hasPage: false,
    summary:
      'Log home restaining, chinking and railing work for homes around Avon, Beaver Creek and Edwards.',
  },
  {
    slug: 'gunnison',
    name: 'Gunnison',
    county: 'gunnison-county',
    elevation: 7703,
    hasPage: false,
    summary:
      'Chinking and weatherproofing built for some of the coldest winters in Colorado, plus restaining of sun-faded walls.',
  },
  {
    slug: 'crested-butte',
    name: 'Crested Butte',
    county: 'gunnison-county',
    elevation: 8885,
    hasPage: false,
    summary:
      'Restoration for log homes under deep snow, including lower log repair, chinking and deck and railing refinishing.',
  },
  {
    slug: 'monument',
    name: 'Monument',
    county: 'el-paso-county',
    elevation: 6975,
    hasPage: false,
    summary:
      'Hail damage restoration, staining and chinking for log homes along the Palmer Divide north of Colorado Springs.',
  },
  {
    slug: 'black-forest',
    name: 'Black Forest',
    county: 'el-paso-county',
    elevation: 7500,
    hasPage: false,
    summary:
      'Media blasting, restaining and wildfire-aware maintenance for log homes among the ponderosa pines of Black Forest.',
  },
  {
    slug: 'evergreen',
    name: 'Evergreen',
    county: 'jefferson-county',
    elevation: 7220,
    hasPage: false,
    summary:
      'Maintenance coats, full restorations and chinking for the many log homes in the Evergreen foothills.',
  },
  {
    slug: 'conifer',
    name: 'Conifer',
    county: 'jefferson-county',
    elevation: 8274,
    hasPage: false,
    summary:
      'Log home staining, weatherproofing and deck refinishing for wooded properties along the Highway 285 corridor.',
  },
  {
    slug: 'golden',
    name: 'Golden',
    county: 'jefferson-county',
    elevation: 5675,
    hasPage: false,
    summary:
      'Log home care for Golden and the nearby canyons, including Golden Gate Canyon and Coal Creek Canyon.',
  },
  {
    slug: 'westcliffe',
    name: 'Westcliffe',
    county: 'Custer County',
    elevation: 7888,
    hasPage: false,
    summary:
      'Full restorations and maintenance for log homes in the Wet Mountain Valley beneath the Sangre de Cristo range.',
  },
  {
    slug: 'estes-park',
    name: 'Estes Park',
    county: 'Larimer County',
    elevation: 7522,
    hasPage: false,
    summary:
      'Staining, chinking and weatherproofing for log homes and cabins at the edge of Rocky Mountain National Park.',
  },
]
