import type { CountySeed } from './types'

export const counties: CountySeed[] = [
  {
    slug: 'park-county',
    name: 'Park County',
    seat: 'Fairplay',
    elevation: 9953,
    towns: ['Fairplay', 'Bailey', 'Alma', 'Como', 'Hartsel', 'Guffey', 'Jefferson'],
    summary:
      'Our home base in South Park, where log homes face some of the highest elevations, strongest sun and longest winters in Colorado.',
    body: `## Log homes in South Park

Park County is home territory for us. Our office is in Fairplay, and we have restored log homes from the foothills around Bailey to the wide, windswept basin near Hartsel and the old mining country around Alma. Much of the county sits between 8,500 and 10,500 feet, and that altitude shapes every job we take on.

## Climate and altitude

At nearly 10,000 feet the atmosphere filters out far less ultraviolet light than it does at sea level. South and west walls can fade from rich stain to bare gray in just a few seasons. Winters are long, with snow possible in almost any month, and the daily temperature swing is dramatic. Logs expand and contract constantly, which is hard on chinking and caulk.

Wind is the other big factor. Open parkland lets storms drive snow sideways into checks, window frames and log ends, and spring winds carry grit that scours finishes.

## Typical work in Park County

Most of our Park County projects fall into a few familiar categories:

- Restaining sun-bleached south and west walls
- Replacing cracked chinking on older cabins and ranch homes
- Sealing checks and log ends against wind-driven snow
- Refinishing decks that spend half the year under snow
- Full media blasting and restoration on homes that missed maintenance

## Wildfire mitigation

Many Park County homes sit among lodgepole and ponderosa pine. We encourage owners to keep a cleared zone around the house, move firewood away from log walls and keep decks free of needles. Well-sealed logs and tight chinking also help keep embers from lodging in gaps.

## Scheduling

Our working season here usually runs from late May into early October. Because we are local, we can often fit in inspections and small repairs on short notice.`,
    image: {
      key: 'county-park-county',
      alt: 'Log home in the open South Park basin near Fairplay with snowcapped peaks behind',
      scene: 'landscape',
      variant: 31,
    },
    seo: {
      title: 'Park County Log Home Restoration | Fairplay, CO',
      description:
        'Fairplay-based log home restoration for Park County: staining, chinking and sealing for homes in Bailey, Alma, Como, Hartsel and all of South Park.',
      keywords: [
        'Park County log home restoration',
        'Fairplay log home',
        'Bailey log home staining',
        'South Park chinking',
        'Park County log cabin repair',
      ],
    },
  },
  {
    slug: 'summit-county',
    name: 'Summit County',
    seat: 'Breckenridge',
    elevation: 9600,
    towns: ['Breckenridge', 'Frisco', 'Silverthorne', 'Dillon', 'Keystone', 'Blue River'],
    summary:
      'Log home restoration for resort and year-round homes around Breckenridge, Frisco and Silverthorne, where heavy snow and intense sun are a daily fact of life.',
    body: `## Mountain homes in a resort county

Summit County has some of the finest log and timber-frame homes in Colorado, from historic cabins in Breckenridge to large custom homes above Keystone and along the Blue River. Many are second homes, which means owners are not always on site to notice when a finish starts to fail. We help by keeping a regular inspection and maintenance schedule so small issues never become expensive ones.

## Snow, sun and altitude

Towns here sit between about 8,700 and 9,700 feet, and the surrounding peaks climb well above that. Snowfall is heavy and lasts from October into May. Roof slides, drifting and snow piled against lower courses keep the bottom logs damp for months, which is where we most often find soft wood and rot.

In summer the sun is intense. Reflected light from snow in spring and from bright skies in summer means UV damage happens quickly, especially on exposed walls facing the ski slopes.

## Common projects

- Maintenance coats on south and west elevations every 2 to 3 years
- Repairing lower log courses damaged by snow contact
- Chinking and caulking repairs on homes with large temperature swings
- Deck and railing refinishing for heavily used outdoor living spaces
- Coordinating work with property managers for absentee owners

## Wildfire and forest health

Beetle-killed lodgepole pine has left many Summit County lots with dense dead timber. Defensible space around the home, clean gutters and tightly sealed log walls all help reduce ember exposure. We are happy to point out vulnerable areas during an inspection.

## Working around short seasons

Our Summit County season is short, so we book early. Projects are typically scheduled from June through September, and we plan around HOA rules and rental calendars whenever possible.`,
    image: {
      key: 'county-summit-county',
      alt: 'Log home on a forested slope in Summit County with ski runs and high peaks in the distance',
      scene: 'landscape',
      variant: 32,
    },
    seo: {
      title: 'Summit County Log Home Restoration | Breckenridge',
      description:
        'Log home staining, chinking and maintenance in Breckenridge, Frisco, Silverthorne and Keystone. Inspections for resort homes and absentee owners.',
      keywords: [
        'Summit County log home',
        'Breckenridge log home staining',
        'Frisco log home restoration',
        'Silverthorne chinking',
        'Keystone log cabin maintenance',
      ],
    },
  },
  {
    slug: 'chaffee-county',
    name: 'Chaffee County',
    seat: 'Salida',
    elevation: 7083,
    towns: ['Salida', 'Buena Vista', 'Poncha Springs', 'Nathrop', 'Granite'],
    summary:
      'Restoration and staining for log homes in the Upper Arkansas Valley, where dry air and abundant sunshine are tough on exterior finishes.',
    body: `## The Upper Arkansas Valley

Chaffee County stretches along the Arkansas River beneath the Collegiate Peaks, from Granite in the north to Salida and Poncha Springs in the south. The valley floor is lower and milder than South Park, with Salida around 7,000 feet and Buena Vista near 8,000, but many log homes sit higher on the benches and forested slopes toward the fourteeners.

## A sunny, dry climate

The valley is known for sunshine, and that is exactly what wears out a log finish. Low humidity and strong UV dry the wood and break down stain quickly. Logs here often develop wide checks as they lose moisture, and those checks can collect rain and snowmelt if they face upward.

Winters are generally less severe on the valley floor, but cold nights and warm days still create a large daily temperature swing. That movement shows up in cracked chinking and open butt joints.

## Typical Chaffee County jobs

- Restaining faded walls, often with a UV-resistant topcoat
- Sealing upward-facing checks on dry, well-seasoned logs
- Chinking replacement on older homes and cabins
- Media blasting homes with peeling film finishes
- Deck refinishing for homes with big valley and mountain views

## Wildfire awareness

Pinon, juniper and ponderosa forests around the valley carry real wildfire risk, especially in dry, windy springs. We recommend clearing vegetation close to the home, keeping firewood away from walls and maintaining tight joints so embers cannot settle in gaps.

## Getting on the schedule

The milder valley climate gives us a slightly longer working season here than in higher counties, often from May through October. We combine nearby projects in Salida and Buena Vista to keep travel costs down for our customers.`,
    image: {
      key: 'county-chaffee-county',
      alt: 'Log home in the Arkansas Valley near Buena Vista with the Collegiate Peaks rising behind',
      scene: 'landscape',
      variant: 33,
    },
    seo: {
      title: 'Chaffee County Log Home Restoration | Salida',
      description:
        'Log home staining, chinking and restoration in Salida, Buena Vista and Poncha Springs. UV-resistant finishes for the sunny Upper Arkansas Valley.',
      keywords: [
        'Chaffee County log home',
        'Salida log home staining',
        'Buena Vista log home restoration',
        'Arkansas Valley chinking',
        'log cabin repair Salida',
      ],
    },
  },
  {
    slug: 'teller-county',
    name: 'Teller County',
    seat: 'Cripple Creek',
    elevation: 9494,
    towns: ['Cripple Creek', 'Woodland Park', 'Divide', 'Victor', 'Florissant'],
    summary:
      'Log home care on the west side of Pikes Peak, from Woodland Park and Divide to the historic mining towns of Cripple Creek and Victor.',
    body: `## Log homes on the Pikes Peak plateau

Teller County sits on the high country west of Pikes Peak, and it has one of the largest concentrations of log homes in the state. Woodland Park and Divide are full of full-log and log-sided houses tucked into ponderosa forest, while Cripple Creek, Victor and Florissant have older cabins and ranch homes with plenty of character.

## Altitude and weather

Most of the county sits between 8,000 and 10,000 feet. Cripple Creek is close to 9,500 feet, and homes on the surrounding ridges climb higher still. The sun is strong year-round, and summer afternoons bring frequent thunderstorms with lightning and hail. Winters can swing from calm bluebird days to fierce wind and drifting snow.

That combination puts stress on every part of a log home. UV fades stain, hail bruises the finish, and freeze-thaw cycles open checks and crack chinking.

## What we do most in Teller County

- Hail damage assessments and restaining after summer storms
- Full restorations on homes that have gone gray
- Chinking repairs on older cabins with failing mortar
- Sealing checks and log ends on exposed ridgeline homes
- Maintenance coats to keep newer homes looking fresh

## Wildfire mitigation

The dense ponderosa and Douglas fir forests here have a long history of wildfire. We encourage owners to maintain defensible space, prune lower branches near the home and keep decks clear of needles and stored firewood. Sealed logs with intact chinking give embers fewer places to lodge.

## Close to home

Teller County is a short drive from our Fairplay base over Wilkerson Pass, so we can respond quickly after a hailstorm and fit in inspections throughout the season.`,
    image: {
      key: 'county-teller-county',
      alt: 'Log home among ponderosa pines in Teller County with Pikes Peak on the horizon',
      scene: 'landscape',
      variant: 34,
    },
    seo: {
      title: 'Teller County Log Home Restoration | Woodland Park',
      description:
        'Log home staining, chinking and hail repair in Woodland Park, Divide, Cripple Creek, Victor and Florissant, on the west side of Pikes Peak.',
      keywords: [
        'Teller County log home',
        'Woodland Park log home staining',
        'Divide log home restoration',
        'Cripple Creek chinking',
        'log home hail repair Teller County',
      ],
    },
  },
  {
    slug: 'eagle-county',
    name: 'Eagle County',
    seat: 'Eagle',
    elevation: 6600,
    towns: ['Eagle', 'Vail', 'Avon', 'Edwards', 'Gypsum', 'Minturn'],
    summary:
      'High-end log home restoration and maintenance in the Vail Valley, from Vail and Avon down to Edwards, Eagle and Gypsum.',
    body: `## The Vail Valley and beyond

Eagle County runs from the high mountain resort of Vail down the Eagle River to the drier ranch country around Eagle and Gypsum. It includes some of the most impressive log homes in Colorado, many built with large-diameter logs and elaborate timber work. These homes deserve careful, experienced care.

## A county of contrasts

Elevation and climate change a lot from one end of the county to the other. Vail sits around 8,150 feet and receives heavy snowfall, while Eagle, the county seat, is closer to 6,600 feet and much drier. Homes up in the side valleys and on the ridges above Avon and Edwards face deep snow, strong sun and cold nights.

- Upper valley homes deal with snow load, roof slides and long periods of wet lower logs
- Lower valley homes see more dry heat, intense sun and wide checking
- Everywhere, UV exposure at altitude fades stain faster than owners expect

## Typical projects

Our work in Eagle County often involves larger homes and higher finish standards. Common projects include:

- Full restorations with media blasting and premium stain systems
- Scheduled maintenance for second homes, coordinated with property managers
- Chinking repairs and replacement on homes with large joints
- Deck, balcony and log railing refinishing
- Repair of lower log courses damaged by snow contact

## Wildfire mitigation

Lower elevations in the county carry sagebrush and pinon-juniper fire risk, while higher areas are surrounded by conifer forest. We recommend defensible space, clean gutters and tight, well-maintained log walls, and we are glad to point out vulnerable gaps during an inspection.

## Planning your project

Many Vail Valley communities have HOA and design review rules for exterior color changes. We help owners gather samples and product information for approval and schedule work to fit around peak rental periods.`,
    image: {
      key: 'county-eagle-county',
      alt: 'Large log home in the Vail Valley with aspen groves and mountain slopes around it',
      scene: 'landscape',
      variant: 35,
    },
    seo: {
      title: 'Eagle County Log Home Restoration | Vail Valley',
      description:
        'Log home restoration and maintenance in Vail, Avon, Edwards, Eagle and Gypsum. Premium staining, chinking and railing work for Vail Valley homes.',
      keywords: [
        'Eagle County log home',
        'Vail log home restoration',
        'Avon log home staining',
        'Edwards chinking',
        'Vail Valley log home maintenance',
      ],
    },
  },
  {
    slug: 'gunnison-county',
    name: 'Gunnison County',
    seat: 'Gunnison',
    elevation: 7703,
    towns: ['Gunnison', 'Crested Butte', 'Mount Crested Butte', 'Almont', 'Pitkin', 'Marble'],
    summary:
      'Log home restoration for one of the coldest corners of Colorado, from Gunnison and Almont to Crested Butte and the high backcountry.',
    body: `## Log homes in the Gunnison Basin

Gunnison County is big, remote and beautiful. Log homes here range from small fishing cabins along the Taylor and East rivers to large mountain homes around Crested Butte and Mount Crested Butte. The town of Gunnison sits at about 7,700 feet, while Crested Butte is near 8,900 feet and the surrounding valleys climb higher.

## Extreme cold and deep snow

The Gunnison Basin is famous for its cold. Winter nights regularly fall well below zero, and cold air settles in the valley for weeks at a time. Crested Butte, meanwhile, receives heavy snowfall that piles high against walls and decks.

Those conditions are hard on log homes:

- Repeated freeze-thaw cycles widen checks and crack chinking
- Snow sitting against lower logs keeps them damp into late spring
- Ice dams and roof slides damage log ends, trim and railings
- Strong summer sun fades stain on exposed walls

## What we do in Gunnison County

Typical projects include chinking repair and replacement, sealing checks and log ends, restaining sun-faded walls and repairing lower courses damaged by snow and moisture. We also refinish decks and railings that take a beating every winter. For older cabins, a full restoration with media blasting and fresh stain often brings the wood back to life.

## Wildfire awareness

Although the basin is cold, dry summers and beetle-affected forests raise wildfire risk around many properties. Defensible space, clean roofs and decks, and tight log joints all help reduce exposure to embers.

## Scheduling

Because of the cold and the distance from our Fairplay base, we plan Gunnison County work in blocks during the warmest part of the year, usually from late June through mid-September. Booking early helps us group nearby projects and keep your costs down.`,
    image: {
      key: 'county-gunnison-county',
      alt: 'Log cabin near Crested Butte in a wide meadow with wildflowers and rugged peaks',
      scene: 'landscape',
      variant: 36,
    },
    seo: {
      title: 'Gunnison County Log Home Restoration | Crested Butte',
      description:
        'Log home chinking, staining and restoration in Gunnison, Crested Butte and Almont, built to handle extreme cold, deep snow and strong summer sun.',
      keywords: [
        'Gunnison County log home',
        'Crested Butte log home restoration',
        'Gunnison log home staining',
        'log cabin chinking Gunnison',
        'Almont log cabin repair',
      ],
    },
  },
  {
    slug: 'el-paso-county',
    name: 'El Paso County',
    seat: 'Colorado Springs',
    elevation: 6035,
    towns: [
      'Colorado Springs',
      'Monument',
      'Black Forest',
      'Palmer Lake',
      'Manitou Springs',
      'Fountain',
    ],
    summary:
      'Log home staining, chinking and hail repair around Colorado Springs, Monument and the wooded Black Forest area.',
    body: `## Log homes along the Front Range

El Paso County may be best known for Colorado Springs, but it has a surprising number of log homes. Many are tucked into the ponderosa pine of Black Forest, along the Palmer Divide near Monument and Palmer Lake, and in the foothills above Manitou Springs. Elevations range from about 6,000 feet in the city to well over 7,000 feet in the wooded north.

## Hail, wind and sun

This part of the Front Range sees some of the most frequent hail in the country. Summer storms can strip stain, pit logs and damage chinking in a matter of minutes. Chinook winds in winter bring rapid temperature changes and dry the wood, and the sun is strong all year.

The result is a climate that tests every part of a log finish:

- Hail bruises and fractures stain on exposed walls
- Wind and dust scour finishes on the windward side
- Warm winter days followed by cold nights stress chinking
- UV fades south and west walls quickly

## Common projects

Hail damage restoration is a big part of our work here. We also handle routine maintenance coats, full restorations on older homes, chinking replacement and deck refinishing. Many Black Forest homes benefit from media blasting to remove years of layered finish before restaining.

## Wildfire mitigation

Black Forest and the surrounding area have experienced serious wildfires. We strongly encourage defensible space, well-maintained roofs and gutters, and decks kept clear of needles. Tight chinking and sealed checks also reduce places where embers can lodge against the logs.

## Serving the Pikes Peak region

El Paso County is an easy reach from our South Park base. After major hail events we prioritize inspections so owners can document damage promptly for their insurance company.`,
    image: {
      key: 'county-el-paso-county',
      alt: 'Log home in the ponderosa pines of Black Forest with Pikes Peak in the distance',
      scene: 'landscape',
      variant: 37,
    },
    seo: {
      title: 'El Paso County Log Home Restoration | Colorado Springs',
      description:
        'Log home hail repair, staining and chinking in Colorado Springs, Monument, Black Forest and Palmer Lake. Fast inspections after Front Range storms.',
      keywords: [
        'El Paso County log home',
        'Colorado Springs log home restoration',
        'Black Forest log home staining',
        'Monument chinking',
        'log home hail damage Colorado Springs',
      ],
    },
  },
  {
    slug: 'jefferson-county',
    name: 'Jefferson County',
    seat: 'Golden',
    elevation: 5675,
    towns: ['Golden', 'Evergreen', 'Conifer', 'Morrison', 'Pine', 'Kittredge'],
    summary:
      'Log home restoration in the Jefferson County foothills, including Evergreen, Conifer, Morrison and Pine, just west of Denver.',
    body: `## Foothills log homes near Denver

Jefferson County climbs from the edge of the Denver metro area at Golden into the forested foothills of Evergreen, Conifer, Pine and Kittredge. The mountain half of the county is one of the most popular places in Colorado for log homes, with everything from small 1940s cabins to large modern full-log houses on wooded lots.

## Climate in the foothills

Golden sits around 5,700 feet, but most of the log homes we restore are higher, between about 7,000 and 8,500 feet. The foothills get more snow than the plains and more sun than many owners realize. Afternoon thunderstorms bring hail in summer, and shaded north-facing lots can stay damp well into spring.

These conditions lead to a familiar set of problems:

- Faded, gray walls on sunny exposures
- Mildew and moisture on shaded, heavily wooded sites
- Cracked chinking from daily freeze-thaw cycles
- Hail damage to finishes, decks and railings
- Rot in lower logs where snow and splash-back collect

## Typical Jefferson County jobs

We do a lot of maintenance coats and full restorations in Evergreen and Conifer, along with chinking replacement on older homes. Media blasting is common on homes with layers of old finish. Many owners also ask us to refinish decks and log railings at the same time.

## Wildfire mitigation

The Jefferson County foothills sit in the wildland-urban interface, and fire risk is a serious concern. We encourage defensible space, thinning trees near the home and keeping firewood and flammable materials away from log walls. Well-maintained chinking and sealed checks give embers fewer places to catch.

## Convenient scheduling

Jefferson County is close to Highway 285 and our route from Fairplay, so we can often schedule inspections and small repairs quickly throughout the season.`,
    image: {
      key: 'county-jefferson-county',
      alt: 'Log home on a forested foothills lot near Evergreen with rolling ridges behind',
      scene: 'landscape',
      variant: 38,
    },
    seo: {
      title: 'Jefferson County Log Home Restoration | Evergreen',
      description:
        'Log home staining, chinking and restoration in Evergreen, Conifer, Golden, Morrison and Pine. Foothills specialists with fast, local scheduling.',
      keywords: [
        'Jefferson County log home',
        'Evergreen log home restoration',
        'Conifer log home staining',
        'Golden chinking',
        'foothills log home maintenance',
      ],
    },
  },
]
