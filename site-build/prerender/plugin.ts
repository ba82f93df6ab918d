// Vite plugin: `vite build` builds the browser app, then src/entry-server.tsx for Node, and
// writes the prerendered home page (index.html), the unprerendered 404.html and the responsive
// image variants into the outDir.
import { createHash } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { OutputChunk } from 'rolldown'
import type { Plugin, ViteBuilder } from 'vite'
import { writeVariants } from '../images/variants.ts'
import { readSeoContent } from '../seo/content.ts'
import { metaText, OG_LOCALE } from '../seo/tags.ts'
import { composeDocument, extractModules, localeDocument } from './documents.ts'
import { compileInlineScripts } from './inlineCode.ts'
import { localizeHead } from './localizeHead.ts'

import { defaultLocale, type Locale } from '../../src/i18n/locales.ts'

const BOOKING_DIALOG_MODULE = '/src/features/booking/BookingDialogChunk.tsx'
type ServerEntry = {
  renderPage: (path: string, locale: Locale) => Promise<string>
  renderBookingWayOut: (locale: Locale) => Promise<string>
  renderPrerenderedForm: (locale: Locale) => Promise<string>
  headStyle: string
  locales: readonly Locale[]
  htmlLang: Record<Locale, string>
  MODULES_META: string
  START_MODULES_META: string
  PRERENDERED_ATTRIBUTE: string
}

export function prerenderHome(): Plugin {
  return {
    name: 'prerender-home',
    // builder: {} makes `vite build` build every environment: the client, then the server entry.
    config: (config) => ({
      builder: {},
      environments: {
        ssr: {
          // Bundled (noExternal), and built outside the project in a folder of its own per client
          // outDir, so concurrent builds (dist, dist-e2e, a test's copy of the repo) never share it.
          resolve: { noExternal: true },
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: serverOutDir(path.resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist')),
            emptyOutDir: true,
            copyPublicDir: false,
          },
        },
      },
    }),
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { client, ssr } = builder.environments
        const clientOutput = await builder.build(client)
        await builder.build(ssr)
        const clientDir = path.resolve(builder.config.root, client.config.build.outDir)
        const serverDir = path.resolve(builder.config.root, ssr.config.build.outDir)
        const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry
        await writeDocuments(builder.config.root, clientDir, server, startChunks(clientOutput, client.config.base), textChunks(clientOutput, client.config.base))
        await writeVariants(path.join(clientDir, 'content/images'))
        await rm(serverDir, { recursive: true, force: true })
      },
    },
  }
}

type BuildOutput = Awaited<ReturnType<ViteBuilder['build']>>

function chunksOf(output: BuildOutput): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>()
  for (const bundle of Array.isArray(output) ? output : [output]) {
    if (!('output' in bundle)) continue
    for (const item of bundle.output) if (item.type === 'chunk') chunks.set(item.fileName, item)
  }
  return chunks
}

/**
 * Each language's chunk of page texts (src/content loadMessages): the app loads its document's
 * language first, so that document names it among the modules the loader fetches with the entry.
 */
function textChunks(output: BuildOutput, base: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const chunk of chunksOf(output).values()) {
    const locale = chunk.facadeModuleId?.match(/\/src\/generated\/messages\.([a-z]+)\.ast\.json$/)?.[1]
    if (locale) found.set(locale, `${base}${chunk.fileName}`)
  }
  return found
}

/** The booking form's chunk and every chunk it imports: fetched at the visitor's first intent (see documentScripts). */
function startChunks(output: BuildOutput, base: string): string[] {
  const chunks = chunksOf(output)
  const dialog = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(BOOKING_DIALOG_MODULE))
  if (!dialog) throw new Error(`Prerender: no chunk for ${BOOKING_DIALOG_MODULE} (is it still loaded with import()?)`)
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName)) return
    files.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  visit(dialog.fileName)
  return [...files].map((file) => `${base}${file}`)
}

function serverOutDir(clientOutDir: string): string {
  return path.join(tmpdir(), `prerender-${createHash('sha1').update(clientOutDir).digest('hex').slice(0, 12)}`)
}

/**
 * One prerendered home page per language (index.html in the default language, index.xx.html for the
 * others: the host serves them for /?lang=xx, see site-build/hosting) and the unprerendered 404.html.
 */
async function writeDocuments(root: string, dir: string, server: ServerEntry, startUrls: string[], texts: Map<string, string>): Promise<void> {
  const built = await readFile(path.join(dir, 'index.html'), 'utf8')
  const { html: template, modules } = extractModules(built)
  const startModules = { metaName: server.START_MODULES_META, urls: startUrls.filter((url) => !modules.includes(url)) }
  const inline = { ...(await compileInlineScripts()), headStyle: server.headStyle }
  const common = { modules, startModules, inline, metaName: server.MODULES_META, prerenderedAttribute: server.PRERENDERED_ATTRIBUTE }
  const content = readSeoContent(root)
  // The bare site address as the SEO plugin wrote it (x-default), so the build has one source for it.
  const home = template.match(/<link rel="alternate" hreflang="x-default" href="([^"]+)"/)?.[1]
  if (!home) throw new Error('index.html: no x-default hreflang link (site-build/seo) to take the site address from')
  for (const locale of server.locales) {
    const head =
      locale === defaultLocale
        ? template
        : localizeHead(template, {
            ...metaText(content, locale),
            url: `${home}?lang=${locale}`,
            ogLocale: OG_LOCALE[locale],
            ogAlternates: server.locales.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
          })
    const [body, wayOut, form] = await Promise.all([server.renderPage('/', locale), server.renderBookingWayOut(locale), server.renderPrerenderedForm(locale)])
    const prerendered = { locale, htmlLang: server.htmlLang[locale], body, wayOut, form }
    const text = texts.get(locale)
    if (!text) throw new Error(`Prerender: no chunk of ${locale} texts (is src/generated/messages.${locale}.ast.json still loaded with import()?)`)
    await writeFile(path.join(dir, localeDocument(locale)), composeDocument(head, { ...common, modules: [...modules, text], prerendered }))
  }
  await writeFile(path.join(dir, '404.html'), composeDocument(template, common))
}
