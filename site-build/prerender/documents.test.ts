import { describe, expect, it } from 'vitest'
import { composeDocument, extractModules, localeDocument } from './documents.ts'
import { defaultLocale, locales } from '../../src/i18n/locales.ts'

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const inline = { languageScript: 'LANG()', loaderScript: 'LOAD()', headStyle: '.x{}' }
const names = { metaName: 'app-modules', prerenderedAttribute: 'data-prerendered' }

describe('prerendered documents', () => {
  it('move the entry and its preloads into a meta tag the inline loader reads', () => {
    const { html, modules } = extractModules(built)
    expect(modules).toEqual(['/assets/index-abc.js', '/assets/shared-def.js'])
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    const doc = composeDocument(html, { modules, inline, ...names })
    expect(doc).toContain('<meta name="app-modules" content="/assets/index-abc.js /assets/shared-def.js" />')
    // Language first; the loader after the meta it reads, still in <head> (see composeDocument).
    expect(doc).toMatch(/<script>LANG\(\)<\/script>\s*<meta name="app-modules"[^>]*>\s*<script>LOAD\(\)<\/script>\s*<style>\.x\{\}<\/style>\s*<\/head>/)
    expect(doc.match(/<script>/g)).toHaveLength(2)
    // The 404 document stays empty and unmarked: the app renders it from scratch.
    expect(doc).toContain('<div id="root"></div>')
    expect(doc).toContain('<html lang="en">')
  })

  it('put the page into #root and mark <html> with the prerendered language, keeping $ sequences literal', () => {
    const { html, modules } = extractModules(built)
    const body = '<main>฿200 $& $1 $\'</main>'
    const wayOut = '<div id="way-out" hidden>call us</div>'
    const doc = composeDocument(html, { modules, inline, ...names, prerendered: { locale: 'zh', htmlLang: 'zh-Hans', body, wayOut } })
    // The way-out after #root, out of the app's reach: hydration never sees it.
    expect(doc).toContain(`<div id="root">${body}</div>${wayOut}`)
    expect(doc).toContain('<html lang="zh-Hans" data-prerendered="zh">')
  })

  it("gather Emotion's per-element style tags into <head>, in page order, in the shape its cache adopts", () => {
    const { html, modules } = extractModules(built)
    const body =
      '<style data-emotion="css-global g1">:root{--a:1}</style><style data-emotion="css a1">.css-a1{color:red}</style>' +
      '<p class="css-a1">x</p><style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style><p class="css-b2">y</p>'
    const doc = composeDocument(html, { modules, inline, ...names, prerendered: { locale: 'en', htmlLang: 'en', body } })
    expect(doc).toContain('<div id="root"><p class="css-a1">x</p><p class="css-b2">y</p></div>')
    const head = doc.slice(0, doc.indexOf('</head>'))
    expect(head).toContain('<style data-emotion="css-global g1">:root{--a:1}</style><style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>')
  })

  it('name the booking chunks to fetch when the app starts in a second meta tag', () => {
    const { html, modules } = extractModules(built)
    const startModules = { metaName: 'app-modules-on-start', urls: ['/assets/BookingDialog-x.js', '/assets/icons-y.js'] }
    const doc = composeDocument(html, { modules, startModules, inline, ...names })
    expect(doc).toContain('<meta name="app-modules-on-start" content="/assets/BookingDialog-x.js /assets/icons-y.js" />')
    expect(() => composeDocument(html, { modules, startModules: { ...startModules, urls: ['/a b.js'] }, inline, ...names })).toThrow(/unexpected module URL/)
  })

  it('name the document of each language', () => {
    expect(locales.map(localeDocument)).toEqual(locales.map((locale) => (locale === defaultLocale ? 'index.html' : `index.${locale}.html`)))
  })

  it('fail the build when the template changed shape or the server suspended', () => {
    expect(() => extractModules(built.replace(/<script type="module".*<\/script>/, ''))).toThrow(/one module script, found 0/)
    const { html, modules } = extractModules(built)
    expect(() => composeDocument(html.replace('<div id="root"></div>', ''), { modules, inline, ...names, prerendered: { locale: 'en', htmlLang: 'en', body: 'x' } })).toThrow(/<div id="root"><\/div>/)
    expect(() => composeDocument(html, { modules, inline, ...names, prerendered: { locale: 'en', htmlLang: 'en', body: '<!--$!--><p>x</p><!--/$-->' } })).toThrow(/Suspense boundary/)
  })
})
