import { describe, expect, it } from 'vitest'

import {
  extractFromAssistantReply,
  extractFromUserText,
  hasContact,
  mergeLeadInfo,
} from '@/features/chat/assistant/extract'
import { WORK_TYPES } from '@/features/leads/domain'

const user = (text: string) => extractFromUserText(text)
const reply = (text: string) => extractFromAssistantReply(text)

describe('WORK_TYPES', () => {
  it('lists the ten work types of spec section 3', () => {
    expect([...WORK_TYPES].sort()).toEqual(
      [
        'interior',
        'exterior',
        'chinking',
        'staining',
        'deck',
        'railing',
        'media blasting',
        'restoration',
        'maintenance',
        'general',
      ].sort(),
    )
  })
})

describe('e-mail from user text', () => {
  it.each([
    ['jane@example.com', 'jane@example.com'],
    ['reach me at Jane.Doe+logs@Mail.Example.org, thanks', 'jane.doe+logs@mail.example.org'],
    ['email:bob_smith@sub.domain.co.', 'bob_smith@sub.domain.co'],
    ["I'm Jane Doe, jane@example.com, 719-555-0142", 'jane@example.com'],
  ])('finds %j', (text, email) => {
    expect(user(text).email).toBe(email)
  })

  it.each([
    'jane@example',
    '@example.com',
    'jane at example dot com',
    'jane@example.c',
    'jane@.com',
    'jane@example.com2',
  ])('ignores %j', (text) => {
    expect(user(text).email).toBeUndefined()
  })
})

describe('phone from user text', () => {
  it.each([
    '719-555-0142',
    '(719) 555-0142',
    '719.555.0142',
    '719 555 0142',
    '7195550142',
    '+1 (719) 555-0142',
    '1-719-555-0142',
    '17195550142',
    'call me at +17195550142 after 5',
    'Estes Park, CO 80517, 719-555-0142',
  ])('reads %j as (719) 555-0142', (text) => {
    expect(user(text).phone).toBe('(719) 555-0142')
  })

  it.each([
    ['9 digits', '719-555-014'],
    ['11 digits not starting with 1', '27195550142'],
    ['12 digits', '171955501425'],
    ['12 digits with separators', '12 719 555 0142'],
    ['more digits after', '719-555-01425'],
    ['a dollar amount', 'we paid $7195550142'],
    ['a zip+4', 'Estes Park, CO 80517-1234'],
    ['an area', '7195550142 sq ft'],
    ['a decimal', '3.7195550142'],
    ['glued to letters', 'order A7195550142'],
  ])('ignores %s', (_, text) => {
    expect(user(text).phone).toBeUndefined()
  })
})

describe('name from user text', () => {
  it.each([
    ['my name is Jane Doe', 'Jane Doe'],
    ['my name is jane doe and my email is jane@example.com', 'Jane Doe'],
    ["Hi, I'm Jane", 'Jane'],
    ['I am Bob Smith from Denver', 'Bob Smith'],
    ['This is Mary Ann Jones calling about our cabin', 'Mary Ann Jones'],
    ["I'm Jane Doe, jane@example.com, 719-555-0142", 'Jane Doe'],
    ['I’m Seán O’Brien', 'Seán O’Brien'],
    ["My name's McDonald", 'McDonald'],
  ])('finds %j', (text, name) => {
    expect(user(text).name).toBe(name)
  })

  it.each([
    "I'm looking for a quote",
    "I'm interested in staining",
    'this is a log home',
    "I'm in Breckenridge",
    "I'm worried about rot",
    "I'm Not sure",
    'I am Very worried',
    'This is Fairplay, CO',
    'my name is not important',
    'Jane Doe',
  ])('ignores %j', (text) => {
    expect(user(text).name).toBeUndefined()
  })

  it('takes a bare name only right after a request for contact details', () => {
    const awaiting = (text: string) => extractFromUserText(text, { awaitingName: true }).name
    expect(awaiting('Jane Doe')).toBe('Jane Doe')
    expect(awaiting('jane doe, jane@example.com, 719-555-0142')).toBe('Jane Doe')
    expect(awaiting('Bob Smith here, 303-555-0199')).toBe('Bob Smith')
    expect(awaiting('sure')).toBeUndefined()
    expect(awaiting('Fairplay, CO')).toBeUndefined()
    expect(awaiting('chinking')).toBeUndefined()
    expect(awaiting('what do you need it for?')).toBeUndefined()
    expect(awaiting('jane@example.com')).toBeUndefined()
  })
})

describe('location from user text', () => {
  it.each([
    ['Fairplay, Colorado', 'Fairplay, CO'],
    ['we are in Breckenridge CO', 'Breckenridge, CO'],
    ['Estes Park, CO 80517', 'Estes Park, CO'],
    ['Estes Park, CO 80517-1234', 'Estes Park, CO'],
    ['In Glenwood Springs, CO we have a cabin', 'Glenwood Springs, CO'],
    ['near Colorado Springs, colorado', 'Colorado Springs, CO'],
    ['Mt. Crested Butte, CO', 'Mt. Crested Butte, CO'],
  ])('finds %j', (text, location) => {
    expect(user(text).location).toBe(location)
  })

  it.each([
    'our CO2 detector went off',
    'which company do you use?',
    'I love Colorado',
    'Northern Colorado',
    'Fairplay',
    'fairplay, co',
    'Rocky Mountain Log Co. did it',
  ])('ignores %j', (text) => {
    expect(user(text).location).toBeUndefined()
  })
})

describe('square footage from user text', () => {
  it.each([
    ['about 2,400 sq ft', 2400],
    ['2400 sq. ft.', 2400],
    ['1800 square feet of logs', 1800],
    ['3000sqft', 3000],
    ['1200 sf', 1200],
    ['99,999 sq ft', 99999],
    ['650 sq feet', 650],
  ])('reads %j', (text, feet) => {
    expect(user(text).squareFootage).toBe(feet)
  })

  it.each([
    '123456 sq ft',
    '2.5 sq ft',
    '$2,400 sq ft',
    '2400 feet of logs',
    '2400 square miles',
    'sq ft unknown',
    '0 sq ft',
  ])('ignores %j', (text) => {
    expect(user(text).squareFootage).toBeUndefined()
  })
})

describe('property age from user text', () => {
  it.each([
    ['the house is 40 years old', 40],
    ['a 35-year-old cabin', 35],
    ['about 120 yrs old', 120],
    ['it is 8 year old', 8],
  ])('reads %j', (text, age) => {
    expect(user(text).propertyAge).toBe(age)
  })

  it.each(['1200 years old', 'built 40 years ago', 'forty years old', 'years old', '0 years old'])(
    'ignores %j',
    (text) => {
      expect(user(text).propertyAge).toBeUndefined()
    },
  )
})

describe('work type from user text', () => {
  it.each([
    ['the chinking is cracking', 'chinking'],
    ['we need to stain the logs', 'staining'],
    ['time for a recoat', 'staining'],
    ['our deck is gray', 'deck'],
    ['the porch railings are loose', 'railing'],
    ['do you do corncob blasting?', 'media blasting'],
    ['sandblast the old finish', 'media blasting'],
    ['we want to restore the cabin', 'restoration'],
    ['regular maintenance', 'maintenance'],
    ['the interior logs are dark', 'interior'],
    ['the outside needs work', 'exterior'],
    // The most specific trade wins over where it is in the message.
    ['I want to restore my deck', 'deck'],
    ['full exterior restoration with new chinking', 'chinking'],
    // Work in general.
    ['can I get a quote?', 'general'],
    ['what would repairs cost?', 'general'],
  ])('reads %j as %s', (text, workType) => {
    expect(user(text).workType).toBe(workType)
  })

  it.each([
    'I live outside Denver',
    'can you come inside a week?',
    'the logs look tired',
    'hello there',
    'we had a blast last summer',
  ])('finds none in %j', (text) => {
    expect(user(text).workType).toBeUndefined()
  })
})

describe('work type from an assistant reply', () => {
  it('takes the type the reply leads with', () => {
    expect(reply('For **staining** on 2,400 sq ft (Basic Maintenance / Recoat)').workType).toBe(
      'staining',
    )
    expect(reply('Your chinking has failed; a full restoration may follow.').workType).toBe(
      'chinking',
    )
    expect(reply('Media blasting then a fresh stain.').workType).toBe('media blasting')
    expect(reply('The deck boards look soft.').workType).toBe('deck')
  })

  it('never reads general from a reply', () => {
    expect(reply('I can give you a quote and an estimate.').workType).toBeUndefined()
    expect(reply('Thanks for the 3 photos!').workType).toBeUndefined()
    expect(reply('We will be in touch.').workType).toBeUndefined()
    expect(reply('Call us at (719) 555-0100.').workType).toBeUndefined()
  })
})

describe('aiEstimate: the first dollar amount of a reply', () => {
  it.each([
    ['Your estimate is **$8,400**.', 8400],
    ['About $8.4k all in.', 8400],
    ['Expect $7,000 - $9,000.', 7000],
    ['$12,000 ($5.00 per sq ft)', 12000],
    ['At $5/sq ft that is $12,000.', 12000],
    ['Usually $3-5 per square foot, so about $9,600', 9600],
    ['It comes to $ 950.50', 950.5],
    ['$8k to $10k', 8000],
  ])('reads %j', (text, amount) => {
    expect(reply(text).aiEstimate).toBe(amount)
  })

  it.each([
    'about 8,400 dollars',
    'costs 8400',
    '$3.50 per sq ft',
    '$5/sq ft',
    'the $ sign',
    '$0 down',
  ])('finds none in %j', (text) => {
    expect(reply(text).aiEstimate).toBeUndefined()
  })
})

describe('awaitingContact from a reply', () => {
  it.each([
    'Could I get your name, e-mail and phone number?',
    'What is your email?',
    'Please share your contact information.',
    'What is the best way to reach you?',
    'Could I get your phone number?',
    'Send me your contact details and we will call.',
  ])('is set by %j', (text) => {
    expect(reply(text).awaitingContact).toBe(true)
  })

  it.each([
    'We will contact you within 24-48 hours.',
    'Take a few photos with your phone.',
    'Call us at (719) 555-0100 or e-mail info@example.com.',
    'Thank you, Jane!',
    'We will reach out to you soon.',
  ])('is not set by %j', (text) => {
    expect(reply(text).awaitingContact).toBeUndefined()
  })
})

describe('inspectionReport from a reply', () => {
  it.each([
    'Here is your inspection report: checking on the south wall.',
    'My findings: graying and failed chinking.',
    'INSPECTION REPORT\n- rot at the sill log',
    'Key Findings\nThe finish has failed.',
  ])('keeps the whole reply %j', (text) => {
    expect(reply(text).inspectionReport).toBe(text)
  })

  it.each([
    'An inspection will decide the price.',
    'We found some checking.',
    'Please report any leaks.',
    'The inspector reports to the owner.',
  ])('ignores %j', (text) => {
    expect(reply(text).inspectionReport).toBeUndefined()
  })
})

describe('mergeLeadInfo and hasContact', () => {
  it('lets later values win and never erases with undefined', () => {
    const merged = mergeLeadInfo(
      { name: 'Jane', squareFootage: 2000, workType: 'deck' },
      { name: 'Jane Doe', squareFootage: undefined, email: 'jane@example.com' },
    )
    expect(merged).toEqual({
      name: 'Jane Doe',
      squareFootage: 2000,
      workType: 'deck',
      email: 'jane@example.com',
    })
  })

  it('never lets general replace a named work type', () => {
    expect(mergeLeadInfo({ workType: 'chinking' }, { workType: 'general' }).workType).toBe(
      'chinking',
    )
    expect(mergeLeadInfo({ workType: 'general' }, { workType: 'deck' }).workType).toBe('deck')
    expect(mergeLeadInfo({}, { workType: 'general' }).workType).toBe('general')
  })

  it('needs name, e-mail and phone', () => {
    const all = { name: 'Jane', email: 'jane@example.com', phone: '(719) 555-0142' }
    expect(hasContact(all)).toBe(true)
    expect(hasContact({ ...all, name: undefined })).toBe(false)
    expect(hasContact({ ...all, email: '' })).toBe(false)
    expect(hasContact({ name: 'Jane', email: 'jane@example.com' })).toBe(false)
  })
})
