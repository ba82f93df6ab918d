import { describe, expect, it } from 'vitest'
import { composeDocument, extractModules } from './documents.ts'

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

const inline = { languageScript: 'LANG()', loaderScript: 'LOAD()', swapStyle: '.x{}' }
const names = { metaName: 'app-modules', prerenderedAttribute: 'data-prerendered' }

describe('prerendered documents', () => {
  it('move the entry and its preloads into a meta tag the inline loader reads', () => {
    const { html, modules } = extractModules(built)
    expect(modules).toEqual(['/assets/index-abc.js', '/assets/shared-def.js'])
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('modulepreload')
    const doc = composeDocument(html, { modules, inline, ...names })
    expect(doc).toContain('<meta name="app-modules" content="/assets/index-abc.js /assets/shared-def.js" />')
    expect(doc).toMatch(/<style>\.x\{\}<\/style>\s*<script>LANG\(\)<\/script>\s*<\/head>/)
    expect(doc).toMatch(/<script>LOAD\(\)<\/script>\s*<\/body>/)
    // The 404 document stays empty and unmarked: the app renders it from scratch.
    expect(doc).toContain('<div id="root"></div>')
    expect(doc).toContain('<html lang="en">')
  })

  it('put the page into #root and mark <html> with the prerendered language, keeping $ sequences literal', () => {
    const { html, modules } = extractModules(built)
    const body = '<main>฿200 $& $1 $\'</main>'
    const doc = composeDocument(html, { modules, inline, ...names, prerendered: { locale: 'zh', htmlLang: 'zh-Hans', body } })
    expect(doc).toContain(`<div id="root">${body}</div>`)
    expect(doc).toContain('<html lang="zh-Hans" data-prerendered="zh">')
  })

  it('fail the build when the template changed shape or the server suspended', () => {
    expect(() => extractModules(built.replace(/<script type="module".*<\/script>/, ''))).toThrow(/one module script, found 0/)
    const { html, modules } = extractModules(built)
    expect(() => composeDocument(html.replace('<div id="root"></div>', ''), { modules, inline, ...names, prerendered: { locale: 'en', htmlLang: 'en', body: 'x' } })).toThrow(/<div id="root"><\/div>/)
    expect(() => composeDocument(html, { modules, inline, ...names, prerendered: { locale: 'en', htmlLang: 'en', body: '<!--$!--><p>x</p><!--/$-->' } })).toThrow(/Suspense boundary/)
  })
})
