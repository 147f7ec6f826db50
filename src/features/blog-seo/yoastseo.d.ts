/**
 * The few parts of `yoastseo` (3.x ships no types) that features/blog-seo/analyze.ts uses.
 */
declare module 'yoastseo' {
  export type PaperAttributes = {
    keyword?: string
    title?: string
    titleWidth?: number
    description?: string
    slug?: string
    locale?: string
    permalink?: string
  }

  export class Paper {
    constructor(text: string, attributes?: PaperAttributes)
    getText(): string
  }

  export class AssessmentResult {
    _identifier: string
    score: number
    text: string
    getScore(): number
    getText(): string
  }

  export class Researcher {
    constructor(paper: Paper)
    getResearch(name: string): unknown
  }

  export class Assessor {
    constructor(researcher: Researcher, options?: object)
    assess(paper: Paper): void
    getValidResults(): AssessmentResult[]
    calculateOverallScore(): number
  }

  export class SeoAssessor extends Assessor {}
  export class ContentAssessor extends Assessor {}
}

declare module 'yoastseo/build/languageProcessing/languages/en/Researcher.js' {
  import type { Researcher } from 'yoastseo'

  const EnglishResearcher: typeof Researcher
  export default EnglishResearcher
}
