// Turns Vite's built index.html into the shipped documents: the prerendered home page and the
// unprerendered 404.html a static host serves for unknown paths. Pure string work, so it is
// tested without a build; every edit must find its anchor exactly once or the build fails.

import { defaultLocale } from '../../src/i18n/locales.ts'
import { hoistEmotionStylesOf } from './styles.ts'

/** The inline scripts (site-build/prerender/inlineCode.ts) and the style every document's <head> carries. */
export type InlineCode = { languageScript: string; loaderScript: string; headStyle: string }

/** The file a language's prerendered home page is written to (the host maps /?lang=xx to it). */
export function localeDocument(locale: string): string {
  return locale === defaultLocale ? 'index.html' : `index.${locale}.html`
}

export type Template = { html: string; modules: string[] }

const moduleScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g
const modulePreload = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g

/** Takes the entry script and its preloads out of the HTML: the inline loader starts them after the first paint. */
export function extractModules(html: string): Template {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1])
  if (entries.length !== 1) throw new Error(`index.html: expected one module script, found ${entries.length}`)
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1])
  return { html: html.replace(moduleScript, '').replace(modulePreload, ''), modules: [...entries, ...preloads] }
}

/** Replaces `anchor`, which must occur exactly once, or fails the build naming it. */
export function replaceOnce(html: string, anchor: string | RegExp, replacement: string): string {
  const matches = html.match(new RegExp(anchor, 'g'))
  if (matches?.length !== 1) throw new Error(`index.html: expected ${String(anchor)} exactly once, found ${matches?.length ?? 0}`)
  // A function replacement: `$&`-like sequences in page text must stay literal.
  return html.replace(anchor, () => replacement)
}

export type DocumentOptions = {
  modules: string[]
  inline: InlineCode
  /**
   * Omitted for the 404 document: nothing prerendered, the app renders from scratch. `wayOut`: the
   * hidden message for a booking form that cannot be had, after #root (the app never hydrates it).
   * `form`: the booking form's closed native <dialog> after it (never hydrated either), its style
   * tags hoisted with the page's.
   */
  prerendered?: { locale: string; htmlLang: string; body: string; wayOut?: string; form?: string }
  metaName: string
  /** Fetched (not run) when the app starts: the booking form, which a first tap most likely opens. */
  startModules?: { metaName: string; urls: string[] }
  prerenderedAttribute: string
}

export function composeDocument(template: string, options: DocumentOptions): string {
  const { modules, inline, prerendered } = options
  const startUrls = options.startModules?.urls ?? []
  if ([...modules, ...startUrls].some((url) => /[\s"<>]/.test(url))) throw new Error(`index.html: unexpected module URL in ${[...modules, ...startUrls].join(' ')}`)
  if (prerendered?.body.includes('<!--$!-->')) {
    throw new Error('Prerender: a Suspense boundary suspended on the server; its HTML would be rendered again in the browser')
  }
  const hoisted = hoistEmotionStylesOf(prerendered ? [prerendered.body, prerendered.form ?? ''] : [])
  const [body = '', form = ''] = hoisted.bodies
  // The language script first: it may send the visitor to their language's document before anything else is parsed.
  // The loader next, after the metas it reads: in <head> its run is part of the parser's first task,
  // which ends before the first paint. At the end of <body> it ran in the task that also parses the
  // body and recalculates style for the whole page (Chrome does so when parsing finishes), a task
  // Lighthouse counts as blocking: Thai TBT median 123 → 85 ms, 7 interleaved runs each.
  let html = replaceOnce(
    template,
    '</head>',
    `<script>${inline.languageScript}</script>\n` +
      `    <meta name="${options.metaName}" content="${modules.join(' ')}" />\n` +
      (startUrls.length ? `    <meta name="${options.startModules?.metaName}" content="${startUrls.join(' ')}" />\n` : '') +
      `    <script>${inline.loaderScript}</script>\n` +
      `    <style>${inline.headStyle}</style>\n` +
      (hoisted.head ? `    ${hoisted.head}\n` : '') +
      `  </head>`,
  )
  if (!prerendered) return html
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${prerendered.htmlLang}" ${options.prerenderedAttribute}="${prerendered.locale}"`)
  return replaceOnce(html, '<div id="root"></div>', `<div id="root">${body}</div>${prerendered.wayOut ?? ''}${form}`)
}
