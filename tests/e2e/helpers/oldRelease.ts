// A host in the middle of a release, for a tab opened before it: a copy of the e2e build whose
// home documents name the old build's files, which the host no longer has (404 from the first
// load), served like the real host (tools/serve, with _headers). `deployNewBuild` then puts the
// new build's documents in place, as the release's last step.
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { E2E_DIST, SITE_PORT } from '../../../playwright.config'
import { localeDocument } from '../../../site-build/prerender/documents'
import { serveStatic } from '../../../tools/serve/serve'
import { MODULES_META, START_MODULES_META } from '../../../src/app/documentScripts'
import { locales } from '../../../src/i18n/locales'

// Beside the site's port, moved with it, so two checkouts running e2e never share it.
const PORT = SITE_PORT + 50

const moduleMetas = new RegExp(`(<meta name="(?:${MODULES_META}|${START_MODULES_META})" content=")([^"]+)"`, 'g')

/** The document as the old build had it: the same page, its modules under names the host has never had. */
function oldDocument(html: string): string {
  const renamed = html.replace(moduleMetas, (_all, start: string, urls: string) => `${start}${urls.replace(/\.js\b/g, '-old.js')}"`)
  if (renamed === html) throw new Error('oldRelease: the documents no longer name their modules in a meta tag')
  return renamed
}

export async function oldReleaseSite(): Promise<{ url: string; deployNewBuild: () => Promise<void>; close: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'old-release-'))
  await cp(E2E_DIST, root, { recursive: true })
  const documents = locales.map(localeDocument)
  for (const name of documents) await writeFile(path.join(root, name), oldDocument(await readFile(path.join(root, name), 'utf8')))
  const { server, url } = await serveStatic(root, PORT)
  return {
    url,
    deployNewBuild: async () => {
      for (const name of documents) await copyFile(path.join(E2E_DIST, name), path.join(root, name))
    },
    close: async () => {
      await new Promise((resolve) => (server as Server).close(resolve))
      await rm(root, { recursive: true, force: true })
    },
  }
}
