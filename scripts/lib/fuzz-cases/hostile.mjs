// Hostile values: the texts, wrong types, pollution keys and deep nesting the cases put in fields.

export const A_LOT = 'A'.repeat(70_000)

/** Text that has broken parsers, databases, templates and terminals before. */
export const HOSTILE = [
  '',
  ' ',
  '\t\r\n',
  '\u202Egpj.exe',
  '\u202Dmixed \u202Eright-to-left\u202C text',
  'مرحبا بكم في كوخنا الخشبي',
  'שלום עולם',
  '\u200F\u200E\u061C',
  '🏠🔥🪵👨‍👩‍👧‍👦🏳️‍🌈',
  '\u0000',
  'Jane\u0000Doe',
  '\u0000'.repeat(64),
  '\uD800',
  '\uDC00 lone low',
  'high \uDBFF\uDBFF twice',
  '\uFEFFbom',
  'line\u2028separator\u2029',
  'Z̷̢̛̖̯̣̜a̸̧̛̗l̵̡̛̙g̷̨̛̘o̵̢̧̙',
  '\u200B\u200C\u200D\u2060',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd\u0000.jpg',
  'file:///etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE leads; --',
  '${7*7}{{7*7}}<%= 7*7 %>#{7*7}',
  '=HYPERLINK("http://evil.example","click")',
  '%s%s%s%n%x',
  '\\',
  '"',
  '\\u0000\\ud800',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  '١٢٣٤',
  '²³⁴',
  '__proto__',
  'constructor',
  'ﷺ﷽',
  '\u0085\u00A0\u1680\u3000',
  'a'.repeat(1000),
  '🪵'.repeat(3000),
]

export const WRONG_TYPES = [
  null,
  true,
  false,
  [],
  ['x'],
  {},
  { $gt: '' },
  { toString: 'x' },
  [[[[[]]]]],
]

/** Pollution keys, as own properties so JSON.stringify writes them. */
export const POLLUTION = [
  ['__proto__', { polluted: true, isAdmin: true, role: 'admin' }],
  ['constructor', { prototype: { polluted: true } }],
  ['prototype', { polluted: true }],
  ['toString', 'not a function'],
  ['valueOf', { polluted: true }],
  ['hasOwnProperty', 'x'],
  ['__defineGetter__', 1],
  ['constructor.prototype.polluted', 'yes'],
  ['__proto__.polluted', 'yes'],
]

export const own = (object, key, value) =>
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })

export const deepArray = (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`
export const deepObject = (depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
/**
 * A deeply nested value inside an object about to be serialized: JSON.stringify would recurse
 * too deep, so the object holds a token that `serialize` replaces with the nested JSON text.
 */
export const deepValue = (rng, maxDepth) =>
  `@@deep:${rng.chance(0.5) ? 'array' : 'object'}:${rng.between(50, maxDepth)}@@`

/** JSON.stringify, with the deep values' tokens written out as their JSON. */
export const serialize = (value) =>
  JSON.stringify(value).replace(/"@@deep:(array|object):(\d+)@@"/g, (_, kind, depth) =>
    kind === 'array' ? deepArray(Number(depth)) : deepObject(Number(depth)),
  )

/** Hostile text that is still over its limit once trimmed (trim runs before the length check). */
const LONG_UNITS = HOSTILE.filter((text) => text.trim().length > 0)

/** Characters as the schemas count them (zod's maxLength): code points, not UTF-16 units. */
export const characters = (text) => [...text].length

/** Over `max` characters of hostile text, trimmed or not. */
export const tooLong = (rng, max) => {
  const unit = rng.pick(LONG_UNITS)
  return unit.repeat(Math.ceil((max + 20 + rng.int(200)) / characters(unit)))
}

/** Hostile text of at most `max` characters (cut on a code unit: it may end in half a pair). */
export const hostileUpTo = (rng, max) => rng.pick(HOSTILE).slice(0, max)
