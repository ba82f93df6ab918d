// `npm run test:perf`: the performance gate of CI. Builds (unless --no-build), serves dist on
// loopback like a static host and, in Debian's Chromium, loads every language's home page at phone
// and desktop size, then measures the app's start against the same page with its app switched off
// (budgets.ts `gate` says what fails and why each limit holds on any machine). Lighthouse is in
// `npm run bench`.
import { execSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { gate, gateFailures, kb, type LoadFindings } from './budgets.ts'
import { chromiumFlags, chromiumPath } from '../../tools/chromium.ts'
import { scriptedLoad, VIEWPORTS } from './load-checks.ts'
import { startCost } from './start-cost.ts'
import { serveStatic } from '../../tools/serve/serve.ts'
import { defaultLocale, locales } from '../../src/i18n/locales.ts'

const args = process.argv.slice(2)
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist'
if (!args.includes('--no-build')) execSync(`npx vite build --outDir ${dist} --logLevel warn`, { stdio: 'inherit' })

const { server, url } = await serveStatic(dist, Number(process.env.BENCH_PORT ?? 0))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
console.log(`Chromium ${browser.version()} (${chromiumPath})`)
const loads: LoadFindings[] = []
let ratio = Number.NaN
try {
  for (const query of locales.map((locale) => (locale === defaultLocale ? '' : `?lang=${locale}`))) {
    for (const viewport of VIEWPORTS) {
      const page = `/${query} ${viewport.name}`
      loads.push({ page, ...(await scriptedLoad(browser, dist, `${url}/${query}`, viewport)) })
    }
  }
  const cost = await startCost(browser, `${url}/`)
  ratio = cost.ratio
  console.log(
    `App start (a load until the app is ready and quiet, main-thread CPU time, 390x844): median ${Math.round(cost.appMs)} ms against ` +
      `${Math.round(cost.referenceMs)} ms for the same load with JavaScript off: ratio ${ratio.toFixed(2)} (pairs: ` +
      `${cost.runs.map((run) => (run.appMs / run.referenceMs).toFixed(2)).join(', ')}; limit ${gate.startCostRatio})`,
  )
} finally {
  await browser.close()
  server.close()
}

console.table(
  loads.map((load) => ({
    page: load.page,
    'JS before interaction (gzip)': kb(load.jsGzipBytes),
    'scripts before first paint': load.scriptsBeforePaint.length,
    'layout shift': Number(load.cls.toFixed(4)),
    'console warnings': load.console.length,
  })),
)
const failures = gateFailures(loads, ratio)
console.log(failures.length ? `Performance gate: FAILED\n- ${failures.join('\n- ')}` : 'Performance gate: passed.')
if (failures.length) process.exit(1)
