// Vite build for the SPA (`vite build` also prerenders the home page); unit tests run through vitest.config.ts.
import { variantsOnRequest } from './site-build/images/variantsOnRequest.ts'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { securityHeadersPlugin } from './site-build/headers/vitePlugin.ts'
import { publishedUrlsPlugin } from './site-build/published-urls/vitePlugin.ts'
import { prerenderHome } from './site-build/prerender/plugin.ts'
import { seoPlugin } from './site-build/seo/vitePlugin.ts'

// Chakra's anatomy module extends Ark's anatomies at its top level (`fieldAnatomy$1.extendWith(...)`):
// calls its bundle does not mark pure, so the anatomy of every component Chakra has stayed in the
// first load (~1 KB gzip). The names are read from the module: a release that renames them keeps the cut.
const chakraAnatomyBases = [
  ...new Set(
    Array.from(
      readFileSync(fileURLToPath(import.meta.resolve('@chakra-ui/react/anatomy')), 'utf8').matchAll(/(\w+\$\d+)\.extendWith\(/g),
      (match) => match[1],
    ),
  ),
]

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
    // No modulepreload polyfill: 0.2 KB of the first load, for Safari before 17 only, which then
    // fetches a lazy chunk's imports when it runs it (docs/decisions/home-page-without-the-router.md).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its full default config (every recipe, ~90 of them) with
        // defineConfig, an identity function its bundle does not mark pure: the bundler kept all of
        // them though src/app/system.ts takes 16. Marked pure, the unused config goes: 2.5 KB gzip.
        // createAnatomy and the anatomy bases above: the same for the unused anatomies.
        manualPureFunctions: ['defineConfig', 'createAnatomy', ...chakraAnatomyBases],
        // @emotion/react imports hoist-non-react-statics for its side effects, which it has none
        // of: it and the react-is it brings (~0.9 KB gzip) served only withTheme, which the site never calls.
        moduleSideEffects: (id) => (/\/node_modules\/hoist-non-react-statics\//.test(id) ? false : undefined),
      },
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
