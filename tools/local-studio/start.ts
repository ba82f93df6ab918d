// The real Sanity Studio on this machine with no Sanity account (`npm run dev`): its static build
// (./build.ts) and the local stand-in of Sanity's API (tools/fake-sanity-api), holding the seed in
// memory, on one address; and the site's draft preview on the next port, which the Studio's
// Preview tab shows. Nothing reaches sanity.io; what the owner publishes lives until the stand-in
// stops (the dev site shows it through ./contentRuns.ts; `npm run sync -- --local` copies it into src/generated).
import { createServer as createHttpServer } from 'node:http'
import path from 'node:path'
import { createServer } from 'vite'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { LOCAL_SANITY_API } from '../../pipeline/sources/live-source.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { readFile, writeFile } from 'node:fs/promises'
import { EDITS_STREAM, startFakeSanityApi } from '../fake-sanity-api/server.ts'
import { installQuietListeners } from '../fake-sanity-api/quietListeners.ts'
import { withRevisions } from '../fake-sanity-api/mutate.ts'
import { staticFiles } from '../serve/serve.ts'
import { buildLocalStudio, installStudioPackages, LOCAL_STUDIO_DIST } from './build.ts'
import type { ContentRuns } from './contentRuns.ts'

const SEED = path.join(REPO_ROOT, 'studio', 'seed')
/** Where the Studio runs unless DEV_STUDIO_PORT says otherwise: where `npm run sync -- --local` reads. */
export const LOCAL_STUDIO_PORT = Number(new URL(LOCAL_SANITY_API.url).port)

export interface LocalStudio {
  studioUrl: string
  previewUrl: string
  close(): Promise<void>
}

/** The Studio on localhost:`port`, its preview on `port + 1`; each publish starts one of `runs`. */
export async function startLocalStudio(port: number, runs?: ContentRuns): Promise<LocalStudio> {
  await assertFree(port)
  await assertFree(port + 1)
  await installStudioPackages()
  await buildLocalStudio({ SANITY_STUDIO_LOCAL: 'on' })

  await quietenListeners()
  // The Studio follows its edits by the documents' revisions.
  const documents = withRevisions((await loadSeedDataset(SEED)).documents)
  const { dataset } = LOCAL_SANITY_API
  const files = await staticFiles(LOCAL_STUDIO_DIST)
  const api = await startFakeSanityApi({ datasets: { [dataset]: documents }, studio: { dataset, imagesDir: path.join(SEED, 'images'), files, onPublish: runs?.onPublish, extra: runs?.answer } }, port)
  const studioUrl = `http://localhost:${port}`
  // The preview names the Studio and reads through the same stand-in (vite.preview.config.ts takes
  // SANITY_STUDIO_* from the environment).
  Object.assign(process.env, { SANITY_STUDIO_URL: studioUrl, SANITY_STUDIO_API_HOST: studioUrl })
  const preview = await createServer({ configFile: path.join(REPO_ROOT, 'vite.preview.config.ts'), server: { port: port + 1 } })
  await preview.listen()
  return {
    studioUrl,
    previewUrl: `http://127.0.0.1:${port + 1}`,
    async close() {
      await preview.close()
      await api.close()
    },
  }
}

/**
 * The Studio's page keeps its listeners in the page, with one stream from the stand-in for the
 * transactions (./quietListeners.ts says why): a script at the top of its document.
 * (`__name`: the helper tsx's transform may leave in a function's text.)
 */
async function quietenListeners(): Promise<void> {
  const page = path.join(LOCAL_STUDIO_DIST, 'index.html')
  const html = await readFile(page, 'utf8')
  const script = `<script data-stand-in-listeners>var __name = (f) => f; (${installQuietListeners.toString()})(${JSON.stringify(EDITS_STREAM)})</script>`
  if (html.includes(script)) return
  // A build keeps the script of the stand-in it was first served with: this one's replaces it.
  const without = html.replace(/<script( data-stand-in-listeners)?>var __name = [\s\S]*?<\/script>/, '')
  await writeFile(page, without.replace('<head>', `<head>${script}`))
}

/** Fails at once with the port's name, before minutes of building, when something holds it. */
async function assertFree(port: number): Promise<void> {
  const probe = createHttpServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`dev: port ${port} is taken (the Studio needs it and the next one); stop what holds it or set DEV_STUDIO_PORT`) : error),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}
