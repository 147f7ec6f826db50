/** A failed finish: it has to come off, so the work is stripping and refinishing. */
export const PEELING = /\bpeel|\bflak(?:e|es|ing)\b/i

/**
 * A size with a unit, as typed, sign and all: what the extractor leaves out (a negative, zero, a
 * fraction, or more digits than any log home has square feet) is answered with why.
 */
export const SIZE_SAID =
  /(?:^|[^\p{L}\d.,])([-−–]\s*)?(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s*(?:ft|feet|foot)\.?|square\s*(?:feet|foot|ft)|sqft|sf|ft²)(?![\p{L}\d])/giu

/** What a homeowner's description usually means; never names a work type. */
export const SYMPTOMS: [RegExp, string][] = [
  [
    /\bgr[ae]y(?:ing|ed)?\b|\bfad(?:ed|ing)\b|\bbleach/i,
    'Graying usually means the sun has worn through the finish, and bare wood weathers quickly.',
  ],
  [
    PEELING,
    'Peeling usually means the old finish has failed and has to come off before a new coat.',
  ],
  [
    /\bcrack(?:s|ed|ing)?\b|\bsplits?\b/i,
    'Cracks (called checks) are normal as logs dry, but upward-facing ones can let water in.',
  ],
  [
    /\brot\b|\brott(?:ed|ing|en)\b|\bsoft spots?\b|\bpunky\b|\bmushy\b/i,
    'Soft spots can mean rot, so the specialist will probe them on site.',
  ],
  [
    /\bdrafts?\b|\bdrafty\b|\bgaps?\b|\bair leaks?\b/i,
    'Drafts usually come from gaps where the seal between the logs has failed.',
  ],
  [/\bhail\b/i, 'Hail can dent the logs and chip the finish, which lets water in.'],
]

export const INJECTION = [
  /\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|prompts?|rules|messages?|guidelines)\b/i,
  /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b|\byou are now\b|\b(?:pretend|act) (?:to be|as if|as)\b/i,
  /\byour (?:instructions|prompt|settings|configuration|config|rules|api key|source code)\b|\bthe (?:api key|source code|prompt)\b/i,
  /\b(?:other|previous|all|every) (?:customers?|visitors?|users?|clients?|people|leads?)\b.{0,40}\b(?:e-?mails?|phones?|numbers?|names?|address(?:es)?|data|info|details|contacts?|messages?|conversations?|chats?)\b/i,
  /\b(?:e-?mails?|phones?|numbers?|names?|address(?:es)?|data|details|contacts?|messages?|conversations?|chats?)\b.{0,30}\b(?:other|previous|all|every) (?:customers?|visitors?|users?|clients?|people|leads?)\b/i,
  /\b(?:print|reveal|show|dump|list|give me|tell me|repeat|output)\b.{0,30}(?:\b(?:prompt|api key|password|database)\b|\binstructions (?:you|above)\b)/i,
]

export const WHENEVER = "Whenever you're ready"
export const GREETING =
  /^\s*(?:hi|hello|hey|howdy|hiya|good (?:morning|afternoon|evening)|greetings)\b/i
export const THANKS = /\b(?:thanks|thank you|thx|ty|appreciate it)\b/i
export const AGREE =
  /^\s*(?:ok(?:ay)?|yes|yep|yeah|sure|sounds good|great|cool|alright|perfect)\b[\s.!]*$/i
export const UNSURE = /\b(?:not sure|no idea|don'?t know|do not know|dunno|unsure|no clue)\b/i
export const PRICE =
  /\b(?:cost|costs|price|prices|pricing|how much|estimate|quote|ballpark|charge|rates?)\b/i
export const QUESTION =
  /\?|^\s*(?:how|what|when|why|where|who|which|do|does|did|can|could|should|would|will|is|are)\b/i
export const BUSINESS_CONTACT =
  /\b(?:your|the) (?:phone|number|e-?mail|hours|office)\b|\bhow (?:can|do) i (?:reach|contact|call)\b|\bare you open\b|\bcall you\b/i
export const AREAS =
  /\bservice areas?\b|\bwhere do you (?:work|serve)\b|\bdo you (?:serve|cover|work in|come to|travel)\b|\bwhat areas\b/i
