// End-to-end tests: the built site and the local EmailJS-compatible outbox, driven in Debian's Chromium.
import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  // Fail at once with the fix, instead of Playwright's advice to download a browser (never do that here).
  throw new Error(
    `No Chromium at ${chromiumPath}. Install Debian's: sudo apt-get install -y chromium ` +
      '(or point CHROMIUM_PATH at one). `bash .ci/run` installs it for you.',
  )
}
// Ports can be moved (E2E_SITE_PORT, E2E_OUTBOX_PORT) so two checkouts can run e2e side by side.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4173)
export const OUTBOX_PORT = Number(process.env.E2E_OUTBOX_PORT ?? 4300)
export const OUTBOX_DIR = '.outbox/e2e'
// The e2e build's folder: a run on moved ports builds its own, so two runs in one checkout never
// rebuild the site under each other (a page whose scripts vanish mid-test never starts).
export const E2E_DIST = process.env.E2E_SITE_PORT ? `dist-e2e-${SITE_PORT}` : 'dist-e2e'

// The ids the e2e build is made with; the outbox accepts exactly these, like the real service would.
export const E2E_EMAILJS = {
  publicKey: 'e2e-public-key',
  serviceId: 'service_e2e',
  templateId: 'template_e2e',
}

const buildEnv = [
  `VITE_EMAILJS_PUBLIC_KEY=${E2E_EMAILJS.publicKey}`,
  `VITE_EMAILJS_SERVICE_ID=${E2E_EMAILJS.serviceId}`,
  `VITE_EMAILJS_TEMPLATE_ID=${E2E_EMAILJS.templateId}`,
  `VITE_EMAILJS_ORIGIN=http://127.0.0.1:${OUTBOX_PORT}`,
].join(' ')

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // The same run with CI set or not, and no second try: a test that passes only on a retry is a
  // broken test (docs/decisions/no-retries.md). `--retries` given by hand still cannot turn a run
  // green that needed one.
  retries: 0,
  failOnFlakyTests: true,
  reporter: 'list',
  // Waits are for states, not for times: an assertion waits as long as a slow or busy machine
  // needs to reach the state it names, and fails only when that state never comes. Playwright's
  // 5 s and 30 s defaults are one fast machine's guess. Tests about time itself move the page's
  // clock (page.clock) instead of waiting on it: the booking's slow-answer notice, the form's
  // minimum fill time (booking-helpers.ts).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: `npx tsx tools/outbox/server.ts --port ${OUTBOX_PORT} --dir ${OUTBOX_DIR} --public-key ${E2E_EMAILJS.publicKey} --service-id ${E2E_EMAILJS.serviceId} --template-id ${E2E_EMAILJS.templateId} --auto-reply full --site-url http://127.0.0.1:${SITE_PORT}`,
      url: `http://127.0.0.1:${OUTBOX_PORT}/`,
      // Never reuse: a server left from another run would serve a stale build.
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The same prerendered build `npm run build` makes, served like a static host (_headers, gzip, 404.html).
      command: `env ${buildEnv} npx vite build --outDir ${E2E_DIST} && npx tsx tools/serve/serve.ts ${E2E_DIST} --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      // Never reuse: a server left from another run would serve a stale build.
      reuseExistingServer: false,
      // The build comes first: on a slow machine it alone takes minutes.
      timeout: 600_000,
    },
  ],
})
