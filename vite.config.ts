// Vite build for the SPA; unit tests run through vitest.config.ts.
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { securityHeadersPlugin } from './scripts/headers/vitePlugin.ts'

export default defineConfig({
  plugins: [react(), securityHeadersPlugin()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
