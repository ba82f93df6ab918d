// Vite build for the SPA (`vite build` also prerenders the home page); unit tests run through vitest.config.ts.
import { variantsOnRequest } from './site-build/images/variantsOnRequest.ts'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { securityHeadersPlugin } from './site-build/headers/vitePlugin.ts'
import { publishedUrlsPlugin } from './site-build/published-urls/vitePlugin.ts'
import { prerenderHome } from './site-build/prerender/plugin.ts'
import { seoPlugin } from './site-build/seo/vitePlugin.ts'

export default defineConfig({
  // Order matters: the search/share tags go in first; the headers plugin hashes the inline scripts of
  // the HTML the prerender wrote; the last checks every address in those pages.
  plugins: [react(), seoPlugin(), prerenderHome(), variantsOnRequest(), securityHeadersPlugin(), publishedUrlsPlugin()],
  resolve: {
    alias: [
      // Messages ship precompiled to the ICU AST (pipeline/snapshots/compile-messages.ts), so react-intl never
      // parses a string: leave the ICU parser (~9 KB gzip) out. A string message would throw loudly.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' },
    ],
  },
  build: {
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk beside it. Left to automatic
        // splitting, each set of lazy parts sharing some of it (the booking form, the reviews, the
        // way to the shop) got a small chunk of its own, all loaded first, and each file gzipped
        // apart: ~1 KB more of first-load JavaScript for the same code.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
