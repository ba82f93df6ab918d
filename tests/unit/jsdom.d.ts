// jsdom ships no types and @types/jsdom stops at 28 (this repo runs jsdom 29): the slice the unit
// tests use, so a test can parse a whole document with its inline scripts (site-build/prerender/inlineCode.test.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean; url?: string })
    readonly window: Window & typeof globalThis
  }
}
