// The inline scripts as the HTML carries them: one self-invoking script each, the same bytes on
// every build (the CSP allows them by hash), and the loader never adding the app's entry before
// the document is parsed (it runs in <head>; the app would hydrate a half-parsed #root).
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { INTENT_ATTRIBUTE, MODULES_META, PRERENDERED_ATTRIBUTE, START_MODULES_META } from '../../src/app/documentScripts.ts'
import { buildInlineScripts, compileInlineScripts } from './inlineCode.ts'

const { loaderScript } = await compileInlineScripts()

/** jsdom ends parsing (DOMContentLoaded) a task after the constructor returns, like a browser. */
function parsed(dom: JSDOM): Promise<void> {
  if (dom.window.document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => dom.window.document.addEventListener('DOMContentLoaded', () => resolve()))
}

const moduleEntries = (dom: JSDOM) => Array.from(dom.window.document.querySelectorAll<HTMLScriptElement>('script[type="module"]'), (s) => s.getAttribute('src'))

/** A document shaped like the built ones (the loader in <head>), with `bodyEnd` last in <body>. */
function load(htmlAttributes: string, bodyEnd = ''): JSDOM {
  const html =
    `<!doctype html><html ${htmlAttributes}><head>` +
    `<meta name="${MODULES_META}" content="/assets/index.js /assets/shared.js" />` +
    `<meta name="${START_MODULES_META}" content="/assets/form.js" />` +
    `<script>${loaderScript}</script></head>` +
    `<body><div id="root"><p>prerendered</p></div>${bodyEnd}</body></html>`
  return new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true, url: 'https://shop.example/' })
}

/** Loads a document whose last script probes for the entry, and sends an intent, while the parser is still at work. */
async function parse(htmlAttributes: string) {
  const dom = load(
    htmlAttributes,
    `<script>window.entryBeforeParsed = document.querySelectorAll('script[type="module"]').length;` +
      `window.dispatchEvent(new Event('pointerover'))</script>`,
  )
  const entryBeforeParsed = (dom.window as unknown as { entryBeforeParsed: number }).entryBeforeParsed
  const entriesAtParse = moduleEntries(dom)
  await parsed(dom)
  return { entryBeforeParsed, entriesAtParse, entries: moduleEntries(dom) }
}

describe('the compiled inline scripts', () => {
  it('are each one self-invoking script with nothing left to import, the same bytes on every build', async () => {
    const first = await buildInlineScripts()
    const second = await buildInlineScripts()
    expect(second).toEqual(first)
    for (const script of Object.values(first)) {
      expect(script).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/)
      expect(script).not.toMatch(/\bimport\b|\bexport\b|\brequire\(/)
    }
  })
})

describe('the inline loader in a parsed document', () => {
  it('starts a page with nothing prerendered (404.html) only once it is parsed', async () => {
    const { entryBeforeParsed, entriesAtParse, entries } = await parse('lang="en"')
    expect(entryBeforeParsed).toBe(0)
    expect(entriesAtParse).toEqual([])
    expect(entries).toEqual(['/assets/index.js'])
  })

  it('waits for parsing to end on a prerendered page even when the first intent comes earlier', async () => {
    const { entryBeforeParsed, entriesAtParse, entries } = await parse(`lang="en" ${PRERENDERED_ATTRIBUTE}="en"`)
    expect(entryBeforeParsed).toBe(0)
    expect(entriesAtParse).toEqual([])
    // The pointerover during parsing was the intent: the entry follows the end of parsing.
    expect(entries).toEqual(['/assets/index.js'])
  })

  it("fetches a prerendered page's app after load but runs it, and fetches the form, only at an intent", async () => {
    const dom = load(`lang="en" ${PRERENDERED_ATTRIBUTE}="en"`)
    await parsed(dom)
    const { document } = dom.window
    const preloads = () => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => l.getAttribute('href'))
    await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()))
    // jsdom has no paint timing: the loader waits a frame, then an idle moment (however long that takes here).
    await vi.waitFor(() => expect(preloads(), 'the app is not fetched after the load').toEqual(['/assets/index.js', '/assets/shared.js']), { timeout: 20_000 })
    expect(moduleEntries(dom)).toEqual([])
    expect(document.documentElement.hasAttribute(INTENT_ATTRIBUTE)).toBe(false)
    dom.window.dispatchEvent(new dom.window.Event('keydown'))
    expect(moduleEntries(dom)).toEqual(['/assets/index.js'])
    expect(preloads()).toEqual(['/assets/index.js', '/assets/shared.js', '/assets/form.js'])
    expect(document.documentElement.hasAttribute(INTENT_ATTRIBUTE)).toBe(true)
  })
})
