// `npm run bench`: build, serve dist on loopback (gzip, like a static host), run Lighthouse mobile
// several times per locale, time what a visitor feels (taps.ts) on the site and on the same build as
// a plain client-rendered SPA (reference.ts, served beside it with the same headers), and print
// every median against budgets.ts `targets` (the taps as ratios to the SPA's). Timings, so nothing here fails a build: `npm run test:perf` is the gate.
// Flags: --no-build, --runs N (default 5), --taps-only (the tap timings without Lighthouse: the
// quick loop while working on what a visitor feels; its verdict covers the taps alone).
//
// Lighthouse runs in a fresh Chromium per run, as the figures quoted in docs/performance.md: each
// run then pays the browser's own cold start (compiling, font set-up), as a visitor's first page
// of the day does. The same runs in one warm Chromium are printed beside them when the two TBT
// medians differ by more than the runs' own spread, so a reader knows which one moved.
import { execSync } from 'node:child_process'
import { kb, median, misses, tapMisses, tapPathLabels, tapPaths, targets, type Metrics, type TapPath } from './budgets.ts'
import { chromiumVersion, launchChromium, runLighthouse, type RunResult } from './lighthouse-run.ts'
import { appModulesFetched, gzipBytes } from './load-checks.ts'
import { writeReference } from './reference.ts'
import { measureTaps, type TapRuns } from './taps.ts'
import { readSeoContent } from '../../site-build/seo/content.ts'
import { metaText } from '../../site-build/seo/tags.ts'
import { serveStatic } from '../../tools/serve/serve.ts'
import { defaultLocale, locales } from '../../src/i18n/locales.ts'

const args = process.argv.slice(2)
const runsFlag = args.indexOf('--runs')
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 5
const tapsOnly = args.includes('--taps-only')

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })
console.log(`Browser: ${chromiumVersion()}; CHROMIUM_PATH picks another`)

// BENCH_PORT pins the loopback port (several checkouts on one machine); 0 lets the system pick a free one.
const { server, url } = await serveStatic('dist', Number(process.env.BENCH_PORT ?? 0))
const reference = await serveStatic(writeReference('dist', '.bench/reference'), 0)

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, up to twice. */
async function runWithRetry(pageUrl: string, warm?: { port: number }): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(pageUrl, warm)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`Lighthouse run failed (${(error as Error).message}); running it again`)
    }
  }
}

function medians(results: RunResult[]): Metrics {
  return Object.fromEntries(
    (['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'fcpMs'] as const).map((k) => [k, median(results.map((r) => r[k]))]),
  ) as Metrics
}

/** Half the distance between the runs' quartiles: what the TBT of one build swings by here. */
function spread(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[Math.floor((sorted.length * 3) / 4)] - sorted[Math.floor(sorted.length / 4)]) / 2
}

type Row = { locale: string; m: Metrics; warmTbt: number[]; freshTbt: number[]; bytes: Record<string, number>; jsGzip: number }
const rows: Row[] = []
const content = readSeoContent(process.cwd())
let taps: Record<string, TapRuns> | undefined
try {
  for (const locale of tapsOnly ? [] : locales) {
    const pageUrl = locale === defaultLocale ? `${url}/` : `${url}/?lang=${locale}`
    const fresh: RunResult[] = []
    for (let i = 0; i < runs; i++) fresh.push(await runWithRetry(pageUrl))
    const chrome = await launchChromium()
    const warm: RunResult[] = []
    try {
      for (let i = 0; i < runs; i++) warm.push(await runWithRetry(pageUrl, chrome))
    } finally {
      chrome.kill()
    }
    const bytes = Object.fromEntries(['script', 'stylesheet', 'document', 'image', 'total'].map((t) => [t, median(fresh.map((r) => r.bytes[t] ?? 0))]))
    const jsGzip = median(fresh.map((r) => gzipBytes('dist', r.scripts)))
    rows.push({ locale, m: medians(fresh), warmTbt: warm.map((r) => r.tbtMs), freshTbt: fresh.map((r) => r.tbtMs), bytes, jsGzip })
    console.log(`${locale}: fresh perf ${fresh.map((r) => r.performance).join(', ')}; TBT ${fresh.map((r) => Math.round(r.tbtMs)).join(', ')} ms; warm TBT ${warm.map((r) => Math.round(r.tbtMs)).join(', ')} ms`)
  }
  const labels = {
    book: content.messages[defaultLocale]['bike.bookLabel'].replace('{name}', content.bikes[0].name),
    bookNow: content.messages[defaultLocale]['hero.bookNow'],
    close: content.messages[defaultLocale]['booking.close'],
    languageMenu: content.messages[defaultLocale]['nav.language'],
    chinese: '中文',
    chineseTitle: metaText(content, 'zh').title,
  }
  taps = await measureTaps(
    [
      { name: 'site', url, settled: appModulesFetched },
      // The SPA has fetched its entry and rendered: what it loads without a visitor's intent.
      { name: 'reference', url: reference.url, settled: (page) => page.locator('#root > *').first().waitFor() },
    ],
    labels,
    runs,
  )
} finally {
  server.close()
  reference.server.close()
}

if (rows.length) console.log(`\nLighthouse 12 mobile (simulated slow 4G, 4x CPU), fresh Chromium per run, median of ${runs} runs per locale, served gzip from loopback`)
if (rows.length) console.table(
  rows.map(({ locale, m }) => ({
    locale,
    perf: m.performance,
    a11y: m.accessibility,
    'best-pr.': m['best-practices'],
    seo: m.seo,
    'LCP ms': Math.round(m.lcpMs),
    'TBT ms': Math.round(m.tbtMs),
    CLS: Number(m.cls.toFixed(3)),
    'FCP ms': Math.round(m.fcpMs),
  })),
)
for (const { locale, freshTbt, warmTbt } of rows) {
  const gap = Math.abs(median(freshTbt) - median(warmTbt))
  const noise = Math.max(spread(freshTbt), spread(warmTbt))
  if (gap > noise) console.log(`${locale}: TBT in one warm Chromium ${Math.round(median(warmTbt))} ms vs fresh ${Math.round(median(freshTbt))} ms (differ by ${Math.round(gap)} ms, more than the runs' spread of ${Math.round(noise)} ms)`)
}
if (rows.length) console.log('Home route bytes before any interaction (transferred: gzip bodies plus HTTP headers; JS also as gzip bytes alone, the target):')
if (rows.length) console.table(
  rows.map(({ locale, bytes, jsGzip }) => ({
    locale,
    'JS (gzip)': kb(jsGzip),
    'JS (transferred)': kb(bytes.script),
    CSS: kb(bytes.stylesheet),
    HTML: kb(bytes.document),
    images: kb(bytes.image),
    total: kb(bytes.total),
  })),
)
const tapMedians = (build: string) => Object.fromEntries(tapPaths.map((path) => [path, median(taps![build][path])])) as Record<TapPath, number>
if (taps) {
  const [site, spa] = [tapMedians('site'), tapMedians('reference')]
  console.log('\nWhat a visitor feels (390x844, touch, 4x CPU, fresh context per run; touch to the frame showing the result, timed in the page), the site beside the same build as a plain client-rendered SPA, the two taking turns in each run; medians, runs and the ratio the target is:')
  console.table(
    tapPaths.map((path) => ({
      path: tapPathLabels[path],
      'site ms': Math.round(site[path]),
      'SPA ms': Math.round(spa[path]),
      ratio: Number((site[path] / spa[path]).toFixed(2)),
      target: `≤ ${targets.tapRatios[path]}x`,
      'site runs': taps!.site[path].join(', '),
      'SPA runs': taps!.reference[path].join(', '),
    })),
  )
}

const missed = [...rows.flatMap(({ locale, m, jsGzip }) => misses(locale, m, jsGzip)), ...(taps ? tapMisses(tapMedians('site'), tapMedians('reference')) : [])]
console.log(missed.length ? `\nTargets (budgets.ts): missed\n- ${missed.join('\n- ')}` : '\nTargets (budgets.ts): all met.')
