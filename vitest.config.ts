// Unit and component tests: Node-side scripts in node, the React app in jsdom.
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // Component tests drive Chakra through user-event: on a busy 2-core runner one can take
          // well over vitest's 5 s default without anything being wrong.
          testTimeout: 60_000,
        },
      },
    ],
  },
})
