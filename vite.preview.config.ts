// The owner's draft preview (preview/): the site's own components on the Studio's drafts, for
// the Studio's Presentation tool. Its own entry and output (dist-preview/), so the public build
// (vite.config.ts → dist/) carries no preview code, no loader and no stega.
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { writeVariants } from './site-build/images/variants.ts'
import { variantsOnRequest } from './site-build/images/variantsOnRequest.ts'
import { contentSwap } from './site-build/preview/contentSwap.ts'

export const PREVIEW_PORT = 3334
const OUT_DIR = path.resolve(import.meta.dirname, 'dist-preview')

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'preview'),
  publicDir: path.resolve(import.meta.dirname, 'public'),
  // The Studio's variables (studio/.env or the shell): the preview must name the Studio's project and dataset.
  envDir: path.resolve(import.meta.dirname, 'studio'),
  envPrefix: ['SANITY_STUDIO_'],
  plugins: [
    react(),
    contentSwap(),
    variantsOnRequest(),
    {
      // The public site's host rules (language redirects) do not apply to the preview, and no
      // search engine should index drafts. The seed's photos get their responsive variants as in
      // the public build, and on request in dev (a real dataset's photos come from Sanity's CDN,
      // which resizes them).
      name: 'preview-host-files',
      apply: 'build',
      async closeBundle() {
        await rm(path.join(OUT_DIR, '_redirects'), { force: true })
        await writeFile(path.join(OUT_DIR, 'robots.txt'), 'User-agent: *\nDisallow: /\n')
        await writeVariants(path.join(OUT_DIR, 'content/images'))
      },
    },
  ],
  build: { outDir: OUT_DIR, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: true },
  preview: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: true },
})
