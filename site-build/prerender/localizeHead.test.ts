import { describe, expect, it } from 'vitest'
import { localizeHead } from './localizeHead.ts'

const head = `<head>
    <title>Rent &amp; ride</title>
    <meta name="description" content="English description">
    <link rel="canonical" href="https://shop.example/">
    <meta property="og:url" content="https://shop.example/">
    <meta property="og:locale" content="en_US">
    <meta property="og:locale:alternate" content="zh_CN">
    <meta property="og:locale:alternate" content="th_TH">
    <meta property="og:title" content="Rent">
    <meta property="og:description" content="English description">
    <meta name="twitter:title" content="Rent">
    <meta name="twitter:description" content="English description">
  </head>`

const zh = { title: '租车 "快" <好>', description: '描述 & 更多', url: 'https://shop.example/?lang=zh', ogLocale: 'zh_CN', ogAlternates: ['en_US', 'th_TH'] }

describe('localizeHead', () => {
  it('puts every language-dependent tag in the document language, escaped', () => {
    const out = localizeHead(head, zh)
    expect(out).toContain('<title>租车 &quot;快&quot; &lt;好&gt;</title>')
    expect(out).toContain('<meta name="description" content="描述 &amp; 更多">')
    expect(out).toContain('<meta property="og:title" content="租车 &quot;快&quot; &lt;好&gt;">')
    expect(out).toContain('<meta name="twitter:description" content="描述 &amp; 更多">')
    expect(out).toContain('<link rel="canonical" href="https://shop.example/?lang=zh">')
    expect(out).toContain('<meta property="og:url" content="https://shop.example/?lang=zh">')
    expect(out).toMatch(/<meta property="og:locale" content="zh_CN">\s*<meta property="og:locale:alternate" content="en_US">\s*<meta property="og:locale:alternate" content="th_TH">\s*<meta property="og:title"/)
    expect(out).not.toContain('English description')
  })

  it('fails the build when a tag is missing or doubled', () => {
    expect(() => localizeHead(head.replace(/<meta name="twitter:title"[^>]*>/, ''), zh)).toThrow(/twitter:title.*found 0/)
    expect(() => localizeHead(head.replace('<title>', '<title>a</title><title>'), zh)).toThrow(/title.*found 2/)
  })
})
