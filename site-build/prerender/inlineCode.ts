// The inline scripts of the built HTML, from typed modules (src/app/inline/): each is bundled with
// the constants it imports into one self-invoking script and minified. The same source gives the
// same bytes on every build, so the CSP can allow each script by its hash (site-build/headers).
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'rolldown'
import { defaultLocale, htmlLang, locales } from '../../src/i18n/locales.ts'

const INLINE = fileURLToPath(new URL('../../src/app/inline/', import.meta.url))

/** Each inline script: the module it runs, and the call that runs it on the page's window. */
const scripts = {
  languageScript: { module: 'requestedLanguage.ts', run: 'applyRequestedLanguage' },
  loaderScript: { module: 'loader.ts', run: 'startLoader' },
} as const

export type InlineScripts = Record<keyof typeof scripts, string>

/** An entry that only imports the module and calls its function with `window`. */
function entry(module: string, run: string): Plugin {
  const id = '\0inline-entry'
  return {
    name: 'inline-entry',
    resolveId: (source) => (source === id ? id : null),
    load: (source) => (source === id ? `import { ${run} } from ${JSON.stringify(INLINE + module)}\n${run}(window)\n` : null),
  }
}

/**
 * The head script needs the language list and each language's <html lang> tag, not the whole facts
 * table (fonts, names, flags: ~800 bytes in every page's <head>). It gets a module with just those,
 * written from the real one, so the list is still read from one place. isLocale is written out, not
 * taken with toString(): the build and the header writer must compile the same bytes (the CSP hash).
 */
function onlyLanguageTags(): Plugin {
  return {
    name: 'only-language-tags',
    load: (id) =>
      id.endsWith('/src/i18n/locales.ts')
        ? [
            `export const locales = ${JSON.stringify(locales)}`,
            `export const defaultLocale = ${JSON.stringify(defaultLocale)}`,
            `export const htmlLang = ${JSON.stringify(htmlLang)}`,
            `export function isLocale(value) { return typeof value === 'string' && locales.includes(value) }`,
          ].join('\n')
        : null,
  }
}

async function compile(module: string, run: string): Promise<string> {
  const bundle = await build({
    input: '\0inline-entry',
    plugins: [entry(module, run), onlyLanguageTags()],
    platform: 'browser',
    // The app's own floor (optional chaining, ??): a browser that cannot parse this cannot run the app either.
    transform: { target: 'es2020' },
    write: false,
    output: { format: 'iife', minify: true },
  })
  const [chunk, ...rest] = bundle.output
  if (rest.length || chunk.type !== 'chunk') throw new Error(`Inline ${module}: expected one script, got ${bundle.output.length} files`)
  const code = chunk.code.trim()
  if (/\bimport\b|\bexport\b/.test(code)) throw new Error(`Inline ${module}: the script still imports or exports; it must stand alone`)
  return code
}

/** Compiles every inline script afresh. */
export async function buildInlineScripts(): Promise<InlineScripts> {
  const entries = await Promise.all(Object.entries(scripts).map(async ([name, { module, run }]) => [name, await compile(module, run)] as const))
  return Object.fromEntries(entries) as InlineScripts
}

let compiled: Promise<InlineScripts> | undefined

/** The inline scripts, compiled once per process (the prerender and the header writer both ask). */
export function compileInlineScripts(): Promise<InlineScripts> {
  compiled ??= buildInlineScripts()
  return compiled
}
