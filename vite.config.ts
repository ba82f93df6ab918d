// Vite build for the SPA (`vite build` also prerenders the home page); unit tests run through vitest.config.ts.
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { securityHeadersPlugin } from './scripts/headers/vitePlugin.ts'
import { prerenderHome } from './scripts/prerender/plugin.ts'
import { seoPlugin } from './scripts/seo/vitePlugin.ts'

export default defineConfig({
  // Order matters: the search/share tags go in first; the headers plugin hashes the inline scripts of the HTML the prerender wrote.
  plugins: [react(), seoPlugin(), prerenderHome(), securityHeadersPlugin()],
  resolve: {
    alias: [
      // Messages ship precompiled to the ICU AST (scripts/sync/compile-messages.ts), so react-intl never
      // parses a string: leave the ICU parser (~9 KB gzip) out. A string message would throw loudly.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
