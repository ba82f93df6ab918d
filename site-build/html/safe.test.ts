// The build's only way to write content into HTML: nothing a Studio text holds can open an element.
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { escapeHtml, jsonForScript } from './safe.ts'

const hostile = ['</title><script>window.__pwn=1</script>', '"><img src=x onerror=alert(1)>', "'/><b>x", '</script><!--', 'a\u2028b\u2029c & d']

describe('escapeHtml', () => {
  it('keeps every text exactly, as text, in element content and in quoted attributes', () => {
    for (const text of hostile) {
      const { document } = new JSDOM(`<title>${escapeHtml(text)}</title><meta content="${escapeHtml(text)}"><p title='${escapeHtml(text)}'>${escapeHtml(text)}</p>`).window
      expect(document.title).toBe(text)
      expect(document.querySelector('meta')!.getAttribute('content')).toBe(text)
      expect(document.querySelector('p')!.getAttribute('title')).toBe(text)
      expect(document.querySelector('p')!.textContent).toBe(text)
      expect(document.querySelectorAll("script, img, b").length).toBe(0)
    }
  })
})

describe('jsonForScript', () => {
  it('cannot close its script element or open a comment, and parses back to the same value', () => {
    const value = { name: hostile, nested: { text: hostile.join('') } }
    const json = jsonForScript(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    const { document } = new JSDOM(`<script type="application/ld+json">${json}</script><p>after</p>`).window
    expect(document.querySelectorAll('script').length).toBe(1)
    expect(JSON.parse(document.querySelector('script')!.textContent!)).toEqual(value)
    expect(document.querySelector('p')!.textContent).toBe('after')
  })
})
