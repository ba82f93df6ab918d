// The e-mail templates' own words (tools/outbox/*.html): a template that speaks every language (a
// `<td lang>` per language, as the fixed receipt the hosting guide hands the owner) says things the
// content must agree with, so the sync's claim checks and the glossary test read it as they read
// the seed. Its body, and its subject (the title: one part per language, joined by " · ").
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { htmlLang, locales, type Locale } from '../../src/i18n/locales.ts'
import { fileURLToPath } from 'node:url'

// The repository's root, worked out here: pipeline/cli.ts imports the run, which imports this file.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type TemplateText = { where: string } & Record<Locale, string>

const OUTBOX = path.join(REPO_ROOT, 'tools', 'outbox')

/** An HTML cell's words: tags and entities out, spaces joined. */
const wordsOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&middot;/g, ' ').replace(/\s+/g, ' ').trim()

export function templateTexts(directory = OUTBOX): TemplateText[] {
  return readdirSync(directory).filter((file) => file.endsWith('.html')).sort().flatMap((file) => {
    const html = readFileSync(path.join(directory, file), 'utf8').replace(/<!--[\s\S]*?-->/g, '')
    const cells = new Map([...html.matchAll(/<td lang="([^"]+)"[^>]*>([\s\S]*?)<\/td>/g)].map((match) => [match[1]!, wordsOf(match[2]!)]))
    if (!locales.every((locale) => cells.has(htmlLang[locale]))) return []
    const perLocale = (text: (locale: Locale, index: number) => string) => Object.fromEntries(locales.map((locale, index) => [locale, text(locale, index)])) as Record<Locale, string>
    const title = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').split(' · ')
    const subject = title.length === locales.length ? [{ where: `tools/outbox/${file}: subject`, ...perLocale((_, index) => title[index]!) }] : []
    return [{ where: `tools/outbox/${file}: body`, ...perLocale((locale) => cells.get(htmlLang[locale])!) }, ...subject]
  })
}
