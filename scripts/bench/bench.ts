// `npm run bench`: build, serve dist on loopback (gzip, like a static host), run Lighthouse mobile
// several times per locale and print one table of medians plus the home route's bytes.
// Flags: --no-build, --runs N, --gate (exit 1 on what budgets.ts's `gate` holds: CI).
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { gate, gateFailures, median, misses, missesCpuGate, noise, type Metrics } from './budgets.ts'
import { firstTapMs } from './first-tap.ts'
import { runLighthouse, type RunResult } from './lighthouse-run.ts'
import { readSeoContent } from '../seo/content.ts'
import { serveStatic } from '../serve/serve.ts'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const runsFlag = args.indexOf('--runs')
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : noise.runs
const locales = ['en', 'zh', 'th'] as const
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

if (!flag('--no-build')) execSync('npm run build', { stdio: 'inherit' })

// BENCH_PORT pins the loopback port (several checkouts on one machine); 0 lets the system pick a free one.
const { server, url } = await serveStatic('dist', Number(process.env.BENCH_PORT ?? 0))
/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, up to twice. */
async function runWithRetry(pageUrl: string): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(pageUrl)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`Lighthouse run failed (${(error as Error).message}); running it again`)
    }
  }
}

const rows: Array<{ locale: string; runs: number; m: Metrics; bytes: Record<string, number>; jsGzip: number; appScriptMs: number }> = []

/**
 * The budget's measure: gzip bytes of every script the page requested (the bodies loopback sent,
 * gzip level 9 like serve.ts), without HTTP headers, which Lighthouse's transfer sizes include
 * (~0.8 KB per response here, most of it the security headers).
 */
function scriptGzipBytes(paths: string[]): number {
  return [...new Set(paths)].reduce((sum, path) => sum + gzipSync(readFileSync(`dist${path}`), { level: 9 }).length, 0)
}

/** The median of each metric over the runs. */
function medians(results: RunResult[]): Metrics {
  return Object.fromEntries(
    (['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'] as const).map((k) => [k, median(results.map((r) => r[k]))]),
  ) as Metrics
}

const taps: number[] = []
try {
  for (const locale of locales) {
    const pageUrl = locale === 'en' ? `${url}/` : `${url}/?lang=${locale}`
    const results: RunResult[] = []
    for (let i = 0; i < runs; i++) results.push(await runWithRetry(pageUrl))
    let m = medians(results)
    // A median over the CPU gate gets more runs before it fails the build (see budgets.ts `noise`).
    if (missesCpuGate(m)) {
      console.log(
        `${locale}: median of ${results.length} runs is perf ${m.performance}, TBT ${Math.round(m.tbtMs)} ms ` +
          `(gate: ≥ ${gate.performance}, ≤ ${gate.tbtMs} ms); ${noise.confirmRuns} more runs, judged on the median of all`,
      )
      for (let i = 0; i < noise.confirmRuns; i++) results.push(await runWithRetry(pageUrl))
      m = medians(results)
    }
    const bytes = Object.fromEntries(
      ['script', 'stylesheet', 'document', 'image', 'font', 'total'].map((t) => [t, median(results.map((r) => r.bytes[t] ?? 0))]),
    )
    const jsGzip = median(results.map((r) => scriptGzipBytes(r.scripts)))
    rows.push({ locale, runs: results.length, m, bytes, jsGzip, appScriptMs: median(results.map((r) => r.appScriptMs)) })
    console.log(`${locale}: perf per run ${results.map((r) => r.performance).join(', ')}; TBT ${results.map((r) => Math.round(r.tbtMs)).join(', ')} ms`)
  }
  // The first tap is printed, not gated: it includes starting the app, CPU time on a noisy runner.
  const content = readSeoContent(process.cwd())
  const bookLabel = content.messages.en['bike.bookLabel'].replace('{name}', content.bikes[0].name)
  for (let i = 0; i < runs; i++) taps.push(await firstTapMs(`${url}/`, bookLabel))
} finally {
  server.close()
}

console.log(`\nLighthouse 12 mobile (simulated slow 4G, 4x CPU), median of ${runs} runs per locale (more where marked), served gzip from loopback`)
console.table(
  rows.map(({ locale, runs: n, m, appScriptMs }) => ({
    locale,
    runs: n,
    perf: m.performance,
    a11y: m.accessibility,
    'best-pr.': m['best-practices'],
    seo: m.seo,
    'LCP ms': Math.round(m.lcpMs),
    'TBT ms': Math.round(m.tbtMs),
    CLS: Number(m.cls.toFixed(3)),
    'FCP ms': Math.round(m.fcpMs),
    'app script ms': Math.round(appScriptMs),
  })),
)
console.log('Home route bytes before any interaction (transferred: gzip bodies plus HTTP headers; JS also as gzip bytes alone, the budget):')
console.table(
  rows.map(({ locale, bytes, jsGzip }) => ({
    locale,
    'JS (gzip)': kb(jsGzip),
    'JS (transferred)': kb(bytes.script),
    CSS: kb(bytes.stylesheet),
    HTML: kb(bytes.document),
    images: kb(bytes.image),
    fonts: kb(bytes.font),
    total: kb(bytes.total),
  })),
)

console.log(
  `First tap on a Book button → booking form visible (390x844, 4x CPU slowdown, modules already fetched; ` +
    `includes starting the app): median ${median(taps)} ms (runs ${taps.join(', ')} ms)`,
)

const targetMisses = rows.flatMap(({ locale, m, jsGzip }) => misses(locale, m, jsGzip))
console.log(targetMisses.length ? `\nThe issue's targets, exactly: missed\n- ${targetMisses.join('\n- ')}` : "\nThe issue's targets, exactly: all met.")
const failures = rows.flatMap(({ locale, m, jsGzip, appScriptMs }) => gateFailures(locale, m, jsGzip, appScriptMs))
const gateLine = `performance ≥ ${gate.performance}, TBT ≤ ${gate.tbtMs} ms (noise tolerance, budgets.ts); bytes, LCP, CLS and a11y/BP/SEO exactly`
console.log(failures.length ? `\nCI gate (${gateLine}): FAILED\n- ${failures.join('\n- ')}` : `\nCI gate (${gateLine}): passed.`)
if (failures.length && flag('--gate')) process.exit(1)
