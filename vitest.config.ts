// Unit and component tests: the rules, the pipeline, the build and the tools in node, the React app in jsdom.
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{rules,pipeline,site-build,tools,quality,scripts}/**/*.test.ts', 'tests/studio/**/*.test.ts'],
          // Some run the Studio's validation or the sync's CLI in a child process: 10 s on one core
          // here, several times that on a slower or busy machine. A test that hangs still fails.
          testTimeout: 180_000,
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
          testTimeout: 180_000,
        },
      },
    ],
  },
})
