// `npm run test:engines`: the gallery, language and booking scenarios (scenarios.ts) in Firefox ESR
// and WebKitGTK from Debian's packages (drivers.ts), against a build served like a static host and
// the local EmailJS-compatible outbox, at 390x844 unless a scenario asks for another size (WebKitGTK's
// MiniBrowser will not go narrower than 447 px: its viewport is printed). Screenshots of the open form
// and of each language's page go to test-results/engines/. Ends with "N passed, N failed" and a non-zero exit on any failure.
import { execSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { startOutbox } from '../../tools/outbox/app'
import { serveStatic } from '../../tools/serve/serve'
import { launchFirefox, launchWebKit, type Engine } from './drivers'
import { PHONE } from './longWords'
import { scenarios } from './scenarios'

const DIST = 'dist-engines'
const SHOTS = path.resolve('test-results/engines')
const ACCOUNTS = { publicKey: 'engines-public-key', serviceId: 'service_engines', templateId: 'template_engines' }

const outboxDir = path.resolve('.outbox/engines')
rmSync(outboxDir, { recursive: true, force: true })
mkdirSync(SHOTS, { recursive: true })
const outbox = await startOutbox({ ...ACCOUNTS, dir: outboxDir, port: 0, log: () => {} })
const env = {
  ...process.env,
  VITE_EMAILJS_PUBLIC_KEY: ACCOUNTS.publicKey,
  VITE_EMAILJS_SERVICE_ID: ACCOUNTS.serviceId,
  VITE_EMAILJS_TEMPLATE_ID: ACCOUNTS.templateId,
  VITE_EMAILJS_ORIGIN: outbox.url,
}
execSync(`npx vite build --outDir ${DIST} --logLevel warn`, { stdio: 'inherit', env })
const site = await serveStatic(DIST)

type Size = { width: number; height: number }
const launchers: Array<[string, (size: Size) => Promise<Engine>]> = [
  ['firefox', (size) => launchFirefox(size.width, size.height)],
  ['webkit', (size) => launchWebKit(size.width, size.height)],
]
const results: Array<{ engine: string; version: string; viewport: string; scenario: string; ok: boolean; detail: string; ms: number }> = []
try {
  for (const [name, launch] of launchers) {
    for (const scenario of scenarios) {
      // A fresh browser per scenario: no state (a language choice, a draft) leaks between them.
      const start = Date.now()
      let engine: Engine | undefined
      let viewport = '?'
      let version = '?'
      try {
        engine = await launch(scenario.size ?? PHONE)
        version = engine.version
        viewport = (await engine.evaluate<number[]>('[innerWidth, innerHeight]')).join('x')
        await scenario.run(engine, { site: site.url, outbox: outbox.url, shots: SHOTS })
        results.push({ engine: name, version, viewport, scenario: scenario.name, ok: true, detail: '', ms: Date.now() - start })
      } catch (error) {
        results.push({ engine: name, version, viewport, scenario: scenario.name, ok: false, detail: (error as Error).message, ms: Date.now() - start })
      } finally {
        await engine?.close().catch(() => undefined)
      }
    }
  }
} finally {
  site.server.close()
  outbox.server.close()
}

for (const r of results) console.log(`${r.ok ? '✓' : '✘'} [${r.engine} ${r.version} ${r.viewport}] ${r.scenario} (${(r.ms / 1000).toFixed(1)} s)${r.ok ? '' : `\n    ${r.detail}`}`)
const failed = results.filter((r) => !r.ok).length
console.log(`\nScreenshots of the open form and of each language's page: ${SHOTS}`)
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
