import type { FaqSeed } from './types'

export const faqs: FaqSeed[] = [
  {
    question: 'How often should my log home be inspected?',
    answer:
      'We recommend a professional inspection every 2-3 years. At Colorado elevations the sun, hail and freeze-thaw cycles wear finishes faster than at lower altitudes, so regular checks catch thinning stain, open checks and loose chinking while they are still quick, inexpensive fixes. South and west walls usually show wear first, and a light maintenance coat on those sides can add years to the life of the whole finish.',
    category: 'Maintenance',
  },
  {
    question: 'How long does a chinking job take?',
    answer:
      'Most chinking jobs take 3-7 days. The exact time depends on the size of the home, how much old chinking or caulk has to be removed first and the weather, since chinking needs dry logs and mild temperatures to cure properly. We give you a day-by-day schedule before we start.',
    category: 'Scheduling',
  },
  {
    question: 'How much does log home restoration cost?',
    answer:
      'Pricing is based on the square footage of log surface. Our typical rates are about $3.50 per square foot for basic maintenance and recoats, $5 for detailed maintenance with repairs, $7.50 for a full restoration and $6 for finishing new construction. Your final price depends on the condition of the logs, access, height and any repairs needed, and it is always confirmed in a written estimate.',
    category: 'Pricing',
  },
  {
    question: 'How do I get an estimate?',
    answer:
      'You can get a quick ballpark figure any time with our online cost calculator at /cost-calculator. For an exact price, we schedule a free on-site assessment, inspect the logs, finish, chinking and any problem areas, and then send you a written, itemized estimate. There is no obligation and no pressure.',
    category: 'Pricing',
  },
  {
    question: 'How do you measure the square footage of my log home?',
    answer:
      'We measure the actual log wall surface on every side of the house, including gable ends, and subtract large openings such as garage doors and big window walls. That figure is usually larger than the floor area listed for the home. Decks and railings are measured and priced separately.',
    category: 'Pricing',
  },
  {
    question: 'When is the best time of year to stain a log home?',
    answer:
      'In most of our service area, the staining season runs from late May to early October. Most stains need air and log temperatures roughly between 40 and 90 degrees Fahrenheit, dry wood and at least a day without rain while they cure. At high altitude, cold nights are often the limiting factor, so in the highest towns we schedule staining for mid-summer and avoid hot, direct afternoon sun on the wall being coated.',
    category: 'Scheduling',
  },
  {
    question: 'What is media blasting, and will it damage my logs?',
    answer:
      'Media blasting uses compressed air to propel an abrasive such as crushed glass or an organic media like ground corncob against the logs, removing old stain, paint, grey fibres and mildew. In experienced hands it cleans the wood without gouging it, and we adjust the media and pressure to the type and condition of the logs. It is the most reliable way to remove failing or mismatched finishes so new stain can soak in properly.',
    category: 'Services',
  },
  {
    question: 'Can you help with hail damage and insurance claims?',
    answer:
      'Yes. After a hailstorm we inspect your log walls, photograph and measure the damage and write a clear report explaining what was damaged and why it needs repair. We can meet your adjuster on site if you wish. We do not handle your claim for you or waive deductibles, but good documentation often makes the difference in getting log wall damage covered.',
    category: 'Services',
  },
  {
    question: 'What areas do you serve?',
    answer:
      'We are based in Fairplay and serve Park, Summit, Chaffee, Teller, Eagle, Gunnison, El Paso and Jefferson counties. That covers towns such as Breckenridge, Buena Vista, Salida, Woodland Park, Vail, Crested Butte, Monument and Evergreen. For full restorations we also travel to nearby areas, including Westcliffe and the Wet Mountain Valley.',
    category: 'General',
  },
  {
    question: 'Are you licensed and insured?',
    answer:
      'Yes. High Country Log Home Finishing is a licensed and insured Colorado contractor, carrying general liability and workers compensation coverage. We are happy to send certificates of insurance to you, your HOA or your property manager before work begins.',
    category: 'General',
  },
  {
    question: 'Do you offer a warranty?',
    answer:
      'Every project comes with a written workmanship warranty, and the terms for your job are spelled out in your proposal. The stains, sealants and chinking we use also carry their own manufacturer warranties. Keeping up with inspections every 2-3 years and the recommended maintenance coats is the best way to keep both warranties and your finish in good shape.',
    category: 'General',
  },
  {
    question: 'Why is high altitude so hard on log homes?',
    answer:
      'At 8,000 to 11,000 feet there is much less atmosphere to filter ultraviolet light, so UV exposure is considerably stronger than at sea level. UV breaks down both the stain and the surface fibres of the wood, which is why sunny walls turn grey. Add intense hail, deep snow and daily freeze-thaw cycles, and finishes that last many years elsewhere can fail in a few seasons here, which is why we use high-UV-protection products.',
    category: 'General',
  },
  {
    question: 'How should I prepare my home before you arrive?',
    answer:
      'Please move vehicles, outdoor furniture, grills, planters and firewood at least a few feet away from the walls, and close all windows and doors. Let us know about sprinkler heads, sensitive plants, pets and any areas you want extra protection for. We handle masking of windows, doors and foundations ourselves, and we walk the site with you on the first morning.',
    category: 'Scheduling',
  },
  {
    question: 'Can we stay in our home while the work is being done?',
    answer:
      'Yes, almost all of our clients stay home during the project. Windows and doors on the side we are working on are covered, so you may lose some light and ventilation on that side for a few days. Media blasting is noisy during working hours, and we will let you know in advance which days to expect it so you can plan around it.',
    category: 'Scheduling',
  },
  {
    question: 'What products do you use?',
    answer:
      'We use penetrating, breathable log stains with strong UV inhibitors, flexible synthetic chinking and check sealants, borate wood preservatives, and clear topcoats where extra protection is needed. We are not tied to a single brand, and we choose products based on your logs, their exposure and what is already on the house. Our log home products page explains each category in more detail.',
    category: 'Services',
  },
  {
    question: 'Do you also work on decks and log railings?',
    answer:
      'Yes. We strip, clean and refinish wood decks, replace damaged boards and build or repair log railings with peeled lodgepole balusters that match your home. Decks weather faster than walls, so we usually recommend a deck maintenance coat every one to two years.',
    category: 'Services',
  },
  {
    question: 'How can I tell if my log home needs to be restained?',
    answer:
      'Spray some water on the logs: if it beads up, the finish is still working, but if it soaks in and darkens the wood, the finish is worn. Other signs include greying or fading on sunny walls, peeling or flaking finish and rough, fuzzy wood fibres. If you see any of these, it is a good time to book an inspection.',
    category: 'Maintenance',
  },
  {
    question: 'What causes rot in log homes, and can it be repaired?',
    answer:
      'Rot starts where wood stays wet, usually on the lower courses, at log ends, under upward-facing checks and where snow, soil or firewood sits against the wall. Most rot can be repaired with borate treatments, epoxy consolidation or by splicing in new log sections, without replacing entire logs. Catching it early keeps the repair small, which is another reason to inspect every 2-3 years.',
    category: 'Maintenance',
  },
]
