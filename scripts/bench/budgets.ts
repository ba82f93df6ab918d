// The performance targets of the perf issue, what CI enforces today, and the tolerance for noise.
export const budgets = {
  /** Lighthouse mobile, median of the runs per locale. */
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  /** JavaScript the home page loads before any interaction, gzip, all requests together. */
  jsGzipBytes: 150 * 1024,
}

/**
 * What `npm run test:perf` (so CI) fails on, besides accessibility, best practices and SEO at 100.
 * Bytes, LCP and CLS do not depend on CPU jitter and are held to the targets exactly. CPU
 * time is guarded structurally: the app's own modules may run at most `appScriptMs` on the main
 * thread during the load (it starts on the visitor's first intent; hydrating at load measured
 * 1.2 s of script here), which catches a return of load-time work deterministically. TBT and the
 * performance score are printed against the targets with the noise tolerance below.
 */
export const gate = {
  jsGzipBytes: budgets.jsGzipBytes,
  lcpMs: budgets.lcpMs,
  cls: budgets.cls,
  appScriptMs: 50,
}

/**
 * Noise: on these 2-core machines mobile TBT (and so the performance score) swings run to run by
 * seconds while other builds run (one page: TBT 2.0–5.4 s across three runs). Bench reports them
 * against the targets with this tolerance; CI does not fail on them, since a shared runner cannot
 * measure them reliably.
 */
export const noise = { runs: 3, performanceTolerance: 3, tbtToleranceMs: 75 }

export type Metrics = {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

/** Every way a locale's medians miss the targets, worded for the log. */
export function misses(locale: string, m: Metrics, jsBytes: number, strict: boolean): string[] {
  const out: string[] = []
  const perfFloor = budgets.scores.performance - (strict ? 0 : noise.performanceTolerance)
  if (m.performance < perfFloor) out.push(`${locale}: performance ${m.performance} < ${perfFloor}`)
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    if (m[key] < budgets.scores[key]) out.push(`${locale}: ${key} ${m[key]} < ${budgets.scores[key]}`)
  }
  if (m.lcpMs > budgets.lcpMs) out.push(`${locale}: LCP ${Math.round(m.lcpMs)} ms > ${budgets.lcpMs} ms`)
  const tbtCeiling = budgets.tbtMs + (strict ? 0 : noise.tbtToleranceMs)
  if (m.tbtMs > tbtCeiling) out.push(`${locale}: TBT ${Math.round(m.tbtMs)} ms > ${tbtCeiling} ms`)
  if (m.cls > budgets.cls) out.push(`${locale}: CLS ${m.cls.toFixed(3)} > ${budgets.cls}`)
  if (jsBytes > budgets.jsGzipBytes) out.push(`${locale}: JS ${kb(jsBytes)} > ${kb(budgets.jsGzipBytes)}`)
  return out
}

/** What fails CI (see `gate`). */
export function gateFailures(locale: string, m: Metrics, jsBytes: number, appScriptMs: number): string[] {
  const out: string[] = []
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    if (m[key] < budgets.scores[key]) out.push(`${locale}: ${key} ${m[key]} < ${budgets.scores[key]}`)
  }
  if (m.lcpMs > gate.lcpMs) out.push(`${locale}: LCP ${Math.round(m.lcpMs)} ms > ${gate.lcpMs} ms`)
  if (m.cls > gate.cls) out.push(`${locale}: CLS ${m.cls.toFixed(3)} > ${gate.cls}`)
  if (jsBytes > gate.jsGzipBytes) out.push(`${locale}: JS ${kb(jsBytes)} > ${kb(gate.jsGzipBytes)}`)
  if (appScriptMs > gate.appScriptMs) out.push(`${locale}: the app's scripts ran ${Math.round(appScriptMs)} ms during the load > ${gate.appScriptMs} ms`)
  return out
}
